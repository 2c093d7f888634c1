#!/usr/bin/env python3
"""Numbers the long-file tests expect (docs/model.md#long-files, docs/audits.md#long-scenarios),
computed from the shapes' definitions rather than read from the model.

  python3 tools/expected/costs.py
"""

KEPT_STEPS = 20  # AuditReport.Entry.keptSteps: our decision, docs/audits.md#long-scenarios


def path_bytes(depth, route="recipe/a"):
    # `navigation.path` after `depth` pushes of one route: the routes joined by "/".
    return len("/".join([route] * depth))


def scenario_steps(scenarios):
    # LongAuditTests: line 1 the bar, then per scenario a `scenario` line (a header, not a
    # step), a tap and an expectation. Every step has the bar's 12 findings.
    lines = [1]
    for k in range(scenarios):
        lines += [3 + 3 * k, 4 + 3 * k]
    return len(lines), lines[:KEPT_STEPS]


if __name__ == "__main__":
    print("path_bytes(800) =", path_bytes(800))  # 7199
    count, first = scenario_steps(30)
    print("scenario_steps(30) =", count, first)  # 61, [1, 3, 4, 6, 7, ..., 30]
