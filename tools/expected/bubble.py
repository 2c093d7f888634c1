#!/usr/bin/env python3
"""Expected numbers for the bubble navigation bar, computed independently of the Swift model.

Text widths come from uharfbuzz (PyPI's own HarfBuzz build, not the system library the model
links) and fontTools; springs from the closed form in docs/platform-facts.md; the layout is
re-derived here from the design document's modifiers. Not needed by CI: run it by hand
(`pip install uharfbuzz fonttools`, then `python3 tools/expected/bubble.py [section]`) and copy
the numbers it prints into tests and scenarios, which name this script as their source.

Bold Text: iOS draws a system font two weight steps heavier (Core Text's accessibility-bold
weight; docs/components/bubble.md#bold-text), so medium is set in bold (Inter Bold) and semibold in
heavy (Inter ExtraBold, 800); every `bold=True` below measures those files instead.

Sections: widths, layout, spring, truncation, bold, all (default).
"""
import math
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
MEDIUM, SEMIBOLD = INTER.format("Medium"), INTER.format("SemiBold")
BOLD, HEAVY = INTER.format("Bold"), INTER.format("ExtraBold")  # medium, semibold under Bold Text
# The weight each design weight is drawn in under Bold Text, and the file that sets it.
UNDER_BOLD_TEXT = {"medium": "bold", "semibold": "heavy"}
FILES = {"medium": MEDIUM, "semibold": SEMIBOLD, "bold": BOLD, "heavy": HEAVY}
TITLES = ["Home", "My Projects", "Settings", "Profile"]
ELLIPSIS = "\u2026"

_faces = {}


def font(path):
    if path not in _faces:
        blob = hb.Blob.from_file_path(path)
        face = hb.Face(blob)
        f = hb.Font(face)
        f.scale = (face.upem, face.upem)
        _faces[path] = (face.upem, f)
    return _faces[path]


def width(text, path, size):
    """Advance width in points, shaped with default features; None if a glyph is missing."""
    upem, f = font(path)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(f, buf)
    if any(info.codepoint == 0 for info in buf.glyph_infos):
        return None
    return sum(p.x_advance for p in buf.glyph_positions) * size / upem


def line_height(path, size):
    """ascender - descender + lineGap (OS/2 typo metrics when USE_TYPO_METRICS, else hhea)."""
    t = TTFont(path)
    os2, hhea, upem = t["OS/2"], t["hhea"], t["head"].unitsPerEm
    if os2.fsSelection & (1 << 7):
        units = os2.sTypoAscender - os2.sTypoDescender + os2.sTypoLineGap
    else:
        units = hhea.ascent - hhea.descent + hhea.lineGap
    return units * size / upem


def truncate(text, path, size, room):
    """Tail truncation: the longest whole-character prefix (trailing spaces dropped) + '…'
    that fits `room`; the whole text when it fits; '' when not even '…' fits."""
    full = width(text, path, size)
    if full <= room:
        return text, full
    best = ("", 0.0)
    for n in range(len(text)):
        candidate = text[:n].rstrip() + ELLIPSIS
        w = width(candidate, path, size)
        if w <= room:
            best = (candidate, w)
    return best


# SwiftUI variant (design document, Approach 1)
SIZE = 16.0
PAD_H, PAD_V = 20.0, 12.0
CONTAINER_PAD = 6.0
OUTER_PAD = 16.0  # .padding() default


def weight_name(selected, bold=False, uikit=False):
    """The weight a title is drawn in: the design's, or Bold Text's heavier one."""
    designed = "medium" if uikit or not selected else "semibold"
    return UNDER_BOLD_TEXT[designed] if bold else designed


