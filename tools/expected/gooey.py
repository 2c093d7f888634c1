#!/usr/bin/env python3
"""Expected numbers for the gooey tab bar, computed independently of the Swift model.

Pure Python, no dependencies: closed-form springs, a cubic Bezier solved by bisection, and the
document's droplet sequence replayed from the design document ("Gooey Tab Bar in SwiftUI"):

  * the indent's centre and the ball's x: spring(response: 0.4, dampingFraction: 0.6) on
    selectedCenterX (section 5);
  * the ball's scale: easeOut 0.1 s to 0.6 at the tap, spring(0.2, 0.4) to 1.3 at +0.25 s,
    spring(0.15, 0.5) to 1.0 at +0.35 s (section 4).

Retargeting follows docs/platform-facts.md: a spring keeps the presented value and velocity
(SwiftUI springs merge); a timing curve starts again from the presented value (the project's
rule for interrupting a timing curve, docs/design-inputs.md). Peaks are found by sampling every
microsecond near the candidate and refining by golden-section search, not by the model's
analytic extrema, so the two methods check each other.

Run: python3 tools/expected/gooey.py      (prints `name = value` lines the tests and scenarios
cite; every number is rounded to 6 decimals, the language's comparison tolerance).
"""

import math

# --- Constants from the design document ---------------------------------------------------
TAB_BAR_HEIGHT = 60.0  # section 5: tabBarHeight
INDENT_DEPTH = 15.0  # section 5: indentDepth
BALL_SIZE = 8.0  # section 5: ballSize
INDENT_WIDTH = 80.0  # section 3: indentWidth
CONTROL_OFFSET = INDENT_WIDTH / 4  # section 3: curveControlOffset
BUTTON_TOP = INDENT_DEPTH + 5  # section 5: .padding(.top, indentDepth + 5)
BUTTON_SIDE = 44.0  # our decision (docs/components/gooey.md#button-size)

TRAVEL = (0.4, 0.6)  # spring(response: 0.4, dampingFraction: 0.6)
LAND = (0.2, 0.4)
SETTLE = (0.15, 0.5)
EASE_OUT = (0.0, 0.0, 0.58, 1.0)  # docs/platform-facts.md timing curves


# --- Springs -------------------------------------------------------------------------------
def spring_state(response, zeta, x0, v0, t):
    """Displacement and velocity of a unit-mass spring released at x0 (from target) with v0.

    Solved directly from m x'' + c x' + k x = 0 with k = (2 pi / response)^2, c = 4 pi zeta /
    response (docs/platform-facts.md, Springs)."""
    k = (2 * math.pi / response) ** 2
    c = 4 * math.pi * zeta / response
    lam = c / 2
    disc = k - lam * lam
    if disc > 1e-12:  # underdamped
        w = math.sqrt(disc)
        a, b = x0, (v0 + lam * x0) / w
        e = math.exp(-lam * t)
        x = e * (a * math.cos(w * t) + b * math.sin(w * t))
        v = e * (-lam * (a * math.cos(w * t) + b * math.sin(w * t))
                 + w * (-a * math.sin(w * t) + b * math.cos(w * t)))
        return x, v
    if disc < -1e-12:  # overdamped
        s = math.sqrt(-disc)
        r1, r2 = -lam + s, -lam - s
        a = (v0 - r2 * x0) / (r1 - r2)
        b = x0 - a
        return (a * math.exp(r1 * t) + b * math.exp(r2 * t),
                a * r1 * math.exp(r1 * t) + b * r2 * math.exp(r2 * t))
    e = math.exp(-lam * t)
    b = v0 + lam * x0
    return e * (x0 + b * t), e * (b - lam * (x0 + b * t))


# --- Timing curve ----------------------------------------------------------------------------
def bezier(p1, p2, u):
    return 3 * (1 - u) ** 2 * u * p1 + 3 * (1 - u) * u * u * p2 + u ** 3


def bezier_progress(curve, f):
    """y at the parameter where x = f, by bisection (monotonic x)."""
    x1, y1, x2, y2 = curve
    f = min(max(f, 0.0), 1.0)
    lo, hi = 0.0, 1.0
    for _ in range(80):
        mid = (lo + hi) / 2
        if bezier(x1, x2, mid) < f:
            lo = mid
        else:
            hi = mid
    return bezier(y1, y2, (lo + hi) / 2)


def bezier_slope(curve, f, h=1e-7):
    return (bezier_progress(curve, min(f + h, 1)) - bezier_progress(curve, max(f - h, 0))) / (
        min(f + h, 1) - max(f - h, 0))


