#!/usr/bin/env bash
# get-peers.sh - fetches and builds the programs bench/peers.sh measures dlx
# against. They are other people's work, under their own licences: they are
# built in OUT for timing only and never become part of this project.
#
#   bench/get-peers.sh [-s SRC] [OUT]
#
#   OUT     where they are built (default: bench/peers, which git ignores);
#           pass it to bench/peers.sh as -p OUT
#   -s SRC  take the repositories from SRC instead of the network: SRC/NAME
#           for each NAME below, a clone or a bare git directory
#
#   NAME                 public repository                            gives
#   tdoku                https://github.com/t-dillon/tdoku            run_benchmark (tdoku, jsolve,
#                                                                     fast_solv_9r2, kudoku), generate
#   fsss2_bench          https://github.com/t-dillon/fsss2_bench      fsss2 (tdoku's submodule)
#   norvig-sudoku-bench  https://github.com/t-dillon/norvig-sudoku-bench  (tdoku's submodule)
#   cwebtest             https://github.com/ascherer/cwebtest         Knuth's DLX1, DLX2, DLX3,
#                                                                     DLX5, DLX6, SSXCC, XCCDC, DLX-PRE
#   qqwing               https://github.com/stephenostermiller/qqwing qqwing
#   alg-lab              https://github.com/loiufam/alg-lab          DXD (dxd, mdxd), the exact-cover
#                                                                     counter bench/counting.sh times
#
# Needs git, cmake, g++ and ctangle (Debian: apt-get install -y git cmake
# g++ texlive-binaries), and OpenMP for DXD (g++ has it). The submodules are
# taken at the commits tdoku pins (or the repository's HEAD, with a note, when
# that commit is not there). Results: OUT/tdoku/build/{run_benchmark,generate},
# OUT/knuth/{dlx1,...}, OUT/qqwing/qqwing, OUT/dxd/main. Each program is built
# with -O3 -march=native, but DXD with its own CMake Release flags, from
# source (the repository's prebuilt bin/main is left out). DXD alone may fail
# to build: the others are still built, and bench/counting.sh goes without it.
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
out=${1:-$here/peers}
mkdir -p "$out"
out=$(cd "$out" && pwd)

for tool in git cmake g++ ctangle; do
	command -v "$tool" >/dev/null ||
		{ echo "$0: $tool not found (Debian: apt-get install -y git cmake g++ texlive-binaries)" >&2; exit 2; }
done

declare -A url=(
	[tdoku]=https://github.com/t-dillon/tdoku
	[fsss2_bench]=https://github.com/t-dillon/fsss2_bench
	[norvig-sudoku-bench]=https://github.com/t-dillon/norvig-sudoku-bench
	[cwebtest]=https://github.com/ascherer/cwebtest
	[qqwing]=https://github.com/stephenostermiller/qqwing
	[alg-lab]=https://github.com/loiufam/alg-lab
)

# repo NAME: prints the git directory of NAME, cloning it (bare) when needed
repo() {
	local dir
	if [ -n "$src" ]; then
		dir=$src/$1
		git -C "$dir" rev-parse --git-dir >/dev/null 2>&1 ||
			{ echo "$0: $dir is not a git directory (a clone of ${url[$1]})" >&2; exit 2; }
	else
		dir=$out/git/$1.git
		[ -d "$dir" ] || git clone --quiet --bare "${url[$1]}" "$dir" >&2
	fi
	echo "$dir"
}

# extract GITDIR COMMIT DEST: the tree at COMMIT, without tdoku's bundled data
# and results, which the build does not use
extract() {
	rm -rf "$3"
	mkdir -p "$3"
	git -C "$1" archive "$2" -- . ':(exclude)data.zip' ':(exclude)benchmarks' | tar -x -C "$3"
}

# pinned TDOKU_GITDIR PATH GITDIR: the commit tdoku pins for the submodule at
# PATH if GITDIR has it, else GITDIR's HEAD
pinned() {
	local commit
	commit=$(git -C "$1" ls-tree HEAD "$2" | awk '$2 == "commit" { print $3 }')
	if [ -n "$commit" ] && git -C "$3" cat-file -e "$commit^{commit}" 2>/dev/null; then
		echo "$commit"
	else
		echo "note: $3 has not the commit tdoku pins for $2; taking its HEAD" >&2
		echo HEAD
	fi
}

