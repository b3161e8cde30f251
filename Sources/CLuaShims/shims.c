#include <string.h>

#include "luaui_shims.h"

static int argerror_index;

int luaui_in_swift = 1;

void luaui_set_argerror_index(int index) { argerror_index = index; }

/* Pushes "chunk:line: " for the nearest Lua function on the call stack: the
   caller of a method, or the code whose field access ran a metamethod. */
static void push_where(lua_State *L) {
    lua_Debug ar;
    for (int level = 1; lua_getstack(L, level, &ar); level++) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
    lua_pushliteral(L, "");
}

/* Calls Swift function `id` on the arguments on the stack, then raises what it
   reported, now that Swift's frames are gone. */
static int call_swift(lua_State *L, int id) {
    int watched = luaui_memory_watched, outer = 1;
    if (watched) {
        outer = luaui_in_swift;
        luaui_in_swift = 1;
    }
    int n = luaui_dispatch(L, id);
    if (watched) {
        luaui_in_swift = outer;
        if (n >= 0)
            luaui_limits_check_memory(L);
    }
    if (n >= 0)
        return n;
    switch (n) {
    case LUAUI_ERROR:
        push_where(L);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    case LUAUI_ARGERROR:
        return luaL_argerror(L, argerror_index, lua_tostring(L, -1));
    default:
        return lua_error(L);
    }
}

/* A trampoline that reads its id from an upvalue: an integer, not a light
   userdata, which scripts could reach (debug.getupvalue) and pass where an
   object is expected (see luaui_hasmagic). */
static int trampoline(lua_State *L) {
    return call_swift(L, (int)lua_tointeger(L, lua_upvalueindex(1)));
}

/* The first 1,024 ids, those of the native classes' functions (registered at
   start-up), have a trampoline each with the id built in: reading an upvalue is
   an API call on every call. DIRECT(x, y, z) defines the trampoline for the hex
   id 0xxyz; the lists below expand to all of 0x000 to 0x3ff. (No macro parameter
   is named after a hex digit.) */
#define DIRECT(x, y, z) \
    static int direct_##x##y##z(lua_State *L) { return call_swift(L, 0x##x##y##z); }
#define DIRECT_ADDRESS(x, y, z) direct_##x##y##z,
#define SIXTEEN(M, x, y) M(x, y, 0) M(x, y, 1) M(x, y, 2) M(x, y, 3) M(x, y, 4) M(x, y, 5) \
    M(x, y, 6) M(x, y, 7) M(x, y, 8) M(x, y, 9) M(x, y, a) M(x, y, b) M(x, y, c) M(x, y, d) \
    M(x, y, e) M(x, y, f)
#define TWO_FIFTY_SIX(M, x) SIXTEEN(M, x, 0) SIXTEEN(M, x, 1) SIXTEEN(M, x, 2) \
    SIXTEEN(M, x, 3) SIXTEEN(M, x, 4) SIXTEEN(M, x, 5) SIXTEEN(M, x, 6) SIXTEEN(M, x, 7) \
    SIXTEEN(M, x, 8) SIXTEEN(M, x, 9) SIXTEEN(M, x, a) SIXTEEN(M, x, b) SIXTEEN(M, x, c) \
    SIXTEEN(M, x, d) SIXTEEN(M, x, e) SIXTEEN(M, x, f)
#define ALL_DIRECT(M) TWO_FIFTY_SIX(M, 0) TWO_FIFTY_SIX(M, 1) TWO_FIFTY_SIX(M, 2) \
    TWO_FIFTY_SIX(M, 3)

ALL_DIRECT(DIRECT)

static const lua_CFunction direct_trampolines[] = {ALL_DIRECT(DIRECT_ADDRESS)};
enum { DIRECT_COUNT = sizeof direct_trampolines / sizeof direct_trampolines[0] };

void luaui_push_function(lua_State *L, int id) {
    if (id < DIRECT_COUNT) {
        lua_pushcfunction(L, direct_trampolines[id]);
    } else {
        lua_pushinteger(L, id);
        lua_pushcclosure(L, trampoline, 1);
    }
}

/* Its address is the key under which a lookup cache holds its object's userdata
   (8 bytes, as luaui_hasmagic may read them). */
static const uint64_t cache_owner = 0;

void luaui_setcacheowner(lua_State *L, int cache, int object) {
    cache = lua_absindex(L, cache);
    lua_pushvalue(L, object);
    lua_rawsetp(L, cache, &cache_owner);
}

