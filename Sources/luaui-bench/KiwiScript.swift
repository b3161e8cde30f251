/// The Python half of the autolayout benchmarks: times one workload with kiwi
/// (Debian's python3-kiwisolver, the reference Cassowary's binding) in a process of its
/// own, with the same definitions as `AutoLayoutWorkloads.swift`.
let kiwiScript = #"""
"""Times one autolayout workload with kiwi (python3-kiwisolver) and prints one line of
JSON: the fastest run's seconds, the number of calls into kiwi it made, the time of as
many calls to a no-op Python method (the fastest of as many runs), the correctness
check, and, when a run passed the cap, the items (adds or pairs) it finished by then
(`done`) and its time to that point instead.

usage: python3 -c SCRIPT WORKLOAD SIZE REPETITIONS CAP_SECONDS  (S1 reads its system on stdin)"""
import io
import json
import sys
import time

import kiwisolver as kiwi

workload, size, repetitions, cap = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
clock = time.perf_counter


class Capped(Exception):
    """Raised when a run passes the cap; `done` of its items were finished by then."""
    def __init__(self, done, calls, seconds):
        self.done, self.calls, self.seconds = done, calls, seconds


class NoOp:
    def call(self, argument):
        pass


def overhead(calls):
    noop, argument = NoOp(), object()
    start = clock()
    for _ in range(calls):
        noop.call(argument)
    return clock() - start


def add_all(solver, constraints, start):
    for k, c in enumerate(constraints):
        solver.addConstraint(c)
        if k & 15 == 0 and clock() - start > cap:
            raise Capped(k + 1, k + 1, clock() - start)


def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def chain(n):
    xs = [kiwi.Variable("x%d" % i) for i in range(n + 1)]
    cs = [xs[0] == 0] + [xs[i + 1] == xs[i] + 10 for i in range(n)]
    solver = kiwi.Solver()
    start = clock()
    add_all(solver, cs, start)
    solver.updateVariables()
    seconds = clock() - start
    v = xs[n].value()
    return seconds, len(cs) + 1, "x%d == %d %s" % (n, 10 * n, "ok" if close(v, 10 * n) else "WRONG (%g)" % v)


def boxes(n):
    left = [kiwi.Variable("left%d" % i) for i in range(n)]
    width = [kiwi.Variable("width%d" % i) for i in range(n)]
    cs = []
    for i in range(n):
        cs.append(left[0] == 0 if i == 0 else left[i] >= left[i - 1] + width[i - 1] + 8)
        cs.append(width[i] >= 50)
        cs.append((width[i] == 100) | "weak")
    return left, width, cs


def boxes_check(left):
    bad = [i for i, v in enumerate(left) if not close(v.value(), 108 * i)]
    return "left[i] == 108 i " + ("ok" if not bad else "WRONG at %d (%g)" % (bad[0], left[bad[0]].value()))


def row(n):
    left, width, cs = boxes(n)
    solver = kiwi.Solver()
    start = clock()
    add_all(solver, cs, start)
    solver.updateVariables()
    seconds = clock() - start
    return seconds, len(cs) + 1, boxes_check(left)


def edit(n):
    left, width, cs = boxes(1000)
    solver = kiwi.Solver()
    add_all(solver, cs, clock() + 1e9)
    solver.addEditVariable(width[0], "strong")
    start = clock()
    for k in range(n):
        solver.suggestValue(width[0], 50 + k)
        solver.updateVariables()
        if clock() - start > cap:
            raise Capped(k + 1, 2 * (k + 1), clock() - start)
    seconds = clock() - start
    w, l = width[0].value(), left[999].value()
    want = 50 + n - 1
    ok = close(w, want) and close(l, want + 8 + 998 * 108)
    return seconds, 2 * n, "width0 == %d, left999 == %d %s" % (want, want + 8 + 998 * 108, "ok" if ok else "WRONG (%g, %g)" % (w, l))


