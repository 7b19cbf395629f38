/* A hitdemo peer in C: circle/circle by the distance of the centres, "-"
 * for other pairs. It reads what is there, answers every whole line in it
 * with one write, and reads again: no answer waits in a buffer. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char in[1 << 20], out[2 << 20];

/* "circle:X,Y,R" at s: its numbers, and s moved past them; 0 if not a circle */
static int circle(char **s, double v[3])
{
    if (strncmp(*s, "circle:", 7) != 0)
        return 0;
    *s += 6;
    for (int i = 0; i < 3; i++)
        v[i] = strtod(*s + 1, s);
    return 1;
}

int main(void)
{
    size_t have = 0;
    ssize_t k;
    while ((k = read(0, in + have, sizeof in - 1 - have)) > 0) {
        size_t used = 0, n = 0;
        char *nl, *s;
        have += (size_t)k;
        while ((nl = memchr(in + used, '\n', have - used)) != NULL) {
            double a[3], b[3];
            *nl = '\0';
            s = in + used;
            if (circle(&s, a) && *s++ == ' ' && circle(&s, b))
                out[n++] = (a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) <= (a[2] + b[2]) * (a[2] + b[2]) ? '1' : '0';
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
