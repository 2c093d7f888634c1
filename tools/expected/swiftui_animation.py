#!/usr/bin/env python3
"""SwiftUI's rules for one animated value, written out independently of the Swift model.

Pure Python, no dependencies. Used by gooey.py and interruptions.py (and importable by any other
script here) to compute what a scenario expects when animations interrupt each other:

  * an assignment that does not change the model value starts nothing (SwiftUI animates changes);
  * a spring merges with whatever runs: it starts from the presented value, with the velocity of
    a lone running spring it replaces and none otherwise (a timing curve, or a combination of
    animations, reports no velocity: Apple's CustomAnimation.velocity defaults to nil);
  * a timing curve combines: every change keeps running towards its own target and the new one
    moves from what the earlier ones present, v_i = v_{i-1} + (T_i - v_{i-1}) * p_i(t); a finished
    one presents its target; the whole ends when the latest one does;
  * a change made without animation moves the model value, and so every running target, by the
    change, and the running animations carry on.

Sources: Apple's CustomAnimation documentation (shouldMerge: "If this method returns false, the
system doesn't merge ... both animations run together and the system combines their results";
velocity: "Should subsequent animations merge with the animation, the system preserves continuity
of the velocity"), WWDC23 "Explore SwiftUI animation" (session 10156), and for the exact fold
OpenSwiftUI's DefaultCombiningAnimation and FluidSpringAnimation.shouldMerge (a public
reconstruction of SwiftUI, read, not copied).

Springs are solved from the ODE x'' + c x' + k x = 0 with k = (2 pi / response)^2,
c = 4 pi zeta / response; Bezier curves by bisection on x; velocities of combinations by a
central difference. Nothing here uses the model's formulas for extrema: peaks are found by
sampling and golden-section refinement.
"""

import math

EASE_IN_OUT = (0.42, 0.0, 0.58, 1.0)
EASE_OUT = (0.0, 0.0, 0.58, 1.0)
EASE_IN = (0.42, 0.0, 1.0, 1.0)
LINEAR = None


def spring_state(response, zeta, x0, v0, t):
    """Displacement from the target and velocity of a unit-mass spring released at x0, v0."""
    k = (2 * math.pi / response) ** 2
    lam = 2 * math.pi * zeta / response
    disc = k - lam * lam
    if disc > 1e-12:
        w = math.sqrt(disc)
        a, b = x0, (v0 + lam * x0) / w
        e = math.exp(-lam * t)
        c, s = math.cos(w * t), math.sin(w * t)
        return e * (a * c + b * s), e * (-lam * (a * c + b * s) + w * (-a * s + b * c))
    if disc < -1e-12:
        r = math.sqrt(-disc)
        r1, r2 = -lam + r, -lam - r
        a = (v0 - r2 * x0) / (r1 - r2)
        b = x0 - a
        return a * math.exp(r1 * t) + b * math.exp(r2 * t), a * r1 * math.exp(r1 * t) + b * r2 * math.exp(r2 * t)
    e = math.exp(-lam * t)
    b = v0 + lam * x0
    return e * (x0 + b * t), e * (b - lam * (x0 + b * t))


def spring_settle(response, zeta, x0, v0, epsilon):
    """When |displacement| stays within epsilon for good, by scanning the envelope numerically.

    Only used to know when a spring has ended (it then presents its target); the value there is
    within epsilon of the target either way."""
    lam = 2 * math.pi * zeta / response
    t, step, last_out = 0.0, 1e-4, 0.0
    horizon = 40 / lam
    while t < horizon:
        x, _ = spring_state(response, zeta, x0, v0, t)
        if abs(x) > epsilon:
            last_out = t
        t += step
    return last_out + step


def bezier(p1, p2, u):
    return 3 * (1 - u) ** 2 * u * p1 + 3 * (1 - u) * u * u * p2 + u ** 3


def progress(curve, f):
    """A timing curve's progress after fraction f of its duration (x solved by bisection)."""
    f = min(max(f, 0.0), 1.0)
    if curve is None:
        return f
    x1, y1, x2, y2 = curve
    lo, hi = 0.0, 1.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if bezier(x1, x2, mid) < f:
            lo = mid
        else:
            hi = mid
    return bezier(y1, y2, (lo + hi) / 2)


class Timing:
    def __init__(self, curve, duration):
        self.curve, self.duration = curve, duration


class Spring:
    def __init__(self, response, zeta, epsilon):
        self.response, self.zeta, self.epsilon = response, zeta, epsilon


