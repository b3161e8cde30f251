/*
 * Preloaded into lua5.4 by scripts/lua-compat: Debian builds lua.c with GNU
 * readline, which echoes each line it reads from a pipe (and takes a tab for
 * completion). This gives lua.c the reads it makes when built without readline,
 * the ones luaui makes when standard input is not a terminal: the prompt with
 * fputs and fflush, a line with fgets into lua.c's 512-byte buffer.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *readline(const char *prompt) {
    char buffer[512];
    fputs(prompt, stdout);
    fflush(stdout);
    if (fgets(buffer, sizeof buffer, stdin) == NULL)
        return NULL;
    size_t length = strlen(buffer);
    if (length > 0 && buffer[length - 1] == '\n')
        buffer[--length] = '\0';
    return strdup(buffer);
}

int add_history(const char *line) {
    (void)line;
    return 0;
}
