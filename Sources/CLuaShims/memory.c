#define _GNU_SOURCE
#include <fcntl.h>
#include <malloc.h>
#include <stdlib.h>
#include <unistd.h>

#include "limits_internal.h"
#include "luaui_shims.h"

/* Lua allocations between two readings of the process's memory: in between,
   only Lua's own growth is seen, and the engine's shows at the next reading. */
enum { SAMPLE_PERIOD = 1024 };

/* The process's anonymous resident memory (its heap and stacks, not its code),
   or Lua's bytes where /proc cannot tell it. */
static long long memory_in_use(luaui_Limits *limits) {
    char text[160];
    ssize_t length = limits->statm >= 0 ? pread(limits->statm, text, sizeof text - 1, 0) : -1;
    if (length <= 0)
        return limits->lua_bytes;
    text[length] = '\0';
    /* size resident shared text lib data dirty, in pages */
    char *end = text;
    strtoll(end, &end, 10);
    long long resident = strtoll(end, &end, 10);
    long long shared = strtoll(end, &end, 10);
    return (resident - shared) * (long long)sysconf(_SC_PAGESIZE);
}

static void sample(luaui_Limits *limits) {
    limits->sampled = memory_in_use(limits) - limits->baseline;
    limits->lua_at_sample = limits->lua_bytes;
    limits->allocations_since_sample = 0;
}

static int fits(const luaui_Limits *limits, long long growth) {
    return limits->sampled + (limits->lua_bytes - limits->lua_at_sample) + growth <= limits->memory_limit;
}

/* Memory Lua frees stays resident until malloc_trim gives it back, which walks
   the whole heap: worth it once Lua has freed at least this much since the
   last time (of a limit of `limit` bytes). Trimming each time the limit is
   near would cost a walk per allocation there. */
static long long trim_step(long long limit) {
    long long step = limit / 16;
    return step > 256 * 1024 ? step : 256 * 1024;
}

/* Whether Lua may grow by `growth` bytes, when the estimate says it may not:
   refused only on a fresh reading, and once memory freed but still resident
   has been given back to the system if there is enough of it. */
static int allows(luaui_Limits *limits, long long growth) {
    sample(limits);
    if (fits(limits, growth))
        return 1;
    if (!limits->trimmed || limits->freed_since_trim >= trim_step(limits->memory_limit)) {
        malloc_trim(0);
        limits->trimmed = 1;
        limits->freed_since_trim = 0;
        sample(limits);
        if (fits(limits, growth))
            return 1;
    }
    limits->refused = 1;
    return 0;
}

static void *limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

int luaui_memory_watched = 0;

void luaui_limits_start_memory(luaui_Limits *limits) {
    lua_State *L = limits->main;
    limits->lua_bytes = (long long)lua_gc(L, LUA_GCCOUNT, 0) * 1024 + lua_gc(L, LUA_GCCOUNTB, 0);
    lua_setallocf(L, limited_alloc, limits);
    if (limits->statm < 0)
        limits->statm = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    limits->baseline = memory_in_use(limits);
    sample(limits);
    luaui_memory_watched = 1;
}

/* Swift's allocations are never refused, and a loop of calls into the engine
   may allocate nothing else: past the limit, an allocation here, where Lua
   can raise, makes Lua raise its "not enough memory" (or, if its emergency
   collection freed enough, go on). */
void luaui_limits_check_memory(lua_State *L) {
    luaui_Limits *limits = luaui_limits_of(L);
    if (limits->memory_limit == 0 || limits->runs == 0 || fits(limits, 0) || !lua_checkstack(L, 1))
        return;
    lua_newuserdatauv(L, 0, 0);
    lua_pop(L, 1);
}

/* Lua's allocator without a memory limit: lauxlib's, which only the data it
   carries (the limits, for luaui_limits_of) tells apart. */
void *luaui_limits_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    (void)ud;
    (void)osize;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, nsize);
}

/* Lua's allocator with a memory limit: Lua's bytes counted, and growth past
   the limit refused in a run, where Lua can raise: Lua then collects in an
   emergency and tries once more before it raises. Lua assumes that shrinking
   never fails; it is never refused. */
static void *limited_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    luaui_Limits *limits = (luaui_Limits *)ud;
    long long old = ptr != NULL ? (long long)osize : 0;
    if (nsize == 0) {
        free(ptr);
        limits->lua_bytes -= old;
        limits->freed_since_trim += old;
        return NULL;
    }
    long long growth = (long long)nsize - old;
    if (growth < 0) {
        limits->freed_since_trim -= growth;
    } else {
        if (++limits->allocations_since_sample >= SAMPLE_PERIOD)
            sample(limits);
        if (!luaui_in_swift && limits->runs > 0 && !fits(limits, growth) && !allows(limits, growth))
            return NULL;
    }
    void *block = realloc(ptr, nsize);
    if (block != NULL)
        limits->lua_bytes += growth;
    return block;
}
