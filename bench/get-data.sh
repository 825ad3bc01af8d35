#!/usr/bin/env bash
# get-data.sh - fetches the public puzzle sets bench/peers.sh reads and
# writes them in one form: one puzzle a line, 81 characters, digits 1-9 and
# '.' for an empty cell, duplicates dropped (the first kept, the order
# otherwise the source's).
#
#   bench/get-data.sh [-s SRC] [OUT]
#
#   OUT     where the sets go (default: bench/data, which git ignores); pass
#           it to bench/peers.sh as -d OUT
#   -s SRC  read the source files from SRC (named as the last part of each
#           address below) instead of downloading them, and the exact-cover
#           benchmark from SRC/alg-lab (a clone or a bare git directory)
#
# What is fetched (tdoku's benchmark sets, as copied in balmerdx/sudoku_pytorch,
# and a Kaggle sample as copied in wasabi315/sudoku):
#   17clue.txt                     49,158 puzzles, every known 17-clue puzzle
#   magictour_top1465.txt           1,465 classic hard puzzles
#   forum_hardest_1905_11plus.txt  48,766 of the Enjoy Sudoku forum's hardest
#                                         (Sudoku Explainer rating 11 and up)
#   forum_hardest_1106.txt            375 the forum's 2011 hardest list
#   kaggle_easy_10k.txt            10,000 the first rows of Kaggle's "1 million
#                                         sudoku games" (many clues, easy)
# The line counts above are checked; a source that gives other counts is
# reported, and its set is still written.
#
# And the exact-cover benchmark of the DXD paper (SAT 2026), for
# bench/counting.sh: the 72 files of data/exact_cover_benchmark/ in
# https://github.com/loiufam/alg-lab (a shallow clone), copied unchanged
# into OUT/exact_cover_benchmark/: bell-03..12, doublefact-01..29 (odd),
# latin6/7/8-blk-*, sts15-blk-*, kts15-ptpt-*, in the .ec format (some
# named .txt).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
src=""
while getopts 's:h' flag; do
	case $flag in
	s) src=$(cd "$OPTARG" && pwd) ;;
	h) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
	*) echo "usage: $0 [-s SRC] [OUT]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
out=${1:-$here/data}
mkdir -p "$out"

tdoku_sets=https://github.com/balmerdx/sudoku_pytorch/raw/9c4391b/data
kaggle=https://github.com/wasabi315/sudoku/raw/9bc3fd1/test
# set name, address, rows of the source to keep (0: all), puzzles expected
sets=(
	"17clue $tdoku_sets/puzzles2_17_clue 0 49158"
	"magictour_top1465 $tdoku_sets/puzzles3_magictour_top1465 0 1465"
	"forum_hardest_1905_11plus $tdoku_sets/puzzles5_forum_hardest_1905_11%2B 0 48766"
	"forum_hardest_1106 $tdoku_sets/puzzles6_forum_hardest_1106 0 375"
	"kaggle_easy_10k $kaggle/sudoku.csv 10001 10000"
)

# fetch URL FILE: the source file, from SRC or the network
fetch() {
	local name=${1##*/}
	name=${name//%2B/+}
	if [ -n "$src" ]; then
		[ -f "$src/$name" ] || { echo "$0: $src/$name not found (it comes from $1)" >&2; return 1; }
		cp "$src/$name" "$2"
	else
		command -v curl >/dev/null || { echo "$0: curl not found (apt-get install -y curl)" >&2; return 1; }
		curl -fsSL --retry 2 -o "$2" "$1" || { echo "$0: could not download $1" >&2; return 1; }
	fi
}

# normalise: one puzzle a line from any of the sources' forms: carriage
# returns and '#' comment lines dropped; in a CSV row, the first field that
# is a puzzle; '0' read as an empty cell; duplicates dropped
normalise() {
	awk -F, '{
		sub(/\r$/, "")
		if ($0 ~ /^#/) next
		for (i = 1; i <= NF; i++) {
			field = $i
			gsub(/^[ \t]+|[ \t]+$/, "", field)
			if (field ~ /^[0-9.]+$/ && length(field) == 81) {
				gsub(/0/, ".", field)
				if (!seen[field]++) print field
				next
			}
		}
	}'
}

status=0
tmp=$(mktemp)
clone=$(mktemp -d)
trap 'rm -rf "$tmp" "$clone"' EXIT
for entry in "${sets[@]}"; do
	read -r name url rows want <<<"$entry"
	if ! fetch "$url" "$tmp"; then
		status=1
		continue
	fi
	if [ "$rows" -gt 0 ]; then head -n "$rows" "$tmp"; else cat "$tmp"; fi | normalise >"$out/$name.txt"
	got=$(wc -l <"$out/$name.txt")
	if [ "$got" -eq "$want" ]; then echo "$out/$name.txt: $got puzzles"
	else echo "$0: $out/$name.txt has $got puzzles, not the $want expected (from $url)" >&2; status=1; fi
done

# The exact-cover benchmark: from SRC/alg-lab, or a shallow clone.
alg_lab=https://github.com/loiufam/alg-lab
benchmark=data/exact_cover_benchmark
if [ -n "$src" ]; then
	git_dir=$src/alg-lab
else
	git_dir=$clone/alg-lab.git
	git clone --quiet --bare --depth 1 "$alg_lab" "$git_dir" ||
		{ echo "$0: could not clone $alg_lab" >&2; git_dir=""; }
fi
if [ -n "$git_dir" ] && git -C "$git_dir" rev-parse --verify --quiet "HEAD:$benchmark" >/dev/null; then
	rm -rf "${out:?}/exact_cover_benchmark"
	git -C "$git_dir" archive HEAD -- "$benchmark" | tar -x -C "$clone"
	mv "$clone/$benchmark" "$out/exact_cover_benchmark"
	got=$(find "$out/exact_cover_benchmark" -type f | wc -l)
	if [ "$got" -eq 72 ]; then echo "$out/exact_cover_benchmark: $got instances"
	else echo "$0: $out/exact_cover_benchmark has $got files, not the 72 expected" >&2; status=1; fi
else
	[ -z "$git_dir" ] || echo "$0: $git_dir holds no $benchmark (a clone of $alg_lab)" >&2
	status=1
fi
exit $status
