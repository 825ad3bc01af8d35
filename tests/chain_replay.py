#!/usr/bin/python3
"""chain_replay.py - replays every chain of `sudoku explain -f json` output
against the pencil marks of its step, with pencil logic of its own.

Reads explain's JSON lines (files or standard input). For each puzzle it
fills the candidates from the givens, then carries out the steps in order
(a placement removes the digit from the cell's peers; an elimination
removes one candidate). At each step with chains it checks, on the marks
before the step:
  - every node is a live candidate (a group: the digit in each of its cells);
  - every strong link is a conjugate pair (the digit has exactly those two
    places, nodes or groups, in a unit that holds them) or a bivalue cell
    (one cell, its two digits);
  - every weak link is two candidates that cannot both be true: one digit in
    cells that all see each other, or two digits of one cell;
  - a chain that proves eliminations (x-chain, aic) alternates strong, weak,
    ..., strong, and every eliminated candidate is weakly linked to both
    ends (or is an end's negation);
  - forcing chains start at every candidate of a cell, or every place of a
    digit in a unit, alternate weak, strong, ... from the start, and all
    end on the step's conclusion: false after a weak link, true after a
    strong one (or at the start).
Prints one line per fault, the steps with chains by technique, and a
summary; exits 1 on any fault, 2 on input it cannot read, 0 otherwise.
"""
import json
import sys

