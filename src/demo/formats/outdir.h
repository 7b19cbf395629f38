/*
 * outdir.h: the folder the window program writes what the user saves into:
 * F12 screenshots (hitdemo-NNN.png), Ctrl+E figures (hitdemo-NNN.svg), Ctrl+S
 * scenes (hitdemo-scene-NNN.scene)
 * and R recordings (hitdemo-rec-NNN.txt). `--out-dir DIR` chooses it; by
 * default it is ~/hitdemo ($HOME/hitdemo; /tmp/hitdemo without a HOME),
 * outside any source tree, made (with its parents) when the first file is
 * saved. The page keeps its files in the browser's memory and downloads
 * them, so there it is the current folder.
 */
#ifndef HD_OUTDIR_H
#define HD_OUTDIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The longest folder name (--out-dir refuses a longer one). */
#define HD_OUTDIR_MAX 4000
/* Room for a saved file's path: the folder and its file name. */
#define HD_OUTDIR_PATH (HD_OUTDIR_MAX + 64)

/* The default folder for a HOME of `home` (NULL or "" when unset), into
 * buf (like snprintf). Pure. */
int hd_outdir_default(const char *home, char *buf, size_t n);

/* Sets the folder: dir, or the default when dir is NULL. */
void hd_outdir_init(const char *dir);

/* The folder (after hd_outdir_init). */
const char *hd_outdir(void);

/* Makes the folder if needed and creates the first free
 * DIR/PREFIX-NNN.EXT (NNN from 000 to 999, counting on from *seq, which is
 * advanced past it), open for writing; its path into path. NULL with the
 * reason in err (which folder could not be made, or no free name). */
FILE *hd_outdir_create(const char *prefix, const char *ext, int *seq, char *path, size_t n, char *err,
                       size_t errlen);

#endif
