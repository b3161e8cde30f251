/* Lua 5.4 from Debian's liblua5.4-dev: headers live in /usr/include/lua5.4,
   which pkg-config (lua5.4.pc) puts on the include path. */
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>
