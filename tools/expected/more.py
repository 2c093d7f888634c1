#!/usr/bin/env python3
"""Expected numbers for the More tab of a compact tab bar, independent of the Swift model.

Pure Python, no dependencies (it borrows the touch samples, the velocity estimator and the
easeInOut curve from tools/expected/scroll.py). It replays scenarios/tabview/more-*.scenario and
scenarios/audits/hit-target-system-tabview.scenario from the rules docs/components/tabview.md
states (#the-more-tab), not from the model's code:

  * a compact tab bar shows at most five items: with more than five tabs in it (hidden tabs left
    out, in the user's order), the first four and a More item, each an equal slice of the screen's
    width, 49 pt tall on the bottom safe-area inset, the first at the leading edge (the right in
    right-to-left), More last; regular width keeps every tab on the bar;
  * the More list: a 44 pt navigation bar below the top safe area (title in the middle third, the
    Edit button in the trailing third), then one 44 pt row per tab of the list, full width;
  * VoiceOver: "Selected, Home, Tab, 1 of 5", "More, Tab, 5 of 5", "Maps, Row, 3 of 4",
    "More, Heading", "Edit, Button";
  * a row's push and the back to the list slide the tab's screen across the content width with
    easeInOut over 0.35 s; the swipe back at the tab's root is the router's swipe (10 pt to
    begin, the offset is the translation, release: at least one width per second decides by
    direction, else past half the width pops), finishing over the remaining fraction of 0.35 s.

Run: python3 tools/expected/more.py   (prints `name = value` lines the scenarios cite; numbers
are rounded to 6 decimals, the language's comparison tolerance).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scroll  # noqa: E402  (touch samples, the velocity estimator, easeInOut)

TAB_BAR = 49.0  # UITabBar's height on iPhone (docs/model.md#constants)
NAV_BAR = 44.0  # the navigation bar (docs/platform-facts.md#bar-heights)
ROW = 44.0  # a row of the More list, as a sidebar row (docs/platform-facts.md#minimum-hit-region)
MAX_ITEMS = 5  # a compact tab bar's items (UITabBarController; the iOS HIG)
SLIDE = 0.35  # push and pop, easeInOut (docs/model.md#constants)
SLOP = 10.0  # the swipe begins 10 pt from touch-down (docs/platform-facts.md#drag-minimum-distance)
FLING_WIDTHS = 1.0  # a release this fast decides by direction (docs/platform-facts.md)


def out(name, value):
    if isinstance(value, float):
        print(f"{name} = {value:.6f}")
    elif isinstance(value, tuple):
        print(f"{name} = ({', '.join(f'{v:.6f}' if isinstance(v, float) else str(v) for v in value)})")
    else:
        print(f"{name} = {value}")


def split(tabs):
    """(bar tabs, More list tabs) of a compact bar; no More item up to five tabs."""
    if len(tabs) <= MAX_ITEMS:
        return list(tabs), []
    return list(tabs[: MAX_ITEMS - 1]), list(tabs[MAX_ITEMS - 1:])


def bar_items(tabs, width, height, safe_bottom, rtl=False, compact=True):
    """{item: (x, y, w, h)} for the bar's tabs and the More item ('more')."""
    bar, rest = split(tabs) if compact else (list(tabs), [])
    items = bar + (["more"] if rest else [])
    w = width / len(items)
    y = height - safe_bottom - TAB_BAR
    frames = {}
    for i, item in enumerate(items):
        x = width - (i + 1) * w if rtl else i * w
        frames[item] = (x, y, w, TAB_BAR)
    return frames


def list_rows(tabs, width, safe_top):
    """{tab: (x, y, w, h)} for the More list's rows."""
    _, rest = split(tabs)
    top = safe_top + NAV_BAR
    return {tab: (0.0, top + i * ROW, width, ROW) for i, tab in enumerate(rest)}


def list_bar(width, safe_top, rtl=False):
    third = width / 3
    title = (third, safe_top, third, NAV_BAR)
    edit = (0.0 if rtl else 2 * third, safe_top, third, NAV_BAR)
    return title, edit


