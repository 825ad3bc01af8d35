#!/usr/bin/env bash
# End-to-end: `dlx --branch sharp`, Knuth's DLX2-SHARP and DLX3-SHARP item
# choice. Known answers: the figures Knuth's programs printed, recorded with
# the command that made each in data/exact-cover/knuth-counts.txt (the
# instances with '#' names come from sharp-instances.sh), DLX2's own figures
# on the instances without '#' names, and each file's published count.
. "$(dirname "$0")/lib.sh"
DLX=${DLX:?DLX must name the dlx executable}
DATA=$SOURCE_ROOT/data/exact-cover
cd "$WORK" || exit 2

# The bitset search's choice (--algorithm bits --branch sharp) on a record of
# DLX2-SHARP or DLX2: its solutions and nodes (its updates count otherwise),
# undivided and with -j 2. bits_checked counts the records it took.
bits_checked=0
check_bits() {
	local program=$1 file=$2 want
	want=$(cut -d' ' -f1,2 <<<"$3")
	bits_checked=$((bits_checked + 1))
	for jobs in 1 2; do
		run "$DLX" --algorithm bits -j "$jobs" --branch sharp --stats "$DATA/$file"
		got="$(stat_of solutions) $(stat_of nodes)"
		if [ "$got" = "$want" ]; then pass "${file%.dlx} bits -j $jobs: solutions and nodes as $program"
		else fail "${file%.dlx} bits -j $jobs: solutions and nodes as $program" "$program: $want" "bits: $got"; fi
	done
}

# ---- The records of DLX2-SHARP and DLX3-SHARP ----
sharp=0 plain=0
while read -r dollar program _ file; do
	[ "$dollar" = '$' ] || continue
	read -r line
	want=$(knuth_figures "$line")
	case $program in
	dlx2-sharp | dlx3-sharp)
		sharp=$((sharp + 1))
		run "$DLX" --branch sharp --stats=knuth "$DATA/$file"
		got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
		if [ "$got" = "$want" ]; then pass "${file%.dlx}: solutions, nodes, updates, mems as $program"
		else fail "${file%.dlx}: solutions, nodes, updates, mems as $program" "$program: $want" "dlx:  $got"; fi
		if [ "$program" = dlx2-sharp ]; then # bounds (DLX3-SHARP) are searched undivided
			run "$DLX" -j 2 --branch sharp --stats=knuth "$DATA/$file"
			got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates) $(stat_of mems)"
			if [ "$got" = "$want" ]; then pass "${file%.dlx} -j 2: the threads add up to $program"
			else fail "${file%.dlx} -j 2: the threads add up to $program" "$program: $want" "dlx:  $got"; fi
			check_bits "$program" "$file" "$want"
		fi
		;;
	dlx2 | dlx3)
		# no '#' names here: sharp enters the nodes and makes the updates of plain MRV
		plain=$((plain + 1))
		run "$DLX" --branch sharp --stats=knuth "$DATA/$file"
		got="$(stat_of solutions) $(stat_of nodes) $(stat_of updates)"
		want=${want% *}
		if [ "$got" = "$want" ]; then pass "${file%.dlx} --branch sharp: solutions, nodes, updates as $program"
		else fail "${file%.dlx} --branch sharp: solutions, nodes, updates as $program" "$program: $want" "dlx:  $got"; fi
		[ "$program" = dlx2 ] && check_bits "$program" "$file" "$want"
		;;
	esac
done <"$DATA/knuth-counts.txt"
expect_true "knuth-counts.txt holds DLX2-SHARP's and DLX3-SHARP's runs" test "$sharp" -ge 6
expect_true "knuth-counts.txt holds DLX2's and DLX3's runs" test "$plain" -ge 25
expect_true "bits checked on DLX2-SHARP's and DLX2's runs" test "$bits_checked" -ge 20

# ---- The same solutions as the plain search ----
for name in queens-8-sharp langford-7-sharp motley-4-4-sharp queendom-5-3-sharp; do
	file=$DATA/$name.dlx
	want=$(sed -n 's/^| expected: \([0-9]*\) solutions$/\1/p' "$file")
	run "$DLX" --branch sharp "$file"
	expect_out "$name --branch sharp: the published $want solutions" "$want"
	run "$DLX" --print=ids --branch sharp "$file"
	sort "$OUT" >sharp.txt
	run "$DLX" --print=ids "$file"
	sort "$OUT" >mrv.txt
	expect_true "$name --branch sharp: the solutions of the default search" cmp -s sharp.txt mrv.txt
done

# ---- --branch and --order: one setting ----
run "$DLX" --stats --branch sharp --order sharp "$DATA/queens-8-sharp.dlx"
expect_true "--branch sharp --order sharp: the reference loop, DLX2-SHARP's 1201 nodes" \
	test "$(stat_of nodes)" = 1201
run "$DLX" --stats --order sharp "$DATA/queens-8-sharp.dlx"
expect_true "--order sharp is --branch sharp: 1201 nodes" test "$(stat_of nodes)" = 1201
run "$DLX" --stats --branch first "$DATA/queens-8.dlx"
first_nodes=$(stat_of nodes)
run "$DLX" --stats --order first "$DATA/queens-8.dlx"
expect_true "--branch first is --order first ($first_nodes nodes)" test "$(stat_of nodes)" = "$first_nodes"
run "$DLX" --branch sharp --order mrv "$DATA/queens-8.dlx"
expect_status "--branch sharp --order mrv: refused" 2
expect_err_has "--branch sharp --order mrv: says why" "--order and --branch are one setting"
run "$DLX" --branch sharpest "$DATA/queens-8.dlx"
expect_status "--branch sharpest: refused" 2
run "$DLX" --stats-format json --branch sharp "$DATA/queens-8-sharp.dlx"
expect_true "json names the order sharp and the measure knuth" grep -q '"measure": "knuth", "order": "sharp"' "$ERR"

run "$DLX" --algorithm bits --branch first "$DATA/queens-8.dlx"
expect_status "--algorithm bits --branch first: refused" 2
expect_err_has "--algorithm bits --branch first: says why" "--algorithm bits does not take --branch first"
run "$DLX" --algorithm cells --branch sharp "$DATA/queens-8-sharp.dlx"
expect_status "--algorithm cells --branch sharp: refused" 2

# ---- What the reference loop refuses ----
for flags in "--prefix-file /dev/null" "--trace=links" "--best 1" "--estimate 10"; do
	# shellcheck disable=SC2086 # the flags are split on purpose
	run "$DLX" --branch sharp $flags "$DATA/queens-8-sharp.dlx"
	expect_status "--branch sharp $flags: refused" 2
done

finish
