#!/usr/bin/env bash
# `meson install` into a temporary prefix gives both libraries, their headers,
# pkg-config files and the man pages; only the public API is exported; the
# version comes from meson.build; and the programs in examples/ build against
# that prefix with pkg-config and give known answers when run with
# LD_LIBRARY_PATH.
. "$(dirname "$0")/lib.sh"
: "${BUILD_ROOT:?}" "${SOURCE_ROOT:?}"
CC=${CC:-cc}
WIKI=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
WIKI_SOLUTION=534678912672195348198342567859761423426853791713924856961537284287419635345286179
DEST=$WORK/dest

meson install -C "$BUILD_ROOT" --no-rebuild --quiet --destdir "$DEST" >"$WORK/install.log" 2>&1
expect_true "meson install --destdir: succeeds" test $? -eq 0
found() { find "$DEST" -name "$1" ! -type d | head -1; } # files: the Python package is a folder dlx
for file in libdlx.so libdlx.a libsudoku.so libsudoku.a dlx.h dlx_format.h dlx_dance.h dlx_bench.h sudoku.h \
	sudoku_logic.h dlx_export.h dlx_version.h libdlx.pc libsudoku.pc dlx sudoku; do
	expect_true "installed: $file" test -n "$(found "$file")"
done
if command -v scdoc >/dev/null; then
	for page in dlx.1 sudoku.1; do
		expect_true "installed: man page $page" test -n "$(find "$DEST" -path "*/man1/$page")"
	done
	expect_true "dlx(1) documents --max-input-size" grep -q 'max-input-size' "$(found dlx.1)"
fi

LIBDIR=$(dirname "$(found libdlx.so)")
PCDIR=$(dirname "$(found libdlx.pc)")
export PKG_CONFIG_LIBDIR=$PCDIR PKG_CONFIG_SYSROOT_DIR=$DEST
expect_true "libsudoku.pc requires libdlx" grep -q '^Requires:.*libdlx' "$PCDIR/libsudoku.pc"
expect_true "pkg-config --libs libsudoku brings -ldlx" \
	bash -c 'pkg-config --libs libsudoku | grep -q -- -ldlx'

# Only the public API leaves the shared objects.
nm -D --defined-only "$LIBDIR/libdlx.so" | awk '{print $3}' >"$WORK/dlx.syms"
nm -D --defined-only "$LIBDIR/libsudoku.so" | awk '{print $3}' >"$WORK/sudoku.syms"
expect_true "libdlx.so exports dlx_search" grep -qx dlx_search "$WORK/dlx.syms"
expect_true "libdlx.so exports the replay, dlx_dance_event" grep -qx dlx_dance_event "$WORK/dlx.syms"
expect_true "libdlx.so exports only dlx_* names" bash -c "! grep -v '^dlx_' '$WORK/dlx.syms'"
expect_true "libdlx.so keeps grow_array inside" bash -c "! grep -q grow_array '$WORK/dlx.syms'"
expect_true "libsudoku.so exports sudoku_solve" grep -qx sudoku_solve "$WORK/sudoku.syms"
expect_true "libsudoku.so exports only sudoku_* names" bash -c "! grep -v '^sudoku_' '$WORK/sudoku.syms'"

# One version: meson.build's, in the generated header and in --version.
version=$(sed -n "s/^  version: '\(.*\)',$/\1/p" "$SOURCE_ROOT/meson.build" | head -1)
expect_true "meson.build has a version ($version)" test -n "$version"
expect_true "dlx_version.h carries meson.build's version" \
	grep -q "DLX_VERSION_STRING \"$version\"" "$(found dlx_version.h)"
expect_true "dlx.h holds no second copy of the version" \
	bash -c "! grep -q 'define DLX_VERSION_STRING' '$(found dlx.h)'"
run "$(found dlx)" --version
expect_out "installed dlx --version" "dlx $version"
IFS=. read -r major minor patch <<<"$version"
expect_true "dlx_version.h: DLX_VERSION_NUMBER counts $version" \
	grep -q "DLX_VERSION_MAJOR $major\$" "$(found dlx_version.h)"
