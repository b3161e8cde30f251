/*
 * The state shared by limits.c (the stop: hook, signals, timer), memory.c (the
 * allocator) and coroutines.c (the thread running now).
 */
#ifndef LUAUI_LIMITS_INTERNAL_H
#define LUAUI_LIMITS_INTERNAL_H

#include <signal.h>
#include <sys/types.h>
#include <time.h>

#include "luaui_limits.h"

struct luaui_Limits {
    /* Set by luaui_limits_configure; 0: no limit. */
    double timeout;
    long long max_instructions;
    /* Instructions between two calls of the counting hook. */
    int instruction_step;
    long long memory_limit;
    /* What a stop raises, by LUAUI_STOP_ kind, after the position. */
    char messages[LUAUI_STOP_INTERRUPT][192];
    lua_State *main;

    /* The run under way. */
    int runs;  /* nested begin_run calls: only the outermost counts */
    volatile sig_atomic_t stop;
    long long executed;
    /* The thread running Lua now, which a signal arms; NULL once detached. */
    lua_State *volatile running;
    int interruptible;
    struct sigaction outer_sigint;
    struct sigaction outer_sigalrm;

    /* The timer that raises SIGALRM on the thread that began the run. */
    timer_t timer;
    int has_timer;
    pid_t timer_thread;
    /* Whether the timer is set, and SIGALRM's handler ours (outer_sigalrm
       holds the one it replaced). */
    int timer_armed;

    /* The memory limit's allocator (memory.c). */
    long long lua_bytes;
    /* The memory in use beyond the baseline at the last sample, and Lua's
       bytes then: between samples, Lua's growth is added to it. */
    long long sampled;
    long long lua_at_sample;
    long long baseline;
    long long lua_at_baseline;
    unsigned allocations_since_sample;
    /* Bytes Lua freed since malloc_trim last ran, if it has. */
    long long freed_since_trim;
    int trimmed;
    int refused;
    int statm;  /* /proc/self/statm, or -1 */
};

/* The limits of the state L belongs to: its allocator's data. */
luaui_Limits *luaui_limits_of(lua_State *L);

/* Sets the hook that raises the stop at L's next instruction. */
void luaui_limits_arm(lua_State *L);

/* Control is back in L from a coroutine: L runs now, and raises the stop
   under way, if any. */
void luaui_limits_returned_to(luaui_Limits *limits, lua_State *L);

/* Replaces coroutine.resume and coroutine.wrap with functions that keep
   `running` up to date. */
void luaui_limits_track_coroutines(lua_State *L);

/* The allocator of a state with no memory limit; the memory limit's, which
   counts from now. */
void *luaui_limits_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
void luaui_limits_start_memory(luaui_Limits *limits);

#endif
