"""dlx.Problem: an exact-cover problem (with secondary items and colours,
item bounds and option costs), built from Python values or read in Knuth's
text format, searched by libdlx.

Item bounds (Knuth's multiplicities, DLX3) arrive through _item_spec, which
reads an item as NAME or (NAME, LOWER, UPPER); option costs (DLX5) through
add_option's `cost`; best(k) searches for the k cheapest solutions.
"""
import collections
import ctypes
import math
import os
import threading
import time

from . import _interrupt, _native, _zdd
from ._args import INT_MAX, UINT64_MAX, ArgumentTypeError, ArgumentValueError, flag, text, whole
from ._args import items as listed
from ._errors import Error, ParseError, UnsupportedError
from ._matrix import Matrix, check
from ._stream import Handover

MIB = 1 << 20
DEFAULT_MEMO_MIB = 256  # as the dlx command's --memo
MAX_JOBS = 1024  # DLX_MAX_JOBS: more threads are taken as this many


# A named tuple, not a dataclass: dataclasses imports re and inspect, which
# `import dlx` need not load.
# Fields are only added at the end, so code that unpacks the first ones keeps working.
class Stats(collections.namedtuple(
        "Stats", "solutions nodes updates max_level branches memo_hits stop mems seconds")):
    """What a search did, as `dlx --stats` reports it. `stop` says why it
    ended: "exhausted" (the whole tree: counts are exact), "solutions" (the
    limit was reached), "nodes" or "time" (node_limit or time_limit) or
    "callback" (a generator was closed early). `mems` are counted by the
    reference loop alone (knuth=True, order "first" or "sharp"), else 0;
    `seconds` is the call's time on the monotonic clock (for solutions(),
    from the first solution asked for to the end, the consumer's time too)."""
    __slots__ = ()

    @classmethod
    def from_c(cls, stats, seconds):
        return cls(_solutions(stats), stats.nodes, stats.updates, stats.max_level,
                   stats.branches, stats.memo_hits, _native.STOP_NAMES[stats.stop],
                   stats.mems, seconds)


def _solutions(stats):
    """The count of a DlxStats as a Python int: past 2**64 a memo's hits
    or the parts of several threads carry it into 128 bits."""
    if not stats.saturated:
        return stats.solutions
    if stats.solutions_high == stats.solutions_low == 2**64 - 1:
        raise OverflowError("the count is 2**128 - 1 or more")
    return stats.solutions_high << 64 | stats.solutions_low


class Estimate(collections.namedtuple(
        "Estimate", "nodes nodes_error solutions solutions_error probe_nodes")):
    """The estimate of a search (Problem.estimate), as `dlx --estimate`
    prints it: the estimated nodes and solutions, each with its standard
    error (nan after a single probe, which shows no spread), and the nodes
    the probes entered, what the estimate cost."""
    __slots__ = ()


def _item_spec(item):
    """NAME, or (NAME, LOWER, UPPER): the name, and how often the item must
    be covered (1, 1 for a plain name)."""
    if isinstance(item, tuple):
        if len(item) != 3:
            raise ArgumentValueError("an item is a name or (name, lower, upper), got %r" % (item,))
        name, lower, upper = item
        for bound in (lower, upper):
            whole(bound, "item %r: a bound" % (name,))
        return name, lower, upper
    return item, 1, 1


def _limit(value, what="limit"):
    return whole(value, what, 1, UINT64_MAX, none=True) or 0


# The item choices, numbered as enum dlx_order numbers them (`dlx --branch`).
ORDERS = {"mrv": 0, "first": 1, "sharp": 2, "wtd": 3, "frb": 4}
ORDER_WTD = ORDERS["wtd"]
SEED_MAX = (1 << 31) - 1  # Knuth's SSXCC programs take sSEED below 2^31


def _order(order, branch=None):
    """The enum dlx_order number of an order= (or branch=, its other name,
    as dlx has --order and --branch) argument; first and sharp run the
    reference loop, which splits its own tree among threads."""
    if branch is not None:
        if order not in (None, "mrv", branch):
            raise ArgumentValueError("order=%r and branch=%r disagree" % (order, branch))
        order = branch
    order = "mrv" if order is None else order
    text(order, "order")
    if order not in ORDERS:
        raise ArgumentValueError("order must be one of %s, got %r" % (", ".join(ORDERS), order))
    return ORDERS[order]


