#!/usr/bin/env bash
# End-to-end: `dlx bench` on four instances whose counts are published
# (4 and 92 queens on 6x6 and 8x8, OEIS A000170; 52 Langford pairings of
# order 7 counting both mirror images, A014552 x 2; 1 for Knuth's example
# in TAOCP 7.2.2.1), under four configurations: its solutions, nodes and
# updates match separate `dlx --stats` runs with the matching flags; the
# CSV and JSON forms hold the same rows; bad words, missing or bad files
# and --plot (with gnuplot, without it, and when it fails).
. "$(dirname "$0")/lib.sh"
EC=$SOURCE_ROOT/data/exact-cover
INSTANCES=("$EC/queens-6.dlx" "$EC/queens-8.dlx" "$EC/langford-7.dlx" "$EC/knuth-example.dlx")
declare -A PUBLISHED=([queens-6.dlx]=4 [queens-8.dlx]=92 [langford-7.dlx]=52 [knuth-example.dlx]=1)
CONFIGS=("links,mrv" "nomemo" "first,knuth" "sharp")
# the dlx flags that search as each configuration does
declare -A FLAGS=([links,mrv]="--stats" [nomemo]="--stats --memo 0"
                  [first,knuth]="--stats=knuth --branch first" [sharp]="--stats --branch sharp")
config_args=()
for c in "${CONFIGS[@]}"; do config_args+=(--config "$c"); done

run "$DLX" bench --help
expect_status "help exits 0" 0
expect_true "help shows the usage" grep -q '^usage: dlx bench \[OPTIONS\] INSTANCE' "$OUT"
run "$DLX" --help
expect_true "dlx --help names dlx bench" grep -q 'dlx bench \[OPTIONS\] INSTANCE' "$OUT"

# ---- The table against separate dlx runs ----
run "$DLX" bench --runs 3 "${config_args[@]}" "${INSTANCES[@]}"
expect_status "bench exits 0" 0
cp "$OUT" "$WORK/table"
expect_true "the table has the header" \
	grep -qE '^instance +config +solutions +nodes +updates +mems +median_s +min_s +max_s$' "$WORK/table"
expect_true "one row per instance and configuration" test "$(wc -l <"$WORK/table")" -eq 17
# The row of instance $1 and config $2 of the table: solutions nodes updates.
row() { awk -v i="$1" -v c="$2" '$1 == i && $2 == c { print $3, $4, $5 }' "$WORK/table"; }
for path in "${INSTANCES[@]}"; do
	name=${path##*/}
	for c in "${CONFIGS[@]}"; do
		# shellcheck disable=SC2086 # the flags are split on purpose
		"$DLX" ${FLAGS[$c]} "$path" >/dev/null 2>"$WORK/stats"
		want=$(awk -F': ' '$1 == "solutions" { s = $2 } $1 == "nodes" { n = $2 }
			$1 == "updates" { u = $2 } END { print s, n, u }' "$WORK/stats")
		got=$(row "$path" "$c")
		if [ "$got" = "$want" ]; then pass "$name, $c: solutions, nodes, updates as dlx ${FLAGS[$c]}"
		else fail "$name, $c: solutions, nodes, updates as dlx ${FLAGS[$c]}" "want $want" "got $got"; fi
		if [ "${got%% *}" = "${PUBLISHED[$name]}" ]; then pass "$name, $c: the published count"
		else fail "$name, $c: the published count" "want ${PUBLISHED[$name]}, got ${got%% *}"; fi
	done
done
expect_true "mems shown only where the reference loop counts them" \
	awk '$2 == "nomemo" && $6 != "-" { exit 1 } $2 == "first,knuth" && $6 !~ /^[0-9]+$/ { exit 1 }' \
	"$WORK/table"

# ---- Dancing cells, binary branching: Knuth's SSXCC-BINARY, -WTD and -FRB ----
# Each row against that program's record in knuth-counts.txt: solutions, nodes,
# updates, and with knuth its mems (without knuth, none are shown).
declare -A CELLS=([ssxcc-binary]="cells,binary" [ssxcc-wtd]="cells,binary,wtd"
                  [ssxcc-frb]="cells,binary,frb")
cells_args=()
for program in ssxcc-binary ssxcc-wtd ssxcc-frb; do
	cells_args+=(--config "${CELLS[$program]}" --config "${CELLS[$program]},knuth")
done
run "$DLX" bench --runs 1 "${cells_args[@]}" "${INSTANCES[@]}"
expect_status "bench with cells,binary,wtd|frb exits 0" 0
cp "$OUT" "$WORK/cells"
for program in ssxcc-binary ssxcc-wtd ssxcc-frb; do
	c=${CELLS[$program]}
	compared=0
	while read -r file solutions nodes updates mems _; do
		path="$EC/$file"
		case " ${INSTANCES[*]} " in *" $path "*) ;; *) continue ;; esac
		compared=$((compared + 1))
		got=$(awk -v i="$path" -v c="$c" '$1 == i && $2 == c { print $3, $4, $5, $6 }' "$WORK/cells")
		if [ "$got" = "$solutions $nodes $updates -" ]; then pass "$file, $c: $program's solutions, nodes, updates"
		else fail "$file, $c: $program's solutions, nodes, updates" "want $solutions $nodes $updates -" "got $got"; fi
		got=$(awk -v i="$path" -v c="$c,knuth" '$1 == i && $2 == c { print $3, $4, $5, $6 }' "$WORK/cells")
		if [ "$got" = "$solutions $nodes $updates $mems" ]; then pass "$file, $c,knuth: $program's mems too"
		else fail "$file, $c,knuth: $program's mems too" "want $solutions $nodes $updates $mems" "got $got"; fi
	done < <(knuth_records "$EC/knuth-counts.txt" "$program")
	expect_true "$program's records of three instances compared" test "$compared" -eq 3
