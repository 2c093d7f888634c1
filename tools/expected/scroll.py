#!/usr/bin/env python3
"""Expected numbers for the scroll view, computed independently of the Swift model.

Pure Python, no dependencies. It replays what a scenario does from the published formulas and the
project's documented rules, not from the model's code:

  * touch samples as the language synthesises them (docs/language.md, `drag` and `fling`):
    n = floor(duration x 120 Hz) moves, move k at floor(duration x k / n) us at
    start + (end - start) x k / n, the lift at the last point at the same instant;
  * the pan begins at the first sample 10 pt from the touch-down point; the content then follows
    the finger 1:1 from that sample (docs/components/scroll.md#tracking);
  * the release velocity: the least-squares line through the samples of the last 100 ms, stopping
    at a gap over 40 ms (docs/platform-facts.md#velocity-estimation), reversed (a finger moving up
    scrolls the content down);
  * UIKit deceleration: k = 1000 ln(rate); x(t) = x0 + v0 (e^(kt) - 1)/k; at rest when the speed
    falls to 0.5 pt/s, exactly at x0 - v0/k (docs/components/scroll.md#motion-in-closed-form);
  * the rubber band b(x) = (1 - 1/(x c/d + 1)) d, c = 0.55 (docs/platform-facts.md#rubber-band);
  * the bounce: Flutter's spring, mass 0.5, stiffness 100, damping ratio 1.1, overdamped, solved
    here from the characteristic roots (docs/platform-facts.md#return-to-the-edge);
  * the scroll to top: easeInOut (0.42, 0, 0.58, 1) over 0.35 s, the Bezier solved by bisection;
  * VoiceOver pages: step = visible height - 44, pages = 1 + ceil(maxOffset / step).

Run: python3 tools/expected/scroll.py   (prints `name = value` lines that the scenarios in
scenarios/scroll/ cite; numbers are rounded to 6 decimals, the language's comparison tolerance).
"""

import math

FRAME_RATE = 120.0
SLOP = 10.0
HORIZON_US = 100_000
STOPPED_GAP_US = 40_000
RESTING_SPEED = 0.5
C = 0.55
NORMAL = 0.998
FAST = 0.99
PAGE_OVERLAP = 44.0

SCREEN_W, SCREEN_H = 390.0, 844.0
GLASS_BAR = 64.0  # the glass tab bar's height (docs/components/glass-tab-bar, GlassTabBar.height)
NAV_BAR = 44.0  # the navigation bar (docs/platform-facts.md#bar-heights)


def k_of(rate):
    return 1000.0 * math.log(rate)


# --- Touch samples -------------------------------------------------------------------------
def drag_samples(start, end, duration_us, t0_us=0):
    """[(time_us, x, y, phase)] as GestureSynthesizer.drag makes them."""
    n = max(1, int(math.floor(duration_us * FRAME_RATE / 1_000_000)))
    samples = [(t0_us, start[0], start[1], "down")]
    for k in range(1, n + 1):
        f = k / n
        samples.append(
            (t0_us + duration_us * k // n, start[0] + (end[0] - start[0]) * f,
             start[1] + (end[1] - start[1]) * f, "move"))
    samples.append((t0_us + duration_us, end[0], end[1], "up"))
    return samples


def fling_samples(direction, speed, start, duration_us=100_000, t0_us=0):
    distance = speed * duration_us / 1_000_000
    end = (start[0], start[1] - distance if direction == "up" else start[1] + distance)
    return drag_samples(start, end, duration_us, t0_us)


def least_squares_velocity(samples):
    """pt/s of y over time, the project's estimator (line fit, 100 ms horizon, 40 ms gap)."""
    by_time = []
    for t, _, y, _ in samples:
        if by_time and by_time[-1][0] == t:
            by_time[-1] = (t, y)
        else:
            by_time.append((t, y))
    newest = by_time[-1]
    used = [newest]
    for t, y in reversed(by_time[:-1]):
        if newest[0] - t > HORIZON_US or used[-1][0] - t > STOPPED_GAP_US:
            break
        used.append((t, y))
    if len(used) < 2:
        return 0.0
    ts = [(t - newest[0]) / 1e6 for t, _ in used]
    ys = [y for _, y in used]
    mt = sum(ts) / len(ts)
    my = sum(ys) / len(ys)
    cov = sum((t - mt) * (y - my) for t, y in zip(ts, ys))
    var = sum((t - mt) ** 2 for t in ts)
    return cov / var if var > 0 else 0.0


