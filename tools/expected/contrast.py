#!/usr/bin/env python3
"""Expected WCAG contrast ratios for the audits, computed independently of the Swift model.

Colours are the values docs/colours.md documents (Apple's HIG system colour table; Flutter's
CupertinoColors for the semantic colours; the design documents for which colour goes where).
Luminance and ratio follow WCAG 2.x exactly:
  each channel c/12.92 if c <= 0.04045 else ((c + 0.055)/1.055)^2.4,
  L = 0.2126 R + 0.7152 G + 0.0722 B, ratio (L1 + 0.05)/(L2 + 0.05).
Translucent colours are composited (source-over) on the 0..1 sRGB components.
A backdrop over unknown content is judged over white and over black; the lower ratio stands.

Run: python3 tools/expected/contrast.py  (prints every case by name: glass, gooey, bubble,
tabview, each in light/dark with Increase Contrast off/on, Reduce Transparency off/on).
"""

WHITE = (1.0, 1.0, 1.0, 1.0)
BLACK = (0.0, 0.0, 0.0, 1.0)


def rgb(r, g, b, a=255):
    return (r / 255, g / 255, b / 255, a / 255)


# (light, dark, light + Increase Contrast, dark + Increase Contrast)
SYSTEM = {
    "blue": (rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
    "gray": (rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
    "systemGray6": (rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
    "primary": (rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255)),
    "systemBackground": (rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0)),
    "secondarySystemBackground": (
        rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
    "barBackground": (
        rgb(249, 249, 249, 240), rgb(29, 29, 29, 240), rgb(249, 249, 249, 240),
        rgb(29, 29, 29, 240)),
}


def system(name, dark, high):
    return SYSTEM[name][(1 if dark else 0) + (2 if high else 0)]


def over(top, bottom):
    """Source-over on the encoded components."""
    a = top[3] + bottom[3] * (1 - top[3])
    mix = lambda t, b: (t * top[3] + b * bottom[3] * (1 - top[3])) / a
    return (mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2]), a)


def luminance(c):
    lin = lambda v: v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def worst(foreground, bases, layers=()):
    """Lowest ratio of `foreground` over every base with `layers` painted on it."""
    results = []
    for base in bases:
        bg = base
        for layer in layers:
            bg = over(layer, bg)
        results.append(ratio(over(foreground, bg), bg))
    return min(results)


CONTENT = (WHITE, BLACK)


def cases():
    out = {}
    for dark in (False, True):
        for high in (False, True):
            s = lambda n: system(n, dark, high)
            tag = ("dark" if dark else "light") + ("+ic" if high else "")
            for rt in (False, True):
                t = tag + ("+rt" if rt else "")
                # Glass: ultraThinMaterial; RT off: the content itself; RT on:
                # secondarySystemBackground. Labels .primary; pill blue 20 % (IC: .primary outline).
                bases = (s("secondarySystemBackground"),) if rt else CONTENT
                out[f"glass.label.{t}"] = worst(s("primary"), bases)
                pill = s("primary") if high else s("blue")[:3] + (0.2,)
                out[f"glass.pill.{t}"] = worst(pill, bases)
                # System TabView: bar colour 94 % over content; RT on: the bar colour opaque.
                if rt:
                    bar_bases, bar_layers = (s("barBackground")[:3] + (1.0,),), ()
                else:
                    bar_bases, bar_layers = CONTENT, (s("barBackground"),)
                out[f"tabview.selected.{t}"] = worst(s("blue"), bar_bases, bar_layers)
                out[f"tabview.unselected.{t}"] = worst(s("gray"), bar_bases, bar_layers)
            # Gooey: systemBackground bar and screen; ball accent (blue); labels blue / gray.
            out[f"gooey.ball.{tag}"] = worst(s("blue"), (s("systemBackground"),))
            out[f"gooey.selected.{tag}"] = worst(s("blue"), (s("systemBackground"),))
            out[f"gooey.unselected.{tag}"] = worst(s("gray"), (s("systemBackground"),))
            # Bubble, SwiftUI: container gray 10 % over systemBackground; bubble blue on it.
            container = (s("systemBackground"),)
            gray10 = s("gray")[:3] + (0.1,)
            out[f"bubble.swiftui.selected.{tag}"] = worst(WHITE, container, (gray10, s("blue")))
            out[f"bubble.swiftui.unselected.{tag}"] = worst(s("primary"), container, (gray10,))
            out[f"bubble.swiftui.bubble.{tag}"] = worst(s("blue"), container, (gray10,))
            # Bubble, UIKit: view .white (fixed), container systemGray6, titles .black / .white.
            view = (WHITE,)
            out[f"bubble.uikit.selected.{tag}"] = worst(WHITE, view, (s("systemGray6"), s("blue")))
            out[f"bubble.uikit.unselected.{tag}"] = worst(BLACK, view, (s("systemGray6"),))
            out[f"bubble.uikit.bubble.{tag}"] = worst(s("blue"), view, (s("systemGray6"),))
    return out


if __name__ == "__main__":
    for name, value in cases().items():
        print(f"{name} = {value:.6f}")
