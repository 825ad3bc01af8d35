#!/usr/bin/env bash
# End-to-end: `dlx --algorithm cells`, the search on dancing cells (Knuth's
# SSXCC), and with --binary (SSXCC-BINARY, -WTD, -FRB), and on problems with
# item bounds (SSMCC). Known answers: the
# figures those programs printed, recorded with the command
# that made each in data/exact-cover/knuth-counts.txt, and each file's
# published (or brute-force) count.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# ---- The records of SSXCC, SSXCC-BINARY, SSXCC-WTD, SSXCC-FRB, SSMCC, SSMCC-WTD, SSMCC-FRB ----
# check_records PROGRAM FLAGS [LEAST]: each of PROGRAM's records (at least
# LEAST of them, 10 unless given) in knuth-counts.txt
# against `dlx --algorithm cells FLAGS`: solutions, nodes, updates and mems,
# the choice's share of the mems, and the same tree without --stats=knuth.
check_records() {
	local program=$1 flags=$2 least=${3:-10} records=0 file solutions nodes updates mems ccost want got cmems
	while read -r file solutions nodes updates mems ccost; do
		records=$((records + 1))
		want="$solutions $nodes $updates $mems"
		# shellcheck disable=SC2086 # the flags are split on purpose
		run "$DLX" --algorithm cells $flags --stats=knuth "$DATA/$file"
		got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
		if [ "$got" = "$want" ]; then pass "${file%.dlx} $flags: solutions, nodes, updates, mems as $program"
		else fail "${file%.dlx} $flags: solutions, nodes, updates, mems as $program" "$program: $want" "dlx:   $got"; fi
		# Knuth's ccost: (200 * cmems + mems) / (2 * mems) percent, cmems the choice's mems
		cmems=$(stat_of 'choice mems')
		got=$(((200 * ${cmems:-0} + mems) / (2 * mems)))
		if [ "$got" = "$ccost" ]; then pass "${file%.dlx} $flags: the choice's share of the mems, $program's ccost $ccost%"
		else fail "${file%.dlx} $flags: the choice's share of the mems, $program's ccost $ccost%" "dlx: $got% (choice mems ${cmems:-none})"; fi
		# without knuth: the same tree and updates, and no mems (the release build's
		# check: it only doubles a checking build's time, the same code run again)
		checking_build && continue
		# shellcheck disable=SC2086
		run "$DLX" --algorithm cells $flags --stats "$DATA/$file"
		got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates)"
		if [ "$got" = "${want% *}" ] && [ -z "$(stat_of mems)" ]; then
			pass "${file%.dlx} $flags --stats: $program's nodes and updates, no mems"
		else fail "${file%.dlx} $flags --stats: $program's nodes and updates, no mems" "$program: ${want% *}" "dlx:   $got"; fi
	done < <(knuth_records "$DATA/knuth-counts.txt" "$program")
	expect_true "knuth-counts.txt holds $program's runs" test "$records" -ge "$least"
}
check_records ssxcc ""
check_records ssxcc-binary "--binary"
check_records ssxcc-wtd "--binary --branch wtd"
check_records ssxcc-frb "--binary --branch frb"
check_records ssmcc "" 8
check_records ssmcc-wtd "--branch wtd" 8
check_records ssmcc-frb "--branch frb" 8

# SSXCC-WTD with its parameters w (the increment) and W (its growth), as the
# last line of `ssxcc-wtd wF WF < FILE` on stderr gave them; W2 grows weights
# past 1e32 on fillomino-5x5, so they are all scaled down at least once.
while read -r file increment growth knuth_args solutions nodes updates mems; do
	run "$DLX" --algorithm cells --binary --branch wtd --wtd-increment "$increment" \
		--wtd-growth "$growth" --stats=knuth "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
	want="$solutions $nodes $updates $mems"
	if [ "$got" = "$want" ]; then pass "${file%.dlx} wtd $increment $growth: as ssxcc-wtd $knuth_args"
	else fail "${file%.dlx} wtd $increment $growth: as ssxcc-wtd $knuth_args" "ssxcc-wtd: $want" "dlx: $got"; fi
done <<'RECORDS'
langford-7.dlx 0.5 1.1 w0.5,W1.1 52 848 8410 157058
sudoku-17clue-1.dlx 0.5 1.1 w0.5,W1.1 1 290 3902 79850
fillomino-5x5.dlx 2 1 w2 1708 8955 588814 7933565
fillomino-5x5.dlx 1 2 W2 1708 12322 1252356 15701128
word-squares.dlx 1 2 W2 24 1872 180024 2410633
RECORDS

