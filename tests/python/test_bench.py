"""dlx.bench and the search keywords of count(), solutions() and best()
against answers they did not make: the published counts of n queens
(OEIS A000170), Langford pairings (A014552, both mirror images) and
Knuth's example, and the figures `dlx --stats` and `dlx bench` print for
the same settings."""
import csv
import io
import json
import os

import pytest

import dlx
from conftest import data, run

PUBLISHED = {"queens-6.dlx": 4, "queens-8.dlx": 92, "langford-7.dlx": 52,
             "knuth-example.dlx": 1}
CONFIGS = ["links,mrv", "nomemo", "first,knuth", "sharp"]
# the dlx flags that search as each configuration does
FLAGS = {"links,mrv": ["--stats"], "nomemo": ["--stats", "--memo", "0"],
         "first,knuth": ["--stats=knuth", "--branch", "first"],
         "sharp": ["--stats", "--branch", "sharp"]}
KEYS = ["instance", "config", "solutions", "nodes", "updates", "mems", "median_s", "min_s",
        "max_s"]


def paths():
    return [data("exact-cover", name) for name in PUBLISHED]


def dlx_stats(flags, path):
    """solutions, nodes, updates and mems (None when not shown) of `dlx FLAGS PATH`."""
    figures = dict(line.partition(": ")[::2] for line in run("DLX", *flags, path).stderr.splitlines())
    mems = figures.get("mems")
    return (int(figures["solutions"]), int(figures["nodes"]), int(figures["updates"]),
            int(mems) if mems is not None else None)


def test_bench_rows_match_dlx_stats_and_the_published_counts():
    rows = dlx.bench(paths(), configs=CONFIGS, runs=2)
    assert [(r["instance"], r["config"]) for r in rows] == [(p, c) for p in paths() for c in CONFIGS]
    for row in rows:
        assert list(row) == KEYS
        name = os.path.basename(row["instance"])
        assert row["solutions"] == PUBLISHED[name], (name, row["config"])
        want = dlx_stats(FLAGS[row["config"]], row["instance"])
        assert (row["solutions"], row["nodes"], row["updates"]) == want[:3], row
        if row["config"] in ("first,knuth", "sharp"):
            assert row["mems"] == want[3] and row["mems"] > 0
        else:
            assert row["mems"] is None
        assert 0 <= row["min_s"] <= row["median_s"] <= row["max_s"]


def test_bench_rows_are_the_commands_json_and_csv_rows():
    counts = ["instance", "config", "solutions", "nodes", "updates", "mems"]
    rows = [{k: r[k] for k in counts} for r in dlx.bench(paths(), configs=CONFIGS, runs=1)]
    args = ["bench", "--runs", "1"] + [a for c in CONFIGS for a in ("--config", c)] + paths()
    objects = json.loads(run("DLX", *args, "-f", "json").stdout)
    assert [{k: o[k] for k in counts} for o in objects] == rows
    table = list(csv.DictReader(io.StringIO(run("DLX", *args, "-f", "csv").stdout)))
    assert [[t[k] for k in counts] for t in table] == [
        ["" if r[k] is None else str(r[k]) for k in counts] for r in rows]


def test_bench_binary_words_are_knuths_ssxcc_programs_and_the_commands():
    # (solutions, nodes, updates, mems) of `ssxcc-binary|ssxcc-wtd|ssxcc-frb < queens-8.dlx`
    # (data/exact-cover/knuth-counts.txt); mems only with knuth, as the command shows them
    knuth = {"cells,binary": (92, 1280, 15035, 302490), "cells,binary,wtd": (92, 1258, 15079, 305596),
             "cells,binary,frb": (92, 1201, 13546, 282918)}
    flags = {"cells,binary": [], "cells,binary,wtd": ["--branch", "wtd"],
             "cells,binary,frb": ["--branch", "frb"]}
    path = data("exact-cover", "queens-8.dlx")
    configs = [c + k for c in knuth for k in ("", ",knuth")]
    for row in dlx.bench([path], configs=configs, runs=1):
        config = row["config"].replace(",knuth", "")
        counted = row["config"].endswith(",knuth")
        want = knuth[config] if counted else knuth[config][:3] + (None,)
        assert (row["solutions"], row["nodes"], row["updates"], row["mems"]) == want, row
        stats = ["--stats=knuth" if counted else "--stats"]
        assert dlx_stats(["--algorithm", "cells", "--binary"] + flags[config] + stats, path) == want
    with pytest.raises(dlx.Error, match="invalid argument"):
        dlx.bench([path], configs=["links,frb"], runs=1)  # frb needs cells,binary