def swiftui_layout(titles, selected, screen_w=390.0, safe_top=0.0, rtl=False,
                   widths=None, bold=False):
    """Item frames (x, y, w, h), displayed titles, container frame, for a selected index.

    HStack(spacing: 0): children sorted by flexibility (ideal - minimum width; a Text can
    shrink to nothing, so a button's flexibility is its title's width), least flexible first;
    each is offered an equal share of what remains. `bold`: under Bold Text."""
    names = [weight_name(i == selected, bold) for i in range(len(titles))]
    paths = [FILES[n] for n in names]
    ideal = []
    for i, t in enumerate(titles):
        stated = (widths or {}).get((t, names[i]))
        ideal.append(stated if stated is not None else width(t, paths[i], SIZE))
    lh = line_height(MEDIUM, SIZE)
    proposal = screen_w - 2 * OUTER_PAD - 2 * CONTAINER_PAD
    order = sorted(range(len(titles)), key=lambda i: ideal[i])  # stable
    remaining = proposal
    text_w = [0.0] * len(titles)
    shown = [""] * len(titles)
    for k, i in enumerate(order):
        share = remaining / (len(titles) - k)
        room = max(share - 2 * PAD_H, 0.0)
        if ideal[i] <= room:
            shown[i], text_w[i] = titles[i], ideal[i]
        else:
            shown[i], text_w[i] = truncate(titles[i], paths[i], SIZE, room)
        remaining -= text_w[i] + 2 * PAD_H
    item_w = [w + 2 * PAD_H for w in text_w]
    item_h = lh + 2 * PAD_V
    stack_w = sum(item_w)
    container_w = stack_w + 2 * CONTAINER_PAD
    container_x = (screen_w - container_w) / 2
    container_y = safe_top + OUTER_PAD
    stack_x = container_x + CONTAINER_PAD
    y = container_y + CONTAINER_PAD
    frames = []
    offset = 0.0
    for i in range(len(titles)):
        x = stack_x + offset if not rtl else stack_x + stack_w - offset - item_w[i]
        frames.append((x, y, item_w[i], item_h))
        offset += item_w[i]
    container = (container_x, container_y, container_w, item_h + 2 * CONTAINER_PAD)
    return frames, shown, container


# UIKit variant (design document, Approach 2)
UIKIT_SIZE = 15.0
UIKIT_INSET_H, UIKIT_INSET_V = 16.0, 10.0
UIKIT_SPACING = 5.0
UIKIT_CONTAINER_INSET = 4.0
UIKIT_TOP = 20.0


def uikit_layout(titles, screen_w=390.0, safe_top=0.0, rtl=False, bold=False):
    """Every button at its intrinsic width (the stack is at its own fitting size, so
    fillProportionally leaves each at its intrinsic share); no truncation. `bold`: under Bold
    Text, every title in bold."""
    path = FILES[weight_name(False, bold, uikit=True)]
    item_w = [width(t, path, UIKIT_SIZE) + 2 * UIKIT_INSET_H for t in titles]
    item_h = line_height(MEDIUM, UIKIT_SIZE) + 2 * UIKIT_INSET_V
    stack_w = sum(item_w) + UIKIT_SPACING * (len(titles) - 1)
    container_w = stack_w + 2 * UIKIT_CONTAINER_INSET
    container_x = (screen_w - container_w) / 2
    container_y = safe_top + UIKIT_TOP
    stack_x = container_x + UIKIT_CONTAINER_INSET
    y = container_y + UIKIT_CONTAINER_INSET
    frames, offset = [], 0.0
    for i in range(len(titles)):
        x = stack_x + offset if not rtl else stack_x + stack_w - offset - item_w[i]
        frames.append((x, y, item_w[i], item_h))
        offset += item_w[i] + UIKIT_SPACING
    return frames, (container_x, container_y, container_w, item_h + 2 * UIKIT_CONTAINER_INSET)


# Springs: closed form of docs/platform-facts.md (underdamped), target T from x0 with v0.
def spring(x0, target, v0, t, response=0.5, zeta=0.7):
    lam = 2 * math.pi * zeta / response
    om = 2 * math.pi * math.sqrt(1 - zeta * zeta) / response
    d0 = x0 - target
    b = v0 + lam * d0
    d = math.exp(-lam * t) * (d0 * math.cos(om * t) + b / om * math.sin(om * t))
    v = math.exp(-lam * t) * (v0 * math.cos(om * t) - (lam * b / om + om * d0) * math.sin(om * t))
    return target + d, v


