"""Problem.zdd and dlx.read_zdd against answers they did not make: the
counts and ZDD nodes of Knuth's DLX6 (data/exact-cover/knuth-counts.txt),
the published counts of n queens (OEIS A000170), and what `dlx --zdd`,
`dlx --sample` and `dlx zdd` print and write for the same problem, seed
and file; bad diagrams raise with the command's line, column and reason."""
import os

import pytest

import dlx
from conftest import data, run

# (solutions, ZDD nodes) of `dlx6 m1 < FILE` (knuth-counts.txt: "Altogether S
# solutions, ..., N ZDD nodes"); DLX6's node count holds the two sinks.
DLX6 = {"queens-10.dlx": (724, 4118), "langford-8.dlx": (300, 1329),
        "word-squares.dlx": (24, 118), "pentomino-3x20.dlx": (8, 76)}
FILES = ["queens-8.dlx", "knuth-colors.dlx", "langford-7.dlx"]


def path(name):
    return data("exact-cover", name)


def ids(stdout):
    """Solutions as `--print=ids` prints them: one line of option numbers each."""
    return [[int(k) for k in line.split()] for line in stdout.splitlines() if line.strip()]


def command(*args):
    result = run("DLX", *args)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("name", sorted(DLX6))
def test_counts_and_nodes_are_dlx6s(name):
    z = dlx.Problem.load(path(name)).zdd()
    assert (z.count, z.node_count) == DLX6[name]


@pytest.mark.parametrize("name", FILES)
def test_the_file_is_the_commands_byte_for_byte(name, tmp_path):
    p = dlx.Problem.load(path(name))
    z = p.zdd()
    assert str(z.count) == command("--zdd", str(tmp_path / "dlx.zdd"), path(name)).strip()
    z.write(str(tmp_path / "python.zdd"))
    assert (tmp_path / "python.zdd").read_bytes() == (tmp_path / "dlx.zdd").read_bytes()
    assert z.text() == (tmp_path / "dlx.zdd").read_text()
    assert sorted(os.listdir(tmp_path)) == ["dlx.zdd", "python.zdd"]  # no temporary left


@pytest.mark.parametrize("name", FILES)
@pytest.mark.parametrize("seed", [0, 7, 2**64 - 1])
def test_samples_are_the_commands_for_the_same_seed(name, seed, tmp_path):
    p = dlx.Problem.load(path(name))
    z = p.zdd()
    drawn = z.sample(20, seed=seed)
    want = ids(command("--sample", "20", "--seed", str(seed), "--print=ids", path(name)))
    # the command prints each solution's options in increasing order
    assert [sorted(s) for s in drawn] == want
    z.write(str(tmp_path / "z.zdd"))
    again = dlx.read_zdd(str(tmp_path / "z.zdd"), p).sample(20, seed=seed)
    assert again == drawn
    assert want == ids(command("zdd", "--sample", "20", "--seed", str(seed), "--print=ids",
                               str(tmp_path / "z.zdd")))


def test_samples_change_with_the_seed_and_are_solutions():
    p = dlx.Problem.load(path("queens-8.dlx"))
    z = p.zdd()
    every = {tuple(sorted(s)) for s in p.solutions()}
    assert len(every) == 92  # OEIS A000170
    assert {tuple(sorted(s)) for s in z.sample(200, seed=1)} <= every
    assert z.sample(30, seed=1) != z.sample(30, seed=2)
    assert z.sample(0) == []


@pytest.mark.parametrize("name", FILES)
def test_solutions_are_the_searchs(name):
    p = dlx.Problem.load(path(name))
    z = p.zdd()
    listed = sorted(sorted(s) for s in z.solutions())
    assert listed == sorted(sorted(s) for s in p.solutions())
    assert len(listed) == z.count == len(z)
    assert sorted(sorted(s) for s in z) == listed


def test_closing_the_solutions_early_stops_the_walk():
    z = dlx.Problem.load(path("queens-10.dlx")).zdd()
    walk = z.solutions()
    first = [next(walk) for _ in range(3)]
    walk.close()
    assert len(first) == 3 and all(len(s) == 10 for s in first)


def test_memo_zero_is_the_search_tree_with_the_same_solutions(tmp_path):
    p = dlx.Problem.load(path("langford-8.dlx"))
    tree = p.zdd(memo=0)
    assert tree.count == 300 and tree.node_count > 1329  # DLX6 merges to 1329 nodes
    command("--memo", "0", "--zdd", str(tmp_path / "tree.zdd"), path("langford-8.dlx"))
    assert tree.text() == (tmp_path / "tree.zdd").read_text()


@pytest.mark.parametrize("name", ["knuth-example.zdd", "queens-8.zdd"])
def test_bundled_diagrams_read_as_dlx_zdd_counts_them(name):
    z = dlx.read_zdd(path(name))
    assert command("zdd", path(name)) == "solutions: %d\nnodes: %d\n" % (z.count, z.node_count)
    assert z.count == {"knuth-example.zdd": 1, "queens-8.zdd": 92}[name]


@pytest.mark.parametrize("text, message", [
    ("2: (~1?0:7)\n3: (~0?0:2)\n", "bad.zdd:1:10: branch to node 7, which no line defines"),
    ("2: (~1?0:3)\n3: (~2?0:2)\n4: (~0?0:3)\n", "bad.zdd:2:10: node 2 lies on a cycle"),
    ("2: (~1?0:1)\n3: (~4?0:2)\n", "bad.zdd:2: the last line must be the root mark"),
    ("", "bad.zdd: no lines"),
])
def test_bad_diagrams_raise_with_the_commands_place_and_reason(text, message, tmp_path,
                                                             monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.zdd").write_text(text)
    with pytest.raises(dlx.ParseError) as caught:
        dlx.read_zdd("bad.zdd")
    assert str(caught.value).startswith(message)
    assert str(caught.value) == run("DLX", "zdd", "bad.zdd").stderr.strip()


def test_another_problems_diagram_is_an_error_naming_the_option(tmp_path):
    (tmp_path / "other.zdd").write_text("2: (~999?0:1)\n3: (~0?0:2)\n")
    z = dlx.read_zdd(str(tmp_path / "other.zdd"), dlx.Problem.load(path("knuth-example.dlx")))
    assert z.count == 1
    with pytest.raises(dlx.Error, match="names option 999 .counted from 1., but the problem has 6"):
        list(z.solutions())
    with pytest.raises(dlx.Error, match="names option 999"):
        z.sample(1)
    assert list(dlx.read_zdd(str(tmp_path / "other.zdd")).solutions()) == [[998]]


def test_bounds_raise_unsupported_and_arguments_are_checked(tmp_path):
    with pytest.raises(dlx.UnsupportedError, match="item bounds"):
        dlx.Problem([("a", 1, 2)], options=[["a"]]).zdd()
    z = dlx.Problem.load(path("knuth-example.dlx")).zdd()
    with pytest.raises(ValueError):
        z.sample(-1)
    with pytest.raises(TypeError):
        z.sample(1, seed="1")
    with pytest.raises(OSError):
        z.write(str(tmp_path / "no-such-folder" / "z.zdd"))
    with pytest.raises(FileNotFoundError):
        dlx.read_zdd(str(tmp_path / "missing.zdd"))
