#!/usr/bin/env python3
"""Expected numbers for the gooey tab bar, computed independently of the Swift model.

Pure Python, no dependencies: closed-form springs, a cubic Bezier solved by bisection, and the
document's droplet sequence replayed from the design document ("Gooey Tab Bar in SwiftUI"):

  * the indent's centre and the ball's x: spring(response: 0.4, dampingFraction: 0.6) on
    selectedCenterX (section 5);
  * the ball's scale: easeOut 0.1 s to 0.6 at the tap, spring(0.2, 0.4) to 1.3 at +0.25 s,
    spring(0.15, 0.5) to 1.0 at +0.35 s (section 4).

Interruptions follow SwiftUI's rules as swiftui_animation.py writes them out: an assignment of
the value the ball already heads for starts nothing; a spring merges (keeping a lone spring's
velocity, none from a timing curve or a combination); a timing curve combines with what runs.
Peaks are found by sampling every microsecond near the candidate and refining by golden-section
search, not by the model's analytic extrema, so the two methods check each other.

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


from swiftui_animation import EASE_OUT, Spring, Timeline, Timing, peak

CENTRE_EPSILON = 0.01  # the indent's and ball's centre settle within 0.01 pt (our decision)
SCALE_EPSILON = 0.0001  # the ball's scale settles within 1e-4 (our decision)


def spring(p, epsilon=SCALE_EPSILON):
    return Spring(p[0], p[1], epsilon)


def ease_out(duration):
    return Timing(EASE_OUT, duration)


def droplet(taps):
    """The ball's scale for taps (lift instants, seconds): every tap's phases fire, as
    DispatchQueue.main.asyncAfter does; at one instant, phases fire in the order scheduled."""
    actions = []
    for order, t in enumerate(taps):
        actions.append((t, order, 0, 0.6, ease_out(0.1)))
        actions.append((round(t + 0.25, 6), order, 1, 1.3, spring(LAND)))
        actions.append((round(t + 0.35, 6), order, 2, 1.0, spring(SETTLE)))
    actions.sort(key=lambda a: (a[0], a[1], a[2]))
    scale = Timeline(1.0)
    for t, _, _, to, spec in actions:
        scale.animate(t, to, spec)
    return scale


def one_droplet_value(t):
    return droplet([0.0]).value(t)


def travel(from_x, to_x, start):
    centre = Timeline(from_x)
    centre.animate(start, to_x, spring(TRAVEL, CENTRE_EPSILON))
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
    velocity = rt.velocity(0.1)
    rt.animate(0.1, c[3], spring(TRAVEL, CENTRE_EPSILON))
    for t in (0.1, 0.15, 0.2, 0.3, 0.5, 1.0):
        out(f"retarget.0to2to3@{t}", rt.value(t))
    out("retarget.velocity@0.1", velocity)
    print("# retarget back: Home -> Profile, at +0.1 s back to Home")
    back = travel(c[0], c[3], 0.0)
    back.animate(0.1, c[0], spring(TRAVEL, CENTRE_EPSILON))
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
    alone = Timeline(0.6)
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