def fmt(v):
    return f"{v:.6f}".rstrip("0").rstrip(".")


def frame(f):
    return "(" + ", ".join(fmt(v) for v in f) + ")"


def section_widths():
    print("# widths (16 pt unless said)")
    for t in TITLES + ["Αρχική", "Профиль", ELLIPSIS]:
        print(f"{t!r}: medium {fmt(width(t, MEDIUM, SIZE))}, semibold {fmt(width(t, SEMIBOLD, SIZE))},"
              f" medium 15 pt {fmt(width(t, MEDIUM, UIKIT_SIZE))}")
    print(f"line height 16 pt {fmt(line_height(MEDIUM, SIZE))}, 15 pt {fmt(line_height(MEDIUM, UIKIT_SIZE))}")


def section_layout():
    print("# SwiftUI layout, 390 pt screen")
    for sel in range(4):
        frames, shown, container = swiftui_layout(TITLES, sel)
        print(f"selected {TITLES[sel]}: container {frame(container)}")
        for t, f, s in zip(TITLES, frames, shown):
            print(f"  {t}: {frame(f)} {s!r}")
    frames, shown, container = swiftui_layout(TITLES, 0, rtl=True)
    print(f"RTL selected Home: container {frame(container)}")
    for t, f in zip(TITLES, frames):
        print(f"  {t}: {frame(f)}")
    print("# UIKit layout, 390 pt screen")
    frames, container = uikit_layout(TITLES)
    print(f"container {frame(container)}")
    for t, f in zip(TITLES, frames):
        print(f"  {t}: {frame(f)}")


def section_spring():
    print("# bubble spring (0.5, 0.7): Home -> Settings at t = 0")
    a = swiftui_layout(TITLES, 0)[0]
    b = swiftui_layout(TITLES, 2)[0]
    for t in [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]:
        x, _ = spring(a[0][0], b[2][0], 0, t)
        w, _ = spring(a[0][2], b[2][2], 0, t)
        print(f"t={t}: x {fmt(x)}, width {fmt(w)}")


def section_truncation():
    print("# truncation")


def section_fixture():
    """The model's unit tests (Tests/NavSpecModelTests/BubbleBarTests.swift) hand the bar stated
    widths rather than a font: Home 45/46, My Projects 90/92, Settings 64/65, Profile 49/50
    (medium/semibold), line height 20, on a 500 pt screen. Layout by hand: 409 pt of buttons,
    container x 39.5, Home at 45.5. The bubble's spring, Home -> Settings at 0, retargeted to
    Profile at 0.1 s:"""
    print("# model fixture")
    x1, v1 = spring(45.5, 260.5, 0, 0.1)
    w1, wv1 = spring(86, 105, 0, 0.1)
    print(f"t=0.1 x {fmt(x1)} v {fmt(v1)}; width {fmt(w1)} v {fmt(wv1)}")
    for t in [0.2, 0.3, 0.5]:
        x, _ = spring(x1, 364.5, v1, t - 0.1)
        w, _ = spring(w1, 90, wv1, t - 0.1)
        print(f"t={t} x {fmt(x)}, width {fmt(w)}")


SECTIONS = {"widths": section_widths, "layout": section_layout, "spring": section_spring,
            "truncation": section_truncation, "fixture": section_fixture}



# Scenario numbers (scenarios/bubble/*.scenario): each function prints what one scenario expects.
# A synthesised `tap` lifts 50 ms after it starts, so a selection made by `tap X` at 0 starts its
# spring at 0.05 s.
def scn_spring(titles=TITLES, start=0, to=2, screen_w=390.0, samples=(0.25, 0.35, 0.55)):
    a = swiftui_layout(titles, start, screen_w=screen_w)[0][start]
    b = swiftui_layout(titles, to, screen_w=screen_w)[0][to]
    print(f"bubble {frame(a)} -> {frame(b)}")
    for t in samples:
        x, vx = spring(a[0], b[0], 0, t - 0.05)
        w, vw = spring(a[2], b[2], 0, t - 0.05)
        print(f"  at {int(round(t * 1000))}ms: x {fmt(x)}, width {fmt(w)}")