# --- Rubber band ---------------------------------------------------------------------------
def band(x, d):
    return (1 - 1 / (x * C / d + 1)) * d if x > 0 else 0.0


def unband(b, d):
    return d / C * b / (d - b) if b > 0 else 0.0


def shown(raw, max_offset, d):
    if raw < 0:
        return -band(-raw, d)
    if raw > max_offset:
        return max_offset + band(raw - max_offset, d)
    return raw


def raw_of(offset, max_offset, d):
    if offset < 0:
        return -unband(-offset, d)
    if offset > max_offset:
        return max_offset + unband(offset - max_offset, d)
    return offset


# --- Tracking -------------------------------------------------------------------------------
def track(samples, start_offset, max_offset, d):
    """Replays one finger: returns (pan_began_at_us, offset at release, release velocity)."""
    down = samples[0]
    began = None
    anchor_y = None
    anchor_raw = None
    offset = start_offset
    for t, x, y, phase in samples[1:]:
        if began is None:
            if math.hypot(x - down[1], y - down[2]) >= SLOP:
                began = t
                anchor_y = y
                anchor_raw = raw_of(offset, max_offset, d)
            continue
        offset = shown(anchor_raw + (anchor_y - y), max_offset, d)
    velocity = -least_squares_velocity(samples) if began is not None else 0.0
    return began, offset, velocity


# --- Deceleration ---------------------------------------------------------------------------
def decel_offset(x0, v0, rate, t):
    k = k_of(rate)
    return x0 + v0 * math.expm1(k * t) / k


def decel_velocity(v0, rate, t):
    return v0 * math.exp(k_of(rate) * t)


def decel_rest(x0, v0, rate):
    """(resting offset, duration in whole microseconds, rounded up)."""
    k = k_of(rate)
    seconds = math.log(RESTING_SPEED / abs(v0)) / k
    return x0 - v0 / k, math.ceil(seconds * 1e6)


def decel_edge_hit(x0, v0, rate, edge):
    """Seconds until the fling reaches `edge`, the whole-microsecond instant, and the velocity."""
    k = k_of(rate)
    t = math.log(1 + k * (edge - x0) / v0) / k
    us = math.ceil(t * 1e6)
    return t, us, v0 * math.exp(k * t)


# --- The bounce spring ------------------------------------------------------------------------
MASS, STIFFNESS, RATIO = 0.5, 100.0, 1.1


def bounce(x0, v0, t):
    """Displacement from the edge and velocity, t seconds after the bounce starts."""
    omega0 = math.sqrt(STIFFNESS / MASS)
    lam = RATIO * omega0
    w = omega0 * math.sqrt(RATIO * RATIO - 1)
    r1, r2 = -lam + w, -lam - w
    a = (v0 - r2 * x0) / (r1 - r2)
    b = x0 - a
    return a * math.exp(r1 * t) + b * math.exp(r2 * t), a * r1 * math.exp(r1 * t) + b * r2 * math.exp(r2 * t)


# --- easeInOut ------------------------------------------------------------------------------
def bezier(p1x, p1y, p2x, p2y, x):
    def coord(a, b, s):
        return 3 * a * s * (1 - s) ** 2 + 3 * b * s * s * (1 - s) + s ** 3

    lo, hi = 0.0, 1.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if coord(p1x, p2x, mid) < x:
            lo = mid
        else:
            hi = mid
    return coord(p1y, p2y, (lo + hi) / 2)


def ease_in_out(fraction):
    return bezier(0.42, 0.0, 0.58, 1.0, fraction)


# --- Pages ------------------------------------------------------------------------------------
def pages(visible, max_offset):
    step = visible - PAGE_OVERLAP
    count = 1 + math.ceil(max_offset / step - 1e-9) if max_offset > 0 else 1
    return step, count


def out(name, value):
    if isinstance(value, float):
        print(f"{name} = {value:.6f}")
    else:
        print(f"{name} = {value}")


