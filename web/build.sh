#!/usr/bin/env bash
# web/build.sh OUT - builds the WebAssembly module with Debian's emscripten
# (Meson with web/emscripten-cross.ini) and lays out the static site in OUT:
#   OUT/sudoku.html, OUT/exact-cover.html, OUT/dlx-web.wasm and the scripts.
# Serve OUT with any static server, e.g. python3 -m http.server -d OUT.
# The Meson build directory is build-wasm in the source tree, or $WEB_BUILD_DIR.
# Exit codes: 0 built; 2 bad usage, emscripten missing or the build failed.
set -euo pipefail
if [ $# -ne 1 ] || [ -z "$1" ]; then
	echo "usage: web/build.sh OUT" >&2
	exit 2
fi
out=$1
root=$(cd "$(dirname "$0")/.." && pwd)
build=${WEB_BUILD_DIR:-$root/build-wasm}
if ! command -v emcc >/dev/null; then
	echo "web/build.sh: emcc not found (Debian: apt-get install emscripten node-acorn)" >&2
	exit 2
fi
# Debian's emscripten finds acorn there
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if [ ! -f "$build/build.ninja" ]; then
	meson setup "$build" "$root" --cross-file "$root/web/emscripten-cross.ini" >"$log" 2>&1 ||
		{ tail -n 20 "$log" >&2; echo "web/build.sh: meson setup failed" >&2; exit 2; }
fi
ninja -C "$build" >"$log" 2>&1 || { tail -n 40 "$log" >&2; echo "web/build.sh: the build failed" >&2; exit 2; }

mkdir -p "$out"
cp "$build/web/dlx-web.js" "$build/web/dlx-web.wasm" "$out/"
for file in sudoku.html exact-cover.html style.css dlx-api.js sudoku.js sudoku-board.js \
	sudoku-play.js sudoku-worker.js exact-cover.js cover-views.js cover-present.js cover-tree.js cover-links.js cover-worker.js; do
	cp "$root/web/$file" "$out/"
done

# The playground's bundled problems, as a script (so nothing is fetched at run time).
/usr/bin/env python3 - "$root" "$out/problems.js" <<'PY'
import json, sys
root, target = sys.argv[1], sys.argv[2]
problems = [
    ("knuth", "Knuth's example", "data/exact-cover/knuth-example.dlx"),
    ("queens-6", "6 queens", "data/exact-cover/queens-6.dlx"),
    ("queens-8", "8 queens", "data/exact-cover/queens-8.dlx"),
    ("sudoku-4x4", "4x4 Sudoku", "web/problems/sudoku-4x4.dlx"),
    ("sudoku-empty-4x4", "empty 4x4 Sudoku", "data/exact-cover/sudoku-empty-4x4.dlx"),
    ("pentomino-3x20", "pentominoes 3x20", "data/exact-cover/pentomino-3x20.dlx"),
    ("pentomino-6x10", "pentominoes 6x10", "data/exact-cover/pentomino-6x10.dlx"),
    ("knuth-colors", "Knuth's example with colours", "data/exact-cover/knuth-colors.dlx"),
]
entries = []
for name, title, path in problems:
    with open(f"{root}/{path}", encoding="utf-8") as f:
        entries.append({"name": name, "title": title, "text": f.read()})
with open(target, "w", encoding="utf-8") as f:
    f.write("/* The playground's bundled problems (written by web/build.sh). */\n")
    f.write("const DLX_PROBLEMS = " + json.dumps(entries, indent=0) + ";\n")
PY
echo "web/build.sh: site in $out"
