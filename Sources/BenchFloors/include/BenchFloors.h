/*
 * The C-level floors of luaui-bench's bridge group: the plainest way, with Lua's
 * C API alone, to do what the bridge does for a hook call or a call from Lua.
 * The loops are in C so that the floor pays no Swift overhead the bridge's own
 * C side would not pay either.
 */
#ifndef BENCH_FLOORS_H
#define BENCH_FLOORS_H

#include <lua.h>

/* An empty Lua function and a userdata to pass it, both kept in the registry. */
typedef struct bf_HookFloor {
    int function_ref;
    int userdata_ref;
} bf_HookFloor;

/* Makes `function(self) end` and a userdata, and references them. */
bf_HookFloor bf_hook_floor_make(lua_State *L);

/* `count` times: lua_rawgeti of the function, lua_pushvalue of the userdata
   (kept on the stack for the loop), lua_pcall with no message handler. Returns
   LUA_OK, or the first failing status (the stack is restored either way). */
int bf_hook_floor_run(lua_State *L, bf_HookFloor floor, long count);

/* Sets global `name` to a userdata whose metatable's __index is a table holding
   `method`: a C function that returns nothing. `u:method()` from Lua is then a
   method call through the metatable into C, and no more. */
void bf_install_method_floor(lua_State *L, const char *name, const char *method);

/* Sets global `name` to a userdata whose metatable's __index is a C function
   that returns a fresh userdata of four numbers (the size of the bridge's
   geometry values) with a metatable cached in the registry: lua_newuserdatauv,
   lua_rawgeti of the metatable, lua_setmetatable. `u.anything` from Lua is then
   a field read that makes a rect, and no more. */
void bf_install_field_floor(lua_State *L, const char *name);

/* Lua's own work for a layout pass of Lua overrides, with no bridge: a class
   table whose `layoutSubviews` bumps an upvalue and calls
   `Class.super.layoutSubviews(self)`, where `super` is a proxy table whose
   __index table holds an empty C function (the shape of the bridge's class
   tables), and `count` userdata of the bridge's object size, each with one
   user value. All kept in the registry. */
typedef struct bf_LayoutFloor {
    int function_ref;   /* the override */
    int handler_ref;    /* a message handler, as the bridge passes one */
    int objects_ref;    /* a sequence of the userdata */
    int count;
} bf_LayoutFloor;

bf_LayoutFloor bf_layout_floor_make(lua_State *L, int count);

/* For each userdata, in the order of `order` (1-based positions in the
   sequence, `floor.count` of them), what a hook call does: lua_rawgeti of the
   handler, the function and the userdata (from the sequence, on the stack for
   the loop), lua_pcall. Returns LUA_OK or the first failing status. */
int bf_layout_floor_run(lua_State *L, bf_LayoutFloor floor, const int *order);

#endif