done
run "$DLX" bench --runs 1 --config links,wtd "$EC/queens-6.dlx"
expect_status "wtd without cells,binary exits 2" 2
expect_err_has "and names the configuration" "links,wtd: invalid argument"
expect_out "with no table" ""

# ---- CSV and JSON: the same rows ----
run "$DLX" bench -f csv --runs 1 "${config_args[@]}" "${INSTANCES[@]}"
expect_status "csv exits 0" 0
cp "$OUT" "$WORK/csv"
run "$DLX" bench -f json --runs 1 "${config_args[@]}" "${INSTANCES[@]}"
expect_status "json exits 0" 0
cp "$OUT" "$WORK/json"
if command -v python3 >/dev/null; then
	# Each form's rows as "instance config solutions nodes updates mems", mems "-" when not measured.
	python3 - "$WORK/table" "$WORK/csv" "$WORK/json" >"$WORK/forms" <<'PY'
import csv, json, sys
def line(r):
    return " ".join(str(r[k]) if r[k] not in (None, "") else "-"
                    for k in ("instance", "config", "solutions", "nodes", "updates", "mems"))
names = ["instance", "config", "solutions", "nodes", "updates", "mems"]
table = [dict(zip(names, l.split()[:6])) for l in open(sys.argv[1]).read().splitlines()[1:]]
rows = list(csv.DictReader(open(sys.argv[2])))
objects = json.load(open(sys.argv[3]))
assert isinstance(objects, list) and len(objects) == 16, "16 objects"
assert list(rows[0]) == list(objects[0]) == names + ["median_s", "min_s", "max_s"], "columns"
for form in (rows, objects):
    print("same" if [line(r) for r in form] == [line(r) for r in table] else "differs")
PY
	cp "$WORK/forms" "$OUT"
	expect_out "csv and json parse, with the table's rows" "$(printf 'same\nsame')"
fi

# ---- Globs, --configs ----
run "$DLX" bench --runs 1 "$EC/queens-[68].dlx"
expect_status "a glob the shell left is expanded" 0
expect_true "the glob gave both queens files, the default config" \
	test "$(awk '$2 == "links,mrv" && $1 ~ /queens-[68]\.dlx$/' "$OUT" | wc -l)" -eq 2
printf '# configurations\nfirst,knuth   # the reference loop\n\n  sharp\n' >"$WORK/configs"
run "$DLX" bench --runs 1 --configs "$WORK/configs" "$EC/knuth-example.dlx"
expect_status "--configs exits 0" 0
expect_true "--configs: comments and blank lines skipped" \
	test "$(awk 'NR > 1 { print $2 }' "$OUT" | tr '\n' ' ')" = "first,knuth sharp "

