// Times how long commands take to start, run and exit: each command runs N times, the commands
// taking turns so that a busy moment of the machine falls on all of them alike.
//
//   spawn_timer N -- LABEL CMD [ARG...] -- LABEL CMD [ARG...] ...
//
// Prints one line per command: label, mean, median and minimum wall time, and mean CPU time
// (user + system, from wait4), in milliseconds. Standard output and error go to /dev/null.
#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

typedef struct {
    const char *label;
    char **argv;
    double *wall;
    double cpu;
} Command;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 5 || strcmp(argv[2], "--") != 0) {
        fprintf(stderr, "usage: spawn_timer N -- LABEL CMD [ARG...] [-- LABEL CMD [ARG...]]...\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    Command commands[32];
    int count = 0;
    for (int i = 2; i < argc && count < 32;) {
        if (strcmp(argv[i], "--") != 0 || i + 2 >= argc) { fprintf(stderr, "spawn_timer: expected -- LABEL CMD\n"); return 2; }
        int start = i + 2, end = start;
        while (end < argc && strcmp(argv[end], "--") != 0) end++;
        commands[count].label = argv[i + 1];
        commands[count].argv = calloc(end - start + 1, sizeof(char *));
        for (int k = start; k < end; k++) commands[count].argv[k - start] = argv[k];
        commands[count].wall = calloc(runs, sizeof(double));
        commands[count].cpu = 0;
        count++;
        i = end;
    }

    posix_spawn_file_actions_t quiet;
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);

    for (int run = -1; run < runs; run++) {  // run -1 warms the page cache and is not counted
        for (int c = 0; c < count; c++) {
            pid_t pid;
            double start = now_ms();
            if (posix_spawn(&pid, commands[c].argv[0], &quiet, NULL, commands[c].argv, environ) != 0) {
                perror(commands[c].argv[0]);
                return 2;
            }
            int status;
            struct rusage usage;
            wait4(pid, &status, 0, &usage);
            double elapsed = now_ms() - start;
            if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
                fprintf(stderr, "spawn_timer: %s failed (status %d)\n", commands[c].label, status);
                return 1;
            }
            if (run < 0) continue;
            commands[c].wall[run] = elapsed;
            commands[c].cpu += usage.ru_utime.tv_sec * 1e3 + usage.ru_utime.tv_usec / 1e3
                + usage.ru_stime.tv_sec * 1e3 + usage.ru_stime.tv_usec / 1e3;
        }
    }

    for (int c = 0; c < count; c++) {
        double sum = 0;
        for (int r = 0; r < runs; r++) sum += commands[c].wall[r];
        qsort(commands[c].wall, runs, sizeof(double), compare);
        double median = runs % 2 ? commands[c].wall[runs / 2] : (commands[c].wall[runs / 2 - 1] + commands[c].wall[runs / 2]) / 2;
        printf("%s %.3f %.3f %.3f %.3f\n", commands[c].label, sum / runs, median, commands[c].wall[0], commands[c].cpu / runs);
    }
    return 0;
}