echo "== tdoku, with fsss2 and norvig-sudoku-bench" >&2
tdoku=$(repo tdoku)
extract "$tdoku" HEAD "$out/tdoku"
for module in fsss2:fsss2_bench norvig_sudoku:norvig-sudoku-bench; do
	path=other/module_${module%%:*} dir=$(repo "${module#*:}")
	extract "$dir" "$(pinned "$tdoku" "$path" "$dir")" "$out/tdoku/$path"
done
mkdir -p "$out/tdoku/build"
(cd "$out/tdoku/build" &&
	CC=gcc CXX=g++ cmake .. -DCMAKE_BUILD_TYPE=Release -DOPT=O3 -DARCH=native \
		-DFAST_SOLV_9R2=on -DKUDOKU=on -DJSOLVE=on -DFSSS2=on -DNORVIG=on >cmake.log 2>&1 &&
	make -j"$(nproc)" run_benchmark generate >make.log 2>&1) ||
	{ echo "$0: tdoku did not build; see $out/tdoku/build/*.log" >&2; exit 1; }

echo "== Knuth's programs (cwebtest)" >&2
# kpathsea, through which ctangle opens its input, finds nothing in the
# current folder on a bare texlive-binaries unless told to look there
export CWEBINPUTS=${CWEBINPUTS:-.}
cweb=$(repo cwebtest)
extract "$cweb" HEAD "$out/cwebtest"
mkdir -p "$out/knuth/build"
(cd "$out/knuth/build" &&
	for name in gb_flip dlx1 dlx2 dlx3 dlx5 dlx6 ssxcc xccdc dlx-pre; do
		cp "$out/cwebtest/$name.w" . && ctangle "$name.w" >/dev/null
	done &&
	for name in dlx1 dlx2 dlx3 dlx5 dlx6 ssxcc xccdc dlx-pre; do
		gcc -O3 -march=native -w -o "../$name" "$name.c" gb_flip.c
	done) ||
	{ echo "$0: Knuth's programs did not build in $out/knuth/build" >&2; exit 1; }
# His instance generators that bench/peers.sh times the family on: each prints a
# problem in DLX3's input form on standard output.
mkdir -p "$out/knuth/gen"
(cd "$out/knuth/build" &&
	for name in motley-dlx redrect-dlx queendom-dlx; do
		cp "$out/cwebtest/$name.w" . && ctangle "$name.w" >/dev/null &&
			gcc -O2 -w -o "../gen/$name" "$name.c" gb_flip.c -lm
	done) ||
	{ echo "$0: Knuth's instance generators did not build in $out/knuth/build" >&2; exit 1; }

echo "== qqwing" >&2
extract "$(repo qqwing)" HEAD "$out/qqwing-src"
mkdir -p "$out/qqwing"
# the defines its autotools build would write, for a direct compile
printf '%s\n' '#define HAVE_GETTIMEOFDAY 1' '#define PACKAGE "qqwing"' \
	'#define VERSION "1.3.4"' '#define PACKAGE_STRING "qqwing 1.3.4"' >"$out/qqwing/config.h"
g++ -O3 -march=native -I"$out/qqwing" -o "$out/qqwing/qqwing" \
	"$out/qqwing-src/src/cpp/main.cpp" "$out/qqwing-src/src/cpp/qqwing.cpp"

echo "== DXD (alg-lab)" >&2
# the sources alone: the benchmark data (bench/get-data.sh copies it) and the
# prebuilt binary stay out
dxd_built="" alg_lab=$(repo alg-lab)
rm -rf "$out/dxd"
mkdir -p "$out/dxd/src" "$out/dxd/build"
git -C "$alg_lab" archive HEAD -- . ':(exclude)data' ':(exclude)bin' ':(exclude)run_results.txt' |
	tar -x -C "$out/dxd/src"
if (cd "$out/dxd/build" && cmake ../src -DCMAKE_BUILD_TYPE=Release >cmake.log 2>&1 &&
	make -j"$(nproc)" main >make.log 2>&1) && cp "$out/dxd/build/main" "$out/dxd/main"; then
	dxd_built=", dxd/main"
else
	echo "$0: DXD did not build (see $out/dxd/build/*.log); bench/counting.sh will skip it" >&2
fi

echo "built in $out: tdoku/build/run_benchmark, tdoku/build/generate, knuth/*, qqwing/qqwing$dxd_built" >&2
echo "next: bench/get-data.sh, then bench/peers.sh -p $out (and bench/counting.sh -p $out)" >&2
