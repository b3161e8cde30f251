#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <lauxlib.h>

#include "limits_internal.h"
#include "luaui_shims.h"

/* The limits of the run under way, for the signal handlers. */
static luaui_Limits *volatile signalled = NULL;

/* The most instructions between two calls of the counting hook: a stop for the
   instruction limit comes at most this many instructions late. */
enum { INSTRUCTION_STEP = 1000 };

luaui_Limits *luaui_limits_of(lua_State *L) {
    void *limits = NULL;
    lua_getallocf(L, &limits);
    return (luaui_Limits *)limits;
}

lua_State *luaui_limits_newstate(luaui_Limits **out) {
    luaui_Limits *limits = (luaui_Limits *)calloc(1, sizeof *limits);
    if (limits == NULL)
        return NULL;
    /* luaL_newstate's, for its panic and warning functions, which lauxlib keeps
       to itself; then an allocator whose data are the limits (memory.c). */
    lua_State *L = luaL_newstate();
    if (L == NULL) {
        free(limits);
        return NULL;
    }
    limits->main = L;
    limits->running = L;
    limits->statm = -1;
    lua_setallocf(L, luaui_limits_alloc, limits);
    *out = limits;
    return L;
}

void luaui_limits_free(luaui_Limits *limits) {
    if (limits == NULL)
        return;
    luaui_limits_detach(limits);
    if (limits->has_timer)
        timer_delete(limits->timer);
    if (limits->statm >= 0)
        close(limits->statm);
    free(limits);
}

/* The hook outside a stop: none, or the counting one. */
static void hook(lua_State *L, lua_Debug *ar);

static void set_base_hook(luaui_Limits *limits, lua_State *L) {
    if (limits->max_instructions > 0)
        lua_sethook(L, hook, LUA_MASKCOUNT, limits->instruction_step);
    else
        lua_sethook(L, NULL, 0, 0);
}

void luaui_limits_arm(lua_State *L) {
    lua_sethook(L, hook, LUA_MASKCOUNT, 1);
}

static void raise_stop(luaui_Limits *limits, lua_State *L, int stop) {
    /* Ctrl-C reads as lua.c's, which names the caller's line. */
    if (stop == LUAUI_STOP_INTERRUPT)
        luaL_error(L, "interrupted!");
    luaL_where(L, 0);
    lua_pushstring(L, limits->messages[stop - 1]);
    lua_concat(L, 2);
    lua_error(L);
}

static void hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    luaui_Limits *limits = luaui_limits_of(L);
    int stop = limits->stop;
    if (stop == LUAUI_STOP_NONE) {
        /* Armed for a stop that is over, or counting outside a run. */
        if (limits->runs == 0 || limits->max_instructions == 0
            || lua_gethookcount(L) != limits->instruction_step) {
            set_base_hook(limits, L);
            return;
        }
        limits->executed += limits->instruction_step;
        if (limits->executed < limits->max_instructions)
            return;
        limits->stop = stop = LUAUI_STOP_INSTRUCTIONS;
    }
    if (lua_gethookcount(L) != 1)
        luaui_limits_arm(L);
    raise_stop(limits, L, stop);
}

void luaui_limits_returned_to(luaui_Limits *limits, lua_State *L) {
    limits->running = L;
    if (limits->stop != LUAUI_STOP_NONE)
        luaui_limits_arm(L);
}

/* Longer than any run: a timer of any length is set to at most this. */
static const double LONGEST_TIMEOUT = 1e9;

void luaui_limits_configure(luaui_Limits *limits, double timeout, long long max_instructions,
                            long long memory_limit, const char *timeout_message,
                            const char *instructions_message) {
    limits->timeout = timeout > 0 ? (timeout < LONGEST_TIMEOUT ? timeout : LONGEST_TIMEOUT) : 0;
    limits->max_instructions = max_instructions > 0 ? max_instructions : 0;
    limits->instruction_step = limits->max_instructions > 0 && limits->max_instructions < INSTRUCTION_STEP
        ? (int)limits->max_instructions : INSTRUCTION_STEP;
    limits->memory_limit = memory_limit > 0 ? memory_limit : 0;
    snprintf(limits->messages[LUAUI_STOP_TIMEOUT - 1], sizeof limits->messages[0], "%s", timeout_message);
    snprintf(limits->messages[LUAUI_STOP_INSTRUCTIONS - 1], sizeof limits->messages[0], "%s", instructions_message);
    set_base_hook(limits, limits->main);
    luaui_limits_track_coroutines(limits->main);
    if (limits->memory_limit > 0)
        luaui_limits_start_memory(limits);
}

