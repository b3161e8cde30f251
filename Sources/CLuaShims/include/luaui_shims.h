/*
 * The C side of the Lua bridge: the few things Swift must not do itself.
 *
 * Lua raises errors with longjmp, which must never cross a Swift frame. Swift
 * functions exposed to Lua therefore return a status to the trampoline here, and
 * the trampoline raises the error after the Swift frame has returned. The header
 * also wraps the Lua API's macros, which Swift cannot import.
 */
#ifndef LUAUI_SHIMS_H
#define LUAUI_SHIMS_H

#include <stdint.h>
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

/* What a Swift function returns instead of a result count when it failed. */
enum {
    LUAUI_ERROR = -1,     /* message on top; raised with the caller's position */
    LUAUI_ARGERROR = -2,  /* message on top; raised as luaL_argerror(luaui_argerror_index) */
    LUAUI_RAISE = -3      /* error value on top; raised as it is */
};

/* Implements every Swift function: `id` picks which. Returns a result count or a
   status. Defined in Swift (LuaBridge), which is linked wherever this is. */
int luaui_dispatch(lua_State *L, int id);
void luaui_set_argerror_index(int index);

/* Pushes a C closure that calls the dispatcher with `id`. */
void luaui_push_function(lua_State *L, int id);

/* The userdata that stands for a native object. `object` is a retained Swift
   reference, or NULL once the object has been deallocated. */
typedef struct luaui_Object {
    uint64_t magic;
    void *object;
    uint32_t flags;
    uint32_t kind;
} luaui_Object;

#define LUAUI_OBJECT_MAGIC 0x4c7561554b697421ULL
#define LUAUI_GETTER_MAGIC 0x4c75614765742121ULL

/* The bridge's userdata are told apart by a magic number in their first 8
   bytes, without asking Lua for their size: every full userdata in a bridge's
   state is at least 8 bytes (the bridge's own, and the io library's files), and
   the only light userdata are the bridge's private table keys, which point at
   live Swift objects or at an 8-byte static. Scripts can reach those keys
   (debug.getregistry), so no other light userdata may exist. */
static inline int luaui_hasmagic(const void *p, uint64_t magic) {
    return p != NULL && *(const uint64_t *)p == magic;
}

/* The object userdata at `index`, or NULL if the value is something else. */
static inline luaui_Object *luaui_toobject(lua_State *L, int index) {
    luaui_Object *o = (luaui_Object *)lua_touserdata(L, index);
    return luaui_hasmagic(o, LUAUI_OBJECT_MAGIC) ? o : NULL;
}

/* Creates an object userdata with one user value (the per-instance fields). */
static inline luaui_Object *luaui_newobject(lua_State *L) {
    luaui_Object *o = (luaui_Object *)lua_newuserdatauv(L, sizeof(luaui_Object), 1);
    o->magic = LUAUI_OBJECT_MAGIC;
    o->object = NULL;
    o->flags = 0;
    o->kind = 0;
    return o;
}

/* Lookups on an object go through a table of its own, its lookup cache: the
   __index of its metatable, so that a hit costs what a method call on a plain
   userdata costs. The cache holds the object's fields, the members already
   looked up on it, and the object's userdata (under a private key). A miss
   reaches luaui_cache_miss, the __index of the cache's metatable, which looks the
   key up in the class's instance members (upvalue 1): a property getter (a
   marker, see luaui_newgetter) is called with the object and its result
   returned; anything else is cached and returned. */
int luaui_cache_miss(lua_State *L);

/* A native class with class properties looks its members up in a table of
   them without those names, so that a method found on the class
   (`UIView.layoutSubviews` in a Lua class's `super` call) costs what a table
   lookup costs; this is that table's __index, which reads a class property by
   calling its getter (a marker in upvalue 1, by name) with an empty stack,
   and answers nil for any other key. */
int luaui_class_index(lua_State *L);

/* Stores the userdata at `object` in the lookup cache at `cache`. */
void luaui_setcacheowner(lua_State *L, int cache, int object);

/* A getter marker: a userdata without a metatable naming the Swift function
   that reads a property. */
typedef struct luaui_Getter {
    uint64_t magic;
    int id;
} luaui_Getter;