def main():
    d = SCREEN_H  # no bars: the viewport is the screen
    max_plain = 3000 - SCREEN_H  # scroll content 3000, no insets
    out("plain.maxOffset", max_plain)

    # fling up 1500 from the centre (195, 422), normal and fast.
    for name, rate in (("normal", NORMAL), ("fast", FAST)):
        s = fling_samples("up", 1500, (195, 422))
        began, x0, v0 = track(s, 0, max_plain, d)
        rest, dur = decel_rest(x0, v0, rate)
        out(f"fling1500.{name}.began_us", began)
        out(f"fling1500.{name}.release", x0)
        out(f"fling1500.{name}.velocity", v0)
        out(f"fling1500.{name}.rest", rest)
        out(f"fling1500.{name}.rest_at_us", 100_000 + dur)
        for t in (0.1, 0.5, 0.55, 1.0):
            out(f"fling1500.{name}.offset_at+{t}s", decel_offset(x0, v0, rate, t))
            out(f"fling1500.{name}.velocity_at+{t}s", decel_velocity(v0, rate, t))

    # A custom rate, 0.995.
    s = fling_samples("up", 1000, (195, 422))
    _, x0, v0 = track(s, 0, max_plain, d)
    out("fling1000.rate0995.rest", decel_rest(x0, v0, 0.995)[0])
    out("fling1000.rate0995.offset_at+0.2s", decel_offset(x0, v0, 0.995, 0.2))

    # A fling down from 1500 (after `at` a scroll), normal: negative velocity.
    s = fling_samples("down", 1200, (195, 422))
    _, x0, v0 = track(s, 1000, max_plain, d)
    out("flingdown1200.from1000.release", x0)
    out("flingdown1200.from1000.velocity", v0)
    out("flingdown1200.from1000.rest", decel_rest(x0, v0, NORMAL)[0])

    # Into the bottom edge: content 1200 (maxOffset 356), fling up 3000 at normal.
    max_short = 1200 - SCREEN_H
    s = fling_samples("up", 3000, (195, 422))
    _, x0, v0 = track(s, 0, max_short, d)
    t, us, v_edge = decel_edge_hit(x0, v0, NORMAL, max_short)
    out("edge.bottom.release", x0)
    out("edge.bottom.velocity", v0)
    out("edge.bottom.hit_at_us", 100_000 + us)
    out("edge.bottom.edge_velocity", v_edge)
    # The bounce, measured from the instant it starts (whole microseconds).
    for dt in (0.05, 0.1, 0.3):
        disp, _ = bounce(0.0, v_edge, dt)
        out(f"edge.bottom.offset_at_hit+{dt}s", max_short + disp)

    # Into the top edge: placed at 600 (a drag held still for 200 ms, ending at 216 ms), then
    # fling down 3000 at normal: 12 samples of 25 pt, released at 600 - 275.
    s = fling_samples("down", 3000, (195, 422))
    _, x0, v0 = track(s, 600, max_plain, d)
    t, us, v_edge = decel_edge_hit(x0, v0, NORMAL, 0.0)
    out("edge.top.release", x0)
    out("edge.top.velocity", v0)
    out("edge.top.hit_at_us", 316_000 + us)
    out("edge.top.edge_velocity", v_edge)
    for dt in (0.05, 0.1):
        out(f"edge.top.offset_at_hit+{dt}s", bounce(0.0, v_edge, dt)[0])
    # The peak of the bounce: where its velocity is 0, from the roots.
    omega0 = math.sqrt(STIFFNESS / MASS)
    lam = RATIO * omega0
    w = omega0 * math.sqrt(RATIO * RATIO - 1)
    r1, r2 = -lam + w, -lam - w
    # x(t) = a e^(r1 t) + b e^(r2 t) with x0 = 0: a = v/(r1 - r2), b = -a; x'(t) = 0 at
    # e^((r1 - r2) t) = r2 / r1.
    t_peak = math.log(r2 / r1) / (r1 - r2)
    out("edge.top.peak_after_s", t_peak)
    out("edge.top.peak", bounce(0.0, v_edge, t_peak)[0])

    # Rubber band: pull down from the top (finger down at 300, moves to 320, pan at 320, then to
    # 300 + 20 + x). Raw overscroll x, shown -b(x).
    for x in (50.0, 100.0, 200.0, 300.0, 1000.0, 10000.0):
        out(f"band.{int(x)}", band(x, d))
    # At the bottom of content 1200: raw overscroll 200 past 356.
    out("band.bottom.200", max_short + band(200.0, d))

    # Release past the top edge with no velocity (a hold of 100 ms first): bounce from -b(100).
    b100 = -band(100.0, d)
    for dt in (0.05, 0.1, 0.2):
        out(f"return.top.100.at+{dt}s", bounce(b100, 0.0, dt)[0])

    # Released moving back toward the top: held 100 pt past it until 216 ms, then 10 pt every
    # 8 ms up to the lift at 232 ms (180).
    samples = [(0, 195, 100, "down"), (8000, 195, 110, "move"), (16000, 195, 210, "move"),
               (216000, 195, 200, "move"), (224000, 195, 190, "move"), (232000, 195, 180, "up")]
    _, x0, v0 = track(samples, 0, 356, d)
    out("return.moving.release", x0)
    out("return.moving.velocity", v0)
    out("return.moving.at+0.05s", bounce(x0, v0, 0.05)[0])

    # Caught during that bounce 50 ms in, then pulled 20 pt further down.
    caught = bounce(b100, 0.0, 0.05)[0]
    raw = unband(-caught, d)
    out("catch.bounce.caught", caught)
    out("catch.bounce.raw", raw)
    out("catch.bounce.plus20", -band(raw + 20, d))

    # Scroll to top from 600: easeInOut over 0.35 s.
    for dt in (0.0875, 0.175, 0.2625):
        out(f"totop.600.at+{dt}s", 600 * (1 - ease_in_out(dt / 0.35)))

    # VoiceOver pages on the plain screen, content 3000: visible 844.
    step, count = pages(SCREEN_H, max_plain)
    out("pages.plain.step", step)
    out("pages.plain.count", count)
    # With the glass bar and routes: visible = 844 - 44 - 64.
    visible = SCREEN_H - NAV_BAR - GLASS_BAR
    step, count = pages(visible, 3000 - visible)
    out("pages.bars.visible", visible)
    out("pages.bars.step", step)
    out("pages.bars.count", count)

    # A fling caught after 200 ms (normal, fling up 1500).
    s = fling_samples("up", 1500, (195, 422))
    _, x0, v0 = track(s, 0, max_plain, d)
    out("catch.fling1500.at+0.2s", decel_offset(x0, v0, NORMAL, 0.2))

    short_content()


