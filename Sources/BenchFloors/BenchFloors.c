#include "BenchFloors.h"

#include <stdint.h>
#include <lauxlib.h>

bf_HookFloor bf_hook_floor_make(lua_State *L) {
    bf_HookFloor floor = {LUA_NOREF, LUA_NOREF};
    if (luaL_loadstring(L, "return function(self) end") != LUA_OK || lua_pcall(L, 0, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        return floor;
    }
    floor.function_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_newuserdatauv(L, sizeof(void *), 0);
    floor.userdata_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return floor;
}

int bf_hook_floor_run(lua_State *L, bf_HookFloor floor, long count) {
    int base = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, floor.userdata_ref);
    int userdata = base + 1;
    int status = LUA_OK;
    for (long i = 0; i < count && status == LUA_OK; i++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, floor.function_ref);
        lua_pushvalue(L, userdata);
        status = lua_pcall(L, 1, 0, 0);
    }
    lua_settop(L, base);
    return status;
}

static int empty_method(lua_State *L) {
    (void)L;
    return 0;
}

void bf_install_method_floor(lua_State *L, const char *name, const char *method) {
    lua_newuserdatauv(L, sizeof(void *), 0);
    lua_createtable(L, 0, 1);              /* the metatable */
    lua_createtable(L, 0, 1);              /* its __index */
    lua_pushcfunction(L, empty_method);
    lua_setfield(L, -2, method);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_setglobal(L, name);
}

/* The same layout as the bridge's luaui_Geometry: a tag, a kind, four numbers. */
typedef struct bf_Rect {
    uint64_t tag;
    int kind;
    double v[4];
} bf_Rect;

/* The registry reference of the rects' metatable. */
static int rect_metatable = LUA_NOREF;

static int new_rect(lua_State *L) {
    bf_Rect *rect = (bf_Rect *)lua_newuserdatauv(L, sizeof(bf_Rect), 0);
    rect->tag = 0;
    rect->kind = 1;
    rect->v[0] = 0;
    rect->v[1] = 0;
    rect->v[2] = 100;
    rect->v[3] = 100;
    lua_rawgeti(L, LUA_REGISTRYINDEX, rect_metatable);
    lua_setmetatable(L, -2);
    return 1;
}

void bf_install_field_floor(lua_State *L, const char *name) {
    lua_createtable(L, 0, 1);              /* the rects' metatable, cached */
    lua_pushliteral(L, "CGRect");
    lua_setfield(L, -2, "__name");
    rect_metatable = luaL_ref(L, LUA_REGISTRYINDEX);

    lua_newuserdatauv(L, sizeof(void *), 0);
    lua_createtable(L, 0, 1);              /* the source's metatable */
    lua_pushcfunction(L, new_rect);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    lua_setglobal(L, name);
}

static int pass_error(lua_State *L) {
    (void)L;
    return 1;  /* the error as it is: only its cost, never its text, matters here */
}

static const char layout_override[] =
    "local empty = ...\n"
    "local calls = 0\n"
    "local Parent = setmetatable({}, {__index = {layoutSubviews = empty}})\n"
    "local Child = {super = Parent}\n"
    "function Child:layoutSubviews()\n"
    "  calls = calls + 1\n"
    "  Child.super.layoutSubviews(self)\n"
    "end\n"
    "return Child.layoutSubviews\n";

bf_LayoutFloor bf_layout_floor_make(lua_State *L, int count) {
    bf_LayoutFloor floor = {LUA_NOREF, LUA_NOREF, LUA_NOREF, count};
    if (luaL_loadstring(L, layout_override) != LUA_OK) {
        lua_pop(L, 1);
        return floor;
    }
    lua_pushcfunction(L, empty_method);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        return floor;
    }
    floor.function_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushcfunction(L, pass_error);
    floor.handler_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_createtable(L, count, 0);
    for (int i = 1; i <= count; i++) {
        lua_newuserdatauv(L, 24, 1);  /* sizeof(luaui_Object), one user value */
        lua_rawseti(L, -2, i);
    }
    floor.objects_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return floor;
}

int bf_layout_floor_run(lua_State *L, bf_LayoutFloor floor, const int *order) {
    int base = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, floor.objects_ref);
    int objects = base + 1;
    int status = LUA_OK;
    for (int i = 1; i <= floor.count && status == LUA_OK; i++) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, floor.handler_ref);
        lua_rawgeti(L, LUA_REGISTRYINDEX, floor.function_ref);
        lua_rawgeti(L, objects, order[i - 1]);
        status = lua_pcall(L, 1, 0, -3);
        lua_settop(L, objects);
    }
    lua_settop(L, base);
    return status;
}
