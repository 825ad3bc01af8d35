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
  - nested forcing chains (SE's levels 2, 3 and 4: 9.5, 10.0 and 10.5) are
    dynamic steps as above whose branches also took the eliminations of
    inner forcing chains (at level 4, of a whole inner dynamic search):
    their shape, links and conclusion are checked as there, not that each
    node follows from this script's propagation (it makes no inner chains).
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


def closure(m, start, plus):
    """(true, false): the candidates (digit, cell) that follow from start = (digit, cell, truth).

    The singles rules only need some candidates false, so the more are false
    the more they derive: in any order they reach all that any order of them
    reaches, up to and past a contradiction. The pairs and X-wings need
    exactly two digits or places left, as the solver's rules do.
    """
    cand = [sum(1 << (d - 1) for d in m.cand[c]) for c in range(81)]
    off = [0] * 81  # per cell, the digits (bits) turned off
    on, spread = set(), set()
    d, c, t = start
    if t:
        on.add((d, c))
    else:
        off[c] |= 1 << (d - 1)
    while True:
        before = len(on) + sum(bin(x).count("1") for x in off)
        for d, c in on - spread:
            spread.add((d, c))
            bit = 1 << (d - 1)
            off[c] |= cand[c] & ~bit
            for o in PEERS[c]:
                off[o] |= cand[o] & bit
        left = [cand[c] & ~off[c] for c in range(81)]
        for c in range(81):
            if bin(left[c]).count("1") <= 1:
                for d in range(1, 10):
                    if cand[c] >> (d - 1) & 1 and not left[c] & ~(1 << (d - 1)):
                        on.add((d, c))
        for u in UNITS:
            for d in range(1, 10):
                bit = 1 << (d - 1)
                live = [c for c in u if left[c] & bit]
                if len(live) <= 1:
                    for c in u:
                        if cand[c] & bit and not [o for o in live if o != c]:
                            on.add((d, c))
        if plus:
            advanced(cand, left, off)
        if len(on) + sum(bin(x).count("1") for x in off) == before:
            return on, {(d, c) for c in range(81) for d in range(1, 10) if off[c] >> (d - 1) & 1}


PEERS = [[o for o in range(81) if sees(c, o)] for c in range(81)]
PAIRS = [(a, b) for a in range(9) for b in range(a + 1, 9)]


# HOLDING[mask]: the pair (a, b), a < b, of 0..8 that is mask's two bits (none for other masks)
HOLDING = [[(a, b) for a, b in PAIRS if mask == 1 << a | 1 << b] for mask in range(512)]


def positions(left, unit, bit):
    return sum(1 << k for k, c in enumerate(unit) if left[c] & bit)


def advanced(cand, left, off):
    """Locked candidates, naked and hidden pairs, X-wings on the marks left: more turned off."""
    for box in BOXES:
        for line in ROWS + COLS:
            both = set(box) & set(line)
            if not both:
                continue
            for d in range(1, 10):
                bit = 1 << (d - 1)
                if not any(left[c] & bit for c in both):
                    continue  # placed, or no place left: nothing is locked
                if all(c in both for c in box if left[c] & bit):
                    for c in line:
                        if c not in both:
                            off[c] |= cand[c] & bit
                if all(c in both for c in line if left[c] & bit):
                    for c in box:
                        if c not in both:
                            off[c] |= cand[c] & bit
    for u in UNITS:
        for i, j in PAIRS:
            if not (cand[u[i]] and cand[u[j]]):
                continue  # a solved cell takes no digit of the pair
            for x, y in HOLDING[left[u[i]] | left[u[j]]]:
                for k, c in enumerate(u):
                    if k not in (i, j):
                        off[c] |= cand[c] & (1 << x | 1 << y)
        pos = [positions(left, u, 1 << d) for d in range(9)]
        for x, y in PAIRS:
            if not (pos[x] and pos[y]):
                continue  # a digit placed in the unit needs no place
            for i, j in HOLDING[pos[x] | pos[y]]:
                for k in (i, j):
                    off[u[k]] |= cand[u[k]] & ~(1 << x | 1 << y)
    for base, cross in ((ROWS, COLS), (COLS, ROWS)):
        for d in range(9):
            pos = [positions(left, line, 1 << d) for line in base]
            for r1, r2 in PAIRS:
                if not (pos[r1] and pos[r2]):
                    continue
                for x, y in HOLDING[pos[r1] | pos[r2]]:
                    for k in (x, y):
                        for c in cross[k]:
                            if c not in base[r1] and c not in base[r2]:
                                off[c] |= cand[c] & 1 << d


def node_truths(chain, start_true):
    """[(digit, cell, truth)] of a dynamic chain's nodes."""
    out = []
    for k, n in enumerate(chain["nodes"]):
        digit, cells = node_of(n)
        truth = start_true if k == 0 else chain["links"][k - 1] == "strong"
        out.append((digit, min(cells), truth))
    return out


def check_dynamic_chain(m, nodes, plus, where, cache, follows=True):
    faults = []
    start = nodes[0]
    if follows and start not in cache:
        cache[start] = closure(m, start, plus)
    on, off = cache[start] if follows else (set(), set())
    for k, (d, c, truth) in enumerate(nodes):
        if d not in m.cand[c]:
            faults.append("%s: node %d is not a candidate" % (where, k))
        elif follows and k and (d, c) not in (on if truth else off):
            faults.append("%s: node %d (r%dc%d%s%d) does not follow from the assumption"
                          % (where, k, c // 9 + 1, c % 9 + 1, "=" if truth else "<>", d))
        if not k:
            continue
        pd, pc, ptruth = nodes[k - 1]
        if truth and (ptruth or not (pc == c or (pd == d and any(pc in u and c in u for u in UNITS)))):
            faults.append("%s: strong link %d does not go from a false candidate to a related one"
                          % (where, k - 1))
        if not truth and ptruth and not weak((pd, frozenset([pc])), (d, frozenset([c]))):
            faults.append("%s: weak link %d does not hold" % (where, k - 1))
        if not truth and not ptruth and not plus:
            faults.append("%s: weak link %d joins two false candidates" % (where, k - 1))
    return faults


def removes(m, end):
    """What concluding end = (digit, cell, truth) removes: {(digit, cell)}."""
    d, c, truth = end
    return {(x, c) for x in m.cand[c] - {d}} if truth else {(d, c)}


def check_dynamic(m, step, chains, where, follows=True):
    plus = step["technique"] in ("dynamic-plus", "nested-forcing-chains")
    removed = {(e["digit"], cell_of(e["cell"])) for e in step["eliminations"]}
    if step["placements"] or len(chains) < 2:
        return ["%s: a dynamic step is eliminations shown by two chains or more" % where]
    firsts = {node_of(c["nodes"][0]) for c in chains}
    faults, cache = [], {}
    if len(firsts) == 1 and len(chains) == 2:
        (digit, cells), = firsts
        cell = min(cells)
        # a contradiction: the assumption was "on" when the step removes it, else "off"
        truth = (digit, cell) in removed
        ends = [node_truths(c, truth)[-1] for c in chains]
        if ends[0][:2] == ends[1][:2] and ends[0][2] != ends[1][2]:
            truths = (truth, truth)
            want = {(digit, cell)} if truth else removes(m, (digit, cell, True))
        else:  # a double: the candidate on, then off, lead to the same
            truths = (True, False)
            ends = [node_truths(c, t)[-1] for c, t in zip(chains, truths)]
            if ends[0] != ends[1]:
                faults.append("%s: the chains neither clash nor agree" % where)
            want = removes(m, ends[0])
        for k, (chain, t) in enumerate(zip(chains, truths)):
            faults += check_dynamic_chain(m, node_truths(chain, t), plus,
                                          "%s chain %d" % (where, k), cache, follows)
    else:
        starts, ends = set(), set()
        for k, chain in enumerate(chains):
            nodes = node_truths(chain, True)
            faults += check_dynamic_chain(m, nodes, plus, "%s chain %d" % (where, k), cache, follows)
            starts.add(node_of(chain["nodes"][0]))
            ends.add(nodes[-1])
        if not forcing_starts(m, starts):
            faults.append("%s: the chains do not start at every candidate of a cell or place of a unit"
                          % where)
        if len(ends) != 1:
            faults.append("%s: the chains end on different conclusions" % where)
            return faults
        want = removes(m, ends.pop())
    if removed != want:
        faults.append("%s: the step does not remove what the chains conclude" % where)
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
    if step["technique"] in ("dynamic-contradiction", "dynamic-plus"):
        return len(chains), check_dynamic(m, step, chains, where)
    if step["technique"] == "nested-forcing-chains":
        # a dynamic step whose branches also took inner steps' eliminations,
        # which this script's propagation does not make
        return len(chains), check_dynamic(m, step, chains, where, follows=False)
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


def records(paths):
    """Each line of the files (standard input without any) read as JSON, with its
    line number; a line that is not JSON ends the program with status 2."""
    streams = [open(p) for p in paths] if paths else [sys.stdin]
    for stream in streams:
        for line_no, line in enumerate(stream, 1):
            try:
                yield line_no, json.loads(line)
            except ValueError as e:
                print("line %d: not JSON: %s" % (line_no, e))
                sys.exit(2)


def main(paths):
    checked, faults, puzzles, kinds = 0, [], 0, {}
    for line_no, record in records(paths):
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
