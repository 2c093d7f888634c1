#!/usr/bin/env python3
"""Expected numbers for the collapsing header, computed independently of the Swift model.

Pure Python, no dependencies. It replays the design document ("Collapsing top bar animation with
SwiftUI") from the outside:

  * heightAndRadiusForBackground(): maxHeight 350, minHeight 127, factor 5, radius 60, the jump
    to (127, 0) once the difference passes 40 points, copied from the document's code;
  * onPreferenceChange: initialOffset taken from a reading when it is nil or 0, then offset;
    a reading equal to the previous one is not delivered (SwiftUI delivers changed preferences);
  * readings: the content's top on screen (viewport top + top inset - offset), once per display
    frame while the content moves, frames at since + round(k * 1e6 / 120) microseconds;
  * .animation(.linear): 0.35 s per change (docs/platform-facts.md), a change during a running
    one combined as OpenSwiftUI's DefaultCombiningAnimation does:
        v_i(t) = v_{i-1}(t) + (T_i - v_{i-1}(t)) * p_i(t), a finished entry presents its target;
  * a fling: UIKit deceleration x(t) = x0 + v0 (e^{kt} - 1)/k, k = 1000 ln(0.998) per second
    (docs/platform-facts.md), evaluated at each frame;
  * stacked, the document's VStack { TopView; ScrollView } puts the scroll view below the TopView
    and the spacing: its frame runs from safe top + 96 + 8 to the screen's bottom, so its height
    (the d of the rubber band b(x) = (1 - 1/(x c/d + 1)) d) is 844 - 104 = 740 on the default
    screen; the top safe area is the TopView's, not over the scroll view (top inset 0).

Run: python3 tools/expected/header.py   (prints `name = value` lines the tests and scenarios
cite; every number is rounded to 6 decimals, the language's comparison tolerance).
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scroll  # noqa: E402  (the scroll view's bounce spring, for a pull released past the top)

MAX_HEIGHT, MIN_HEIGHT, FACTOR, RADIUS = 350.0, 127.0, 5.0, 60.0  # the document's constants
DURATION_US = 350_000  # linear's default 0.35 s
FRAME_US = 1e6 / 120  # 120 Hz frames
TOP_VIEW = 35 + 10 + 41 + 10  # paddings and the 41 pt large-title line: 96
SPACING = 8.0  # the VStack's spacing (our decision)


def height_and_radius(initial, offset):
    """The document's heightAndRadiusForBackground(), line for line."""
    if initial is None or offset is None:
        return (MAX_HEIGHT, RADIUS)
    if initial > offset:
        diff = initial - offset
        if diff > 40:
            return (MIN_HEIGHT, 0.0)
        computed = MAX_HEIGHT - FACTOR * diff
        height = computed if MIN_HEIGHT < computed < MAX_HEIGHT else MIN_HEIGHT
        return (height, 0.0 if height == MIN_HEIGHT else RADIUS)
    return (MAX_HEIGHT, RADIUS)


class Combined:
    """SwiftUI's combining of linear animations on one value."""

    def __init__(self, value):
        self.start_value = value
        self.entries = []  # (start_us, target)

    def target(self):
        return self.entries[-1][1] if self.entries else self.start_value

    def set(self, target, t_us):
        if target == self.target():
            return False
        self.entries.append((t_us, target))
        return True

    def value(self, t_us):
        v = self.start_value
        for start, target in self.entries:
            if t_us < start:
                break
            elapsed = t_us - start
            if elapsed >= DURATION_US:
                v = target
            else:
                v = v + (target - v) * (elapsed / DURATION_US)
        return v

    def running(self, t_us):
        return sum(1 for s, _ in self.entries if s <= t_us < s + DURATION_US)


class Header:
    def __init__(self):
        self.initial = None
        self.offset = None
        self.last = None
        self.height = Combined(MAX_HEIGHT)
        self.radius = Combined(RADIUS)
        self.changes = []  # (t_us, height target, radius target)

    def read(self, reading, t_us):
        if reading == self.last:
            return  # an unchanged preference is not delivered
        self.last = reading
        if self.initial is None or self.initial == 0:
            self.initial = reading
        self.offset = reading
        h, r = height_and_radius(self.initial, reading)
        if self.height.set(h, t_us) | self.radius.set(r, t_us):
            self.changes.append((t_us, h, r))