def centre(frame):
    x, y, w, h = frame
    return (x + w / 2, y + h / 2)


def spoken_item(label, position, count, selected=False):
    return ("Selected, " if selected else "") + f"{label}, Tab, {position} of {count}"


def spoken_row(label, position, count):
    return f"{label}, Row, {position} of {count}"


def slide_offset(width, elapsed, push=True):
    """The upper screen's leading edge `elapsed` seconds into a 0.35 s slide."""
    p = scroll.ease_in_out(min(elapsed / SLIDE, 1.0))
    return width * (1 - p) if push else width * p


def swipe(start, end, duration_us, width):
    """The router's swipe back replayed on x: (translation at release, velocity, pops, finish)."""
    samples = scroll.drag_samples(start, end, duration_us)
    on_x = [(t, 0.0, x, phase) for t, x, _, phase in samples]  # the estimator reads the 3rd
    velocity = scroll.least_squares_velocity(on_x)
    translation = end[0] - start[0]
    offset = min(max(translation, 0.0), width)
    if abs(velocity) >= FLING_WIDTHS * width:
        pops = velocity > 0
    else:
        pops = offset > width / 2
    remaining = (width - offset) / width if pops else offset / width
    finish = round(remaining * SLIDE * 1e6) / 1e6
    return translation, velocity, pops, finish


def eight_on_320():
    """scenarios/tabview/more-eight-tabs-on-320.scenario: an iPhone SE (1st gen.), 320 x 568."""
    tabs = ["Home", "Search", "Library", "Profile", "Music", "Photos", "Maps", "Notes"]
    w, h, top, bottom = 320.0, 568.0, 20.0, 0.0
    items = bar_items(tabs, w, h, bottom)
    for name in ("Home", "Profile", "more"):
        out(f"eight.320.{name}.frame", items[name])
    out("eight.320.more.centre", centre(items["more"]))
    _, rest = split(tabs)
    out("eight.320.more.tabs", ", ".join(rest))
    out("eight.320.Home.spoken", spoken_item("Home", 1, 5, selected=True))
    out("eight.320.more.spoken", spoken_item("More", 5, 5))
    out("eight.320.more.spoken.selected", spoken_item("More", 5, 5, selected=True))
    rows = list_rows(tabs, w, top)
    for name in ("Music", "Photos", "Maps", "Notes"):
        out(f"eight.320.row.{name}.frame", rows[name])
    out("eight.320.row.Maps.centre", centre(rows["Maps"]))
    out("eight.320.row.Maps.spoken", spoken_row("Maps", rest.index("Maps") + 1, len(rest)))
    out("eight.320.list.frame", (0.0, top + NAV_BAR, w, len(rest) * ROW))
    title, edit = list_bar(w, top)
    out("eight.320.list.title", title)
    out("eight.320.list.edit", edit)
    rtl = bar_items(tabs, w, h, bottom, rtl=True)
    out("eight.320.rtl.Home.frame", rtl["Home"])
    out("eight.320.rtl.more.frame", rtl["more"])
    out("eight.320.rtl.edit", list_bar(w, top, rtl=True)[1])
    # Side by side, as the model had them: 320 / 8 = 40 pt, under the 44 pt minimum.
    out("eight.320.side-by-side.width", w / len(tabs))


def six_on_390():
    """scenarios/tabview/more-six-tabs-on-390.scenario: 390 x 844, safe areas 47 and 34."""
    tabs = ["Home", "Search", "Library", "Profile", "Music", "Photos"]
    w, h, top, bottom = 390.0, 844.0, 47.0, 34.0
    items = bar_items(tabs, w, h, bottom)
    for name in ("Home", "Library", "Profile", "more"):
        out(f"six.390.{name}.frame", items[name])
    rows = list_rows(tabs, w, top)
    for name in ("Music", "Photos"):
        out(f"six.390.row.{name}.frame", rows[name])
    out("six.390.row.Photos.spoken", spoken_row("Photos", 2, 2))
    # Five tabs shown (Photos hidden): five items, no More.
    five = bar_items(tabs[:5], w, h, bottom)
    out("six.390.five.Music.frame", five["Music"])
    out("six.390.five.Music.spoken", spoken_item("Music", 5, 5))
    # Regular width: the sidebar's top-level rows, all six (no section).
    out("six.390.sidebar.Photos.spoken", spoken_row("Photos", 6, 6))


