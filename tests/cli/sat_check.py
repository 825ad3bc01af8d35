#!/usr/bin/python3
"""sat_check.py - checks SAT models of `dlx --export cnf` against the
problems, with a reader of Knuth's format of its own (it does not use
libdlx, so an error in the library's reader or encoder cannot hide here).

    sat_check.py LIST

LIST holds one pair a line: a problem file (.dlx) and a model file, either
cadical's output ("v 1 -2 ... 0" lines) or minisat's result file ("SAT"
then "1 -2 ... 0"). Variable i true means option i-1 (in input order) is
chosen. A model is valid when every primary item lies in between its
bounds' number of chosen options (1 and 1 unless written a:b|name or
b|name) and every secondary item in at most one, or in several that all
give it the same colour. Prints one line per invalid model and exits 1
when there is one, 0 when all are valid.
"""
import re
import sys

BOUNDS = re.compile(r"^(?:(\d+):)?(\d+)\|(.+)$")


def read_items(line):
    """The item line: {name: (lower, upper, primary)} in order."""
    items = {}
    primary = True
    for token in line.split():
        if token == "|":
            primary = False
            continue
        match = BOUNDS.match(token) if primary else None
        if match:
            upper = int(match.group(2))
            lower = int(match.group(1)) if match.group(1) is not None else upper
            items[match.group(3)] = (lower, upper, True)
        else:
            items[token] = (1, 1, primary)
    return items


def read_problem(path):
    """The items, and the options as lists of (name, colour or None)."""
    items, options = None, []
    with open(path, encoding="utf-8") as text:
        for line in text:
            stripped = line.strip()
            if not stripped or stripped.startswith("|"):
                continue
            if items is None:
                items = read_items(stripped)
                continue
            option = []
            for token in stripped.split():
                if token.startswith("|"):
                    continue  # a cost
                name, _, color = token.partition(":")
                option.append((name, color or None))
            # Knuth's programs skip an option without a primary item
            if any(items[name][2] for name, _ in option):
                options.append(option)
    return items, options


def read_model(path):
    """The true variables of a model."""
    true = set()
    with open(path, encoding="utf-8") as text:
        for line in text:
            words = line.split()
            if words and words[0] == "v":
                words = words[1:]
            elif not words or not re.fullmatch(r"-?\d+", words[0]):
                continue
            true.update(int(word) for word in words if int(word) > 0)
    return true


def problems_of(items, options, chosen):
    """What is wrong with choosing those options (empty when nothing)."""
    count = {name: 0 for name in items}
    colors = {name: [] for name in items}
    for index in chosen:
        for name, color in options[index]:
            count[name] += 1
            colors[name].append(color)
    wrong = []
    for name, (lower, upper, primary) in items.items():
        if primary and not lower <= count[name] <= upper:
            wrong.append(f"{name} covered {count[name]} times, not {lower} to {upper}")
        if not primary and count[name] > 1 and (None in colors[name] or len(set(colors[name])) > 1):
            wrong.append(f"{name} shared with colours {colors[name]}")
    return wrong


def main():
    failed = 0
    with open(sys.argv[1], encoding="utf-8") as pairs:
        for pair in pairs:
            problem, model = pair.split()
            items, options = read_problem(problem)
            chosen = [v - 1 for v in read_model(model) if v <= len(options)]
            wrong = problems_of(items, options, sorted(chosen))
            if wrong:
                failed += 1
                print(f"{problem} by {model}: " + "; ".join(wrong))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