/* Pushes a getter marker for Swift function `id`. */
void luaui_newgetter(lua_State *L, int id);

/* A geometry value: up to four numbers and a kind, with a cached metatable. */
typedef struct luaui_Geometry {
    uint64_t magic;
    int kind;
    double v[4];
} luaui_Geometry;

#define LUAUI_GEOMETRY_MAGIC 0x4c75614347656f21ULL

static inline luaui_Geometry *luaui_togeometry(lua_State *L, int index) {
    luaui_Geometry *g = (luaui_Geometry *)lua_touserdata(L, index);
    return luaui_hasmagic(g, LUAUI_GEOMETRY_MAGIC) ? g : NULL;
}

/* Pushes a geometry value of `kind` with the metatable stored at registry[metatable_ref]. */
luaui_Geometry *luaui_pushgeometry(lua_State *L, int kind, int metatable_ref,
                                   double a, double b, double c, double d);

/* An affine transform: a geometry value of kind LUAUI_TRANSFORM_KIND whose
   four numbers are a, b, c and d, followed by tx and ty. It starts as a
   geometry value does, so luaui_togeometry finds it and its kind tells it
   apart; the other kinds' values stay four numbers long. */
typedef struct luaui_Transform {
    luaui_Geometry geometry;
    double translation[2];
} luaui_Transform;

#define LUAUI_TRANSFORM_KIND 16

static inline luaui_Transform *luaui_totransform(lua_State *L, int index) {
    luaui_Geometry *g = luaui_togeometry(L, index);
    return g != NULL && g->kind == LUAUI_TRANSFORM_KIND ? (luaui_Transform *)g : NULL;
}

/* Pushes a transform with the metatable stored at registry[metatable_ref]. */
luaui_Transform *luaui_pushtransform(lua_State *L, int metatable_ref, double a, double b,
                                     double c, double d, double tx, double ty);

/* Set once a state has a memory limit. From then on luaui_in_swift says
   whether the innermost native frame between Lua and the running code is
   Swift's: set while the trampoline runs a Swift function, cleared while a
   protected call Swift made runs; Lua's allocations are refused for the limit
   only where it is clear (the engine is single-threaded, so one flag serves).
   Until then it stays set and nothing pays for keeping it. After each Swift
   function, whose own allocations are never refused, the trampoline checks
   the limit, which luaui_limits_check_memory enforces by raising Lua's memory
   error. */
extern int luaui_memory_watched;
extern int luaui_in_swift;
void luaui_limits_check_memory(lua_State *L);

/* Macros of lua.h, as functions. */
static inline int luaui_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline int luaui_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline void luaui_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void luaui_newtable(lua_State *L) { lua_newtable(L); }
/* lua_pcall, for Swift. */
static inline int luaui_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    if (!luaui_memory_watched)
        return lua_pcall(L, nargs, nresults, msgh);
    int outer = luaui_in_swift;
    luaui_in_swift = 0;
    int status = lua_pcall(L, nargs, nresults, msgh);
    luaui_in_swift = outer;
    return status;
}
static inline const char *luaui_tostring(lua_State *L, int i) { return lua_tostring(L, i); }
static inline int luaui_isnoneornil(lua_State *L, int i) { return lua_isnoneornil(L, i); }
static inline void luaui_insert(lua_State *L, int i) { lua_insert(L, i); }
static inline void luaui_remove(lua_State *L, int i) { lua_remove(L, i); }
static inline void luaui_replace(lua_State *L, int i) { lua_replace(L, i); }
static inline lua_Number luaui_tonumber(lua_State *L, int i, int *isnum) { return lua_tonumberx(L, i, isnum); }
static inline lua_Integer luaui_tointeger(lua_State *L, int i, int *isnum) { return lua_tointegerx(L, i, isnum); }

/* Pops Lua's collectgarbage and pushes the bridge's in its place, which runs
   Swift function `collect_id` for a full collection. */
void luaui_push_collectgarbage(lua_State *L, int collect_id);

/* A full garbage collection, protected: finalizers may raise. Returns a status. */
int luaui_gc_full(lua_State *L, int *collected);

/* The state's extra space: the bridge that owns it. */
static inline void **luaui_extraspace(lua_State *L) { return (void **)lua_getextraspace(L); }

#endif