def scn_retarget(titles=TITLES, first=2, second=3, second_at=0.15, samples=(0.2, 0.3, 0.5)):
    """tap `first` at 0 (spring from 0.05), tap `second` at `second_at` (retarget at +0.05)."""
    a = swiftui_layout(titles, 0)[0][0]
    b = swiftui_layout(titles, first)[0][first]
    c = swiftui_layout(titles, second)[0][second]
    t1 = second_at + 0.05
    x1, vx1 = spring(a[0], b[0], 0, t1 - 0.05)
    w1, vw1 = spring(a[2], b[2], 0, t1 - 0.05)
    print(f"retarget at {fmt(t1)}: x {fmt(x1)} (v {fmt(vx1)}), width {fmt(w1)} (v {fmt(vw1)})")
    for t in samples:
        x, _ = spring(x1, c[0], vx1, t - t1)
        w, _ = spring(w1, c[2], vw1, t - t1)
        print(f"  at {int(round(t * 1000))}ms: x {fmt(x)}, width {fmt(w)}")


def section_scenarios():
    print("# scenarios: default bar on 390 pt, Home -> Settings")
    scn_spring()
    print("# Home -> Profile on 480 pt")
    scn_spring(to=3, screen_w=480.0)
    print("# retarget: Settings at 0, Profile at 150 ms")
    scn_retarget()
    for name, titles in [("Greek", ["Αρχική", "Αναζήτηση", "Προφίλ"]),
                         ("Cyrillic", ["Главная", "Поиск", "Профиль"])]:
        print(f"# {name}")
        for sel in (0, 2):
            f, s, c = swiftui_layout(titles, sel)
            print(f" selected {titles[sel]}: container {frame(c)}")
            for t, x, sh in zip(titles, f, s):
                print(f"  {t}: {frame(x)} {sh!r} medium {fmt(width(t, MEDIUM, SIZE))} semibold {fmt(width(t, SEMIBOLD, SIZE))}")
    print("# safe area top 59")
    f, s, c = swiftui_layout(TITLES, 0, safe_top=59)
    print(f" container {frame(c)}; Home {frame(f[0])}")
    print("# stated width: My Projects semibold 101.5 on 480 pt, My Projects selected")
    f, s, c = swiftui_layout(TITLES, 1, screen_w=480.0, widths={("My Projects", "semibold"): 101.5})
    print(f" container {frame(c)}")
    for t, x, sh in zip(TITLES, f, s):
        print(f"  {t}: {frame(x)} {sh!r}")
    bold = INTER.format("Bold")
    print("# another font: Inter Bold for both weights, 480 pt")
    print("  widths " + ", ".join(f"{t} {fmt(width(t, bold, SIZE))}" for t in TITLES))
    print("  line height", fmt(line_height(bold, SIZE)))
    print("# UIKit 430 pt and RTL")
    for rtl in (False, True):
        f, c = uikit_layout(TITLES, screen_w=430.0, rtl=rtl)
        print(f" rtl={rtl} container {frame(c)}; " + "; ".join(f"{t} {frame(x)}" for t, x in zip(TITLES, f)))
    f, c = uikit_layout(TITLES, screen_w=320.0)
    print(f" 320: container {frame(c)}")


SECTIONS["scenarios"] = section_scenarios


def print_swiftui(titles, selected, **kw):
    f, s, c = swiftui_layout(titles, selected, **kw)
    print(f" selected {titles[selected]}: container {frame(c)}")
    names = [weight_name(i == selected, kw.get("bold", False)) for i in range(len(titles))]
    for i, (t, x, sh) in enumerate(zip(titles, f, s)):
        stated = (kw.get("widths") or {}).get((t, names[i]))
        w = stated if stated is not None else width(t, FILES[names[i]], SIZE)
        print(f"  {t}: {frame(x)} {sh!r} {names[i]} width {fmt(w)}")
    return f, s, c