# SSMCC-WTD with w and W, as the last line of `ssmcc-wtd wF WF < FILE` on
# stderr gave them (the flags mean there what they mean in SSXCC-WTD); W2
# grows weights past 1e32 on queendom-5-3 and redrect-3-4 (Knuth's v16
# shows them), so they are all scaled down; --binary changes nothing.
while read -r file increment growth knuth_args solutions nodes updates mems; do
	for binary in "" --binary; do
		# shellcheck disable=SC2086 # an empty $binary is no argument
		run "$DLX" --algorithm cells $binary --branch wtd --wtd-increment "$increment" \
			--wtd-growth "$growth" --stats=knuth "$DATA/$file"
		got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
		want="$solutions $nodes $updates $mems"
		if [ "$got" = "$want" ]; then pass "${file%.dlx} $binary wtd $increment $growth: as ssmcc-wtd $knuth_args"
		else fail "${file%.dlx} $binary wtd $increment $growth: as ssmcc-wtd $knuth_args" "ssmcc-wtd: $want" "dlx: $got"; fi
	done
done <<'RECORDS'
redrect-3-4.dlx 0.5 1.1 w0.5,W1.1 2161 8031 75304 1849057
motley-4-4.dlx 0.5 1.1 w0.5,W1.1 8 162 10032 142898
word-squares-bounded.dlx 2 1 w2 24 858 100195 1453434
queendom-5-3.dlx 1 2 W2 186 1874 160913 2371225
redrect-3-4.dlx 1 2 W2 2161 8607 82217 2080070
RECORDS

# --seed with --algorithm cells: Knuth's option s (his GraphBase generator
# shuffles the item list first), as the last line of `PROGRAM sSEED < FILE`
# on stderr gave it; the shuffle moves the forced items' order, so these
# trees differ from the unseeded ones.
while read -r file program seed solutions nodes updates mems; do
	case $program in
	ssxcc) flags="" ;;
	ssxcc-binary) flags="--binary" ;;
	ssxcc-wtd) flags="--binary --branch wtd" ;;
	ssxcc-frb) flags="--binary --branch frb" ;;
	ssmcc) flags="" ;;
	ssmcc-wtd) flags="--branch wtd" ;;
	ssmcc-frb) flags="--branch frb" ;;
	esac
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --algorithm cells $flags --seed "$seed" --stats=knuth "$DATA/$file"
	got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
	want="$solutions $nodes $updates $mems"
	if [ "$got" = "$want" ]; then pass "${file%.dlx} $flags --seed $seed: as $program s$seed"
	else fail "${file%.dlx} $flags --seed $seed: as $program s$seed" "$program: $want" "dlx: $got"; fi
done <<'RECORDS'
sudoku-17clue-1.dlx ssxcc 1 1 923 17007 250668
sudoku-17clue-1.dlx ssxcc-binary 1 1 953 10558 251813
sudoku-17clue-1.dlx ssxcc-wtd 1 1 245 3500 76684
sudoku-17clue-1.dlx ssxcc-frb 1 1 342 4714 105922
sudoku-17clue-1.dlx ssxcc-wtd 7 1 316 4356 93895
pentomino-3x20.dlx ssxcc-wtd 1 8 87889 26860197 265838157
langford-7.dlx ssxcc 1 52 466 7734 94441
word-squares-bounded.dlx ssmcc 1 24 1834 239697 3253116
redrect-3-4.dlx ssmcc 7 2161 7578 66415 1597168
queendom-5-3.dlx ssmcc-wtd 1 186 1781 159520 2307741
redrect-3-4.dlx ssmcc-frb 7 2161 8014 64126 1705688
RECORDS
run "$DLX" --algorithm cells --seed 2147483648 "$DATA/queens-8.dlx"
expect_status "--algorithm cells --seed 2^31: refused, Knuth's seeds are 31 bits" 2

# ---- --binary: Knuth's profile by stage, the solutions of the links search ----
run "$DLX" --algorithm cells --binary --stats --profile "$DATA/queens-8.dlx"
# ssxcc-binary v129 < queens-8.dlx: "Profile: 0: 8 1: 42 2: 138 3: 274 4: 298 5: 207 6: 129 7: 92 8: 92"
expect_true "--binary --profile: ssxcc-binary's nodes at each stage" \
	test "$(awk '/^level nodes/ {on = 1; next} on {printf "%s ", $2}' "$ERR")" = "8 42 138 274 298 207 129 92 92 "
