#include <stdio.h>
#include <string.h>

#include <lauxlib.h>

#include "luaui_shims.h"
#include "luaui_standalone.h"

const char *luaui_copyright(void) { return LUA_COPYRIGHT; }

/* lua.c's msghandler. A value that is no string (nor number) becomes its
   __tostring, with no traceback, or "(error object is a X value)"; the traceback
   comes from Swift (upvalue 1), which names scripted hooks and reuses the one
   recorded where a hook failed. The handler is a C function on the stack while
   __tostring runs, so an error there reads as lua's does. */
static int msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
            return 1;
        lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    } else {
        lua_pushvalue(L, 1);
    }
    lua_copy(L, -1, 2);
    lua_settop(L, 2);
    int outer = luaui_in_swift;
    luaui_in_swift = 1;
    int results = luaui_dispatch(L, (int)lua_tointeger(L, lua_upvalueindex(1)));
    luaui_in_swift = outer;
    return results == 1 ? 1 : 0;
}

void luaui_push_msghandler(lua_State *L, int traceback_id) {
    lua_pushinteger(L, traceback_id);
    lua_pushcclosure(L, msghandler, 1);
}

int luaui_docall(lua_State *L, int narg, int nres, int traceback_id) {
    int base = lua_gettop(L) - narg;
    luaui_push_msghandler(L, traceback_id);
    lua_insert(L, base);
    int status = luaui_pcall(L, narg, nres, base);
    lua_remove(L, base);
    return status;
}

int luaui_pushargs(lua_State *L) {
    int i, n;
    if (lua_getglobal(L, "arg") != LUA_TTABLE)
        luaL_error(L, "'arg' is not a table");
    n = (int)luaL_len(L, -1);
    luaL_checkstack(L, n + 3, "too many arguments to script");
    for (i = 1; i <= n; i++)
        lua_rawgeti(L, -i, i);
    lua_remove(L, -i);
    return n;
}

int luaui_getglobal(lua_State *L) {
    lua_getglobal(L, lua_tostring(L, 1));
    return 1;
}

int luaui_setglobal(lua_State *L) {
    lua_setglobal(L, lua_tostring(L, 1));
    return 0;
}

int luaui_getprompt(lua_State *L) {
    int firstline = lua_toboolean(L, 1);
    if (lua_getglobal(L, firstline ? "_PROMPT" : "_PROMPT2") != LUA_TNIL)
        luaL_tolstring(L, -1, NULL);
    return 1;
}

/* Lua 5.4.4's switch to generational mode keeps the debt the incremental
   collector left, so the first minor collection would come wherever the
   engine's own start-up allocations happened to leave it: a few hundred bytes
   into a script, unlike lua's, whose small heap gives a script a few
   kilobytes. A basic step (a minor collection, nearly free with every object
   just made old) sets the debt as Lua 5.4.6's switch does: the heap may grow
   by the minor multiplier's share before the next one. */
void luaui_gc_generational(lua_State *L) {
    lua_gc(L, LUA_GCGEN, 0, 0);
    lua_gc(L, LUA_GCSTEP, 0);
}
