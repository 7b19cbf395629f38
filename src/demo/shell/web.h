/* web.h: the browser build's glue (web.c; Emscripten only). */
#ifndef HD_WEB_H
#define HD_WEB_H

/* A file the program has just written (a screenshot, a saved scene, a
 * recorded script) in the page's in-memory file system: the browser
 * downloads it under the same name. */
void hd_web_offer(const char *path, const char *mime);

/* Puts text on the browser's clipboard (Ctrl+C). */
void hd_web_copy(const char *text);

/* The page calls this when the browser window's size changes: the canvas
 * follows it (unless the URL gave window=). */
void hd_web_resize(int w, int h);

#endif