def widths():
    """scenarios/tabview/more-item-widths.scenario: six and eight tabs on 320 x 568 and 390 x 844
    (bottom safe areas 0 and 34): the items, the More item and the list's rows."""
    for n in (6, 8):
        tabs = ["Home", "Search", "Library", "Profile", "Music", "Photos", "Maps", "Notes"][:n]
        for w, h, top, bottom in ((320.0, 568.0, 20.0, 0.0), (390.0, 844.0, 47.0, 34.0)):
            name = f"widths.{n}.{int(w)}"
            items = bar_items(tabs, w, h, bottom)
            out(f"{name}.Profile.frame", items["Profile"])
            out(f"{name}.more.frame", items["more"])
            rows = list_rows(tabs, w, top)
            last = split(tabs)[1][-1]
            out(f"{name}.row.{last}.frame", rows[last])
            out(f"{name}.row.{last}.spoken", spoken_row(last, len(rows), len(rows)))


def regular_width():
    """scenarios/tabview/more-regular-width-unchanged.scenario: an iPad mini, 744 x 1133."""
    tabs = ["Home", "Search", "Library", "Profile", "Music", "Photos", "Maps", "Notes"]
    w, h, bottom = 744.0, 1133.0, 20.0
    items = bar_items(tabs, w, h, bottom, compact=False)
    for name in ("Home", "Notes"):
        out(f"regular.744.{name}.frame", items[name])
    out("regular.744.Notes.spoken", spoken_item("Notes", 8, 8))
    out("regular.744.Notes.spoken.selected", spoken_item("Notes", 8, 8, selected=True))
    # Back in compact width, Notes selected: it is a row of the More list, More is selected.
    out("regular.744.compact.more.spoken", spoken_item("More", 5, 5, selected=True))


def navigation():
    """scenarios/tabview/more-list-is-a-navigation-stack.scenario: 390 x 844, 47 and 34."""
    tabs = ["Home", "Search", "Library", "Profile", "Music", "Photos"]
    w, h, top, bottom = 390.0, 844.0, 47.0, 34.0
    rows = list_rows(tabs, w, top)
    out("nav.row.Photos.centre", centre(rows["Photos"]))
    out("nav.more.centre", centre(bar_items(tabs, w, h, bottom)["more"]))
    out("nav.push.offset.at.175ms", slide_offset(w, 0.175))
    out("nav.push.offset.at.100ms", slide_offset(w, 0.100))
    out("nav.pop.offset.at.100ms", slide_offset(w, 0.100, push=False))
    # The back button: the leading third of the 44 pt bar under the top safe area.
    out("nav.back.frame", (0.0, top, w / 3, NAV_BAR))
    out("nav.back.centre", centre((0.0, top, w / 3, NAV_BAR)))


def swipes():
    """scenarios/tabview/more-swipe-back-to-the-list.scenario: 390 pt wide."""
    w = 390.0
    for name, start, end, us in (
        ("fast", (5.0, 400.0), (205.0, 400.0), 200_000),
        ("slow-short", (5.0, 400.0), (105.0, 400.0), 1_000_000),
    ):
        translation, velocity, pops, finish = swipe(start, end, us, w)
        out(f"swipe.{name}.translation", translation)
        out(f"swipe.{name}.velocity", velocity)
        out(f"swipe.{name}.pops", "true" if pops else "false")
        out(f"swipe.{name}.finish", f"easeInOut({finish:g}s)")
        out(f"swipe.{name}.from", min(max(translation, 0.0), w))