# --- An animated value with SwiftUI's merge rules --------------------------------------------
class Animated:
    def __init__(self, value):
        self.segments = [(0.0, value, value, None, 0.0)]  # start, from, to, spec, v0

    def _state(self, seg, t):
        start, frm, to, spec, v0 = seg
        if spec is None or t <= start:
            return (frm if t <= start else to), (v0 if spec and spec[0] == "spring" else 0.0)
        dt = t - start
        if spec[0] == "timing":
            duration = spec[2]
            if dt >= duration:
                return to, 0.0
            f = dt / duration
            return frm + (to - frm) * bezier_progress(spec[1], f), (to - frm) * bezier_slope(
                spec[1], f) / duration
        response, zeta = spec[1]
        x, v = spring_state(response, zeta, frm - to, v0, dt)
        return to + x, v

    def value(self, t):
        seg = [s for s in self.segments if s[0] <= t][-1]
        return self._state(seg, t)[0]

    def animate(self, t, to, spec):
        seg = [s for s in self.segments if s[0] <= t][-1]
        x, v = self._state(seg, t)
        if spec[0] == "timing":
            v = 0.0  # a timing curve restarts from the presented value
        self.segments.append((t, x, to, spec, v))


def spring(p):
    return ("spring", p)


def ease_out(duration):
    return ("timing", EASE_OUT, duration)


def droplet(taps):
    """The ball's scale for taps (lift instants, seconds): every tap's phases fire, as
    DispatchQueue.main.asyncAfter does; at one instant, phases fire in the order scheduled."""
    actions = []
    for order, t in enumerate(taps):
        actions.append((t, order, 0, 0.6, ease_out(0.1)))
        actions.append((round(t + 0.25, 6), order, 1, 1.3, spring(LAND)))
        actions.append((round(t + 0.35, 6), order, 2, 1.0, spring(SETTLE)))
    actions.sort(key=lambda a: (a[0], a[1], a[2]))
    scale = Animated(1.0)
    for t, _, _, to, spec in actions:
        scale.animate(t, to, spec)
    return scale


