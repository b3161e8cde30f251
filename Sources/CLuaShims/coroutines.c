#include <lauxlib.h>

#include "limits_internal.h"

/* The thread a signal must arm is the one running Lua now, which may be a
   coroutine: hooks are per thread. The functions here stand in for
   coroutine.resume and coroutine.wrap's functions, the only ways from one
   thread into another, and keep `running` up to date around each switch. */

/* coroutine.resume: Lua's own (upvalue 1), run in this frame so that its
   errors read as Lua's; it raises only before it resumes anything. */
static int resume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    lua_CFunction original = lua_tocfunction(L, lua_upvalueindex(1));
    if (co == NULL)
        return original(L);
    luaui_Limits *limits = luaui_limits_of(L);
    limits->running = co;
    int results = original(L);
    luaui_limits_returned_to(limits, L);
    return results;
}

/* A function made by coroutine.wrap: resumes its thread (upvalue 1) with its
   arguments, returns what the thread yields or returns, and raises what it
   raises, prefixed with this call's position if it is a string, once the
   thread's to-be-closed variables are closed (Lua's own semantics). */
static int wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int arguments = lua_gettop(L);
    int status, results;
    if (!lua_checkstack(co, arguments)) {
        lua_pushliteral(L, "too many arguments to resume");
        status = LUA_ERRRUN;
    } else {
        luaui_Limits *limits = luaui_limits_of(L);
        lua_xmove(L, co, arguments);
        limits->running = co;
        status = lua_resume(co, L, arguments, &results);
        luaui_limits_returned_to(limits, L);
        if (status == LUA_OK || status == LUA_YIELD) {
            if (lua_checkstack(L, results + 1)) {
                lua_xmove(co, L, results);
                return results;
            }
            lua_pop(co, results);
            lua_pushliteral(L, "too many results to resume");
            status = LUA_ERRRUN;
        } else {
            lua_xmove(co, L, 1);
            int ended = lua_status(co);
            if (ended != LUA_OK && ended != LUA_YIELD) {
                /* It died of the error: closing its variables gives the error
                   to raise, which a __close may have replaced. */
                status = lua_resetthread(co);
                lua_xmove(co, L, 1);
            } else {
                status = ended;
            }
        }
    }
    if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/* coroutine.wrap: Lua's own (upvalue 1) checks the argument and makes the
   thread, whose function is then wrapped here instead. */
static int wrap(lua_State *L) {
    lua_tocfunction(L, lua_upvalueindex(1))(L);
    lua_getupvalue(L, -1, 1);
    lua_pushcclosure(L, wrapped, 1);
    return 1;
}

static void replace(lua_State *L, int table, const char *name, lua_CFunction function) {
    if (lua_getfield(L, table, name) != LUA_TFUNCTION || lua_tocfunction(L, -1) == NULL) {
        lua_pop(L, 1);
        return;
    }
    lua_pushcclosure(L, function, 1);
    lua_setfield(L, table, name);
}

void luaui_limits_track_coroutines(lua_State *L) {
    if (lua_getglobal(L, "coroutine") == LUA_TTABLE) {
        int table = lua_gettop(L);
        replace(L, table, "resume", resume);
        replace(L, table, "wrap", wrap);
    }
    lua_pop(L, 1);
}
