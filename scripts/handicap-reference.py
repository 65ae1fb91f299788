#!/usr/bin/env python3
"""Writes the Archery GB 2023 handicap reference the Analytics tests check against:
Packages/Analytics/Tests/AnalyticsTests/Fixtures/HandicapReference.json.

The reference comes from archeryutils (PyPI; `pip install archeryutils`), an independent
implementation of the 2023 scheme checked against the published Archery GB tables. The rounds are
Quiver's own catalogue, read from `quiver rounds catalog --json`, so a round means the same thing
on both sides (archeryutils' WA 50 m Compound uses a full 10-zone face; Quiver follows the rules'
`10_zone_6_ring`). The real-valued handicaps are the exact roots of archeryutils' own expected
score, found with scipy's brentq: archeryutils stops its root finder after 25 iterations, which
leaves some values up to 0.02 short (their expected scores miss the target by up to 0.026 points);
its integer handicaps are unaffected and used as they are. Run it after changing the catalogue:

    swift build --package-path App --product quiver && python3 scripts/handicap-reference.py
"""
import json
import os
import subprocess
import warnings

import archeryutils as au
from archeryutils import handicaps as hc
from scipy.optimize import brentq

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, "Packages/Analytics/Tests/AnalyticsTests/Fixtures/HandicapReference.json")
UNITS = {"m": 1.0, "yd": 0.9144, "cm": 0.01, "in": 0.0254}
HANDICAPS = [-10, 0, 10, 25, 37, 50, 75, 100, 125, 150]


def length(text):
    for unit in sorted(UNITS, key=len, reverse=True):
        if text.endswith(unit):
            return float(text[: -len(unit)]) * UNITS[unit]
    raise ValueError(text)


def round_from(entry):
    passes = []
    for spec in entry["passes"]:
        parts = spec.split("/")
        arrows, distance = parts[0].split("@")
        passes.append(au.Pass.at_target(
            int(arrows), parts[2], length(parts[1]) * 100, length(distance),
            indoor=len(parts) == 4))
    return au.Round(entry["name"], passes)


def main():
    catalog = json.loads(subprocess.run(
        [os.path.join(ROOT, "App/.build/debug/quiver"), "rounds", "catalog", "--json"],
        capture_output=True, text=True, check=True).stdout)
    warnings.simplefilter("ignore")
    rounds = {}
    for entry in catalog:
        rnd = round_from(entry)
        maximum = entry["maxScore"]
        scores = {str(h): int(hc.score_for_round(h, rnd, "AGB", rounded_score=True))
                  for h in HANDICAPS}
        # The table's scores and their neighbours (where the integer rule turns), and max − 1.
        # (Score 1 is left out: its integer handicap is a floating-point artefact far past the
        # published 0–150 tables, where the expected score first rounds up to 0.)
        table = {s for s in scores.values() if 1 < s < maximum}
        wanted = sorted({t for s in table for t in (s - 1, s, s + 1) if 1 < t < maximum}
                        | {maximum - 1})
        handicaps = {
            str(s): {
                "integer": int(hc.handicap_from_score(s, rnd, "AGB", int_prec=True)),
                "exact": round(brentq(
                    lambda h, s=s, rnd=rnd: float(hc.score_for_round(h, rnd, "AGB", rounded_score=False)) - s,
                    -75, 300, xtol=1e-13), 9),
            }
            for s in wanted
        }
        rounds[entry["codename"]] = {
            "maxScore": maximum,
            "maxScoreHandicap": int(hc.handicap_from_score(maximum, rnd, "AGB", int_prec=True)),
            "scoreAtHandicap": scores,
            "handicapForScore": handicaps,
        }
    with open(OUT, "w", encoding="utf-8") as handle:
        json.dump({"source": f"archeryutils {au.__version__ if hasattr(au, '__version__') else ''}".strip(),
                   "rounds": rounds}, handle, indent=1, sort_keys=True)
        handle.write("\n")
    print(f"wrote {OUT}: {len(rounds)} rounds")


if __name__ == "__main__":
    main()