expect_true "dlx_version.h: minor and patch of $version" bash -c \
	"grep -q 'DLX_VERSION_MINOR $minor\$' '$(found dlx_version.h)' && grep -q 'DLX_VERSION_PATCH $patch\$' '$(found dlx_version.h)'"

# The soname carries the ABI number (meson.build's abi_version), not the release.
abi=$(sed -n "s/^abi_version = '\(.*\)'$/\1/p" "$SOURCE_ROOT/meson.build")
expect_true "meson.build has an ABI number ($abi)" test -n "$abi"
for lib in libdlx libsudoku; do
	soname=$(objdump -p "$(found "$lib.so")" 2>/dev/null | awk '$1 == "SONAME" {print $2}')
	expect_true "$lib's soname is $lib.so.$abi (got $soname)" test "$soname" = "$lib.so.$abi"
done

# The Python package: installed where its interpreter looks, recording the
# library folder (under the destdir here, so DLX_LIBRARY_PATH points there).
# Not in a sanitized build: python3 cannot load its libraries (tests/python).
if [ -n "${PYTHON:-}" ] && [ -z "${EXAMPLE_CFLAGS:-}" ]; then
	init=$(find "$DEST" -path '*/dlx/__init__.py' | head -1)
	expect_true "installed: the Python package dlx" test -n "$init"
	where=$(sed -n "s/^LIBRARY_DIR = '\(.*\)'$/\1/p" "$(dirname "$init")/_where.py")
	expect_true "dlx/_where.py names the installed library folder" test "$DEST$where" = "$LIBDIR"
	run env -u LD_LIBRARY_PATH PYTHONPATH="$(dirname "$(dirname "$init")")" DLX_LIBRARY_PATH="$LIBDIR" \
		PYTHONDONTWRITEBYTECODE=1 "$PYTHON" -c 'import sys, dlx
print(dlx.Problem.load(sys.argv[1]).count(), dlx.sudoku.solve(sys.argv[2]))' \
		"$SOURCE_ROOT/data/exact-cover/queens-8.dlx" "$WIKI"
	expect_out "the installed Python package counts and solves" "92 $WIKI_SOLUTION"
fi

# The examples, built against the prefix only.
build() { # NAME PACKAGE
	# shellcheck disable=SC2046,SC2086 # pkg-config output and the flags split on purpose
	$CC ${EXAMPLE_CFLAGS:-} -o "$WORK/$1" "$SOURCE_ROOT/examples/$1.c" \
		$(pkg-config --cflags --libs "$2") 2>"$WORK/$1.log"
}
expect_true "examples/exact_cover.c builds with pkg-config libdlx" build exact_cover libdlx
expect_true "examples/count_knuth_format.c builds with pkg-config libdlx" \
	build count_knuth_format libdlx
expect_true "examples/solve_sudoku.c builds with pkg-config libsudoku" build solve_sudoku libsudoku
# Each public header compiles on its own, from the prefix alone.
for header in dlx.h dlx_format.h dlx_dance.h dlx_bench.h sudoku.h sudoku_logic.h; do
	printf '#include <%s>\nint main(void) { return 0; }\n' "$header" >"$WORK/header.c"
	# shellcheck disable=SC2046 # pkg-config output splits on purpose
	expect_true "$header compiles alone (-std=c17 -pedantic -Werror)" \
		"$CC" -std=c17 -Wall -Wextra -pedantic -Werror -c -o "$WORK/header.o" "$WORK/header.c" \
		$(pkg-config --cflags libsudoku)
done

# A C++ program includes the headers as they are (extern "C") and links. g++ first: under
# sanitizers the program must link the same runtime as the gcc-built library, and clang's
# ASan runtime beside gcc's aborts at start.
CXX=${CXX:-$(command -v g++ || { [ -z "${EXAMPLE_CFLAGS:-}" ] && command -v clang++; } || true)}
if [ -n "$CXX" ]; then
	cat >"$WORK/version.cc" <<'CXX'
