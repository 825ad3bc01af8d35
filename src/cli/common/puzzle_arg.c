/*
 * puzzle_arg.c - telling a puzzle typed as an argument from a file name.
 *
 * A missing file must still be reported as missing, so the text has to
 * look like nothing but a puzzle: a name such as "puzzles-2024.txt" has
 * too few cells, and a letter-heavy name is not taken for a big grid.
 */
#include "puzzle_arg.h"

#include "sudoku.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

static bool is_cell_symbol(char ch)
{
	return (ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') ||
	       ch == '.' || ch == '_';
}

static bool is_separator(char ch)
{
	return strchr(" \t\r\n|+-,;*:'", ch) != NULL;
}

static bool cells_make_a_puzzle(int cells)
{
	for (int n = SUDOKU_MIN_SIZE; n <= SUDOKU_MAX_SIZE; n++)
		if (n * n == cells && sudoku_size_supported(n))
			return true;
	return cells == 729; /* pencil marks, cell by cell */
}

static bool no_such_file(const char *arg)
{
	struct stat st;
	return stat(arg, &st) != 0 && (errno == ENOENT || errno == ENAMETOOLONG);
}

/*
 * The length of the puzzle that starts a one-line argument with text after
 * it, a rating or a comment, as the reader takes a line (a blank, ';', ','
 * or '#' after the cells: "PUZZLE ED=10.5/1.2/1.2"); 0 when it is not such
 * a line. Only those cells need look like a puzzle, not the text after.
 */
static size_t puzzle_before_text(const char *arg)
{
	size_t n = 0;
	while (is_cell_symbol(arg[n]))
		n++;
	if (arg[n] == '\0' || !strchr(" \t;,#", arg[n]) || strchr(arg, '\n') ||
	    !cells_make_a_puzzle((int)n))
		return 0;
	return n;
}

bool is_puzzle_argument(const char *arg)
{
	if (strcmp(arg, "-") == 0)
		return false;
	int cells = 0, plain = 0;
	size_t lead = puzzle_before_text(arg);
	for (const char *p = arg; lead ? p < arg + lead : *p; p++) {
		if (is_cell_symbol(*p)) {
			cells++;
			plain += (*p >= '0' && *p <= '9') || *p == '.' || *p == '_';
		} else if (!is_separator(*p)) {
			return false;
		}
	}
	bool lines = strchr(arg, '\n') != NULL;
	/* mostly digits and dots: a puzzle, perhaps a wrong one, to be read and reported */
	bool digits = cells > 16 && 10 * plain >= 9 * cells;
	return cells >= 16 &&
	       (lines || digits || (cells_make_a_puzzle(cells) && 2 * plain >= cells)) &&
	       no_such_file(arg);
}
