# site.sh - sourced by the tests of the web pages (web.sh, hostile.sh) after
# lib.sh: reads the commands and directories meson passes (SUDOKU, DLX,
# SOURCE_ROOT as ROOT, BUILD_ROOT as BUILD), skips the test (TAP SKIP) when
# emscripten, node or chromium is missing, checks the site $WEB_SITE is built,
# serves it on 127.0.0.1 (its address in $BASE) and defines the functions below.
SUDOKU=${SUDOKU:?}
DLX=${DLX:?}
ROOT=${SOURCE_ROOT:?}
BUILD=${BUILD_ROOT:?}
HERE=$(cd "$(dirname "$0")" && pwd)
skip_all() {
	echo "ok 1 - the web pages # SKIP $1"
	echo "1..1"
	exit 0
}
[ -n "${WEB_SKIP:-}" ] && skip_all "$WEB_SKIP"
[ -n "${WEB_SITE:-}" ] ||
	skip_all "emscripten was not installed when meson set up the build (apt-get install emscripten node-acorn)"
command -v node >/dev/null || skip_all "node is not installed"
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || skip_all "chromium is not installed"

SITE=$WEB_SITE
SHOTS=$BUILD/web-screenshots
mkdir -p "$SHOTS"
expect_true "the site is built in $SITE (ninja -C \"$BUILD\" web-site)" [ -s "$SITE/dlx-web.wasm" ]
if [ ! -s "$SITE/dlx-web.wasm" ]; then
	finish
	exit 1
fi
for file in sudoku.html exact-cover.html dlx-web.wasm dlx-web.js problems.js; do
	expect_true "the site has $file" [ -s "$SITE/$file" ]
done
expect_true "the pages load nothing from another host" \
	eval '! grep -qiE "(src|href)=\"(https?:)?//" "$SITE"/*.html'

/usr/bin/env python3 -u -m http.server 0 -b 127.0.0.1 -d "$SITE" >"$WORK/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -rf "$WORK"' EXIT
port=
for _ in $(seq 100); do
	port=$(sed -n 's/.*port \([0-9]*\).*/\1/p' "$WORK/server.log" | head -1)
	[ -n "$port" ] && break
	sleep 0.1
done
BASE=http://127.0.0.1:$port

# browse URL STEP...: browser.js; stdout in $OUT, console errors in $ERR, exit status in $STATUS
browse() { run node "$HERE/browser.js" "$@"; }
expect_clean() { # NAME: the page loaded, its condition came, no console error
	if [ "$STATUS" -eq 0 ]; then pass "$1: no console errors"
	else fail "$1: no console errors" "browser.js exit $STATUS" "$(head -c 2000 "$ERR")"; fi
}
result='document.getElementById("sudoku-result").dataset'
settled="$result.status === 'done' || $result.status === 'error'"
uri() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"; }
# the playground's status line, the whole search's count, and when it is counted
status='document.getElementById("ec-status").dataset'
total='document.getElementById("ec-total").dataset'
counted="$total.status === 'done'"
