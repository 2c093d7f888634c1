#!/usr/bin/env python3
"""Expected numbers for animations that interrupt each other, computed independently of the model.

Pure Python, no dependencies beyond swiftui_animation.py (SwiftUI's rules written out: an
unchanged value starts nothing, springs merge, timing curves combine, a change without animation
shifts what runs). Covers the glass bar's pill (a tap during a slide, a drag released during a
slide) and the gooey bar's lift.

Glass bar (docs/design-inputs.md): 4 tabs on 390 pt, item width 97.5, the pill's resting offset
index * 97.5 - 9.75, its slide easeInOut 0.35 s. A synthesised tap lifts 50 ms after it lands,
and the selection changes at the lift.

Run: python3 tools/expected/interruptions.py   (prints `name = value`, 6 decimals).
"""

import gooey
import scroll
from swiftui_animation import EASE_IN_OUT, EASE_OUT, Timeline, Timing, first_crossing, peak

ITEM = 390.0 / 4
SLIDE = Timing(EASE_IN_OUT, 0.35)


def offset(index):
    return index * ITEM - 0.1 * ITEM


def out(name, value):
    print(f"{name} = {value:.6f}")


def main():
    print("# a tap on Profile lifting at 150 ms, 100 ms into the slide Home -> Library (from 50 ms)")
    pill = Timeline(offset(0))
    pill.animate(0.05, offset(2), SLIDE)
    out("glass.tapProfile.from", pill.value(0.15))
    pill.animate(0.15, offset(3), SLIDE)
    for t in (0.2375, 0.325, 0.4, 0.4125, 0.5):
        out(f"glass.tapProfile@{t}", pill.value(t))

    print("# a tap on Home lifting at 200 ms, 150 ms into the slide Home -> Library")
    pill = Timeline(offset(0))
    pill.animate(0.05, offset(2), SLIDE)
    out("glass.tapHome.from", pill.value(0.2))
    pill.animate(0.2, offset(0), SLIDE)
    for t in (0.2875, 0.375, 0.4625, 0.55):
        out(f"glass.tapHome@{t}", pill.value(t))
    value, t = peak(pill.value, 0.2, 0.55)
    out("glass.tapHome.peak", value)
    out("glass.tapHome.peak.time", t)
    out("glass.tapHome.crosses120", first_crossing(pill.value, 0.2, 0.3, 120.0))
    out("glass.tapHome.back120", first_crossing(pill.value, 0.3, 0.55, 120.0, above=False))

    print("# a 20 pt drag (finger down at 100 ms) released at 300 ms during the slide to Library")
    pill = Timeline(offset(0))
    pill.animate(0.05, offset(2), SLIDE)
    out("glass.drag@0.116", pill.value(0.116) + 20)
    out("glass.drag@0.225", pill.value(0.225) + 20)
    # The release: the drag becomes part of the model value without animation, then the pill is
    # sent to Library's resting offset with the slide, combined with the first slide still running.
    pill.shift(0.3, 20)
    out("glass.drag.release.from", pill.value(0.3))
    pill.animate(0.3, offset(2), SLIDE)
    for t in (0.3875, 0.475, 0.5625, 0.65):
        out(f"glass.drag@{t}", pill.value(t))
    value, t = peak(pill.value, 0.3, 0.65)
    out("glass.drag.peak", value)
    out("glass.drag.peak.time", t)

    print("# the gooey bar: tap Library at 1000 ms (lift 1050), tap Profile (lift 1100)")
    scale = Timeline(1.0)
    scale.animate(1.05, 0.6, Timing(EASE_OUT, 0.1))
    changed = scale.animate(1.1, 0.6, Timing(EASE_OUT, 0.1))
    print(f"# the second lift changes the value: {changed}")
    for t in (1.1, 1.11, 1.15):
        out(f"gooey.lift@{t}", scale.value(t))

    print("# an invariant ball.scale <= 1.4 over the droplet of a tap lifting at 1.05 s")
    droplet = gooey.droplet([1.05])
    out("gooey.droplet.crosses1.4", first_crossing(droplet.value, 1.3, 1.41, 1.4))
    value, t = peak(droplet.value, 1.3, 1.6)
    out("gooey.droplet.peak", value)
    out("gooey.droplet.peak.time", t)
    out("gooey.droplet.below1", first_crossing(droplet.value, 1.41, 1.7, 1.0, above=False))

    print("# an invariant scroll.offset >= -50 over the bounce of scroll.py's edge.top fling")
    samples = scroll.fling_samples("down", 3000, (195, 422))
    _, x0, v0 = scroll.track(samples, 600, 3000 - scroll.SCREEN_H, scroll.SCREEN_H)
    _, us, v_edge = scroll.decel_edge_hit(x0, v0, scroll.NORMAL, 0.0)
    hit = (316_000 + us) / 1e6
    def scroll_offset(t):
        return scroll.bounce(0.0, v_edge, t - hit)[0] if t >= hit else 0.0

    out("scroll.bounce.crosses-50", first_crossing(scroll_offset, hit, hit + 0.1, -50.0, above=False))

    print("# an invariant pill.offset <= 150 over the slide Home -> Library from 50 ms")
    pill = Timeline(offset(0))
    pill.animate(0.05, offset(2), SLIDE)
    out("glass.slide.crosses150", first_crossing(pill.value, 0.05, 0.4, 150.0))


if __name__ == "__main__":
    main()
