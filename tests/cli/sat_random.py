#!/usr/bin/python3
"""sat_random.py - small random exact-cover problems in Knuth's format, for
tests/cli/sat.sh: primary items (a third of the problems with bounds
a:b|name), secondary items used with a colour, without, or both, and
every tenth problem with a primary item that no option holds, so that
unsatisfiable problems come up both ways.

    sat_random.py DIR COUNT SEED

writes DIR/1.dlx .. DIR/COUNT.dlx; the same SEED writes the same files.
"""
import random
import sys


def item_line(rng, primary, secondary, bounded):
    words = []
    for p in range(primary):
        if bounded and rng.random() < 0.5:
            lower = rng.randint(0, 2)
            upper = rng.randint(max(lower, 1), 3)
            words.append(f"{lower}:{upper}|p{p}")
        else:
            words.append(f"p{p}")
    if secondary:
        words.append("|")
        words.extend(f"s{s}" for s in range(secondary))
    return " ".join(words)


def option_line(rng, held, secondary):
    """An option of one to three of the held primary items and maybe secondary ones."""
    words = [f"p{p}" for p in sorted(rng.sample(held, rng.randint(1, min(3, len(held)))))]
    for s in range(secondary):
        if rng.random() < 0.4:
            color = rng.choice([None, "red", "blue"])
            words.append(f"s{s}" if color is None else f"s{s}:{color}")
    return " ".join(words)


def problem(rng, number):
    primary = rng.randint(1, 5)
    secondary = rng.randint(0, 3)
    bounded = number % 3 == 0
    # every tenth problem: the last primary item is in no option
    held = list(range(primary - 1 if number % 10 == 0 and primary > 1 else primary))
    lines = [item_line(rng, primary, secondary, bounded)]
    lines += [option_line(rng, held, secondary) for _ in range(rng.randint(1, 9))]
    return "\n".join(lines) + "\n"


def main():
    folder, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    for number in range(1, count + 1):
        with open(f"{folder}/{number}.dlx", "w", encoding="utf-8") as out:
            out.write(problem(rng, number))


if __name__ == "__main__":
    main()