/* A signal stops the run under way at the next instruction of the thread
   running now, and at the engine's next turn. */
static void stop_run(int stop) {
    int saved = errno;
    luaui_Limits *limits = signalled;
    if (limits != NULL && limits->stop == LUAUI_STOP_NONE) {
        limits->stop = stop;
        lua_State *L = limits->running;
        if (L != NULL)
            luaui_limits_arm(L);
    }
    errno = saved;
}

static void set_signal(int sig, void (*handler)(int), struct sigaction *outer) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    sigaction(sig, &action, outer);
}

static void on_alarm(int sig) {
    (void)sig;
    stop_run(LUAUI_STOP_TIMEOUT);
}

static void on_interrupt(int sig) {
    /* As lua.c: a second Ctrl-C before this one is dealt with ends the process. */
    set_signal(sig, SIG_DFL, NULL);
    stop_run(LUAUI_STOP_INTERRUPT);
}

/* Starts the run's timer, made for the thread running the run: a signal to the
   process could land on another thread, which must not touch the state. */
static void start_timer(luaui_Limits *limits) {
    pid_t thread = gettid();
    if (limits->has_timer && limits->timer_thread != thread) {
        timer_delete(limits->timer);
        limits->has_timer = 0;
    }
    if (!limits->has_timer) {
        struct sigevent event;
        memset(&event, 0, sizeof event);
        event.sigev_notify = SIGEV_THREAD_ID;
        event.sigev_signo = SIGALRM;
        event._sigev_un._tid = thread;
        if (timer_create(CLOCK_MONOTONIC, &event, &limits->timer) != 0)
            return;
        limits->has_timer = 1;
        limits->timer_thread = thread;
    }
    struct itimerspec when;
    memset(&when, 0, sizeof when);
    when.it_value.tv_sec = (time_t)limits->timeout;
    when.it_value.tv_nsec = (long)((limits->timeout - (double)when.it_value.tv_sec) * 1e9);
    if (when.it_value.tv_sec == 0 && when.it_value.tv_nsec == 0)
        when.it_value.tv_nsec = 1;
    if (!limits->timer_armed)
        set_signal(SIGALRM, on_alarm, &limits->outer_sigalrm);
    limits->timer_armed = 1;
    timer_settime(limits->timer, 0, &when, NULL);
}

/* Once the timer is stopped, no SIGALRM of it is still to come: one already
   raised is delivered to this thread before timer_settime returns. */
static void stop_timer(luaui_Limits *limits) {
    if (!limits->timer_armed)
        return;
    struct itimerspec never;
    memset(&never, 0, sizeof never);
    timer_settime(limits->timer, 0, &never, NULL);
    sigaction(SIGALRM, &limits->outer_sigalrm, NULL);
    limits->timer_armed = 0;
}

void luaui_limits_begin_run(luaui_Limits *limits, int interruptible) {
    if (limits->main == NULL || limits->runs++ > 0)
        return;
    limits->stop = LUAUI_STOP_NONE;
    limits->executed = 0;
    limits->refused = 0;
    limits->running = limits->main;
    signalled = limits;
    limits->interruptible = interruptible;
    if (interruptible)
        set_signal(SIGINT, on_interrupt, &limits->outer_sigint);
    if (limits->timeout > 0)
        start_timer(limits);
}

static void end_run(luaui_Limits *limits) {
    stop_timer(limits);
    if (limits->interruptible)
        sigaction(SIGINT, &limits->outer_sigint, NULL);
    limits->interruptible = 0;
    if (signalled == limits)
        signalled = NULL;
    limits->stop = LUAUI_STOP_NONE;
}

void luaui_limits_end_run(luaui_Limits *limits) {
    if (limits->runs == 0 || --limits->runs > 0)
        return;
    end_run(limits);
}

void luaui_limits_detach(luaui_Limits *limits) {
    if (limits->runs > 0) {
        limits->runs = 0;
        end_run(limits);
    }
    limits->running = NULL;
    limits->main = NULL;
}

void luaui_limits_set_deadline(luaui_Limits *limits, double seconds, const char *message) {
    if (limits->runs == 0)
        return;
    snprintf(limits->messages[LUAUI_STOP_TIMEOUT - 1], sizeof limits->messages[0], "%s", message);
    limits->timeout = seconds > 0 ? (seconds < LONGEST_TIMEOUT ? seconds : LONGEST_TIMEOUT) : 0;
    if (limits->timeout > 0)
        start_timer(limits);
    else
        stop_timer(limits);
}

int luaui_limits_stop(const luaui_Limits *limits) { return limits->stop; }

int luaui_limits_refused_memory(const luaui_Limits *limits) { return limits->refused; }
