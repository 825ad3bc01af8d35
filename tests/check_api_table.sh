#!/bin/bash
# check_api_table.sh - every public function has an entry in the table of
# tests/test_api_edges.c, so a new function cannot go without its NULL, 0,
# -1, INT_MAX and past-the-end calls. Prints TAP: one line per header.
#
# A public function is a declaration marked DLX_API in include/*.h; the
# table entry is CALL(name).
set -u
root=${SOURCE_ROOT:?SOURCE_ROOT must name the source tree}
table=$root/tests/test_api_edges.c
count=0
failed=0
headers=("$root"/include/*.h)
echo "1..$((${#headers[@]} + 1))"
total=0
for header in "${headers[@]}"; do
	count=$((count + 1))
	# the name is the word before the first '(' on a DLX_API line
	names=$(grep -h 'DLX_API' "$header" | grep -v '#define' | sed -n 's/^[^(]*[ *]\([a-z_][a-z0-9_]*\)(.*/\1/p')
	missing=
	for name in $names; do
		total=$((total + 1))
		grep -q "CALL($name)" "$table" || missing="$missing $name"
	done
	if [ -z "$missing" ]; then
		echo "ok $count - ${header##*/}: every function is in the table"
	else
		failed=$((failed + 1))
		echo "not ok $count - ${header##*/}: not in the table of test_api_edges.c:$missing"
	fi
done
count=$((count + 1))
# the table is no longer than the headers: an entry for a removed function goes too
entries=$(grep -c '^	CALL([a-z_0-9]*),$' "$table")
if [ "$entries" -eq "$total" ]; then
	echo "ok $count - $entries table entries for $total public functions"
else
	failed=$((failed + 1))
	echo "not ok $count - $entries table entries for $total public functions"
fi
[ "$failed" -eq 0 ]
