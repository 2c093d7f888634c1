#!/bin/sh
# Seeds three defects into a scratch copy of the model and checks that `navspec explore` finds
# each from a bundled set-up alone, within the default run count, and shrinks it to at most 10
# steps (docs/explore.md#finding-seeded-defects). The copy is a detached git worktree under
# $TMPDIR; the checkout this runs from is never changed.
#
#   sh tools/explore/seeded-defects.sh        # exit 0 when all three are found and shrunk
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=${TMPDIR:-/tmp}/navspec-seeded-defects
rm -rf "$scratch"
git -C "$root" worktree prune
git -C "$root" worktree add --detach "$scratch" HEAD >/dev/null
trap 'git -C "$root" worktree remove --force "$scratch"' EXIT
cd "$scratch"

# A: the glass pill's drag is not clamped between the first and last tabs.
sed -i 's/return min(max(translation, lower), upper)/return translation/' \
  Sources/NavSpecModel/GlassTabBar/GlassTabBar+Layout.swift
# B: a deep link to an item that does not exist is accepted.
perl -0pi -e 's/guard let item = type\.item\(id: id\) else \{\n\s*throw DeepLink\.Rejection\("no \\\(name\) .\\\(id\)."\)\n\s*\}/let item = type.item(id: id) ?? RouteItem(id: id, title: id)/' \
  Sources/NavSpecModel/Navigation/Router+DeepLinks.swift
# C: the app hiding the selected tab leaves it selected.
perl -0pi -e 's/(cause: "app", at: time\)\)\n)(\s*)keepSelectionShown\(at: time, events: &events\)/$1$2_ = 0/' \
  Sources/NavSpecModel/SystemTabView/SystemTabView+Selection.swift
if [ "$(git diff --stat | tail -1 | cut -d' ' -f2)" != 3 ]; then
  echo "seeded-defects: a defect could not be seeded (the model changed); update this script" >&2
  exit 2
fi

swift build -c release --product navspec >build.log 2>&1 || { cat build.log >&2; exit 2; }
status=0
check() { # SETUP INVARIANT
  out=$(.build/release/navspec explore "scenarios/explore/$1.setup" || true)
  line=$(printf '%s\n' "$out" | grep "^shrink: .* in [0-9]* replays" \
    | sed -n "$(printf '%s\n' "$out" | grep '^run ' | grep -n "invariant $2 " | cut -d: -f1)p")
  steps=$(printf '%s\n' "$line" | sed 's/.*-> \([0-9]*\) step.*/\1/')
  if [ -n "$line" ] && [ "$steps" -le 10 ]; then
    echo "found: $2 from $1.setup, $line"
  else
    echo "MISSED: $2 from $1.setup" >&2
    status=1
  fi
}
check glass indicator-inside-bar
check router declared-stack-items
check system one-selection
exit $status