int luaui_cache_miss(lua_State *L) {
    lua_pushvalue(L, 2);
    int type = lua_rawget(L, lua_upvalueindex(1));     /* 3: the member */
    const luaui_Getter *getter = type == LUA_TUSERDATA ? (const luaui_Getter *)lua_touserdata(L, 3) : NULL;
    if (luaui_hasmagic(getter, LUAUI_GETTER_MAGIC)) {
        /* The getter reads its object at index 1; what is above it is left,
           since the result is taken from the top. */
        lua_rawgetp(L, 1, &cache_owner);
        lua_copy(L, -1, 1);
        return call_swift(L, getter->id);
    }
    if (type != LUA_TNIL) {
        lua_pushvalue(L, 2);
        lua_pushvalue(L, 3);
        lua_rawset(L, 1);
    }
    return 1;
}

int luaui_class_index(lua_State *L) {
    lua_pushvalue(L, 2);
    int type = lua_rawget(L, lua_upvalueindex(1));     /* 3: a class property's getter */
    const luaui_Getter *getter = type == LUA_TUSERDATA ? (const luaui_Getter *)lua_touserdata(L, 3) : NULL;
    if (!luaui_hasmagic(getter, LUAUI_GETTER_MAGIC)) {
        lua_pushnil(L);
        return 1;
    }
    int id = getter->id;
    lua_settop(L, 0);
    return call_swift(L, id);
}

void luaui_newgetter(lua_State *L, int id) {
    luaui_Getter *getter = (luaui_Getter *)lua_newuserdatauv(L, sizeof(luaui_Getter), 0);
    getter->magic = LUAUI_GETTER_MAGIC;
    getter->id = id;
}

luaui_Geometry *luaui_pushgeometry(lua_State *L, int kind, int metatable_ref,
                                   double a, double b, double c, double d) {
    luaui_Geometry *g = (luaui_Geometry *)lua_newuserdatauv(L, sizeof(luaui_Geometry), 0);
    g->magic = LUAUI_GEOMETRY_MAGIC;
    g->kind = kind;
    g->v[0] = a;
    g->v[1] = b;
    g->v[2] = c;
    g->v[3] = d;
    lua_rawgeti(L, LUA_REGISTRYINDEX, metatable_ref);
    lua_setmetatable(L, -2);
    return g;
}

luaui_Transform *luaui_pushtransform(lua_State *L, int metatable_ref, double a, double b,
                                     double c, double d, double tx, double ty) {
    luaui_Transform *t = (luaui_Transform *)lua_newuserdatauv(L, sizeof(luaui_Transform), 0);
    t->geometry.magic = LUAUI_GEOMETRY_MAGIC;
    t->geometry.kind = LUAUI_TRANSFORM_KIND;
    t->geometry.v[0] = a;
    t->geometry.v[1] = b;
    t->geometry.v[2] = c;
    t->geometry.v[3] = d;
    t->translation[0] = tx;
    t->translation[1] = ty;
    lua_rawgeti(L, LUA_REGISTRYINDEX, metatable_ref);
    lua_setmetatable(L, -2);
    return t;
}

static int gc_full(lua_State *L) {
    lua_pushboolean(L, lua_gc(L, LUA_GCCOLLECT) != -1);
    return 1;
}

/* A full collection runs finalizers, which may raise: do it under lua_pcall.
   Swift calls it, and luaui_in_swift stays set: what the collection allocates
   (call frames for finalizers, what they make) is never refused for the
   memory limit, since a collection is how memory comes back, and each refusal
   would run an emergency collection inside it. *collected says whether the
   collection ran: Lua runs none inside a finalizer. */
int luaui_gc_full(lua_State *L, int *collected) {
    int status;
    lua_pushcfunction(L, gc_full);
    status = lua_pcall(L, 0, 1, 0);
    if (status == LUA_OK) {
        *collected = lua_toboolean(L, -1);
        lua_pop(L, 1);
    }
    return status;
}

/* collectgarbage(): "collect", the default, is the bridge's (Swift function
   upvalue 2), which frees every object nothing holds; any other option is Lua's
   own (upvalue 1), run in this frame so that its errors name 'collectgarbage'
   as Lua's do. */
static int collectgarbage(lua_State *L) {
    int collect = lua_isnoneornil(L, 1)
        || (lua_type(L, 1) == LUA_TSTRING && strcmp(lua_tostring(L, 1), "collect") == 0);
    if (collect && lua_isnoneornil(L, 2))
        return call_swift(L, (int)lua_tointeger(L, lua_upvalueindex(2)));
    return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

void luaui_push_collectgarbage(lua_State *L, int collect_id) {
    lua_pushinteger(L, collect_id);
    lua_pushcclosure(L, collectgarbage, 2);
}