def section_bold():
    """Bold Text (scenarios/bubble/bold-text-*.scenario)."""
    print("# bold: widths under Bold Text (bold for medium, heavy for semibold)")
    for t in TITLES + [ELLIPSIS]:
        print(f"{t!r}: bold 16 pt {fmt(width(t, BOLD, SIZE))}, heavy 16 pt {fmt(width(t, HEAVY, SIZE))},"
              f" bold 15 pt {fmt(width(t, BOLD, UIKIT_SIZE))}")
    print(f"line height bold 16 pt {fmt(line_height(BOLD, SIZE))}, heavy {fmt(line_height(HEAVY, SIZE))}")
    print("# bold: SwiftUI, 390 pt")
    for sel in (0, 2):
        print_swiftui(TITLES, sel, bold=True)
    print("# bold: SwiftUI, 480 pt")
    for sel in (0, 2):
        print_swiftui(TITLES, sel, screen_w=480.0, bold=True)
    print("# bold: spring Settings -> Home, 480 pt, under Bold Text (t after the lift)")
    a = swiftui_layout(TITLES, 2, screen_w=480.0, bold=True)[0][2]
    b = swiftui_layout(TITLES, 0, screen_w=480.0, bold=True)[0][0]
    print(f" bubble {frame(a)} -> {frame(b)}")
    for t in (0.1, 0.2):
        x, _ = spring(a[0], b[0], 0, t)
        w, _ = spring(a[2], b[2], 0, t)
        print(f"  at +{int(round(t * 1000))}ms: x {fmt(x)}, width {fmt(w)}")
    print("# bold: UIKit, 430 pt")
    f, c = uikit_layout(TITLES, screen_w=430.0, bold=True)
    print(f" container {frame(c)}; " + "; ".join(f"{t} {frame(x)}" for t, x in zip(TITLES, f)))
    f, c = uikit_layout(TITLES, screen_w=430.0)
    print(f" (without) container {frame(c)}; " + "; ".join(f"{t} {frame(x)}" for t, x in zip(TITLES, f)))
    print("# bold: turned on mid-scenario, 480 pt: Settings selected at 0 (tap, spring from 0.05 s),"
          " Bold Text at 0.2 s: everything at the Bold Text layout at once")
    plain = swiftui_layout(TITLES, 2, screen_w=480.0)
    print(f" before: Settings {frame(plain[0][2])}")
    print_swiftui(TITLES, 2, screen_w=480.0, bold=True)
    print("# bold: stated widths, 480 pt, My Projects selected: heavy 110 stated")
    print_swiftui(TITLES, 1, screen_w=480.0, bold=True, widths={("My Projects", "heavy"): 110.0})
    print("# bold: a title Inter cannot set (CJK), stated in medium 32 / semibold 33 only: under Bold"
          " Text its Bold Text weights take those; stated bold 34 wins")
    cjk = ["Home", "設定"]
    widths = {("設定", "medium"): 32.0, ("設定", "semibold"): 33.0,
              ("設定", "bold"): 32.0, ("設定", "heavy"): 33.0}
    print_swiftui(cjk, 0, bold=True, widths=widths)
    widths[("設定", "bold")] = 34.0
    print_swiftui(cjk, 0, bold=True, widths=widths)


SECTIONS["bold"] = section_bold


# The UIKit bubble's motion: `UIView.animate(withDuration: 0.5, usingSpringWithDamping: 0.7, …)`.
# Known: it starts when the selection changes (under every setting), ends after the duration with
# the bubble on the button. The curve in between is a stand-in: the public reconstruction
# (guillianbalisi/ios-spring-animations, Math.swift computeDerivedCurveOptions, after Framer's
# SpringsExample) finds the undamped frequency w0 at which the envelope
# (zeta w0 - v)/wd * e^(-zeta w0 T) is epsilon = 0.001 of the distance at T = the duration; solved
# here by Newton's method as it does, from rest (v = 0).
UIKIT_DURATION, UIKIT_ZETA, UIKIT_EPSILON = 0.5, 0.7, 0.001


