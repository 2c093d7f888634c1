#!/usr/bin/env python3
"""Widths of tab bar labels at 10 pt for the dynamic-type audit, computed independently of the
Swift model: uharfbuzz (PyPI's own HarfBuzz build) with Inter Medium and Bold, as the scenario
language measures them (docs/colours.md#text). Not needed by CI: run it by hand
(`pip install uharfbuzz`, then `python3 tools/expected/labels.py TITLE ...`).

Prints each title's width in medium and bold, and the room a tab gives it on the screens the
scenarios use: the glass bar and the system TabView split the screen's width equally; the gooey
bar's buttons are 44 pt wide.
"""
import sys

import uharfbuzz as hb

INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
SIZE = 10.0


def width(text, weight):
    blob = hb.Blob.from_file_path(INTER.format(weight))
    face = hb.Face(blob)
    font = hb.Font(face)
    font.scale = (face.upem, face.upem)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf)
    if any(info.codepoint == 0 for info in buf.glyph_infos):
        return None
    return sum(p.x_advance for p in buf.glyph_positions) * SIZE / face.upem


if __name__ == "__main__":
    titles = sys.argv[1:] or ["Home", "Search", "Notifications", "Library"]
    for title in titles:
        medium, bold = width(title, "Medium"), width(title, "Bold")
        print(f"{title}: medium {medium:.6f}, bold {bold:.6f}")
    for screen, tabs in ((320, 8), (390, 4), (390, 5)):
        print(f"a tab of {tabs} on {screen} pt: {screen / tabs:.6f} pt")
    print("a gooey button: 44 pt")
