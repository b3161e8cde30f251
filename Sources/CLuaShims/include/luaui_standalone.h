/*
 * The pieces of Lua's standalone interpreter (lua.c, Lua 5.4.4) that luaui's
 * runner needs from C: those that may raise a Lua error, which must not unwind
 * through Swift frames, and those that must sit on the Lua stack as C functions
 * for tracebacks to read as lua's do. LuaBridge's StandaloneInterpreter calls
 * the lua_CFunctions here under lua_pcall, and luaui_docall directly.
 */
#ifndef LUAUI_STANDALONE_H
#define LUAUI_STANDALONE_H

#include <lua.h>

/* LUA_COPYRIGHT, which Swift cannot import (a concatenation of macros). */
const char *luaui_copyright(void);

/* Switches the collector to generational mode, as lua.c does at start-up. */
void luaui_gc_generational(lua_State *L);

/* lua.c's docall: calls the function below the top `narg` values with lua.c's
   message handler, whose traceback Swift function `traceback_id` writes (called
   with the error value at 1 and its message at 2, from the handler's frame).
   (Ctrl-C is the run's: luaui_limits_begin_run.) Returns the call's status;
   on failure the message with its traceback is on top. Raises nothing. */
int luaui_docall(lua_State *L, int narg, int nres, int traceback_id);

/* Pushes lua.c's message handler as a function, for formatting an error value
   caught elsewhere: called with the value, it returns the message as lua.c
   reports it. */
void luaui_push_msghandler(lua_State *L, int traceback_id);

/* lua.c's pushargs: returns arg[1] .. arg[#arg]. Raises as lua.c does when
   `arg` is not a table. */
int luaui_pushargs(lua_State *L);

/* lua_getglobal and lua_setglobal, which may run metamethods: called with the
   name (and the value to set), under lua_pcall. */
int luaui_getglobal(lua_State *L);
int luaui_setglobal(lua_State *L);

/* lua.c's get_prompt: called with whether this is the first line, returns
   `tostring(_PROMPT)` (or _PROMPT2), or nil where the default prompt applies. */
int luaui_getprompt(lua_State *L);

#endif