def short_content():
    """Content shorter than the screen: `scroll content 300` on the 844 pt screen (no bars). The
    resting range is max(0, 300 - 844) = 0..0, so a pull either way is past an edge: the rubber
    band with d = 844, then the bounce back to 0 (docs/components/scroll.md, "Content shorter than
    the screen"). Raw touches: the pan begins at the first move (10 pt), the finger then travels
    150 pt down (or 80 pt up), is held 200 ms (no velocity) and lifts."""
    d = SCREEN_H
    max_short = max(0.0, 300 - SCREEN_H)
    out("short.maxOffset", max_short)
    pulled_down = -band(150.0, d)
    pushed_up = max_short + band(80.0, d)
    out("short.down150", pulled_down)
    out("short.up80", pushed_up)
    for dt in (0.05, 0.1, 0.2):
        out(f"short.down150.at+{dt}s", bounce(pulled_down, 0.0, dt)[0])
        out(f"short.up80.at+{dt}s", max_short + bounce(pushed_up - max_short, 0.0, dt)[0])
    # `fling up 1500`: 12 samples of 12.5 pt, the pan from the first; released past the bottom
    # edge (0) moving away from it, so the bounce starts with the release velocity.
    s = fling_samples("up", 1500, (195, 422))
    _, x0, v0 = track(s, 0, max_short, d)
    out("short.fling1500.release", x0)
    out("short.fling1500.velocity", v0)
    for dt in (0.05, 0.1, 0.3):
        out(f"short.fling1500.at+{dt}s", max_short + bounce(x0 - max_short, v0, dt)[0])


if __name__ == "__main__":
    main()
