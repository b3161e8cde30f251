/*
 * The console's line editing through libedit's readline-compatible API, with
 * what Swift cannot do around it: loading libedit only when a terminal first
 * asks for a line (a script run never does, and libedit with the libraries it
 * brings costs a process's start a third of a millisecond), leaving readline
 * when Ctrl-C is pressed (a signal handler that jumps out of it), and the
 * completion callback's C signature. Every use of libedit goes through here.
 */
#ifndef LUAUI_EDITLINE_H
#define LUAUI_EDITLINE_H

/* Answers the text before the cursor with readline's match list: NULL for no
   match, else a malloc'ed, NULL-terminated array of malloc'ed strings whose
   first is what replaces the word being completed (the matches' common prefix)
   and the rest the matches. */
typedef char **(*luaui_completer)(const char *before_cursor);

/* Loads libedit if it is not yet and names the program ("luaui") to it; 0 when
   libedit cannot be loaded, with the reason on standard error. Every function
   below calls it first, and does nothing (or returns NULL) without libedit. */
int luaui_edit_load(void);

/* Sets up completion: the completer and the characters that end a word. */
void luaui_edit_start(luaui_completer completer, const char *word_breaks);

/* readline(prompt), except that Ctrl-C abandons the line: NULL with
   *interrupted set. NULL with *interrupted clear is the end of input (or no
   libedit). */
char *luaui_edit_readline(const char *prompt, int *interrupted);

/* readline(prompt) itself, as lua.c calls it: Ctrl-C has its default effect. */
char *luaui_edit_plain_readline(const char *prompt);

/* The history: libedit's, capped at `limit` entries (stifle_history). */
void luaui_history_limit(int limit);
void luaui_history_read(const char *path);
void luaui_history_write(const char *path);
void luaui_history_add(const char *line);
/* The newest entry's line, NULL for none; libedit keeps it. */
const char *luaui_history_last(void);

#endif
