#!/usr/bin/env bash
# The WebAssembly solver against the native one: the first 1,000 puzzles of
# data/hardest-1000.txt solved by `sudoku solve` and by the pages' module
# under node (bench/wasm-solve.js), whole processes, best of RUNS; the
# answers must agree. Then the time of a hint on the hardest puzzle, as the
# page's worker calls it. A benchmark, not a test: run it on an idle machine.
#
#   bench/wasm.sh [BUILD_DIR] [WASM_BUILD_DIR] [RUNS]   (defaults: build, build-wasm, 3)
#
# Build first: ninja -C build, and web/build.sh OUT (which makes build-wasm).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
wasm_build=${2:-build-wasm}
runs=${3:-3}
sudoku=$build/src/cli/sudoku
module=$wasm_build/web/dlx-web.js
[ -x "$sudoku" ] || { echo "wasm.sh: no $sudoku (ninja -C $build)" >&2; exit 2; }
[ -f "$module" ] || { echo "wasm.sh: no $module (web/build.sh OUT builds it)" >&2; exit 2; }
command -v node >/dev/null || { echo "wasm.sh: node is needed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
head -n 1000 "$root/data/hardest-1000.txt" >"$work/puzzles"
node=(node --no-experimental-fetch)

# best_of CMD...: the shortest wall-clock seconds of RUNS runs (stdout to $work/out)
best_of() {
	local best="" start end t
	for _ in $(seq "$runs"); do
		start=$(date +%s.%N)
		"$@" >"$work/out" 2>"$work/err"
		end=$(date +%s.%N)
		t=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
		if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'; then best=$t; fi
	done
	echo "$best"
}

echo "# $("$sudoku" --version 2>/dev/null | head -1), node $(node --version), $(emcc --version 2>/dev/null | head -1 | cut -d'(' -f1)"
echo "# $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //'); best of $runs runs"
native=$(best_of "$sudoku" solve "$work/puzzles")
cp "$work/out" "$work/native"
wasm=$(best_of "${node[@]}" "$root/bench/wasm-solve.js" "$module" "$work/puzzles")
cp "$work/out" "$work/wasm"
if ! cmp -s "$work/native" "$work/wasm"; then
	echo "wasm.sh: the module's solutions differ from sudoku solve's" >&2
	exit 1
fi
native_us=$("$sudoku" bench --solvers dlx --warmup 1000 --repeat 3 -f csv "$work/puzzles" |
	awk -F, 'NR == 1 { for (k = 1; k <= NF; k++) if ($k ~ /pass.min/) col = k } NR == 2 { print $col }')
"${node[@]}" "$root/bench/wasm-solve.js" "$module" "$work/puzzles" --warm >"$work/out" 2>"$work/err"
wasm_us=$(cat "$work/err")
printf '%-40s %12s %12s %6s\n' "" native wasm ratio
printf '%-40s %12.3f %12.3f %6.2f\n' "whole process, seconds (cold start)" "$native" "$wasm" \
	"$(awk -v w="$wasm" -v n="$native" 'BEGIN { print w / n }')"
printf '%-40s %12.1f %12.1f %6.2f\n' "us/puzzle, fastest of 3 passes, warm" "$native_us" "$wasm_us" \
	"$(awk -v w="$wasm_us" -v n="$native_us" 'BEGIN { print w / n }')"
echo "(target: the warm ratio 2.5 or less; native: sudoku bench --solvers dlx, pass min)"
hard=$(head -n 1 "$work/puzzles" | cut -d' ' -f1)
"${node[@]}" "$root/bench/wasm-solve.js" "$module" --hint "$hard" 20 >"$work/hint" 2>"$work/hint-time"
echo "hint on $hard: $(cat "$work/hint")"
cat "$work/hint-time"
