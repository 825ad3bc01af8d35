#!/usr/bin/env bash
# make-pictures.sh - makes the pictures in docs/pictures with this project's
# own tools: `dlx --svg-matrix` for the matrix at a step of the search,
# `dlx --tree` and `dlx zdd --dot` drawn by Graphviz (`dot -Tsvg`) for a
# search tree and a ZDD, and `dlx bench --plot` (through gnuplot) for the
# chart of a study.
#
#   PATH="$PWD/build/src/cli:$PATH" docs/make-pictures.sh [OUTDIR]
#
# run from the source root (OUTDIR defaults to docs/pictures); needs dlx on
# PATH, Graphviz's dot and gnuplot. tests/cli/docs.sh checks that the
# committed matrices are exactly what this script makes (what Graphviz and
# gnuplot draw changes with their versions).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/pictures}
mkdir -p "$out"
knuth=data/exact-cover/knuth-example.dlx

# Knuth's example at the steps docs/2-dancing-links.md walks through
for step in 0 1 2 5 12; do
	dlx --svg-matrix "$out/knuth-step-$step.svg" --step "$step" "$knuth"
done

# search trees: Knuth's example and 4 queens
for name in knuth-example queens-4; do
	dlx --tree "$out/$name.dot" "data/exact-cover/$name.dlx" >/dev/null
	dot -Tsvg "$out/$name.dot" -o "$out/$name-tree.svg"
	rm "$out/$name.dot"
done

# docs/3-mrv.md: the ZDD of every cover of the cheapest-cover problem, its costs left out
sed 's/ |[0-9]*$//' data/exact-cover/cheapest-cover.dlx >"$out/cover.dlx"
dlx --zdd "$out/cover.zdd" "$out/cover.dlx" >/dev/null
dlx zdd --dot "$out/cover.dot" "$out/cover.zdd" "$out/cover.dlx"
dot -Tsvg "$out/cover.dot" -o "$out/cover-zdd.svg"
rm "$out/cover.dlx" "$out/cover.zdd" "$out/cover.dot"

# docs/11-comparing-algorithms.md: the nodes of the study's four configurations
# (the nodes, not the seconds: the same chart on every machine)
dlx bench --runs 1 --plot-what nodes --plot "$out/queens-nodes-chart.svg" \
	--config links,mrv --config knuth --config first --config cells,knuth \
	data/exact-cover/queens-{8..12}.dlx >/dev/null