def test_bench_takes_a_glob_one_path_and_the_default_configuration():
    rows = dlx.bench(data("exact-cover", "queens-[68].dlx"), runs=1)
    assert [(os.path.basename(r["instance"]), r["config"], r["solutions"]) for r in rows] == [
        ("queens-6.dlx", "links,mrv", 4), ("queens-8.dlx", "links,mrv", 92)]


def test_bench_refuses_bad_words_and_files_before_running():
    with pytest.raises(ValueError, match=r"unknown configuration word 'frob' in 'links,frob' "
                                         r"\(known: links, cells, bits, mrv, first, sharp, binary, wtd, frb, memo, "
                                         r"nomemo, knuth, infer\)"):
        dlx.bench(paths(), configs=["links,frob"])
    with pytest.raises(ValueError, match="an empty configuration word"):
        dlx.bench(paths(), configs=["mrv,,first"])
    with pytest.raises(FileNotFoundError):
        dlx.bench([data("exact-cover", "no-such.dlx")])
    with pytest.raises(FileNotFoundError, match="no file matches"):
        dlx.bench([data("exact-cover", "no-such-*.dlx")])
    with pytest.raises(ValueError):
        dlx.bench(paths(), runs=0)
    with pytest.raises(TypeError):
        dlx.bench([3])


def test_bench_reports_a_parse_error_with_its_place(tmp_path):
    bad = tmp_path / "bad.dlx"
    bad.write_text("a b\nc\n")
    with pytest.raises(dlx.ParseError) as caught:
        dlx.bench([data("exact-cover", "queens-6.dlx"), str(bad)])
    assert (caught.value.line, caught.value.column) == (2, 1)


# ---- the search keywords of count(), solutions() and best() ----

def test_count_with_knuth_and_branch_gives_dlx_stats_knuth_figures():
    path = data("exact-cover", "queens-8.dlx")
    p = dlx.Problem.load(path)
    assert p.count(knuth=True) == 92
    want = dlx_stats(["--stats=knuth"], path)
    assert (p.stats.solutions, p.stats.nodes, p.stats.updates, p.stats.mems) == want
    assert p.count(branch="first", memo=False) == 92
    want = dlx_stats(["--stats", "--branch", "first", "--memo", "0"], path)
    assert (p.stats.solutions, p.stats.nodes, p.stats.updates, p.stats.mems) == want
    assert p.stats.seconds >= 0


def test_stats_keep_their_first_fields_and_add_mems_and_seconds():
    assert dlx.Stats._fields == ("solutions", "nodes", "updates", "max_level", "branches",
                                 "memo_hits", "stop", "mems", "seconds")


def test_count_stops_at_the_node_limit():
    p = dlx.Problem.load(data("exact-cover", "queens-8.dlx"))
    partial = p.count(node_limit=50, memo=0)
    assert p.stats.stop == "nodes" and p.stats.nodes == 50 and partial < 92
    assert p.count(time_limit=60) == 92 and p.stats.stop == "exhausted"


def test_solutions_take_the_same_keywords():
    p = dlx.Problem.load(data("exact-cover", "langford-7.dlx"))
    assert len(list(p.solutions(order="sharp", knuth=True))) == 52
    assert p.stats.mems > 0 and p.stats.stop == "exhausted"
    assert len(list(p.solutions(node_limit=10))) < 52 and p.stats.stop == "nodes"


def test_best_takes_knuth_and_limits():
    p = dlx.Problem.load(data("exact-cover", "cheapest-cover.dlx"))
    # the costs Knuth's DLX5 finds for this file: 5, 5, 6 (its ties may differ in options)
    assert [cost for cost, _ in p.best(3, knuth=True)] == [5, 5, 6]
    assert p.stats.mems > 0
    p.best(3, node_limit=1)
    assert p.stats.stop == "nodes"


@pytest.mark.parametrize("keywords", [{"order": "first", "branch": "sharp"}, {"knuth": 2},
                                      {"node_limit": 0}, {"time_limit": -1},
                                      {"time_limit": float("nan")}, {"memo": -1}])
def test_bad_keywords_raise_value_or_type_errors(keywords):
    p = dlx.Problem.load(data("exact-cover", "queens-6.dlx"))
    with pytest.raises((ValueError, TypeError)):
        p.count(**keywords)
