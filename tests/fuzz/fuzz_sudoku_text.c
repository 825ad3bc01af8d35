/*
 * fuzz_sudoku_text.c - libFuzzer target: the Sudoku reader on any bytes.
 *
 * The input is cut into lines as the command does and fed to the reader in
 * each of the three input modes; every record is then checked for what the
 * reader promises: a puzzle has a supported size and digits within it, an
 * error has a message and a line inside the input, a pencil-mark grid is a
 * 9x9 grid whose one-mark cells are placed. Writing each puzzle back out must
 * fit the documented size.
 */
#include "sudoku.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * A pencil-mark record is 9x9, its marks are digits 1-9, a cell with one
 * mark holds that digit, and a search under the marks ends in a status.
 */
static void check_marks(const struct sudoku_record *r)
{
	if (r->grid.size != 9)
		abort();
	for (int cell = 0; cell < 81; cell++) {
		unsigned m = r->marks[cell];
		int single = m && (m & (m - 1)) == 0 ? __builtin_ctz(m) + 1 : 0;
		if (m > 0x1ff || r->grid.cell[cell] != single)
			abort();
	}
	struct sudoku_solve_options options = {.solution_limit = 2, .node_limit = 2000};
	struct sudoku_result result;
	if (sudoku_solve_marks(&r->grid, r->marks, &options, NULL, &result) != 0)
		abort();
}

static void check_record(const struct sudoku_record *r, long lines)
{
	if (r->line < 1 || r->line > lines + 1)
		abort();
	if (r->error) {
		if (r->message[0] == '\0' || r->column < 0)
			abort();
		return;
	}
	int n = r->grid.size;
	if (!sudoku_size_supported(n))
		abort();
	if (r->marked)
		check_marks(r);
	for (int k = 0; k < n * n; k++)
		if (r->grid.cell[k] > n)
			abort();
	char buf[8192];
	struct sudoku_shape shape;
	if (sudoku_shape_init(&shape, n, 0) != 0)
		abort();
	if (sudoku_grid_format(&shape, &r->grid, SUDOKU_OUTPUT_PRETTY, buf, sizeof buf) >= sizeof buf)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	for (int mode = SUDOKU_INPUT_AUTO; mode <= SUDOKU_INPUT_GRID; mode++) {
		struct sudoku_reader *reader = sudoku_reader_create((enum sudoku_input_format)mode);
		static struct sudoku_record record; /* 1.4 KiB; one per process is plenty */
		long lines = 0;
		for (size_t start = 0; start < size;) {
			const char *newline = memchr(text + start, '\n', size - start);
			size_t end = newline ? (size_t)(newline - text) : size;
			sudoku_reader_feed(reader, text + start, end - start);
			lines++;
			while (sudoku_reader_next(reader, &record))
				check_record(&record, lines);
			start = end + 1;
		}
		sudoku_reader_end(reader);
		while (sudoku_reader_next(reader, &record))
			check_record(&record, lines);
		sudoku_reader_destroy(reader);
	}
	return 0;
}
