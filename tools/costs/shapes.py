#!/usr/bin/env python3
"""Writes the long files whose cost once grew with the square of their length
(docs/model.md#long-files), to time and measure `navspec` on them by hand:

  python3 tools/costs/shapes.py OUT [LINES]      # LINES defaults to 16000

then, for example, `/usr/bin/time -v navspec run OUT/audit.scenario > /dev/null`. Each file is
named after its shape; `repl.txt` is typed into `navspec repl` (`< OUT/repl.txt`), and
`tap-audit.scenario` is for `navspec audit`. navspec-bench builds the same shapes in Swift.
"""

import os
import sys

TWELVE = " ".join("T%d" % i for i in range(1, 13))
SIXTY_FOUR = " ".join("T%d" % i for i in range(1, 65))


def audit(n):
    # An `audit` on a 12-tab bar: each tab 390 / 12 = 32.5 pt wide, a hit-target warning each.
    return "tabbar glass %s\n" % TWELVE + "audit\n" * n


def failing_events(n):
    # Every `expect events` fails: the pushes it does not name stay unmatched.
    text = 'tabbar glass Home Library\nroute recipe a "A"\n'
    for _ in range(n // 2):
        text += "push recipe a\nexpect events [popped]\n"
    return text


def path(n):
    text = 'tabbar glass Home Library\nroute recipe a "A"\n'
    text += "push recipe a\n" * (n // 2)
    text += 'expect navigation.path != ""\n' * (n // 2)
    return text


def setup(n):
    # A long set-up and many scenarios: each scenario starts where the set-up left the model.
    steps = n * 29 // 8
    text = "tabbar glass Home Library\n" + "wait 1ms\n" * steps
    for i in range(n):
        text += 'scenario "s%d"\nexpect selection == Home\n' % i
    return text


def repl(n):
    return 'tabbar glass Home Library\nroute recipe a "A"\n' + "push recipe a\n" * n + ":quit\n"


def tabs_star(n):
    return "tabbar glass %s\n" % TWELVE + "expect tabs[*].frame.width == 32.5\n" * n


def tabs_star_error(n):
    # A 64-tab bar and one error at the end: the file is rejected, nothing runs.
    return (
        "tabbar glass %s\n" % SIXTY_FOUR
        + "expect tabs[*].a11y.label != \"\"\n" * n
        + "expect tabs[*].nope == 1\n"
    )


def tap_audit(n):
    text = "tabbar glass %s\n" % TWELVE
    for i in range(n - 1):
        text += "tap T%d\n" % (i % 12 + 1)
    return text + "expect selection in tabs\n"


SHAPES = {
    "audit.scenario": audit,
    "failing-events.scenario": failing_events,
    "path.scenario": path,
    "setup.scenario": setup,
    "repl.txt": repl,
    "tabs-star.scenario": tabs_star,
    "tabs-star-error.scenario": tabs_star_error,
    "tap-audit.scenario": tap_audit,
}


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    out = sys.argv[1]
    lines = int(sys.argv[2]) if len(sys.argv) == 3 else 16000
    os.makedirs(out, exist_ok=True)
    for name, shape in SHAPES.items():
        with open(os.path.join(out, name), "w") as f:
            f.write(shape(lines))


if __name__ == "__main__":
    main()