for branch in mrv wtd frb; do
	for name in knuth-colors langford-7 word-rect-3x3; do
		run "$DLX" --algorithm cells --binary --branch "$branch" --print=ids "$DATA/$name.dlx"
		sort "$OUT" >binary.txt
		run "$DLX" --print=ids "$DATA/$name.dlx"
		sort "$OUT" >links.txt
		expect_true "$name --binary --branch $branch: the solutions of the links search" cmp -s binary.txt links.txt
	done
done

# ---- The published counts, the solutions of the links search ----
for name in knuth-colors queens-8 langford-7 word-squares word-rect-3x3 de-bruijn-4 fillomino-5x5; do
	file=$DATA/$name.dlx
	want=$(sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$file")
	run "$DLX" --algorithm cells "$file"
	expect_out "$name --algorithm cells: the published $want solutions" "$want"
	run "$DLX" --algorithm cells --print=ids "$file"
	sort "$OUT" >cells.txt
	run "$DLX" --print=ids "$file"
	sort "$OUT" >links.txt
	expect_true "$name: the solutions of the links search" cmp -s cells.txt links.txt
done
run "$DLX" --algorithm links "$DATA/queens-8.dlx"
expect_out "--algorithm links: the default search" "92"

# ---- Limits and reports ----
run "$DLX" --algorithm cells --first "$DATA/queens-8.dlx"
expect_out "--first: one solution" ">=1"
expect_status "--first: exit 0" 0
run "$DLX" --algorithm cells --limit 5 --print=ids "$DATA/queens-8.dlx"
expect_true "--limit 5 --print: five solutions" test "$(wc -l <"$OUT")" = 5
run "$DLX" --algorithm cells --stats --node-limit 100 "$DATA/queens-8.dlx"
expect_status "--node-limit 100: a partial count, exit 1" 1
expect_true "--node-limit 100: 100 nodes" test "$(stat_of nodes)" = 100
expect_err_has "--node-limit: says the count is partial" "the node limit stopped the search"
run "$DLX" --algorithm cells --stats --profile "$DATA/queens-8.dlx"
expect_true "--profile: the levels' nodes add up to ssxcc's 947" \
	test "$(awk '/^level nodes/ {on = 1; next} on {s += $2} END {print s}' "$ERR")" = 947
run "$DLX" --algorithm cells --shuffle 7 "$DATA/langford-7.dlx"
expect_out "--shuffle 7: the 52 Langford pairings still" "52"

# ---- Item bounds: Knuth's SSMCC ----
# The solutions of the links search (Algorithm M), option by option.
for name in motley-4-4 redrect-2-6 word-squares-bounded bounds-corners; do
	run "$DLX" --print=ids "$DATA/$name.dlx"
	sort "$OUT" >links.txt
	run "$DLX" --algorithm cells --print=ids "$DATA/$name.dlx"
	sort "$OUT" >cells.txt
	expect_true "$name: the solutions of the links search" cmp -s cells.txt links.txt
	expect_true "$name: and some" test -s cells.txt
done
# An item with fewer options than its lower bound: SSMCC searches nothing;
# `ssmcc < FILE` ends "Altogether 0 solutions, 123+0 mems, 0 updates, 196 bytes, 0 nodes".
printf '3|a b\na b\na\nb\n' >short.dlx
run "$DLX" --algorithm cells --stats=knuth short.dlx
expect_out "an item short of its lower bound: no solution" "0"
mems=$(stat_of mems) # a count of 0 mems is not printed
expect_true "an item short of its lower bound: SSMCC's 0 nodes, updates, mems" \
	test "$(stat_of nodes) $(stat_of updates) ${mems:-0}" = "0 0 0"
run "$DLX" --algorithm cells --stats --profile "$DATA/motley-4-4.dlx"
# ssmcc v129 < motley-4-4.dlx: "Profile: 0: 5 1: 16 2: 24 3: 26 4: 27 5: 21 6: 8 7: 8"
expect_true "item bounds --profile: ssmcc's nodes at each stage" \
	test "$(awk '/^level nodes/ {on = 1; next} on && $2 > 0 {printf "%s:%s ", $1, $2}' "$ERR")" = \
	"0:5 1:16 2:24 3:26 4:27 5:21 6:8 7:8 "
run "$DLX" --algorithm cells --limit 3 --print=ids "$DATA/redrect-3-4.dlx"
expect_true "item bounds --limit 3: three solutions" test "$(wc -l <"$OUT")" = 3
run "$DLX" --algorithm cells --stats --node-limit 50 "$DATA/redrect-3-4.dlx"
expect_true "item bounds --node-limit 50: 50 nodes" test "$(stat_of nodes)" = 50
# --binary changes nothing: SSMCC branches two ways already (its record above).
run "$DLX" --algorithm cells --binary --stats=knuth "$DATA/motley-4-4.dlx"
expect_true "item bounds --binary: ssmcc's 8 solutions, 135 nodes, 7491 updates, 105032 mems" \
	test "$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)" = "8 135 7491 105032"
# The solutions of the links search (Algorithm M) with SSMCC-WTD's and SSMCC-FRB's choices.
for branch in wtd frb; do
	for name in motley-4-4 redrect-2-6 bounds-corners; do
		run "$DLX" --print=ids "$DATA/$name.dlx"
		sort "$OUT" >links.txt
		run "$DLX" --algorithm cells --branch "$branch" --print=ids "$DATA/$name.dlx"
		sort "$OUT" >cells.txt
		expect_true "$name --branch $branch: the solutions of the links search" cmp -s cells.txt links.txt
	done
done

# ---- --progress with --binary and with item bounds ----
# A line each 65536 nodes as the other searches print it, and the figures of
# the search unwatched: queens-12 has the published 14200 solutions, and
# redrect-4-4 Algorithm M's (`dlx --stats` on the links, counted apart).
run "$DLX" --stats "$DATA/redrect-4-4.dlx"
links_solutions=$(stat_of solutions)
for case in "queens-12 --binary" "queens-12 --binary --branch frb" "redrect-4-4" "redrect-4-4 --branch wtd"; do
	name=${case%% *} flags=${case#"$name"}
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --algorithm cells $flags --stats "$DATA/$name.dlx"
	lean="$(stat_of solutions) $(stat_of nodes) $(stat_of updates)"
	# shellcheck disable=SC2086
	run "$DLX" --algorithm cells $flags --stats --progress=0.000001 "$DATA/$name.dlx"
	watched="$(stat_of solutions) $(stat_of nodes) $(stat_of updates)"
	expect_true "$name$flags --progress: lines with nodes, solutions, the share explored, the time left" \
		grep -qE '^progress: [0-9.]+ s, [0-9]+ nodes, [0-9]+ solutions, 0\.[0-9]{5} explored, about [0-9]+ s left, at [0-9]+/[0-9]+' "$ERR"
	if [ "$watched" = "$lean" ]; then pass "$name$flags --progress: the figures unwatched ($lean)"
	else fail "$name$flags --progress: the figures unwatched" "unwatched: $lean" "watched:   $watched"; fi
	want=$([ "$name" = queens-12 ] && echo 14200 || echo "$links_solutions")
	expect_true "$name$flags --progress: $want solutions" test "$(stat_of solutions)" = "$want"
done

# ---- What it refuses ----
for flags in "-j 2" "--part 1/2" "--split 1" "--trace" "--tree t.dot" "--best 1" "--branch first" \
	"--html p.html" "--estimate 10" "--export cnf"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --algorithm cells $flags "$DATA/queens-8.dlx"
	expect_status "--algorithm cells $flags: refused" 2
done
run "$DLX" --algorithm spiders "$DATA/queens-8.dlx"
expect_status "--algorithm spiders: refused" 2
for flags in "--binary" "--algorithm links --binary" "--branch wtd" "--branch frb" \
	"--algorithm cells --branch wtd" "--algorithm cells --branch frb" \
	"--algorithm cells --binary --branch first" "--algorithm cells --binary --branch sharp" \
	"--algorithm cells --binary --wtd-increment 2" "--algorithm cells --binary --branch frb --wtd-growth 2" \
	"--algorithm cells --binary --branch wtd --wtd-increment 0" \
	"--algorithm cells --binary --branch wtd --wtd-increment -1" \
	"--algorithm cells --binary --branch wtd --wtd-growth x" \
	"--algorithm cells --binary --branch wtd --wtd-growth inf" \
	"--algorithm cells --binary -j 2"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" $flags "$DATA/queens-8.dlx"
	expect_status "$flags: refused" 2
	expect_true "$flags: says so on one line" test "$(wc -l <"$ERR")" -ge 1
done
run "$DLX" --branch wtd "$DATA/queens-8.dlx"
expect_err_has "--branch wtd alone: says what it needs" "--binary and --branch wtd|frb go together with --algorithm cells"
run "$DLX" --algorithm cells --branch frb "$DATA/queens-8.dlx"
expect_err_has "--algorithm cells --branch frb without bounds: says what it needs" \
	"without item bounds (a:b|name), --branch wtd|frb needs --binary"

finish
