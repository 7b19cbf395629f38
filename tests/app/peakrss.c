/* peakrss CMD ARGS...: runs CMD (stdin, stdout and stderr passed through)
 * and prints "peakrss: N KiB" on stderr, the child's peak resident set
 * (wait4's ru_maxrss). Exits with the child's status (128+signal if it
 * was killed). A small parent, so the figure is the child's own. */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: peakrss CMD ARGS...\n");
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) {
        perror("peakrss: fork");
        return 2;
    }
    if (pid == 0) {
        execv(argv[1], argv + 1);
        perror("peakrss: exec");
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) < 0) {
        perror("peakrss: wait4");
        return 2;
    }
    fprintf(stderr, "peakrss: %ld KiB\n", ru.ru_maxrss);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