# The data structures, numbered as enum dlx_algorithm numbers them (`dlx --algorithm`).
ALGORITHMS = {"links": 0, "cells": 1, "bits": 2}
# in the order of enum dlx_estimate_method
ESTIMATE_METHODS = ("particles", "paths")


def _engine(options, algorithm, infer, cells=None):
    """Sets the data structure (algorithm=, as `dlx --algorithm`),
    inference at every node (infer=, as `dlx --infer`) and the settings
    of the cells search (a dict of count()'s keywords binary,
    wtd_increment, wtd_growth and seed; see _cells)."""
    text(algorithm, "algorithm")
    if algorithm not in ALGORITHMS:
        raise ArgumentValueError("algorithm must be one of %s, got %r"
                                 % (", ".join(ALGORITHMS), algorithm))
    options.algorithm = ALGORITHMS[algorithm]
    options.infer = flag(infer, "infer")
    return _cells(options, algorithm, **(cells or {}))


def _weight(value, what):
    """--wtd-increment or --wtd-growth: None (Knuth's 1), or a number above 0."""
    if value is None:
        return 0.0  # the library's "Knuth's default"
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ArgumentTypeError("%s must be a number or None, not %s" % (what, type(value).__name__))
    if not (value > 0 and math.isfinite(value)):
        raise ArgumentValueError("%s must be a finite number above 0, got %r" % (what, value))
    return float(value)


def _cells(options, algorithm, binary=False, wtd_increment=None, wtd_growth=None, seed=None):
    """Binary branching (binary=, `dlx --binary`), the weights of order
    "wtd" (`--wtd-increment`, `--wtd-growth`) and the item list shuffled
    as Knuth's SSXCC programs shuffle it (seed=, `dlx --seed` with
    --algorithm cells). The combinations the command refuses as usage
    errors raise ValueError here; the engine refuses binary without cells."""
    options.binary = flag(binary, "binary")
    options.wtd_increment = _weight(wtd_increment, "wtd_increment")
    options.wtd_growth = _weight(wtd_growth, "wtd_growth")
    if (wtd_increment is not None or wtd_growth is not None) and options.order != ORDER_WTD:
        raise ArgumentValueError("wtd_increment and wtd_growth go with order (branch) \"wtd\"")
    whole(seed, "seed", 0, SEED_MAX, none=True)
    if seed is not None and algorithm != "cells":
        raise ArgumentValueError("seed shuffles the items of algorithm=\"cells\", not %r"
                                 % (algorithm,))
    options.item_shuffle = seed is not None
    options.item_seed = seed or 0
    return options