ROWS = [[r * 9 + c for c in range(9)] for r in range(9)]
COLS = [[r * 9 + c for r in range(9)] for c in range(9)]
BOXES = [[(b // 3 * 3 + k // 3) * 9 + b % 3 * 3 + k % 3 for k in range(9)] for b in range(9)]
UNITS = ROWS + COLS + BOXES


def sees(a, b):
    return a != b and (a // 9 == b // 9 or a % 9 == b % 9 or
                       (a // 27 == b // 27 and a % 9 // 3 == b % 9 // 3))


def cell_of(name):
    """'r4c5' -> 40"""
    row, col = name[1:].split("c")
    return (int(row) - 1) * 9 + int(col) - 1


class Marks:
    def __init__(self, puzzle):
        self.value = [0] * 81
        self.cand = [set(range(1, 10)) for _ in range(81)]
        for cell, ch in enumerate(puzzle):
            if ch not in ".0":
                self.place(cell, int(ch))

    def place(self, cell, digit):
        self.value[cell] = digit
        self.cand[cell] = set()
        for other in range(81):
            if sees(cell, other):
                self.cand[other].discard(digit)

    def places(self, unit, digit):
        return {c for c in unit if digit in self.cand[c]}


def node_of(node):
    cells = [cell_of(node["cell"])] if "cell" in node else [cell_of(c) for c in node["cells"]]
    return node["digit"], frozenset(cells)


def strong(m, a, b):
    (da, ca), (db, cb) = a, b
    if da != db:
        return len(ca) == 1 and ca == cb and m.cand[min(ca)] == {da, db}
    if ca & cb:
        return False
    return any(ca | cb <= set(u) and m.places(u, da) == ca | cb for u in UNITS)


def weak(a, b):
    (da, ca), (db, cb) = a, b
    if da != db:
        return len(ca) == 1 and ca == cb
    return all(sees(x, y) for x in ca for y in cb)


def live(m, node):
    digit, cells = node
    return all(digit in m.cand[c] for c in cells)


def check_links(m, nodes, links, first_strong, where):
    faults = []
    for k, node in enumerate(nodes):
        if not live(m, node):
            faults.append("%s: node %d is not a candidate" % (where, k))
    for k, link in enumerate(links):
        want = "strong" if (k % 2 == 0) == first_strong else "weak"
        if link != want:
            faults.append("%s: link %d is %s, the chain needs %s" % (where, k, link, want))
        ok = strong(m, nodes[k], nodes[k + 1]) if link == "strong" else weak(nodes[k], nodes[k + 1])
        if not ok:
            faults.append("%s: link %d (%s) does not hold" % (where, k, link))
    return faults


def check_contradiction(m, step, chain, where):
    nodes = [node_of(n) for n in chain["nodes"]]
    faults = check_links(m, nodes, chain["links"], True, where)
    if not chain["links"] or chain["links"][-1] != "strong":
        faults.append("%s: the chain does not end on a strong link" % where)
    for e in step["eliminations"]:
        target = (e["digit"], frozenset([cell_of(e["cell"])]))
        if not (weak(target, nodes[0]) and weak(target, nodes[-1])):
            faults.append("%s: %s<>%d does not see both ends" % (where, e["cell"], e["digit"]))
    return faults


def forcing_starts(m, starts):
    """Whether the starts are every candidate of a cell, or every place of a digit in a unit."""
    digits = {d for d, _ in starts}
    cells = set().union(*(c for _, c in starts))
    if len(cells) == 1:
        (cell,) = cells
        if m.cand[cell] == digits and len(starts) == len(digits):
            return True
    if len(digits) == 1:
        (digit,) = digits
        return any(m.places(u, digit) == cells and len(cells) == len(starts) for u in UNITS)
    return False


def check_forcing(m, step, chains, where):
    faults, starts, ends = [], set(), set()
    for k, chain in enumerate(chains):
        nodes = [node_of(n) for n in chain["nodes"]]
        faults += check_links(m, nodes, chain["links"], False, "%s chain %d" % (where, k))
        starts.add(nodes[0])
        ends.add((nodes[-1], len(chain["links"]) % 2 == 0))
    if not forcing_starts(m, starts):
        faults.append("%s: the chains do not start at every candidate of a cell or place of a unit"
                      % where)
    if len(ends) != 1:
        faults.append("%s: the chains end on different conclusions" % where)
        return faults
    ((digit, cells), true), = ends
    cell = min(cells)
    named = step["placements"] if true else step["eliminations"]
    if len(cells) != 1 or {(e["digit"], cell_of(e["cell"])) for e in named} != {(digit, cell)}:
        faults.append("%s: the conclusion is not the step's" % where)
    return faults


def check_step(m, step, where):
    chains = step.get("chains", [])
    if not chains:
        return 0, []
    if any(c.get("cut") for c in chains):
        return 0, ["%s: a chain was cut" % where]
    if step["technique"] in ("x-chain", "aic"):
        if len(chains) != 1:
            return 1, ["%s: %d chains for one elimination" % (where, len(chains))]
        return 1, check_contradiction(m, step, chains[0], where)
    if step["technique"] in ("cell-forcing-chains", "region-forcing-chains"):
        return len(chains), check_forcing(m, step, [c for c in chains if c["depth"] == 0], where)
    return 0, ["%s: chains on a %s step, which this check does not know" % (where, step["technique"])]


def replay(record, line_no, kinds):
    m = Marks(record["puzzle"])
    checked, faults = 0, []
    for k, step in enumerate(record["steps"]):
        n, found = check_step(m, step, "line %d step %d" % (line_no, k + 1))
        if n:
            kinds[step["technique"]] = kinds.get(step["technique"], 0) + 1
        checked += n
        faults += found
        for p in step["placements"]:
            m.place(cell_of(p["cell"]), p["digit"])
        for e in step["eliminations"]:
            m.cand[cell_of(e["cell"])].discard(e["digit"])
    return checked, faults


def main(paths):
    streams = [open(p) for p in paths] if paths else [sys.stdin]
    checked, faults, puzzles, kinds = 0, [], 0, {}
    for stream in streams:
        for line_no, line in enumerate(stream, 1):
            try:
                record = json.loads(line)
            except ValueError as e:
                print("line %d: not JSON: %s" % (line_no, e))
                return 2
            n, found = replay(record, line_no, kinds)
            checked, faults, puzzles = checked + n, faults + found, puzzles + 1
    for f in faults:
        print(f)
    for kind in sorted(kinds):
        print("steps of %s with chains: %d" % (kind, kinds[kind]))
    print("%d puzzles, %d chains checked, %d faults" % (puzzles, checked, len(faults)))
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
