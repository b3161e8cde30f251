#include "luaui_editline.h"

#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

static luaui_completer current_completer;
static sigjmp_buf interrupted_line;

static volatile sig_atomic_t can_jump;

static char **attempt_completion(const char *text, int start, int end) {
    (void)text;
    (void)start;
    rl_attempted_completion_over = 1;
    if (current_completer == NULL || rl_line_buffer == NULL || end < 0) return NULL;
    char *before = strndup(rl_line_buffer, (size_t)end);
    if (before == NULL) return NULL;
    /* The completer calls into Lua: Ctrl-C must not jump out through it. */
    sig_atomic_t could_jump = can_jump;
    can_jump = 0;
    char **matches = current_completer(before);
    can_jump = could_jump;
    free(before);
    return matches;
}

void luaui_edit_start(luaui_completer completer, const char *word_breaks) {
    current_completer = completer;
    rl_readline_name = "luaui";
    rl_attempted_completion_function = attempt_completion;
    rl_basic_word_break_characters = strdup(word_breaks);
    rl_completion_append_character = '\0';
    using_history();
}

/* libedit's own handler, if any, puts the terminal back in its normal mode and
   raises the signal again; this one then leaves readline. */
static void on_interrupt(int signal_number) {
    (void)signal_number;
    if (can_jump) siglongjmp(interrupted_line, 1);
}

char *luaui_edit_readline(const char *prompt, int *interrupted) {
    struct sigaction action, outer;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &outer);
    char *line = NULL;
    *interrupted = 0;
    if (sigsetjmp(interrupted_line, 1) != 0) {
        can_jump = 0;
        *interrupted = 1;
    } else {
        can_jump = 1;
        line = readline(prompt);
        can_jump = 0;
    }
    sigaction(SIGINT, &outer, NULL);
    return line;
}