def voiceover():
    """scenarios/tabview/more-voiceover.scenario: six tabs, Photos with a badge of 3."""
    tabs = ["Home", "Search", "Library", "Profile", "Music", "Photos"]
    bar, rest = split(tabs)
    count = len(bar) + 1
    out("voice.more.spoken", spoken_item("More", count, count))
    out("voice.more.spoken.selected", spoken_item("More", count, count, selected=True))
    out("voice.title.spoken", "More, Heading")
    out("voice.edit.spoken", "Edit, Button")
    out("voice.row.Music.spoken", spoken_row("Music", 1, len(rest)))
    # A badge is the value, read after the label: "Photos: 3 items" (platform facts).
    out("voice.row.Photos.spoken", spoken_row("Photos: 3 items", 2, len(rest)))
    out("voice.Home.spoken", spoken_item("Home", 1, count))
    out("voice.back.spoken", "More, Back Button")
    # Reading order on the list: its bar, its rows, then the bar's items and More.
    out("voice.order", ", ".join(["screen-title", "more-edit"] + rest + bar + ["more-tab"]))


def customization():
    """scenarios/tabview/more-customization.scenario: 390 x 844, 47 and 34. Home's customisation
    is disabled, so it keeps its place; the movable tabs fill the others in the user's order, then
    in declaration order (docs/model.md#the-system-tabview)."""
    declared = ["Home", "Search", "Library", "Profile", "Music", "Photos"]
    fixed = {"Home"}

    def order(user, hidden=()):
        movable = [t for t in declared if t not in fixed]
        queue = [t for t in user if t in movable] + [t for t in movable if t not in user]
        placed = [t if t in fixed else queue.pop(0) for t in declared]
        return [t for t in placed if t not in hidden]

    for name, user in (
        ("photos-music", ["Photos", "Music"]),
        ("profile", ["Profile"]),
        ("library-fifth", ["Music", "Photos", "Search", "Profile", "Library"]),
    ):
        tabs = order(user)
        bar, rest = split(tabs)
        out(f"custom.{name}.order", ", ".join(tabs))
        out(f"custom.{name}.bar", ", ".join(bar))
        out(f"custom.{name}.more.tabs", ", ".join(rest))
    # The user hides Library (declared order): five tabs, no More item.
    five = order([], hidden=("Library",))
    out("custom.hide-library.bar", ", ".join(split(five)[0]))
    out("custom.hide-library.more", ", ".join(split(five)[1]) or "(none)")
    w, top = 390.0, 47.0
    out("custom.edit.centre", centre(list_bar(w, top)[1]))


def titled_more():
    """scenarios/tabview/more-tab-titled-more.scenario: a tab the app titles "More"."""
    tabs = ["Home", "Search", "More", "Profile", "Music", "Photos"]
    items = bar_items(tabs, 390.0, 844.0, 34.0)
    out("titled.More.tab.frame", items["More"])
    out("titled.more.item.frame", items["more"])
    out("titled.More.spoken", spoken_item("More", 3, 5))
    out("titled.more.item.spoken.selected", spoken_item("More", 5, 5, selected=True))


def minimized():
    """scenarios/tabview/more-minimized-bar-shows-more.scenario: the capsule (64 x 44, 16 pt from
    the leading edge, its bottom on the 34 pt bottom inset of the 844 pt screen,
    tools/expected/minimize.py) shows the More item, selected, fifth of five."""
    out("mini.more.frame", (16.0, 844.0 - 34.0 - 44.0, 64.0, 44.0))
    out("mini.more.spoken", spoken_item("More", 5, 5, selected=True))


def hit_targets():
    """scenarios/audits/hit-target-system-tabview.scenario: eight tabs on 320 x 844."""
    tabs = ["Home", "Search", "Library", "Profile", "Music", "Photos", "Maps", "Notes"]
    items = bar_items(tabs, 320.0, 844.0, 0.0)
    out("audit.320.item.width", items["Home"][2])
    out("audit.320.regular.width", 320.0 / len(tabs))


def main():
    eight_on_320()
    six_on_390()
    widths()
    regular_width()
    navigation()
    swipes()
    voiceover()
    customization()
    titled_more()
    minimized()
    hit_targets()


if __name__ == "__main__":
    main()