class Animated:
    """One value: the model value (target) and the animations still running on it."""

    def __init__(self, value):
        self.target = value
        self.base = value
        self.entries = []  # dicts: start, end, target, kind, and for springs from/v0/spec

    def _fold(self, t):
        v = self.base
        if not self.entries or t >= self.entries[-1]["end"]:
            return self.target if self.entries else self.base
        for e in self.entries:
            if t < e["start"]:
                break
            if t >= e["end"]:
                v = e["target"]
                continue
            if e["kind"] == "timing":
                v = v + (e["target"] - v) * progress(e["spec"].curve, (t - e["start"]) / e["spec"].duration)
            else:
                s = e["spec"]
                x, _ = spring_state(s.response, s.zeta, e["from"] - e["target"], e["v0"], t - e["start"])
                v = e["target"] + x
        return v

    def value(self, t):
        return self._fold(t)

    def velocity(self, t, h=1e-7):
        return (self._fold(t + h) - self._fold(t - h)) / (2 * h)

    def running(self, t):
        return bool(self.entries) and t < self.entries[-1]["end"]

    def animate(self, t, target, spec):
        """Returns False when nothing changes (the model value already is target)."""
        if target == self.target:
            return False
        presented = self.value(t)
        if isinstance(spec, Spring):
            lone_spring = len(self.entries) == 1 and self.entries[0]["kind"] == "spring" and self.running(t)
            if lone_spring:
                e = self.entries[0]
                s = e["spec"]
                _, v0 = spring_state(s.response, s.zeta, e["from"] - e["target"], e["v0"], t - e["start"])
            else:
                v0 = 0.0
            end = t + spring_settle(spec.response, spec.zeta, presented - target, v0, spec.epsilon)
            self.base = presented
            self.entries = [dict(start=t, end=end, target=target, kind="spring", spec=spec, **{"from": presented}, v0=v0)]
        else:
            if not self.running(t):
                self.base = presented
                self.entries = []
            self.entries.append(dict(start=t, end=t + spec.duration, target=target, kind="timing", spec=spec))
        self.target = target
        return True

    def shift(self, t, delta):
        """A change of the model value by delta without animation."""
        if not self.running(t):
            v = self.value(t) + delta
            self.base = self.target = v
            self.entries = []
            return
        self.target += delta
        self.base += delta
        for e in self.entries:
            e["target"] += delta
            if e["kind"] == "spring":
                e["from"] += delta

    def settle(self, t):
        """The component jumps a finished animation to its target (an animationSettled)."""
        if self.entries and t >= self.entries[-1]["end"]:
            self.base = self.target
            self.entries = []


def peak(value, start, end, maximum=True):
    """The highest (or lowest) value on [start, end]: sampled every microsecond (or coarser for
    long spans), then refined by golden-section search around the best sample."""
    sign = 1 if maximum else -1
    n = int(round((end - start) * 1e6))
    step = max(1, n // 20000)
    best_t, best = start, sign * value(start)
    for i in range(0, n + 1, step):
        t = start + i / 1e6
        y = sign * value(t)
        if y > best:
            best_t, best = t, y
    lo, hi = max(start, best_t - step / 1e6), min(end, best_t + step / 1e6)
    g = (math.sqrt(5) - 1) / 2
    for _ in range(100):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if sign * value(a) < sign * value(b):
            lo = a
        else:
            hi = b
    t = (lo + hi) / 2
    return value(t), t


def first_crossing(value, start, end, bound, above=True):
    """The first microsecond in [start, end] at which value > bound (or < bound)."""
    n = int(round((end - start) * 1e6))
    for i in range(n + 1):
        t = start + i / 1e6
        y = value(t)
        if (y > bound) if above else (y < bound):
            return t
    return None


class Timeline:
    """An Animated value with its history: each change is kept with the state it left, so the
    value can be read at any instant after the changes were all made (what a scenario's list of
    taps needs)."""

    def __init__(self, value):
        import copy

        self._copy = copy.deepcopy
        self.now = Animated(value)
        self.history = [(float("-inf"), self._copy(self.now))]

    def animate(self, t, target, spec):
        self.now.settle(t)
        changed = self.now.animate(t, target, spec)
        self.history.append((t, self._copy(self.now)))
        return changed

    def shift(self, t, delta):
        self.now.shift(t, delta)
        self.history.append((t, self._copy(self.now)))

    def _at(self, t):
        state = self.history[0][1]
        for start, snapshot in self.history:
            if start <= t:
                state = snapshot
        return state

    def value(self, t):
        return self._at(t).value(t)

    def velocity(self, t):
        return self._at(t).velocity(t)