#include <dlx.h>
#include <dlx_format.h>
#include <dlx_dance.h>
#include <dlx_bench.h>
#include <sudoku.h>
#include <sudoku_logic.h>
#include <cstdio>
int main() {
	struct dlx_dance *dance = dlx_dance_create(nullptr, nullptr, nullptr); // refused: NULL
	std::printf("%s %d %d\n", dlx_version(), dlx_version_number() == DLX_VERSION_NUMBER, !dance);
}
CXX
	# shellcheck disable=SC2046 # pkg-config output splits on purpose
	expect_true "a C++ program includes the headers and links with libsudoku" \
		"$CXX" ${EXAMPLE_CFLAGS:-} -o "$WORK/version_cc" "$WORK/version.cc" $(pkg-config --cflags --libs libsudoku)
	run env LD_LIBRARY_PATH="$LIBDIR" "$WORK/version_cc"
	expect_out "C++: dlx_version() is the header's version; dlx_dance_create(NULL) is NULL" "$version 1 1"
else
	TEST_COUNT=$((TEST_COUNT + 1))
	echo "ok $TEST_COUNT - C++ program # SKIP no C++ compiler that links this build"
fi

# Static linking, as the README says: pkg-config --static with -static, no
# LD_LIBRARY_PATH. Sanitizer builds cannot link statically, so they skip it.
if [ -z "${EXAMPLE_CFLAGS:-}" ]; then
	# shellcheck disable=SC2046 # pkg-config output splits on purpose
	expect_true "examples/solve_sudoku.c links with -static and pkg-config --static libsudoku" \
		"$CC" -static -o "$WORK/solve_static" "$SOURCE_ROOT/examples/solve_sudoku.c" \
		$(pkg-config --cflags --static --libs libsudoku)
	run "$WORK/solve_static" "$WIKI"
	expect_out "the static solve_sudoku: Wikipedia's puzzle, the published solution" "$WIKI_SOLUTION"
	expect_true "the static solve_sudoku needs no shared library" \
		bash -c "! ldd '$WORK/solve_static' 2>/dev/null | grep -q '=>'"
else
	TEST_COUNT=$((TEST_COUNT + 1))
	echo "ok $TEST_COUNT - static linking # SKIP not with sanitizers ($EXAMPLE_CFLAGS)"
fi

export LD_LIBRARY_PATH=$LIBDIR
expect_true "the examples load the installed libdlx" \
	bash -c "ldd '$WORK/solve_sudoku' | grep -q '$LIBDIR/libdlx.so'"

# Knuth's example has one solution: options 0 (c e), 3 (a d f), 4 (b g).
run "$WORK/exact_cover"
expect_status "exact_cover: exit 0" 0
expect_true "exact_cover: Knuth's one solution, options {0, 3, 4}" \
	test "$(grep '^solution:' "$OUT" | cut -d: -f2 | tr ' ' '\n' | sed '/^$/d' | sort | tr '\n' ' ')" = "0 3 4 "
expect_true "exact_cover: one solution counted" grep -q "^1 solution(s), libdlx $version" "$OUT"
run "$WORK/count_knuth_format" "$SOURCE_ROOT/data/exact-cover/queens-8.dlx"
expect_out "count_knuth_format: 8 queens have 92 solutions" 92
run "$WORK/count_knuth_format" "$SOURCE_ROOT/data/exact-cover/langford-7.dlx"
expect_out "count_knuth_format: Langford pairs n=7 have 52 (26 up to reversal)" 52
run "$WORK/solve_sudoku" "$WIKI"
expect_out "solve_sudoku: Wikipedia's puzzle, the published solution" "$WIKI_SOLUTION"
run "$WORK/solve_sudoku" "$(printf '.%.0s' $(seq 81))"
expect_status "solve_sudoku: the empty grid has several solutions, exit 1" 1

finish
