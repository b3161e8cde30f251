/*
 * What a run may use before it is stopped: wall-clock time, Lua instructions,
 * memory; and Ctrl-C. LuaBridge's Limiter drives this from Swift.
 *
 * A stop is raised in Lua by a count hook, as lua.c's Ctrl-C is: a signal
 * handler (SIGINT, or SIGALRM from the run's timer) cannot touch the state, so
 * it only sets the hook on the thread running now, which raises at its next
 * instruction. The stop then holds until the run ends: the hook stays, so a
 * pcall that catches the error is left at its next instruction, and the engine
 * (VirtualRunLoop.interruption) asks `luaui_limits_stop` between its turns.
 *
 * Memory: in a run, the state's allocator refuses to grow Lua's memory past
 * the limit, counting the engine's native memory too (the process's anonymous
 * resident memory beyond what it held when the limit was set), so that Lua
 * raises its own "not enough memory". It refuses only while Lua or C code
 * under a protected call is the innermost caller (luaui_in_swift is 0): an
 * allocation made from Swift never fails for the limit, since its error would
 * unwind through Swift frames; the trampoline checks the limit once the Swift
 * function has returned instead (luaui_limits_check_memory).
 */
#ifndef LUAUI_LIMITS_H
#define LUAUI_LIMITS_H

#include <lua.h>

/* Why a run stops. */
enum {
    LUAUI_STOP_NONE = 0,
    LUAUI_STOP_TIMEOUT = 1,
    LUAUI_STOP_INSTRUCTIONS = 2,
    LUAUI_STOP_INTERRUPT = 3
};

typedef struct luaui_Limits luaui_Limits;

/* A state as luaL_newstate makes it, allocating through `limits`, which must
   outlive it; or NULL. The limits themselves start with no limit set. */
lua_State *luaui_limits_newstate(luaui_Limits **limits);

/* Frees what luaui_limits_newstate allocated besides the state, once the state
   is closed. */
void luaui_limits_free(luaui_Limits *limits);

/* Sets the limits (0: none), once the state is set up. `timeout_message` and
   `instructions_message` are what a stop for them raises, after the position.
   The memory limit counts from the memory in use now. Also makes the thread
   that coroutine.resume and coroutine.wrap's functions run known to the
   signal handlers. */
void luaui_limits_configure(luaui_Limits *limits, double timeout, long long max_instructions,
                            long long memory_limit, const char *timeout_message,
                            const char *instructions_message);

/* A run begins: no stop, no instruction counted, no memory refused; the
   timeout starts, and with `interruptible`, SIGINT stops the run (once: a
   second SIGINT before the run ends kills the process, as lua.c's does). */
void luaui_limits_begin_run(luaui_Limits *limits, int interruptible);

/* The run ends: the timer is stopped, SIGINT is restored, the stop forgotten. */
void luaui_limits_end_run(luaui_Limits *limits);

/* Within a run: restarts its timer at `seconds` from now (0: no timeout for
   the rest of the run), a stop for it raising `message`. `luaui test` times
   each spec file so. Does nothing outside a run. */
void luaui_limits_set_deadline(luaui_Limits *limits, double seconds, const char *message);

/* The stop under way in the current run (LUAUI_STOP_...). */
int luaui_limits_stop(const luaui_Limits *limits);

/* Whether the allocator refused memory for the limit in the current run. */
int luaui_limits_refused_memory(const luaui_Limits *limits);

/* The state is about to close: no signal may reach it any more. */
void luaui_limits_detach(luaui_Limits *limits);

#endif
