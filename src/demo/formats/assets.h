/* assets.h: where the window program's run-time files are (scenes/,
 * lessons/, scripts/). An installed program finds them relative to its own
 * location (HD_ASSET_REL: from the window program's folder to
 * <prefix>/share/hitdemo, set by CMake), so a copied or relocated prefix
 * keeps working; a program in the build tree falls back to the source
 * tree's assets/ (HD_ASSET_DIR). The page has them embedded at /assets. */
#ifndef HD_ASSETS_H
#define HD_ASSETS_H

/* The assets folder, without a trailing slash: the installed one if
 * <dir of this executable>/HD_ASSET_REL/scenes is a folder and this
 * executable is not in the build tree (HD_BUILD_DIR), else HD_ASSET_DIR.
 * Worked out once; the string lives until exit. */
const char *hd_asset_dir(void);

#endif