def _memo(memo):
    """MiB for the memo: an int, or True for the default and False for none."""
    if isinstance(memo, bool):
        return DEFAULT_MEMO_MIB if memo else 0
    return whole(memo, "memo (MiB, or True or False)", 0, UINT64_MAX // MIB)


def _seconds(value, what):
    """A time limit in seconds (int or float, >= 0; None or 0: none)."""
    if value is None:
        return 0.0
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ArgumentTypeError("%s must be a number of seconds or None, not %s"
                                % (what, type(value).__name__))
    if not (value >= 0 and math.isfinite(value)):
        raise ArgumentValueError("%s must be a finite number >= 0, got %r" % (what, value))
    return float(value)


def _limits(options, knuth, node_limit, time_limit):
    """Sets the reference loop and the limits every search takes."""
    options.knuth_counts = flag(knuth, "knuth")
    options.node_limit = _limit(node_limit, "node_limit")
    options.time_limit = _seconds(time_limit, "time_limit")
    return options


def _search_options(limit=0, memo_mib=0, on_solution=None, jobs=1, order=0):
    options = _native.DlxSearchOptions()
    _native.dlx().dlx_search_options_init(ctypes.byref(options))
    options.order = order
    options.solution_limit = limit
    options.memo_bytes = memo_mib * MIB
    options.jobs = jobs
    if on_solution is not None:
        options.on_solution = on_solution
    return options


def _jobs(jobs):
    """Threads for one search: 0 or None is one per CPU (options->jobs)."""
    jobs = whole(jobs, "jobs (0: one per CPU)", 0, none=True) or os.cpu_count() or 1
    return min(jobs, MAX_JOBS)


class Problem:
    """An exact-cover problem.

    Problem(items, secondary=(), options=[...]): `items` are the primary
    items (covered exactly once), `secondary` the secondary ones (at most
    once), each named by a string or any hashable value. A primary item
    given as (name, lower, upper) must be covered at least `lower` and at
    most `upper` times (Knuth's multiplicities; 0 <= lower <= upper,
    1 <= upper). Each option is an iterable of item names; a secondary item
    may carry a colour as "x:A" (or the pair ("x", "A")): options that give
    x the same colour can be chosen together. Options are numbered 0, 1,
    2 ... in the order given; add_option(option, cost=C) gives one a cost.
    """

    def __init__(self, items, secondary=(), options=()):
        specs = [_item_spec(item) for item in listed(items, "items", letters=True)]
        primary = [spec[0] for spec in specs]
        secondary = listed(secondary, "secondary", letters=True)
        names = primary + secondary
        self._index = {}
        for number, name in enumerate(names):
            if name in self._index:
                raise ArgumentValueError("item %r is named twice" % (name,))
            self._index[name] = number
        self._names = names
        self._primary_count = len(primary)
        self._colors = {}
        self._color_names = [None]
        self.warnings = []
        self._stats = None
        lib = _native.dlx()
        self._matrix = Matrix(lib.dlx_problem_create(len(primary), len(secondary)))
        for number, (name, lower, upper) in enumerate(specs):
            if (lower, upper) != (1, 1):
                code = self._matrix.change(lib.dlx_set_bounds, number, lower, upper)
                if code < 0:
                    raise ArgumentValueError("item %r: bounds %d:%d: %s (0 <= lower <= upper, "
                                             "1 <= upper <= 1000000)"
                                             % (name, lower, upper, _native.strerror(code)), code)
            if isinstance(name, str) and name.startswith("#"):  # preferred by order="sharp"
                self._matrix.change(lib.dlx_set_sharp, number, True)
        for option in listed(options, "options"):
            self.add_option(option)

    # ---- reading Knuth's format ----

    @classmethod
    def parse(cls, text, strict=False, source=None, format="dlx"):
        """Reads a problem from a str or bytes, in Knuth's DLX format
        (format="dlx") or the exact-cover benchmark's (format="ec": 'p ec N',
        then 's 1 2' a set, the items named "1" .. "N"; see dlx_format.h).
        Raises dlx.ParseError with the line and column at fault; skipped
        lines (options without a primary item) go to .warnings, or are
        errors with strict=True."""
        if not isinstance(text, (str, bytes, bytearray, memoryview)):
            raise ArgumentTypeError("a problem's text is a str or bytes, not %s"
                                    % type(text).__name__)
        syntax = _native.DLX_SYNTAX.get(format) if isinstance(format, str) else None
        if syntax is None:
            raise ArgumentValueError("format must be 'dlx' or 'ec', got %r" % (format,))
        data = text.encode() if isinstance(text, str) else bytes(text)
        lib = _native.dlx()
        reader = lib.dlx_format_create(flag(strict, "strict"))
        if not reader:
            raise MemoryError("libdlx: cannot create a reader")
        lib.dlx_format_set_syntax(reader, syntax)  # a fresh reader takes either
        warnings = []

        def on_warning(user, warning):
            w = warning.contents
            warnings.append(ParseError(w.message.decode(errors="replace"), w.line, w.column, source))

        error = _native.DlxFormatError()
        code = lib.dlx_format_read(reader, data, len(data), _native.WARNING_FN(on_warning), None,
                                   ctypes.byref(error))
        master = lib.dlx_format_problem(reader) if code == 0 else None
        if not master:
            lib.dlx_format_destroy(reader)
            if code == _native.DLX_ENOMEM:
                raise MemoryError("libdlx: out of memory reading the problem")
            if code == _native.DLX_FORMAT_EPARSE or code == 0:
                raise ParseError(error.message.decode(errors="replace") or "no item line",
                                 error.line, error.column, source, code)
            raise Error("%s" % _native.strerror(code), code)
        self = cls.__new__(cls)
        self._adopt(reader, master, warnings)
        return self

    @classmethod
    def load(cls, path, strict=False, format=None):
        """Problem.parse on the content of a file; errors name the file. The
        format is "dlx" or "ec"; None takes "ec" for a name ending in .ec
        and "dlx" for any other (as the dlx command does: the text cannot
        tell, "p ec 3" being a valid item line of Knuth's format too)."""
        if format is None:
            name = os.fspath(path)
            format = "ec" if name.endswith(b".ec" if isinstance(name, bytes) else ".ec") else "dlx"
        with open(path, "rb") as stream:
            data = stream.read()
        return cls.parse(data, strict=strict, source=os.fspath(path), format=format)

    def _adopt(self, reader, master, warnings):
        self._matrix = Matrix(master, reader)
        lib = _native.dlx()
        total = lib.dlx_primary_count(master) + lib.dlx_secondary_count(master)
        self._names = [lib.dlx_format_item_name(reader, k).decode() for k in range(total)]
        self._index = {name: k for k, name in enumerate(self._names)}
        self._primary_count = lib.dlx_primary_count(master)
        self._color_names = [None]
        while True:
            name = lib.dlx_format_color_name(reader, len(self._color_names))
            if name is None:
                break
            self._color_names.append(name.decode())
        self._colors = {name: k for k, name in enumerate(self._color_names) if k}
        self.warnings = warnings
        self._stats = None

    # ---- building ----

    def _element(self, element):
        """An option's element: (item number, colour number)."""
        if isinstance(element, tuple) and len(element) == 2:
            name, color = element
        elif element in self._index:
            name, color = element, None
        elif isinstance(element, str) and ":" in element:
            name, color = element.rsplit(":", 1)
        else:
            name, color = element, None
        if name not in self._index:
            raise ArgumentValueError("unknown item %r" % (name,))
        number = 0
        if color is not None:
            number = self._colors.get(color)
            if number is None:
                number = self._colors[color] = len(self._color_names)
                self._color_names.append(color)
        return self._index[name], number

    def add_option(self, option, cost=0):
        """Adds an option (an iterable of item names, "x:A" for a colour) and
        returns its number. `cost`, an int >= 0, is what choosing the option
        costs (see best())."""
        whole(cost, "cost", 0, (1 << 63) - 1)
        pairs = [self._element(element) for element in listed(option, "an option")]
        count = len(pairs)
        items = (ctypes.c_int * max(count, 1))(*[p[0] for p in pairs])
        colors = (ctypes.c_int * max(count, 1))(*[p[1] for p in pairs])
        add = _native.dlx().dlx_add_option
        code = self._matrix.change(add, items, colors, count)
        if code < 0:
            shown = [self._display(i, c) for i, c in pairs]
            check(code, "option %s" % " ".join(shown))
        if cost:
            check(self._matrix.change(_native.dlx().dlx_set_cost, code, cost),
                  "option %d: cost %d" % (code, cost))
        return code

    # ---- reading back ----

    def _display(self, item, color):
        name = self._names[item]
        text = name if isinstance(name, str) else repr(name)
        return text + ":" + str(self._color_names[color]) if color else text

    @property
    def items(self):
        """The primary items' names, in order."""
        return tuple(self._names[:self._primary_count])

    @property
    def secondary(self):
        """The secondary items' names, in order."""
        return tuple(self._names[self._primary_count:])

    def bounds(self, item):
        """(lower, upper): how often item `item` (a name) must be covered;
        (1, 1) for a plain primary item, (0, 1) for a secondary one."""
        if item not in self._index:
            raise ArgumentValueError("unknown item %r" % (item,))
        number = self._index[item]
        if number >= self._primary_count:
            return 0, 1
        lower, upper = ctypes.c_int(), ctypes.c_int()
        check(_native.dlx().dlx_item_bounds(self._matrix.master, number, ctypes.byref(lower),
                                            ctypes.byref(upper)), "item %r" % (item,))
        return lower.value, upper.value

    def cost(self, number):
        """Option `number`'s cost (0 unless given)."""
        value = ctypes.c_int64()
        self._option_number(number)
        check(_native.dlx().dlx_option_cost(self._matrix.master, number, ctypes.byref(value)),
              "option %r" % (number,))
        return value.value

    @property
    def has_costs(self):
        """Whether any option costs more than 0."""
        return bool(_native.dlx().dlx_has_costs(self._matrix.master))

    @property
    def option_count(self):
        return _native.dlx().dlx_option_count(self._matrix.master)

    def _option_number(self, number):
        """Checks an option number here: C takes an int, which a larger
        Python int would reach wrapped round, naming another option."""
        whole(number, "an option number")
        if not 0 <= number < self.option_count:
            raise ArgumentValueError("option %r: %s" % (number, _native.strerror(_native.DLX_EOPTION)),
                                     _native.DLX_EOPTION)

    def option(self, number):
        """Option `number` as a list of item names ("x:A" where coloured)."""
        self._option_number(number)
        lib = _native.dlx()
        size = lib.dlx_option_items(self._matrix.master, number, None, None, 0)
        check(size, "option %r" % (number,))
        items = (ctypes.c_int * max(size, 1))()
        colors = (ctypes.c_int * max(size, 1))()
        lib.dlx_option_items(self._matrix.master, number, items, colors, size)
        return [self._display(items[k], colors[k]) for k in range(size)]

    @property
    def stats(self):
        """The Stats of the last search that ended (None before any)."""
        return self._stats

    def __repr__(self):
        return "<dlx.Problem: %d primary items, %d secondary, %d options>" % (
            self._primary_count, len(self._names) - self._primary_count, self.option_count)

    # ---- export ----

    def export_cnf(self, encoding="auto", path=None):
        """The problem as DIMACS CNF for a SAT solver, as `dlx --export cnf`
        writes it: a str, or, with `path`, written to that file (and None
        returned). Variable i is option i-1, so a model's true variables
        up to option_count are a solution. `encoding` says how "at most k
        of these options" is written: "pairwise", "sequential" (Sinz's
        counter, with new variables) or "auto" (pairwise up to 6 options).
        Another name raises ValueError."""
        if encoding not in _native.CNF_ENCODINGS:
            raise ArgumentValueError("encoding must be one of %s, not %r"
                                     % (", ".join(_native.CNF_ENCODINGS), encoding))
        lib = _native.dlx()
        options = _native.DlxCnfOptions()
        lib.dlx_cnf_options_init(ctypes.byref(options))
        options.encoding = _native.CNF_ENCODINGS.index(encoding)
        pieces = []

        def on_write(user, text, length):
            pieces.append(ctypes.string_at(text, length))
            return 0

        borrowed = self._matrix.borrow()
        try:
            check(lib.dlx_export_cnf(borrowed[0], ctypes.byref(options),
                                     _native.WRITE_FN(on_write), None), "export")
        finally:
            self._matrix.give_back(borrowed)
        text = b"".join(pieces).decode("ascii")
        if path is None:
            return text
        with open(path, "w", encoding="ascii") as out:
            out.write(text)
        return None

    # ---- searching ----

    def count(self, limit=None, jobs=1, memo=DEFAULT_MEMO_MIB, order="mrv", *, branch=None,
              knuth=False, node_limit=None, time_limit=None, algorithm="links", infer=False,
              binary=False, wtd_increment=None, wtd_growth=None, seed=None):
        """The number of solutions, or `limit` when there are at least that
        many. jobs > 1 searches with that many threads of the library
        (options->jobs; jobs=0: one per CPU), which share the work to the
        end; the count is the same. `memo` is the MiB the engine may use
        to remember counts of states it has finished, as `dlx --memo`
        (True: the default 256, False: none). `order` (or `branch`) is
        the item to branch on, as `dlx --branch`: "mrv" (the default),
        "first" or "sharp" (Knuth's DLX2-SHARP: primary items named with
        '#' first, after forced moves); the last two search with the loop
        that counts as Knuth's programs, which knuth=True asks for with
        "mrv" too (as `dlx --stats=knuth`), in threads as well: the
        figures add up to one search's.
        node_limit (nodes) and time_limit (seconds) stop the search early:
        the count is then partial, and stats.stop says "nodes" or "time".
        algorithm="cells" searches on dancing cells, as Knuth's SSXCC,
        or SSMCC with item bounds (`dlx --algorithm cells`: no memo, one
        thread),
        algorithm="bits" on bitsets (`dlx --algorithm bits`: at most 1024
        items and 8192 options, colours allowed, order "mrv" or "sharp",
        the latter on DLX2-SHARP's tree; with jobs > 1 its threads take
        whole parts of the tree: the same count and nodes), and
        infer=True takes away options no solution below a node can use
        (`dlx --infer`: no colours or bounds, one thread, no memo); a
        combination the engine refuses raises dlx.Error.
        With algorithm="cells": binary=True branches two ways, as Knuth's
        SSXCC-BINARY (`dlx --binary`: the first option of the item taken,
        or ruled out), and with it alone order "wtd" (SSXCC-WTD, weights
        that grow by wtd_increment, itself multiplied by wtd_growth, each
        time a choice wipes an item out: `--wtd-increment`, `--wtd-growth`,
        Knuth's w and W, 1 when None) or "frb" (SSXCC-FRB, failure rates);
        with item bounds, where SSMCC branches two ways already (binary
        changes nothing), "wtd" and "frb" are SSMCC-WTD and SSMCC-FRB;
        knuth=True gives their mems. seed (0 to 2**31-1) shuffles the item
        list first as his programs' option s does (`dlx --algorithm cells
        --seed`), for his trees."""
        limit = _limit(limit)
        jobs = _jobs(jobs)
        memo = _memo(memo)
        order = _order(order, branch)
        options = _limits(_search_options(limit, memo, jobs=jobs, order=order), knuth,
                          node_limit, time_limit)
        _engine(options, algorithm, infer, dict(binary=binary, wtd_increment=wtd_increment,
                                                wtd_growth=wtd_growth, seed=seed))
        start = time.monotonic()
        stats = self._search(options)
        self._stats = Stats.from_c(stats, time.monotonic() - start)
        return self._stats.solutions

    def best(self, k=1, jobs=1, *, knuth=False, node_limit=None, time_limit=None):
        """The k cheapest solutions, cheapest first, as `dlx --best K`
        ranks them: a list of (cost, [option numbers, increasing]); of two
        solutions of one cost, the one whose sorted numbers come first
        lexicographically ranks first. Fewer than k when fewer exist.
        jobs > 1 searches with that many threads (jobs=0: one per CPU),
        with the same answer. knuth=True runs the reference loop, which
        takes DLX5's steps and counts its mems (`dlx --best K
        --stats=knuth`); node_limit and time_limit stop the search early,
        with the cheapest found so far. The search has its own item choice
        and no memo, so best() takes no order or memo."""
        whole(k, "k", 1, INT_MAX)
        jobs = _jobs(jobs)
        limits = (knuth, node_limit, time_limit)
        _limits(_native.DlxSearchOptions(), *limits)  # checked before anything is made
        lib = _native.dlx()
        best = lib.dlx_best_create(k)
        if not best:
            raise MemoryError("libdlx: cannot keep %d solutions" % k)
        borrowed = self._matrix.borrow()
        try:
            stats = _native.DlxStats()
            options = _limits(_search_options(jobs=jobs), *limits)
            start = time.monotonic()
            check(_interrupt.search_best(borrowed[0], best, options, stats), "search")
            seconds = time.monotonic() - start
            found = []
            for rank in range(lib.dlx_best_count(best)):
                options = _native.c_int_p()
                size = check(lib.dlx_best_options(best, rank, ctypes.byref(options)), "best")
                found.append((lib.dlx_best_cost(best, rank), options[:size]))
        finally:
            self._matrix.give_back(borrowed)
            lib.dlx_best_destroy(best)
        self._stats = Stats.from_c(stats, seconds)
        return found

    def estimate(self, probes, seed=0, method="particles"):
        """An estimate of count()'s search with memo=0, without running it,
        from `probes` random paths from the root (1 to 10**9), each taking
        the item the search would branch on and one of its options at
        random, as `dlx --estimate` makes it: with method="particles" the
        paths go down together, those that die early replaced by copies of
        those going on; with "paths", one by one (Knuth's). The random
        choices come from `seed`, so the same seed gives the same Estimate.
        A problem with item bounds raises dlx.UnsupportedError."""
        whole(probes, "probes", 1, _native.DLX_MAX_PROBES)
        whole(seed, "seed", 0, UINT64_MAX)
        text(method, "method")
        if method not in ESTIMATE_METHODS:
            raise ArgumentValueError("method must be one of %s, got %r"
                                     % (", ".join(ESTIMATE_METHODS), method))
        lib = _native.dlx()
        options = _native.DlxEstimateOptions()
        lib.dlx_estimate_options_init(ctypes.byref(options))
        options.probes = probes
        options.seed = seed
        options.method = ESTIMATE_METHODS.index(method)
        result = _native.DlxEstimateResult()
        borrowed = self._matrix.borrow()
        try:
            code = lib.dlx_estimate(borrowed[0], ctypes.byref(options), ctypes.byref(result))
        finally:
            self._matrix.give_back(borrowed)
        if code == _native.DLX_EBOUNDS:
            raise UnsupportedError("estimate: item bounds (Algorithm M) are not supported", code)
        check(code, "estimate")
        return Estimate(result.nodes, result.nodes_error, result.solutions,
                        result.solutions_error, result.probe_nodes)

    def zdd(self, memo=DEFAULT_MEMO_MIB):
        """Every solution as one dlx.Zdd (Knuth's DLX6), as `dlx --zdd`
        builds it: subproblems the search reaches twice share one
        subdiagram, kept in at most `memo` MiB (True: the default 256;
        0 or False: none merged, the diagram is then the search tree). Its
        count, node_count, solutions(), sample(n, seed) and write(path)
        are those of `dlx --zdd FILE`, `dlx --sample N --seed S` and
        `dlx zdd`. Item bounds raise dlx.UnsupportedError."""
        memo = _memo(memo)
        borrowed = self._matrix.borrow()
        try:
            return _zdd.build(borrowed[0], memo, self)
        finally:
            self._matrix.give_back(borrowed)

    def _search(self, options):
        borrowed = self._matrix.borrow()
        try:
            stats = _native.DlxStats()
            check(_interrupt.search(borrowed[0], options, stats), "search")
            return stats
        finally:
            self._matrix.give_back(borrowed)

    def solutions(self, limit=None, jobs=1, order="mrv", *, branch=None, memo=0, knuth=False,
                  node_limit=None, time_limit=None, algorithm="links", infer=False,
                  binary=False, wtd_increment=None, wtd_growth=None, seed=None):
        """A generator of the solutions, each a list of option numbers (in the
        order the search chose them). The search runs in a thread of its own
        and hands solutions over a bounded batch at a time; closing the
        generator (or dropping it, or leaving a for loop) stops the search.
        jobs > 1 searches with that many threads of the library (jobs=0:
        one per CPU): every solution comes once, in an order that is not
        the single search's and changes from run to run. `order` (or
        `branch`), `knuth`, `node_limit`, `time_limit`, `algorithm`,
        `infer`, `binary`, `wtd_increment`, `wtd_growth` and `seed` as in
        count();
        `memo` is taken for the same calls to work, but a search that
        visits its solutions never uses the memo."""
        jobs = _jobs(jobs)
        options = _search_options(_limit(limit), _memo(memo), None, jobs,
                                  _order(order, branch))
        options = _engine(_limits(options, knuth, node_limit, time_limit), algorithm, infer,
                          dict(binary=binary, wtd_increment=wtd_increment,
                               wtd_growth=wtd_growth, seed=seed))
        return self._stream(options)

    def _stream(self, options):
        handover = Handover()
        borrowed = self._matrix.borrow()
        result = []
        stop = _interrupt.Stop(options)
        start = time.monotonic()
        thread = threading.Thread(target=_search_into,
                                  args=(borrowed[0], options, handover, result),
                                  name="dlx-solutions", daemon=True)
        try:
            thread.start()
            yield from handover.drain()
        finally:
            # Left early (closed, dropped, Ctrl-C): the callback answers
            # "stop" at the next solution, and the stop object ends the
            # search where solutions are rare, in every thread.
            handover.stop()
            stop.request()
            if thread.ident is not None:
                thread.join()
            stop.close()
            self._matrix.give_back(borrowed)
            if result:
                if result[0].stop == _native.STOP_REQUESTED:
                    result[0].stop = _native.STOP_CALLBACK  # the consumer closed it, as documented
                self._stats = Stats.from_c(result[0], time.monotonic() - start)


def _search_into(problem, options, handover, result):
    """The search thread of Problem.solutions."""
    def on_solution(user, chosen, count):
        try:
            return handover.put(chosen[:count])
        except BaseException as error:  # reported to the consumer; the search stops
            handover.error = error
            return 1

    callback = _native.SOLUTION_FN(on_solution)
    options.on_solution = callback
    stats = _native.DlxStats()
    error = None
    try:
        check(_native.dlx().dlx_search(problem, ctypes.byref(options), ctypes.byref(stats)),
              "search")
        result.append(stats)
    except BaseException as caught:
        error = caught
    handover.finish(error or handover.error)
