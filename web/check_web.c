/*
 * check_web.c - a player's mistakes for the Sudoku page's play mode (see
 * web.h): the library's sudoku_check, as `sudoku check PUZZLE STATE` calls
 * it, so the page flags the cells the command names.
 *
 * The state may be pencil marks: the page sends them when the player has
 * written any, so that a solution digit struck from a cell's marks is a
 * mistake too. A cell the player left unmarked is sent with every digit,
 * which claims nothing.
 */
#include "web.h"

#include <stdio.h>
#include <stdlib.h>

/* The puzzle's own fault, in the words `sudoku check` prints; NULL when it has one solution. */
static const char *puzzle_fault(enum sudoku_status status)
{
	switch (status) {
	case SUDOKU_NO_SOLUTION:
		return "the puzzle has no solution";
	case SUDOKU_MULTIPLE:
		return "the puzzle has more than one solution";
	case SUDOKU_UNFINISHED:
		return "the puzzle could not be solved";
	case SUDOKU_SOLVED:
		break;
	}
	return NULL;
}

static void write_mistake(struct json *json, const struct sudoku_mistake *m, int size)
{
	char cell[16], text[96];
	sudoku_cell_name(size, m->cell, cell, sizeof cell);
	if (m->placed)
		snprintf(text, sizeof text, "%s: %c is not the solution's digit", cell,
		         sudoku_digit_symbol(m->digit));
	else
		snprintf(text, sizeof text, "%s: %c was eliminated, but it is the solution's digit", cell,
		         sudoku_digit_symbol(m->digit));
	json_printf(json, "%s{", json->text[json->length - 1] == '[' ? "" : ",");
	json_key_int(json, "cell", m->cell);
	json_key_int(json, "digit", m->digit);
	json_key_bool(json, "placed", m->placed);
	json_key_string(json, "text", text);
	json_printf(json, "}");
}

static char *write_check(const struct sudoku_check_result *result, int size)
{
	const char *fault = puzzle_fault(result->status);
	if (fault)
		return json_error(fault);
	struct json json;
	json_init(&json);
	json_printf(&json, "{");
	json_key_string(&json, "status", "done");
	json_key(&json, "mistakes");
	json_printf(&json, "[");
	for (int k = 0; k < result->mistakes; k++)
		write_mistake(&json, &result->mistake[k], size);
	json_printf(&json, "]}");
	return json_finish(&json);
}

/* The two records and the result: about 8 KB each, kept off the module's stack. */
struct check_work {
	struct sudoku_record puzzle, state;
	struct sudoku_check_result result;
};

char *web_sudoku_check(struct web_sudoku *web, const char *puzzle, const char *state)
{
	(void)web; /* sudoku_check makes its own solver */
	char message[300];
	struct check_work *work = malloc(sizeof *work);
	if (!work)
		return NULL;
	char *answer = NULL;
	if (!web_read_record(puzzle, &work->puzzle, message, sizeof message) ||
	    !web_read_record(state, &work->state, message, sizeof message)) {
		answer = json_error(message);
	} else {
		const uint16_t *marks = work->state.marked ? work->state.marks : NULL;
		int err = sudoku_check(&work->puzzle.grid, &work->state.grid, marks, &work->result);
		answer = err ? json_error(sudoku_strerror(err))
		             : write_check(&work->result, work->puzzle.grid.size);
	}
	free(work);
	return answer;
}
