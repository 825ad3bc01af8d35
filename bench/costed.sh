#!/bin/sh
# costed.sh - adds a cost to every option of a problem in Knuth's DLX format,
# reproducibly, for timing dlx --best against Knuth's DLX5 on the same file.
#
#   bench/costed.sh [SEED [MAX]] < problem.dlx > costed.dlx
#
# Each option line gets " |c", c from 0 to MAX (default 99), drawn in order
# from the Park-Miller generator (x = 16807 x mod 2^31-1) started at SEED
# (default 1): every product stays below 2^53, so any awk computes the same
# numbers. Comments, blank lines and the item line pass unchanged.
#
# The file the benchmark uses:
#   bench/costed.sh 1 99 < data/exact-cover/pentomino-6x10.dlx > pentomino-6x10-costed.dlx
set -eu
seed=${1:-1}
max=${2:-99}
case $seed$max in *[!0-9]*) echo "costed.sh: SEED and MAX are non-negative integers" >&2; exit 2 ;; esac
exec awk -v seed="$seed" -v max="$max" '
BEGIN { x = seed % 2147483647; if (x == 0) x = 1 }
/^[ \t]*(\||$)/ { print; next }
!items { items = 1; print; next }
{
	x = (x * 16807) % 2147483647
	print $0 " |" (x % (max + 1))
}'
