#!/usr/bin/env python3
"""Expected texts and bounds for numbers at the edges of Double, computed independently of the
Swift sources: Python's float is the same IEEE 754 double, and its repr is the same shortest
round-trip spelling Swift's description prints (Swift writes "1e+20" where Python writes
"1e+20"). Not needed by CI: run it by hand (`python3 tools/expected/numbers.py`) and compare the
lines with the tests that name this script (AuditEngineTests, NumberDomain's constants).
"""
import math
import sys

# AuditNumber.text: two decimals below 10^16, Swift's shortest spelling from 10^16 on.
def audit_number(value):
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "-inf" if value < 0 else "inf"
    if abs(value) >= 1e16:
        return repr(value)
    hundredths = int(math.floor(abs(value) * 100 + 0.5)) * (1 if value >= 0 else -1)
    sign = "-" if hundredths < 0 else ""
    whole, fraction = divmod(abs(hundredths), 100)
    if fraction == 0:
        return f"{sign}{whole}"
    if fraction % 10 == 0:
        return f"{sign}{whole}.{fraction // 10}"
    return f"{sign}{whole}.{fraction:02d}"


def main():
    print("# AuditNumber.text (AuditEngineTests.numbersPastInt64AreWrittenWithoutATrap)")
    for value in [1e20, -1.6e308, sys.float_info.max, 92_233_720_368_547_758.0, 1e-320, -0.0]:
        print(f"{value!r:>26} -> {audit_number(value)}")
    print("# 1e20 hundredths past Int64's end:", 1e20 * 100 > 2**63 - 1)
    print("# twice 1.6e308 is infinite:", math.isinf(1.6e308 * 2))
    print("# 9e307 - (-9e307) is infinite:", math.isinf(9e307 - (-9e307)))
    print("# 390 / 1e-320 is infinite:", math.isinf(390 / 1e-320))
    print("# ±1e300 axis: span and a step rounded up stay finite:",
          math.isfinite(1e300 - (-1e300)) and math.isfinite(2e300 * 5))


if __name__ == "__main__":
    main()