def peak(value, start, end):
    """Highest value on [start, end]: every microsecond, then golden-section refinement."""
    n = int(round((end - start) * 1e6))
    best_t, best = start, value(start)
    step = max(1, n // 20000)
    for i in range(0, n + 1, step):
        t = start + i / 1e6
        y = value(t)
        if y > best:
            best_t, best = t, y
    lo, hi = max(start, best_t - step / 1e6), min(end, best_t + step / 1e6)
    g = (math.sqrt(5) - 1) / 2
    for _ in range(100):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if value(a) < value(b):
            lo = a
        else:
            hi = b
    t = (lo + hi) / 2
    return value(t), t


def one_droplet_value(t):
    return droplet([0.0]).value(t)


def travel(from_x, to_x, start):
    centre = Animated(from_x)
    centre.animate(start, to_x, spring(TRAVEL))
    return centre


def out(name, value):
    print(f"{name} = {value:.6f}")


def slot_centres(width, count, rtl=False):
    slot = width / count
    centres = [slot * i + slot / 2 for i in range(count)]
    return [width - c for c in centres] if rtl else centres


def main():
    w = 390.0
    c = slot_centres(w, 4)
    print("# layout: 390 pt screen, 4 tabs (section 1: equal slots, buttons centred)")
    for i, x in enumerate(c):
        out(f"layout.centre[{i}]", x)
    out("layout.rtl.centre[0]", slot_centres(w, 4, rtl=True)[0])
    out("layout.rtl.centre[2]", slot_centres(w, 4, rtl=True)[2])
    out("layout.five.centre[4]", slot_centres(w, 5)[4])
    out("bar.height", TAB_BAR_HEIGHT + INDENT_DEPTH)
    out("button.midY", BUTTON_TOP + BUTTON_SIDE / 2)

    print("# shape at rest under tab 0 (section 3)")
    cx = c[0]
    out("shape.indent.start.x", cx - INDENT_WIDTH / 2)
    out("shape.indent.end.x", cx + INDENT_WIDTH / 2)
    out("shape.control1.x", cx - CONTROL_OFFSET)
    out("shape.control2.x", cx + CONTROL_OFFSET)
    # The cubic's lowest point is at u = 1/2: y = (0 + 3*15 + 3*15 + 0) / 8.
    out("shape.dip.y", (3 * INDENT_DEPTH + 3 * INDENT_DEPTH) / 8)
    out("ball.bottom.scale1", INDENT_DEPTH / 2 + BALL_SIZE / 2)

    print("# first layout pass: selectedCenterX springs from 0 to the first button at t = 0")
    first = travel(0.0, c[0], 0.0)
    for t in (0.05, 0.1, 0.2, 0.3, 0.5, 1.0):
        out(f"first.centre@{t}", first.value(t))
    v, t = peak(first.value, 0, 1.0)
    out("first.peak", v)
    out("first.rtl@0.25", travel(0.0, slot_centres(w, 4, rtl=True)[0], 0.0).value(0.25))
    out("first.peak.time", t)

    print("# tap Library from Home; the lift (selection) at T, values at T + dt")
    move = travel(c[0], c[2], 0.0)
    for t in (0.05, 0.1, 0.2, 0.3, 0.4, 0.6, 1.0):
        out(f"travel.0to2@{t}", move.value(t))
    v, t = peak(move.value, 0, 1.0)
    out("travel.0to2.peak", v)
    out("travel.0to2.peak.time", t)

    print("# the dip 0.1 s into that travel (section 3's points around the presented centre)")
    cx = move.value(0.1)
    out("travel.0to2@0.1.start.x", cx - INDENT_WIDTH / 2)
    out("travel.0to2@0.1.control1.x", cx - CONTROL_OFFSET)
    out("travel.0to2@0.1.control2.x", cx + CONTROL_OFFSET)
    out("travel.0to2@0.1.end.x", cx + INDENT_WIDTH / 2)
    print("# the ball's drawn frame at the droplet's 0.35 s value (8 pt scaled about its centre)")
    side = BALL_SIZE * one_droplet_value(0.35)
    out("ball.frame.width@0.35", side)
    out("ball.frame.y@0.35", 769 + INDENT_DEPTH / 2 - side / 2)
    search = travel(c[0], c[1], 0.0).value(0.35)
    out("travel.0to1@0.35", search)
    out("ball.frame.x@0.35", search - side / 2)
    out("ball.bottom.below.dip@peak", INDENT_DEPTH / 2 + BALL_SIZE * 1.471661 / 2 - 0.75 * INDENT_DEPTH)

    print("# retarget: Home -> Library, at +0.1 s Library -> Profile (velocity kept)")
    rt = travel(c[0], c[2], 0.0)
    rt.animate(0.1, c[3], spring(TRAVEL))
    for t in (0.1, 0.15, 0.2, 0.3, 0.5, 1.0):
        out(f"retarget.0to2to3@{t}", rt.value(t))
    out("retarget.velocity@0.1", rt._state(rt.segments[-2], 0.1)[1])
    print("# retarget back: Home -> Profile, at +0.1 s back to Home")
    back = travel(c[0], c[3], 0.0)
    back.animate(0.1, c[0], spring(TRAVEL))
    for t in (0.15, 0.2, 0.3, 0.5):
        out(f"retarget.0to3to0@{t}", back.value(t))

    print("# droplet of one tap at 0 (ball scale)")
    one = droplet([0.0])
    for t in (0.05, 0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.8):
        out(f"droplet@{t}", one.value(t))
    v, t = peak(one.value, 0.25, 1.5)
    out("droplet.peak", v)
    out("droplet.peak.time", t)
    v, t = peak(lambda x: -one.value(x), 0.36, 1.5)
    out("droplet.trough", -v)
    out("droplet.trough.time", t)
    # The landing spring alone (no settle phase) would peak here:
    alone = Animated(0.6)
    alone.animate(0.0, 1.3, spring(LAND))
    v, t = peak(alone.value, 0, 0.5)
    out("landing.alone.peak", v)
    out("landing.alone.peak.time", t)
    out("landing.alone@0.1", alone.value(0.1))

    print("# rapid taps: a second tap 0.2 s after the first (both droplets run)")
    rapid = droplet([0.0, 0.2])
    for t in (0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.8):
        out(f"rapid0.2@{t}", rapid.value(t))
    v, t = peak(rapid.value, 0.2, 2.0)
    out("rapid0.2.peak", v)
    out("rapid0.2.peak.time", t)

    print("# rapid taps: second tap 0.05 s after the first (phases interleave)")
    r5 = droplet([0.0, 0.05])
    for t in (0.1, 0.15, 0.25, 0.3, 0.35, 0.4, 0.5):
        out(f"rapid0.05@{t}", r5.value(t))
    v, t = peak(r5.value, 0.05, 2.0)
    out("rapid0.05.peak", v)
    out("rapid0.05.peak.time", t)

    print("# a second tap during each droplet phase of the first (tap at 0)")
    for second in (0.05, 0.15, 0.3, 0.4):
        d = droplet([0.0, second])
        for dt in (0.05, 0.1, 0.3):
            t = round(second + dt, 6)
            out(f"second@{second}.scale@{t}", d.value(t))
        v, t = peak(d.value, second, 3.0)
        out(f"second@{second}.peak", v)
        out(f"second@{second}.peak.time", t)

    print("# 320 pt screen, 3 tabs; 5 tabs on 390")
    for i, x in enumerate(slot_centres(320.0, 3)):
        out(f"three.centre[{i}]", x)


if __name__ == "__main__":
    main()
