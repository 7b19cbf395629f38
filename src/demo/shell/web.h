/* web.h: the browser build's glue (web.c; Emscripten only). */
#ifndef HD_WEB_H
#define HD_WEB_H

/* The page calls this when the browser window's size changes: the canvas
 * follows it (unless the URL gave window=). */
void hd_web_resize(int w, int h);

#endif
