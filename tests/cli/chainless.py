#!/usr/bin/python3
"""chainless.py - counts the chain steps of `sudoku explain -f json` output
that show no chain, or a chain cut short.

Reads explain's JSON lines (files or standard input). A step of a chain
technique (X-chain and AIC up to nested forcing chains) should carry its
chains; one without them, or with a chain marked "cut", cannot be followed.
Prints, per technique and difficulty, the steps seen and those without
whole chains, then a summary line "N chain steps, M without chains".
Exits 1 when some step is without chains (so a script can insist on none),
2 on input it cannot read, 0 otherwise.
"""
import sys

sys.dont_write_bytecode = True  # the source tree stays as checked out
from chain_replay import records  # noqa: E402

CHAIN_TECHNIQUES = {
    "x-chain", "aic", "cell-forcing-chains", "region-forcing-chains",
    "dynamic-contradiction", "dynamic-plus", "nested-forcing-chains",
}


def shown(step):
    chains = step.get("chains", [])
    return bool(chains) and not any(c.get("cut") for c in chains)


def main(paths):
    seen, bare = {}, {}
    for _, record in records(paths):
        for step in record["steps"]:
            if step["technique"] not in CHAIN_TECHNIQUES:
                continue
            key = (step["technique"], step["difficulty"])
            seen[key] = seen.get(key, 0) + 1
            if not shown(step):
                bare[key] = bare.get(key, 0) + 1
    for key in sorted(seen):
        print("%s %.1f: %d steps, %d without chains" % (key[0], key[1], seen[key], bare.get(key, 0)))
    total, missing = sum(seen.values()), sum(bare.values())
    print("%d chain steps, %d without chains" % (total, missing))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
