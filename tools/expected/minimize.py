#!/usr/bin/env python3
"""Expected numbers for the iOS 26 tab bar that minimises on scroll, independent of the Swift model.

Pure Python, no dependencies. It replays the scenarios in scenarios/tabview/minimize-*.scenario
from the rules docs/components/tabview.md states, not from the model's code:

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

    # VoiceOver's page: the visible height under the full bar less 44 pt.
    out("voiceover.page", visible(full_inset) - 44)


if __name__ == "__main__":
    main()
