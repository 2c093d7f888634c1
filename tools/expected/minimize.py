#!/usr/bin/env python3
"""Expected numbers for the iOS 26 tab bar that minimises on scroll, independent of the Swift model.

Pure Python, no dependencies. It replays the scenarios in scenarios/tabview/minimize-*.scenario
(and, with the collapsing header's rules from tools/expected/header.py,
scenarios/tabview/header-scroll-and-minimize.scenario) from the rules docs/components/tabview.md states, not from the model's code:

  * touches, the pan, the release velocity and UIKit's deceleration as the scroll view's own
    script replays them (tools/expected/scroll.py: samples at 120 Hz, a 10 pt slop, the
    least-squares velocity, x(t) = x0 + v0 (e^(kt) - 1)/k with k = 1000 ln(rate));
  * the bar minimises at the first instant the offset reaches anchor + threshold (on-scroll-down)
    and expands at the first instant it is back at 0; during a fling that instant is
    t = ln(1 + k (x - x0)/v0)/k after the release, rounded up to a whole microsecond;
  * the geometry: the full bar 49 pt on the bottom safe-area inset, the minimised capsule 64 x 44
    16 pt from the leading edge, the inline accessory 8 pt after it to 16 pt from the trailing
    edge; the content's bottom inset is the safe area plus 49 (+ 48 with the accessory), or 44;
  * the morph: SwiftUI .smooth, a critically damped spring of response 0.5 s:
    p(t) = 1 - (1 + w t) e^(-w t), w = 2 pi / 0.5, each frame edge moving in proportion.

Run: python3 tools/expected/minimize.py   (prints `name = value` lines the scenarios cite;
numbers are rounded to 6 decimals, the language's comparison tolerance).
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import header  # noqa: E402  (the collapsing header's function, readings and combining)
import scroll  # noqa: E402  (the scroll view's replay: samples, tracking, deceleration)

SCREEN_W, SCREEN_H = 390.0, 844.0
SAFE_TOP, SAFE_BOTTOM = 59.0, 34.0
TAB_BAR = 49.0
ACCESSORY = 48.0
CAPSULE_W, CAPSULE_H = 64.0, 44.0
MARGIN = 16.0
SPACING = 8.0
THRESHOLD = 49.0
OMEGA = 2 * math.pi / 0.5


def out(name, value):
    if isinstance(value, float):
        print(f"{name} = {value:.6f}")
    else:
        print(f"{name} = {value}")


def visible(bottom_inset):
    return SCREEN_H - SAFE_TOP - bottom_inset


def max_offset(content, bottom_inset):
    return max(0.0, content - visible(bottom_inset))


def crossing_us(x0, v0, rate, x):
    """Microseconds after the release until a fling from x0 at v0 first reaches x."""
    k = scroll.k_of(rate)
    t = math.log(1 + k * (x - x0) / v0) / k
    return math.ceil(t * 1e6), t


def progress(t):
    return 1 - (1 + OMEGA * t) * math.exp(-OMEGA * t)


def mix(a, b, f):
    return a + (b - a) * f


def main():
    full_inset = SAFE_BOTTOM + TAB_BAR
    min_inset = SAFE_BOTTOM + CAPSULE_H
    out("geometry.bar.full", (0.0, SCREEN_H - SAFE_BOTTOM - TAB_BAR, SCREEN_W, TAB_BAR))
    capsule = (MARGIN, SCREEN_H - SAFE_BOTTOM - CAPSULE_H, CAPSULE_W, CAPSULE_H)
    out("geometry.bar.minimized", capsule)
    out("geometry.bar.minimized.rtl", (SCREEN_W - MARGIN - CAPSULE_W,) + capsule[1:])
    acc_x = MARGIN + CAPSULE_W + SPACING
    out("geometry.accessory.inline", (acc_x, capsule[1], SCREEN_W - acc_x - MARGIN, CAPSULE_H))
    out("geometry.accessory.expanded",
        (0.0, SCREEN_H - SAFE_BOTTOM - TAB_BAR - ACCESSORY, SCREEN_W, ACCESSORY))
    out("insets.bottom.full", full_inset)
    out("insets.bottom.full+accessory", full_inset + ACCESSORY)
    out("insets.bottom.minimized", min_inset)
    out("content3000.maxOffset.full", max_offset(3000, full_inset))
    out("content3000.maxOffset.minimized", max_offset(3000, min_inset))

    # The morph 100 ms and 250 ms after it starts: progress and the bar's frame.
    full = (0.0, SCREEN_H - SAFE_BOTTOM - TAB_BAR, SCREEN_W, TAB_BAR)
    for t in (0.1, 0.25):
        p = progress(t)
        out(f"morph.progress@{t}s", p)
        for name, a, b in zip(("x", "y", "width", "height"), full, capsule):
            out(f"morph.bar.{name}@{t}s", mix(a, b, p))
        out(f"morph.expand.progress@{t}s", 1 - p)

    # A fling: `fling up 1500` from the visible content's centre, normal rate, with the threshold
    # set past the release offset so the crossing happens while decelerating.
    d = visible(full_inset)
    centre = (195.0, SAFE_TOP + d / 2)
    mx = max_offset(3000, full_inset)
    samples = scroll.fling_samples("up", 1500, centre)
    began, x0, v0 = scroll.track(samples, 0, mx, d)
    out("fling1500.release", x0)
    out("fling1500.velocity", v0)
    for threshold in (200.0, 400.0):
        us, t = crossing_us(x0, v0, scroll.NORMAL, threshold)
        out(f"fling1500.threshold{int(threshold)}.crossing_us", 100_000 + us)
        out(f"fling1500.threshold{int(threshold)}.crossing_s", 0.1 + us / 1e6)
    out("fling1500.rest", scroll.decel_rest(x0, v0, scroll.NORMAL)[0])
    us, _ = crossing_us(x0, v0, scroll.FAST, 200.0)
    out("fling1500.fast.threshold200.crossing_us", 100_000 + us)
    out("fling1500.fast.rest", scroll.decel_rest(x0, v0, scroll.FAST)[0])

    # Minimised at 600 (a drag held still, lifted at 216 ms), then `fling down 3000` from the
    # centre of the content the minimised bar leaves (bottom inset 78): the instant it is back
    # at 0, where the bar expands.
    d_min = visible(min_inset)
    centre_min = (195.0, SAFE_TOP + d_min / 2)
    samples = scroll.fling_samples("down", 3000, centre_min)
    began, x0, v0 = scroll.track(samples, 600, max_offset(3000, min_inset), d_min)
    us, _ = crossing_us(x0, v0, scroll.NORMAL, 0.0)
    out("flingdown3000.from600.release", x0)
    out("flingdown3000.from600.velocity", v0)
    out("flingdown3000.from600.top_us", 316_000 + us)
    out("flingdown3000.from600.top_s", 0.316 + us / 1e6)

    # on-scroll-up, 900 pt of content: minimised at 138 (a drag held still, lifted at 432 ms),
    # then `fling up 300`, which scrolls the content down to the minimised bar's bottom edge
    # (193): the bar expands at the instant the decelerating content reaches it.
    mx_min = max_offset(900, min_inset)
    samples = scroll.fling_samples("up", 300, centre_min)
    began, x0, v0 = scroll.track(samples, 138, mx_min, d_min)
    us, _ = crossing_us(x0, v0, scroll.NORMAL, mx_min)
    out("up.flingup300.from138.release", x0)
    out("up.flingup300.from138.velocity", v0)
    out("up.flingup300.from138.bottom", mx_min)
    out("up.flingup300.from138.bottom_us", 532_000 + us)

    # on-scroll-up, 3000 pt of content, the full bar: `fling up 300` from the centre, then a
    # scroll to the top. The fling reports once, at its release; where it comes to rest is the
    # anchor, and the top is rest - 0 >= THRESHOLD below it, so the scroll to the top minimises
    # the bar, animated or as a jump (scenarios/tabview/minimize-anchor-counts-where-a-fling-went).
    samples = scroll.fling_samples("up", 300, centre)
    began, x0, v0 = scroll.track(samples, 0, mx, d)
    rest = scroll.decel_rest(x0, v0, scroll.NORMAL)[0]
    out("up.flingup300.from0.release", x0)
    out("up.flingup300.from0.rest", rest)
    out("up.flingup300.from0.rest_minus_threshold", rest - THRESHOLD)

    # VoiceOver's page: the visible height under the full bar less 44 pt.
    out("voiceover.page", visible(full_inset) - 44)

    header_and_minimize()


def header_and_minimize():
    """scenarios/tabview/header-scroll-and-minimize.scenario: the collapsing header (stacked) and
    the system TabView (on-scroll-down, threshold 49) over `scroll content 3000`, safe areas 59
    and 34. The content's top is at 59 + 96 + 8 = 163, the header's first reading; a reading is
    163 - offset (docs/components/header.md#readings). One `fling up 900 from (195, 600) in 50ms`
    collapses the header past 40 pt and minimises the bar while it decelerates; after it rests,
    `at 5s` a `fling down 3000 from (195, 300)` runs into the top: the bar expands at the instant
    the content reaches 0, and the header is back at 350 at the first frame at or past the top."""
    top = SAFE_TOP + header.TOP_VIEW + header.SPACING
    out("hm.contentTop", top)
    # Stacked, the scroll view starts below the header: its frame is 844 - 163 = 681 tall (the
    # rubber band's d) and its top inset 0, so what is visible is 681 less the bottom inset.
    viewport = header.stacked_viewport(safe_top=SAFE_TOP)[3]
    out("hm.viewport", viewport)

    def stacked_max_offset(bottom_inset):
        return max(0.0, 3000 - (viewport - bottom_inset))

    mx = stacked_max_offset(SAFE_BOTTOM + TAB_BAR)
    out("hm.maxOffset", mx)

    # The fling up: 6 samples of 7.5 pt; the pan begins at the second (15 pt from the touch-down).
    samples = scroll.fling_samples("up", 900, (195.0, 600.0), duration_us=50_000)
    began, x0, v0 = scroll.track(samples, 0, mx, viewport)
    release = samples[-1][0]
    out("hm.up.began_us", began)
    out("hm.up.release", x0)
    out("hm.up.velocity", v0)
    k = scroll.k_of(scroll.NORMAL)
    rest = x0 - v0 / k
    rest_us = release + math.ceil(math.log(scroll.RESTING_SPEED / abs(v0)) / k * 1e6)
    out("hm.up.rest", rest)
    out("hm.up.rest_us", rest_us)

    h = header.Header()
    h.read(top, 0)
    # Readings at the drag samples after the pan began (the content follows the finger).
    offset = 0.0
    anchor_y = None
    for t_us, _, y, phase in samples[1:]:
        if t_us < began or phase == "up":
            continue
        if anchor_y is None:
            anchor_y = y
        offset = anchor_y - y
        h.read(top - offset, t_us)
        out(f"hm.up.sample.t{t_us}.target", (h.height.target(), h.radius.target()))
    # The bar: the instant the decelerating content reaches anchor (0) + 49.
    us, _ = crossing_us(x0, v0, scroll.NORMAL, THRESHOLD)
    minimized_us = release + us
    out("hm.up.minimized_us", minimized_us)
    # The header's frames after the release, until the content rests.
    n = 1
    jump_us = None
    while True:
        t_us = header.frame_us(release, n)
        if t_us >= rest_us:
            x = rest
        else:
            x = scroll.decel_offset(x0, v0, scroll.NORMAL, (t_us - release) / 1e6)
        before = h.height.target()
        h.read(top - x, t_us)
        if h.height.target() != before:
            out(f"hm.up.frame{n}.t_us", t_us)
            out(f"hm.up.frame{n}.offset", x)
            out(f"hm.up.frame{n}.target", (h.height.target(), h.radius.target()))
            if h.height.target() == header.MIN_HEIGHT:
                jump_us = t_us
        if t_us >= rest_us:
            break
        n += 1
    out("hm.up.jump_us", jump_us)
    out("hm.up.height@minimized", h.height.value(minimized_us))
    out("hm.up.radius@minimized", h.radius.value(minimized_us))
    out("hm.up.morph@minimized+0.1s", progress(0.1))
    out("hm.up.header_settled_us", h.changes[-1][0] + header.DURATION_US)
    out("hm.up.reading_at_rest", top - rest)

    # The fling down, 5 s in: 12 samples of 25 pt; the pan begins at the first, so the release is
    # 11 x 25 pt above the rest. It decelerates into the top and bounces there.
    t0 = 5_000_000
    mx_min = stacked_max_offset(SAFE_BOTTOM + CAPSULE_H)
    samples = scroll.fling_samples("down", 3000, (195.0, 300.0), t0_us=t0)
    began, x1, v1 = scroll.track(samples, rest, mx_min, viewport)
    release = samples[-1][0]
    out("hm.down.release", x1)
    out("hm.down.velocity", v1)
    t_edge, us_edge, v_edge = scroll.decel_edge_hit(x1, v1, scroll.NORMAL, 0.0)
    top_us = release + us_edge
    out("hm.down.top_us", top_us)
    out("hm.down.edge_velocity", v_edge)
    # Readings at the drag samples: the finger moves down, the content follows from the first.
    anchor_y = samples[1][2]
    for t_us, _, y, phase in samples[1:]:
        if phase != "up":
            h.read(top - (rest - (y - anchor_y)), t_us)
    out("hm.down.drag_target", (h.height.target(), h.radius.target()))
    n = 1
    while True:
        t_us = header.frame_us(release, n)
        if t_us < top_us:
            x = scroll.decel_offset(x1, v1, scroll.NORMAL, (t_us - release) / 1e6)
        else:
            x = scroll.bounce(0.0, v_edge, (t_us - top_us) / 1e6)[0]
        before = (h.height.target(), h.radius.target())
        h.read(top - x, t_us)
        if (h.height.target(), h.radius.target()) != before:
            out(f"hm.down.frame{n}.t_us", t_us)
            out(f"hm.down.frame{n}.offset", x)
            out(f"hm.down.frame{n}.target", (h.height.target(), h.radius.target()))
        if h.height.target() == header.MAX_HEIGHT:
            break
        n += 1
    out("hm.down.header_settled_us", h.changes[-1][0] + header.DURATION_US)


if __name__ == "__main__":
    main()
