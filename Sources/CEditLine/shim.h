/* libedit, from Debian's libedit-dev, through its readline-compatible API: the
   REPL's line editing and history on a terminal. */
#include <stdio.h>
#include <editline/readline.h>
