#!/usr/bin/env bash
# make-pictures.sh - makes the pictures in docs/pictures with this project's
# own tools: `dlx --svg-matrix` for the matrix at a step of the search, and
# `dlx --tree` drawn by Graphviz (`dot -Tsvg`) for search trees.
#
#   PATH="$PWD/build/src/cli:$PATH" docs/make-pictures.sh [OUTDIR]
#
# run from the source root (OUTDIR defaults to docs/pictures); needs dlx on
# PATH and Graphviz's dot. tests/cli/docs.sh checks that the committed
# matrices are exactly what this script makes.
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