def churn(n):
    left, width, cs = boxes(1000)
    solver = kiwi.Solver()
    add_all(solver, cs, clock() + 1e9)
    state = 42
    start = clock()
    for k in range(n):
        state = (state * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        c = cs[(state >> 33) % 3000]
        solver.removeConstraint(c)
        solver.addConstraint(c)
        if clock() - start > cap:
            raise Capped(k + 1, 2 * (k + 1), clock() - start)
    solver.updateVariables()
    seconds = clock() - start
    return seconds, 2 * n + 1, boxes_check(left)


def views(n):
    vs, cs = [], []
    for i in range(n):
        l, t, w, h = (kiwi.Variable("%s%d" % (s, i)) for s in ("left", "top", "width", "height"))
        vs.append((l, w))
        cs += [l == 10 * (i % 50), t >= 0, (w == 100) | "strong", (h == 50) | "weak", l + w <= 600]
    solver = kiwi.Solver()
    start = clock()
    add_all(solver, cs, start)
    solver.updateVariables()
    seconds = clock() - start
    bad = [i for i, (l, w) in enumerate(vs) if not (close(w.value(), 100) and close(l.value(), 10 * (i % 50)))]
    return seconds, len(cs) + 1, "width == 100, left == 10 (i % 50) " + ("ok" if not bad else "WRONG at %d" % bad[0])


def form_system():
    """The system as the benchmark wrote it: `vars N`; per constraint `STRENGTH OP
    CONSTANT [COEFFICIENT INDEX]...`; `edit INDEX` per edit variable; `check CONSTANT
    [COEFFICIENT INDEX]...` per expression that must come out zero."""
    variables, constraints, edits, checks = [], [], [], []
    for line in sys.stdin.read().split("\n"):
        words = line.split()
        if not words:
            continue
        if words[0] == "vars":
            variables = [kiwi.Variable("v%s" % i) for i in range(int(words[1]))]
        elif words[0] == "edit":
            edits.append(variables[int(words[1])])
        else:
            e = float(words[2 if words[0] != "check" else 1])
            first = 3 if words[0] != "check" else 2
            for k in range(first, len(words), 2):
                e = e + float(words[k]) * variables[int(words[k + 1])]
            if words[0] == "check":
                checks.append(e)
                continue
            strength, op = words[0], words[1]
            c = {"<=": e <= 0, "==": e == 0, ">=": e >= 0}[op]
            constraints.append(c if strength == "required" else c | strength)
    return variables, constraints, edits, checks


def form_check(checks):
    bad = [e for e in checks if abs(e.value()) > 1e-6]
    return "each field's right == width - 10 " + ("ok" if not bad else "WRONG")


def form_build(_):
    variables, constraints, edits, checks = form_system()
    solver = kiwi.Solver()
    start = clock()
    add_all(solver, constraints, start)
    for v in edits:
        solver.addEditVariable(v, "strong")
    solver.updateVariables()
    seconds = clock() - start
    return seconds, len(constraints) + len(edits) + 1, form_check(checks)


def form_rounds(n):
    variables, constraints, edits, checks = form_system()
    solver = kiwi.Solver()
    add_all(solver, constraints, clock() + 1e9)
    for v in edits:
        solver.addEditVariable(v, "strong")
    width, height = edits
    start = clock()
    for k in range(n):
        solver.suggestValue(width, 400 + k % 100)
        solver.suggestValue(height, 300 + k % 50)
        solver.updateVariables()
    seconds = clock() - start
    return seconds, 3 * n, form_check(checks)


run = {"chain": chain, "row": row, "edit": edit, "churn": churn, "views": views,
       "form-build": form_build, "form-rounds": form_rounds}[workload]
saved = sys.stdin.read() if workload.startswith("form") else ""


def again():
    sys.stdin = io.StringIO(saved)
best, calls, check, done = None, 0, "", None
for _ in range(repetitions):
    again()
    try:
        seconds, calls, check = run(size)
    except Capped as c:
        best, done, calls, check = c.seconds, c.done, c.calls, "capped at %g s" % cap
        break
    best = seconds if best is None else min(best, seconds)
noop = min(overhead(calls) for _ in range(max(repetitions, 3))) if calls else 0.0
print(json.dumps({"seconds": best, "calls": calls, "overhead": noop, "check": check, "done": done}))
"""#
