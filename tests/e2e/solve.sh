#!/usr/bin/env bash
# End-to-end: `sudoku solve` and `sudoku count` on real files (filled in below).
. "$(dirname "$0")/lib.sh"
finish
