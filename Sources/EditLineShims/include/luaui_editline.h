/*
 * The console's line editing through libedit's readline-compatible API, with
 * what Swift cannot do around it: leaving readline when Ctrl-C is pressed
 * (a signal handler that jumps out of it), and the completion callback's C
 * signature.
 */
#ifndef LUAUI_EDITLINE_H
#define LUAUI_EDITLINE_H

/* Answers the text before the cursor with readline's match list: NULL for no
   match, else a malloc'ed, NULL-terminated array of malloc'ed strings whose
   first is what replaces the word being completed (the matches' common prefix)
   and the rest the matches. */
typedef char **(*luaui_completer)(const char *before_cursor);

/* Sets up libedit: the program's name, the completer, the characters that
   end a word for completion. */
void luaui_edit_start(luaui_completer completer, const char *word_breaks);

/* readline(prompt), except that Ctrl-C abandons the line: NULL with
   *interrupted set. NULL with *interrupted clear is the end of input. */
char *luaui_edit_readline(const char *prompt, int *interrupted);

#endif