def frame_us(since_us, k):
    return since_us + int(math.floor(k * FRAME_US + 0.5))


def fling_offset(x0, v0, t, rate=0.998):
    k = 1000 * math.log(rate)
    return x0 + v0 * (math.exp(k * t) - 1) / k


# --- The scroll view's side, written out again from its documented rules -------------------
# docs/components/scroll.md: the pan begins once the finger is 10 pt from where it landed and
# the content then follows the finger one to one from there; past the top the rubber band
# b(x) = (1 - 1/(x c/d + 1)) d, c = 0.55, d = the viewport's height; the release velocity is the
# least-squares slope of the finger's samples within 100 ms of the last (a gap over 40 ms: the
# finger had stopped), reversed; a fling decelerates as fling_offset() above.
SLOP = 10.0
RUBBER = 0.55


def rubber(overscroll, dimension):
    return (1 - 1 / (overscroll * RUBBER / dimension + 1)) * dimension


def drag_samples(start_y, end_y, duration_us, rate=120):
    """`drag`/`fling`: a move per frame k = 1..n at k * duration / n (whole microseconds)."""
    n = max(1, int(duration_us * rate / 1_000_000))
    return [(duration_us * k // n, start_y + (end_y - start_y) * k / n) for k in range(1, n + 1)]


def release_velocity(samples):
    """Least-squares slope (pt/s) of (time_us, y) samples within the estimator's windows."""
    newest = samples[-1][0]
    used = [samples[-1]]
    for t, y in reversed(samples[:-1]):
        if newest - t > 100_000 or used[-1][0] - t > 40_000:
            break
        used.append((t, y))
    used.reverse()
    if len(used) < 2:
        return 0.0
    ts = [(t - newest) / 1e6 for t, _ in used]
    ys = [y for _, y in used]
    mt, my = sum(ts) / len(ts), sum(ys) / len(ys)
    cov = sum((t - mt) * (y - my) for t, y in zip(ts, ys))
    var = sum((t - mt) ** 2 for t in ts)
    return -cov / var if var > 0 else 0.0


def track(start_y, moves, viewport=844.0):
    """Offsets at each move (time_us, y) of a finger that landed at start_y on content at rest at
    the top: None before the pan begins, then the offset (rubber-banded above the top)."""
    anchor = None
    result = []
    for t, y in moves:
        if anchor is None:
            if abs(y - start_y) >= SLOP:
                anchor = y
                result.append((t, 0.0))
            else:
                result.append((t, None))
            continue
        raw = anchor - y
        result.append((t, raw if raw >= 0 else -rubber(-raw, viewport)))
    return result


def out(name, value):
    if isinstance(value, float):
        value = f"{value:.6f}".rstrip("0").rstrip(".") if abs(value) < 1e15 else value
    print(f"{name} = {value}")


def stacked_viewport(safe_top=0.0, screen=(390.0, 844.0), spacing=SPACING):
    """The stacked scroll view's frame (x, y, width, height): below the TopView and the spacing,
    down to the screen's bottom (the bottom safe area stays a content inset)."""
    top = safe_top + TOP_VIEW + spacing
    return (0.0, top, screen[0], screen[1] - top)


def main():
    # The function itself.
    for name, initial, offset in [
        ("nil", None, None),
        ("at_start", 104.0, 104.0),
        ("diff_1", 104.0, 103.0),
        ("diff_40", 104.0, 64.0),
        ("diff_40_001", 104.0, 63.999),
        ("diff_44_6", 104.0, 59.4),
        ("pulled_down", 104.0, 150.0),
    ]:
        h, r = height_and_radius(initial, offset)
        out(f"background.{name}", (h, r))

    # Layout on the default 390 x 844 screen, safe area 0.
    out("layout.topView.height", float(TOP_VIEW))
    out("layout.contentInset.stacked", TOP_VIEW + SPACING)
    out("layout.button", (390 - 10 - 36, 45 + (41 - 36) / 2, 36, 36))
    out("layout.title", (25, 45, 390 - 10 - 36 - 12 - 25, 41))
    out("layout.background.350.y", TOP_VIEW / 2 - 350 / 2)
    out("layout.background.127.y", TOP_VIEW / 2 - 127 / 2)
    # The scroll view below it: its frame, its top inset (none: the TopView fills the safe area)
    # and its largest offset for `scroll content 3000` (3000 - the visible 740).
    out("layout.stacked.viewport", stacked_viewport())
    out("layout.stacked.insets.top", 0.0)
    out("layout.stacked.maxOffset", 3000 - stacked_viewport()[3])
    out("layout.stacked.flingStart.y", stacked_viewport()[1] + stacked_viewport()[3] / 2)
    out("layout.stacked47.viewport", stacked_viewport(safe_top=47.0))
    out("layout.stacked59.viewport", stacked_viewport(safe_top=59.0))

    # Combining: 350 -> 300 at 0 s, -> 250 at 0.1 s.
    c = Combined(350.0)
    c.set(300.0, 0)
    out("combine.one.t0_1", c.value(100_000))
    c.set(250.0, 100_000)
    for t in (200_000, 350_000, 400_000, 449_999, 450_000):
        out(f"combine.two.t{t / 1e6:g}", c.value(t))
    # What restarting from the presented value (AnimatedValue's rule) would give at 0.2 s.
    start = 350 + (300 - 350) * (100_000 / DURATION_US)
    out("restart.two.t0.2", start + (250 - start) * (100_000 / DURATION_US))

    # A drag of 10 pt, stacked (content top 104), one sample at 1 s.
    h = Header()
    h.read(104.0, 0)
    h.read(94.0, 1_000_000)
    out("drag10.target", (h.height.target(), h.radius.target()))
    out("drag10.height.t1.1", h.height.value(1_100_000))

    # A fling from rest at offset 0 with 1000 pt/s (normal rate), stacked: per-frame readings.
    h = Header()
    h.read(104.0, 0)
    since = 1_000_000
    k = 1000 * math.log(0.998)
    rest_t = math.log(0.5 / 1000) / k
    frames = []
    n = 0
    while True:
        t_us = frame_us(since, n)
        t = (t_us - since) / 1e6
        x = fling_offset(0, 1000, t) if t < rest_t else -1000 / k
        frames.append((n, t_us, x))
        h.read(104.0 - x, t_us)
        if t >= rest_t:
            break
        n += 1
    jump = next(i for i, (_, _, x) in enumerate(frames) if x > 40)
    out("fling.jump.frame", frames[jump][0])
    out("fling.jump.time_us", frames[jump][1])
    out("fling.jump.offset", frames[jump][2])
    out("fling.before.offset", frames[jump - 1][2])
    out("fling.before.target", height_and_radius(104.0, 104.0 - frames[jump - 1][2]))
    out("fling.changes", len(h.changes))
    for t_us in (since + 20_000, since + 50_000, since + 100_000, since + 300_000):
        out(f"fling.height.t{(t_us - since) / 1e6:g}", h.height.value(t_us))
        out(f"fling.radius.t{(t_us - since) / 1e6:g}", h.radius.value(t_us))
        out(f"fling.running.t{(t_us - since) / 1e6:g}", h.height.running(t_us))
    last_change = h.changes[-1][0]
    out("fling.settled.time_us", last_change + DURATION_US)
    out("fling.rest.offset", -1000 / k)

    # The scroll view at the top of the screen (content top 0): the first reading is 0.
    h = Header()
    h.read(0.0, 0)  # initialOffset = 0
    h.read(-5.0, 1_000_000)  # scrolled down 5: initialOffset taken again = -5
    out("top.after5.initial", h.initial)
    out("top.after5.target", (h.height.target(), h.radius.target()))
    h.read(-45.0, 2_000_000)  # 45 down: diff 40 from the new baseline
    out("top.after45.target", (h.height.target(), h.radius.target()))
    h.read(-45.5, 3_000_000)
    out("top.after45_5.target", (h.height.target(), h.radius.target()))

    # A first pull-down to -10 (reading +10) at the top of the screen, then back to rest.
    h = Header()
    h.read(0.0, 0)
    h.read(10.0, 1_000_000)
    h.read(0.0, 2_000_000)
    out("pull.initial", h.initial)
    out("pull.rest.target", (h.height.target(), h.radius.target()))

    fling_scenario()
    pull_scenario()
    drag_scenarios()
    fling1500_scenario()
    overlay_drag_scenario()
    stacked_pull_scenario()


def stacked_fling(speed, duration_us, report=None):
    """`fling up SPEED in DURATION` from the centre of the visible content under a stacked header
    (content top 104, visible 740: y = 474): the header after each drag sample, the samples, the
    tracked offsets and the release velocity."""
    start = 104 + 740 / 2
    moves = drag_samples(start, start - speed * duration_us / 1e6, duration_us)
    tracked = track(start, moves)
    h = Header()
    h.read(104.0, 0)
    for t, offset in tracked:
        if offset is not None:
            h.read(104.0 - offset, t)
            if report:
                out(f"{report}.sample.t{t}.offset", offset)
                out(f"{report}.sample.t{t}.target", h.height.target())
    return h, moves, tracked, release_velocity([(0, start)] + moves)


def fling_scenario():
    """`fling up 600 in 50ms`, then the deceleration read at 120 Hz frames."""
    h, moves, tracked, v = stacked_fling(600, 50_000, report="fling600")
    x0 = tracked[-1][1]
    release = moves[-1][0]
    out("fling600.release.offset", x0)
    out("fling600.release.velocity", v)
    k = 1000 * math.log(0.998)
    rest_t = math.log(0.5 / abs(v)) / k
    n = 1
    while True:
        t_us = frame_us(release, n)
        t = (t_us - release) / 1e6
        x = fling_offset(x0, v, t) if t < rest_t else x0 - v / k
        before = h.height.target()
        h.read(104.0 - x, t_us)
        if h.height.target() != before:
            out(f"fling600.frame{n}.t_us", t_us)
            out(f"fling600.frame{n}.offset", x)
            out(f"fling600.frame{n}.target", h.height.target())
        if t >= rest_t:
            break
        n += 1
    for t_us in (75_000, 100_000, 150_000, 400_000):
        out(f"fling600.height.t{t_us}", h.height.value(t_us))
        out(f"fling600.radius.t{t_us}", h.radius.value(t_us))
    out("fling600.settled_us", h.changes[-1][0] + DURATION_US)
    out("fling600.rest.offset", x0 - v / k)


def pull_scenario():
    """Overlay at the top of the screen: down (195, 600), the pan begins at (195, 610), pulled to
    (195, 630): 20 pt of finger past the top, rubber-banded on the 844 pt viewport."""
    pulled = rubber(20, 844.0)  # overlay: the scroll view fills the screen
    out("pull20.offset", -pulled)
    out("pull20.initialOffset", pulled)
    out("pull20.rest.height", height_and_radius(pulled, 0.0)[0])
    out("pull20.rest.radius", height_and_radius(pulled, 0.0)[1])


def drag_scenarios():
    """Raw touches under a stacked header (content top 104): the finger lands at (195, 600) at
    0 ms and moves every 8 ms; the pan begins at the first move (10 pt), offset 0."""
    # Collapse across the jump: offsets 20, 30, 40, 41 at 16, 24, 32, 40 ms.
    h = Header()
    h.read(104.0, 0)
    for t_ms, offset in ((16, 20), (24, 30), (32, 40), (40, 41)):
        h.read(104.0 - offset, t_ms * 1000)
        out(f"jump.t{t_ms}ms.target", (h.height.target(), h.radius.target()))
    for t_ms in (40, 100, 200, 382, 390):
        out(f"jump.height.t{t_ms}ms", h.height.value(t_ms * 1000))
        out(f"jump.radius.t{t_ms}ms", h.radius.value(t_ms * 1000))
    # ... and back: 40 at 48 ms, 0 at 56 ms.
    for t_ms, offset in ((48, 40), (56, 0)):
        h.read(104.0 - offset, t_ms * 1000)
        out(f"jump.back.t{t_ms}ms.target", (h.height.target(), h.radius.target()))
    for t_ms in (100, 300, 406):
        out(f"jump.back.height.t{t_ms}ms", h.height.value(t_ms * 1000))
        out(f"jump.back.radius.t{t_ms}ms", h.radius.value(t_ms * 1000))

    # One change: 10 pt at 16 ms (350 -> 300).
    h = Header()
    h.read(104.0, 0)
    h.read(94.0, 16_000)
    for t_us in (116_000, 191_000, 366_000):
        out(f"single.height.t{t_us}", h.height.value(t_us))

    # Two changes: 10 pt at 16 ms, 20 pt at 116 ms (the combining example shifted by 16 ms).
    h = Header()
    h.read(104.0, 0)
    h.read(94.0, 16_000)
    h.read(84.0, 116_000)
    for t_us in (216_000, 366_000, 416_000, 466_000):
        out(f"two.height.t{t_us}", h.height.value(t_us))
        out(f"two.running.t{t_us}", h.height.running(t_us))


def fling1500_scenario():
    """`fling up 1500` (100 ms): 12 samples of 12.5 pt; the header steps at each sample until
    it is past 40."""
    h, moves, tracked, v = stacked_fling(1500, 100_000)
    out("fling1500.changes", [(t, hh) for t, hh, _ in h.changes])
    k = 1000 * math.log(0.998)
    out("fling1500.velocity", v)
    out("fling1500.rest.offset", tracked[-1][1] - v / k)
    out("fling1500.rest.reading", 104 - (tracked[-1][1] - v / k))


def overlay_drag_scenario():
    """`drag (195, 400) to (195, 300)` (300 ms, 36 moves of 100/36 pt) on an overlay header at
    the top of the screen: the pan begins at the 4th move; the first reading after it is the
    baseline."""
    moves = drag_samples(400, 300, 300_000)
    tracked = [(t, o) for t, o in track(400, moves) if o is not None]
    h = Header()
    h.read(0.0, 0)
    for t, offset in tracked:
        h.read(-offset, t)
    out("overlaydrag.offset", tracked[-1][1])
    out("overlaydrag.initialOffset", h.initial)
    out("overlaydrag.target", (h.height.target(), h.radius.target()))
    out("overlaydrag.settled_us", h.changes[-1][0] + DURATION_US)
    v = release_velocity([(0, 400.0)] + moves)
    rest = tracked[-1][1] - v / (1000 * math.log(0.998))
    out("overlaydrag.velocity", v)
    out("overlaydrag.rest.offset", rest)
    out("overlaydrag.second.offset", rest + tracked[-1][1])


def stacked_pull_scenario():
    """Pulls past the top under the stacked header: the rubber band's d is the scroll view's own
    height, 740 on the default screen (693 under a 47 pt top safe area). Raw touches: down at
    (195, 300), the pan begins at (195, 310) (offset 0), then the finger goes down 30, 100 and 400
    pt past it; held 100 ms and lifted (no velocity), the content springs back from where it is
    shown with the scroll view's bounce (tools/expected/scroll.py, bounce())."""
    d = stacked_viewport()[3]
    for pull in (30.0, 100.0, 400.0):
        out(f"stackedpull.{int(pull)}", -rubber(pull, d))
        out(f"stackedpull.{int(pull)}.fullscreen", -rubber(pull, 844.0))
        out(f"stackedpull.{int(pull)}.reading", 104.0 + rubber(pull, d))
    shown = -rubber(400.0, d)
    for dt in (0.05, 0.1, 0.3):
        out(f"stackedpull.400.return.at+{dt}s", scroll.bounce(shown, 0.0, dt)[0])
    out("stackedpull.47.100", -rubber(100.0, stacked_viewport(safe_top=47.0)[3]))
    # Pushed past the bottom: `scroll content 1000` rests at most at 1000 - 740 = 260; the finger
    # lands at (195, 700), the pan begins at (195, 690), and goes 360 pt up: 100 pt past 260.
    out("stackedpush.maxOffset", 1000 - d)
    out("stackedpush.100", 1000 - d + rubber(100.0, d))


if __name__ == "__main__":
    main()
