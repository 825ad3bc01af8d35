#!/usr/bin/env bash
# Writes the instances whose names start with '#' (the items Knuth's DLX2-SHARP
# and DLX3-SHARP, and `dlx --branch sharp`, branch on first) from bundled ones:
#   data/exact-cover/sharp-instances.sh
# Each copy keeps its source's comments and options; only the names change:
#   queens-8-sharp.dlx      the row items rK of queens-8.dlx become #rK
#   langford-7-sharp.dlx    the digit items dK of langford-7.dlx become #dK
#   motley-4-4-sharp.dlx    the bounded items xK, yK of motley-4-4.dlx become #xK, #yK
#   queendom-5-3-sharp.dlx  the queen count Q of queendom-5-3.dlx becomes #Q
# Renaming changes no solution, so each keeps its source's expected count.
set -euo pipefail
cd "$(dirname "$0")"
# sharpen SOURCE TARGET PATTERN: prefixes '#' to every name matching the
# extended regular expression PATTERN, in the item line and the options
sharpen() {
	{
		echo "| $1 with the items matching ^$3\$ named with '#' (sharp-instances.sh)"
		sed -E "/^ *[|]/!s/(^| |[|])($3)( |\$)/\\1#\\2\\3/g; /^ *[|]/!s/(^| |[|])($3)( |\$)/\\1#\\2\\3/g" "$1"
	} >"$2"
}
sharpen queens-8.dlx queens-8-sharp.dlx 'r[0-9]+'
sharpen langford-7.dlx langford-7-sharp.dlx 'd[0-9]+'
sharpen motley-4-4.dlx motley-4-4-sharp.dlx '[xy][0-9]'
sharpen queendom-5-3.dlx queendom-5-3-sharp.dlx 'Q'