# ---- Errors: nothing on stdout, exit 2 ----
run "$DLX" bench --config links,frob "$EC/queens-6.dlx"
expect_status "an unknown word exits 2" 2
expect_err_has "the error names the word" "unknown configuration word 'frob'"
expect_err_has "and lists the known ones" "(known: links, cells, bits, mrv, first, sharp, binary, wtd, frb, memo, nomemo, knuth, infer)"
expect_out "no table after a bad word" ""
run "$DLX" bench --config 'mrv,,first' "$EC/queens-6.dlx"
expect_status "an empty word exits 2" 2
expect_err_has "the empty word is named" "an empty configuration word"
printf 'mrv\nfirst,cellz\n' >"$WORK/bad-configs"
run "$DLX" bench --configs "$WORK/bad-configs" "$EC/queens-6.dlx"
expect_status "a bad word in --configs exits 2" 2
expect_err_has "the file's word is placed by line and column" "$WORK/bad-configs:2:7: unknown configuration word 'cellz'"
run "$DLX" bench "$EC/queens-6.dlx" "$WORK/missing.dlx"
expect_status "a missing instance exits 2" 2
expect_err_has "the missing file is named" "$WORK/missing.dlx: cannot open"
expect_out "no table for the instances read before it" ""
run "$DLX" bench "$WORK/none-*.dlx"
expect_status "a glob that matches nothing exits 2" 2
expect_err_has "the glob is named" "$WORK/none-*.dlx: no file matches"
printf 'a b\nc\n' >"$WORK/bad.dlx"
run "$DLX" bench "$EC/queens-6.dlx" "$WORK/bad.dlx"
expect_status "a parse error exits 2" 2
expect_err_has "the parse error has file:line:col" "$WORK/bad.dlx:2:1: unknown item 'c'"
expect_out "no table after a parse error" ""
run "$DLX" bench
expect_status "no instance is a usage error" 2
run "$DLX" bench --runs 0 "$EC/queens-6.dlx"
expect_status "--runs 0 is a usage error" 2

# ---- --plot ----
if command -v gnuplot >/dev/null; then
	run "$DLX" bench --runs 1 --plot "$WORK/chart.svg" "${config_args[@]}" "${INSTANCES[@]}"
	expect_status "--plot exits 0" 0
	expect_true "the chart is SVG" grep -qE '^(<\?xml|<svg)' "$WORK/chart.svg"
	for c in "${CONFIGS[@]}"; do
		expect_true "the chart has the series $c" grep -qF "<title>$c</title>" "$WORK/chart.svg"
	done
	run "$DLX" bench --runs 1 --plot "$WORK/nodes.svg" --plot-what nodes "$EC/queens-6.dlx"
	expect_status "--plot-what nodes exits 0" 0
	expect_true "the nodes chart says nodes" grep -q '>nodes<' "$WORK/nodes.svg"
fi
cp "$EC/queens-6.dlx" "$WORK/q6.dlx"
run "$DLX" bench --runs 1 --plot "$WORK/q6.dlx" "$WORK/q6.dlx"
expect_status "a chart over an instance is refused" 2
expect_true "and the instance is kept" cmp -s "$EC/queens-6.dlx" "$WORK/q6.dlx"
mkdir -p "$WORK/bin"
printf '#!/bin/sh\necho "<svg half" ; exit 1\n' >"$WORK/bin/gnuplot"
chmod +x "$WORK/bin/gnuplot"
run env PATH="$WORK/bin" "$DLX" bench --runs 1 --plot "$WORK/failed.svg" "$EC/queens-6.dlx"
expect_status "a failing gnuplot exits 2" 2
expect_err_has "and says so" "gnuplot failed"
expect_true "and leaves no chart" test ! -e "$WORK/failed.svg"
expect_out "nor a table" ""
run env PATH="$WORK/empty" "$DLX" bench --runs 1 --plot "$WORK/none.svg" "$EC/queens-6.dlx"
expect_status "no gnuplot exits 2" 2
expect_err_has "and says gnuplot is needed" "--plot needs gnuplot"
expect_true "and leaves no chart" test ! -e "$WORK/none.svg"
finish
