/* A hitdemo peer in C: circle/circle by the distance of the centres, "-"
 * for other pairs. It reads what is there, answers every whole line in it
 * with one write, and reads again: no answer waits in a buffer. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char in[1 << 20], out[2 << 20];

int main(void)
{
    size_t have = 0;
    ssize_t k;
    while ((k = read(0, in + have, sizeof in - 1 - have)) > 0) {
        size_t used = 0, n = 0;
        char *nl;
        have += (size_t)k;
        while ((nl = memchr(in + used, '\n', have - used)) != NULL) {
            double x1, y1, r1, x2, y2, r2;
            *nl = '\0';
            if (sscanf(in + used, "circle:%lf,%lf,%lf circle:%lf,%lf,%lf", &x1, &y1, &r1, &x2, &y2, &r2) == 6)
                out[n++] = (x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2) <= (r1 + r2) * (r1 + r2) ? '1' : '0';
            else
                out[n++] = '-';
            out[n++] = '\n';
            used = (size_t)(nl - in) + 1;
        }
        memmove(in, in + used, have - used);
        have -= used;
        if (n > 0 && write(1, out, n) != (ssize_t)n)
            return 1;
    }
    return 0;
}
