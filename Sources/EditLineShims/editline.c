#include "luaui_editline.h"

#include <dlfcn.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

/* libedit's functions and variables, from dlsym: the declarations of
   <editline/readline.h> give their types, and nothing here links to them. */
static struct {
    char *(*readline)(const char *);
    int (*add_history)(const char *);
    void (*using_history)(void);
    void (*stifle_history)(int);
    int (*read_history)(const char *);
    int (*write_history)(const char *);
    HIST_ENTRY *(*history_get)(int);
    int *history_base;
    int *history_length;
    char **rl_line_buffer;
    int *rl_attempted_completion_over;
    const char **rl_readline_name;
    rl_completion_func_t **rl_attempted_completion_function;
    const char **rl_basic_word_break_characters;
    int *rl_completion_append_character;
} edit;

static int loaded;

int luaui_edit_load(void) {
    if (loaded) return loaded > 0;
    loaded = -1;
    void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "luaui: cannot load libedit, which line editing needs: %s\n", dlerror());
        return 0;
    }
#define FIND(name) if ((*(void **)&edit.name = dlsym(library, #name)) == NULL) goto missing
    FIND(readline); FIND(add_history); FIND(using_history); FIND(stifle_history);
    FIND(read_history); FIND(write_history); FIND(history_get); FIND(history_base);
    FIND(history_length); FIND(rl_line_buffer); FIND(rl_attempted_completion_over);
    FIND(rl_readline_name); FIND(rl_attempted_completion_function);
    FIND(rl_basic_word_break_characters); FIND(rl_completion_append_character);
#undef FIND
    *edit.rl_readline_name = "luaui";
    edit.using_history();
    loaded = 1;
    return 1;
missing:
    fprintf(stderr, "luaui: libedit lacks a function line editing needs: %s\n", dlerror());
    return 0;
}

static luaui_completer current_completer;
static sigjmp_buf interrupted_line;

static volatile sig_atomic_t can_jump;

static char **attempt_completion(const char *text, int start, int end) {
    (void)text;
    (void)start;
    *edit.rl_attempted_completion_over = 1;
    char *line = *edit.rl_line_buffer;
    if (current_completer == NULL || line == NULL || end < 0) return NULL;
    char *before = strndup(line, (size_t)end);
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
    if (!luaui_edit_load()) return;
    current_completer = completer;
    *edit.rl_attempted_completion_function = attempt_completion;
    *edit.rl_basic_word_break_characters = strdup(word_breaks);
    *edit.rl_completion_append_character = '\0';
}

/* libedit's own handler, if any, puts the terminal back in its normal mode and
   raises the signal again; this one then leaves readline. */
static void on_interrupt(int signal_number) {
    (void)signal_number;
    if (can_jump) siglongjmp(interrupted_line, 1);
}

char *luaui_edit_readline(const char *prompt, int *interrupted) {
    *interrupted = 0;
    if (!luaui_edit_load()) return NULL;
    struct sigaction action, outer;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &outer);
    char *line = NULL;
    if (sigsetjmp(interrupted_line, 1) != 0) {
        can_jump = 0;
        *interrupted = 1;
    } else {
        can_jump = 1;
        line = edit.readline(prompt);
        can_jump = 0;
    }
    sigaction(SIGINT, &outer, NULL);
    return line;
}

char *luaui_edit_plain_readline(const char *prompt) {
    return luaui_edit_load() ? edit.readline(prompt) : NULL;
}

void luaui_history_limit(int limit) {
    if (luaui_edit_load()) edit.stifle_history(limit);
}

void luaui_history_read(const char *path) {
    if (luaui_edit_load()) edit.read_history(path);
}

void luaui_history_write(const char *path) {
    if (luaui_edit_load()) edit.write_history(path);
}

void luaui_history_add(const char *line) {
    if (luaui_edit_load()) edit.add_history(line);
}

const char *luaui_history_last(void) {
    if (!luaui_edit_load() || *edit.history_length <= 0) return NULL;
    HIST_ENTRY *entry = edit.history_get(*edit.history_base + *edit.history_length - 1);
    return entry != NULL ? entry->line : NULL;
}