def uikit_undamped_frequency(zeta=UIKIT_ZETA, duration=UIKIT_DURATION, eps=UIKIT_EPSILON, v=0.0):
    def envelope(w):
        return eps - (zeta * w - v) / (w * math.sqrt(1 - zeta * zeta)) * math.exp(-zeta * w * duration)

    w = 5 / duration  # the reconstruction's first guess
    for _ in range(60):
        h = 1e-7 * w
        d = (envelope(w + h) - envelope(w - h)) / (2 * h)
        w -= envelope(w) / d
    return w


def section_uikit_motion():
    """scenarios/bubble/uikit-bubble-moves.scenario and reduce-motion-still-springs.scenario:
    Home -> Settings on 390 pt, the tap lifting at 50 ms."""
    w = uikit_undamped_frequency()
    response = 2 * math.pi / w
    print(f"# uikit motion: w0 {fmt(w)} /s, response {fmt(response)} s, ends {UIKIT_DURATION} s after it starts")
    frames, _ = uikit_layout(TITLES)
    a, b = frames[0], frames[2]
    print(f" bubble {frame(a)} -> {frame(b)}; ends at {int(round((0.05 + UIKIT_DURATION) * 1000))}ms on {frame(b)}")
    for t in (0.05, 0.1, 0.25, 0.45, 0.5):
        x, _ = spring(a[0], b[0], 0, t, response=response, zeta=UIKIT_ZETA)
        wd, _ = spring(a[2], b[2], 0, t, response=response, zeta=UIKIT_ZETA)
        print(f"  stand-in at +{int(round(t * 1000))}ms (not asserted: not exact): x {fmt(x)}, width {fmt(wd)}")


SECTIONS["uikitmotion"] = section_uikit_motion

def envelope_settle(distance, epsilon=0.01, response=0.5, zeta=0.7):
    """When the model calls a spring from rest over `distance` settled: the earlier of the two
    envelopes docs/model.md names, A e^(-lt) with A = |d| sqrt(1 + (l/w)^2), and the polynomial
    (|d| + |b| t) e^(-lt) with b = l d, each solved for epsilon (the second by bisection)."""
    lam = 2 * math.pi * zeta / response
    om = 2 * math.pi * math.sqrt(1 - zeta * zeta) / response
    d = abs(distance)
    exponential = math.log(d * math.sqrt(1 + (lam / om) ** 2) / epsilon) / lam
    poly = lambda t: (d + lam * d * t) * math.exp(-lam * t)
    if poly(exponential) > epsilon:
        return exponential
    lo, hi = 0.0, exponential
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if poly(mid) > epsilon else (lo, mid)
    return hi


def section_mirror():
    """scenarios/bubble/right-to-left-moves-as-left-to-right.scenario: Home -> "My Projects" on
    390 pt, the tap lifting at 50 ms, in both directions. Right to left, SwiftUI animates the
    leading edge's distance from the right, so x travels as far as left to right and settles at
    the same instant; the left edge's travel differs by the width change."""
    ltr = [swiftui_layout(TITLES, k)[0][k] for k in (0, 1)]
    rtl = [swiftui_layout(TITLES, k, rtl=True)[0][k] for k in (0, 1)]
    a, b = ltr
    print(f"# mirror: ltr {frame(a)} -> {frame(b)}; rtl {frame(rtl[0])} -> {frame(rtl[1])}")
    settle = 0.05 + envelope_settle(b[0] - a[0])
    print(f"  x settles (both directions) at {settle * 1000:.3f}ms")
    left_edge = 0.05 + envelope_settle(rtl[1][0] - rtl[0][0])
    print(f"  (had rtl animated its left edge: {left_edge * 1000:.3f}ms)")
    x, _ = spring(a[0], b[0], 0, 0.25)
    w, _ = spring(a[2], b[2], 0, 0.25)
    print(f"  at 300ms: ltr x {fmt(x)}, width {fmt(w)}; rtl x = 390 - x - width = {fmt(390 - x - w)}")


SECTIONS["mirror"] = section_mirror


if __name__ == "__main__":
    names = sys.argv[1:] or ["all"]
    for name in names:
        for key, fn in SECTIONS.items():
            if name in (key, "all"):
                fn()
