/*
 * marks.c - solving a 9x9 grid whose cells are limited to pencil marks.
 *
 * A player's pencil marks say more than the givens: a digit missing from a
 * cell's marks may not go there. The exact-cover solver knows givens only,
 * so a grid with marks is searched here, by plain backtracking over bit
 * masks: the open cell with the fewest digits left (its marks less the
 * digits its row, column and box hold) is tried digit by digit. The depth
 * is at most 81, one level per cell.
 */
#include "sudoku.h"

#include "../util/clock.h"

#include <string.h>

#define ALL_NINE 0x1ffu

struct marks_search {
	uint16_t allowed[81];
	uint8_t value[81];
	uint16_t row[9], col[9], box[9];
	uint64_t nodes, node_limit, solutions, solution_limit;
	double deadline; /* 0: none */
	bool stopped;    /* the solution limit was reached */
	bool cut;        /* a node or time limit stopped the search */
	uint8_t first[81];
};

static int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

static void set_value(struct marks_search *s, int cell, int digit)
{
	unsigned bit = 1u << (digit - 1);
	s->value[cell] = (uint8_t)digit;
	s->row[cell / 9] |= (uint16_t)bit;
	s->col[cell % 9] |= (uint16_t)bit;
	s->box[box_of(cell)] |= (uint16_t)bit;
}

static void clear_value(struct marks_search *s, int cell)
{
	unsigned bit = 1u << (s->value[cell] - 1);
	s->value[cell] = 0;
	s->row[cell / 9] &= (uint16_t)~bit;
	s->col[cell % 9] &= (uint16_t)~bit;
	s->box[box_of(cell)] &= (uint16_t)~bit;
}

static unsigned open_digits(const struct marks_search *s, int cell)
{
	return s->allowed[cell] & ~(s->row[cell / 9] | s->col[cell % 9] | s->box[box_of(cell)]);
}

/* Whether a limit says stop before this node. */
static bool over_limit(struct marks_search *s)
{
	s->nodes++;
	if (s->node_limit && s->nodes > s->node_limit)
		s->cut = true;
	if (s->deadline > 0 && (s->nodes & 1023) == 0 && seconds_now() > s->deadline)
		s->cut = true;
	return s->cut;
}

/* The open cell with the fewest digits left; -1 when none is open. */
static int choose_cell(const struct marks_search *s, unsigned *digits)
{
	int best = -1, best_count = 10;
	for (int cell = 0; cell < 81 && best_count > 1; cell++) {
		if (s->value[cell])
			continue;
		unsigned open = open_digits(s, cell);
		int count = __builtin_popcount(open);
		if (count < best_count) {
			best = cell;
			best_count = count;
			*digits = open;
		}
	}
	return best;
}

static void search(struct marks_search *s)
{
	if (over_limit(s))
		return;
	unsigned digits = 0;
	int cell = choose_cell(s, &digits);
	if (cell < 0) {
		if (s->solutions++ == 0)
			memcpy(s->first, s->value, sizeof s->first);
		s->stopped = s->solution_limit && s->solutions >= s->solution_limit;
		return;
	}
	for (; digits && !s->stopped && !s->cut; digits &= digits - 1) {
		set_value(s, cell, __builtin_ctz(digits) + 1);
		search(s);
		clear_value(s, cell);
	}
}

/* Places the givens; false when two clash or a given is outside its marks. */
static bool place_givens(struct marks_search *s, const struct sudoku_grid *puzzle,
                         const uint16_t *marks)
{
	for (int cell = 0; cell < 81; cell++) {
		s->allowed[cell] = marks && marks[cell] ? (uint16_t)(marks[cell] & ALL_NINE) : ALL_NINE;
		if (marks && marks[cell] == 0)
			s->allowed[cell] = 0; /* no candidate left: no solution */
	}
	for (int cell = 0; cell < 81; cell++) {
		int digit = puzzle->cell[cell];
		if (digit == 0)
			continue;
		if (!(open_digits(s, cell) & (1u << (digit - 1))))
			return false;
		s->allowed[cell] = (uint16_t)(1u << (digit - 1));
		set_value(s, cell, digit);
	}
	return true;
}

int sudoku_solve_marks(const struct sudoku_grid *puzzle, const uint16_t *marks,
                       const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                       struct sudoku_result *result)
{
	if (!puzzle || !result)
		return SUDOKU_EINVAL;
	if (puzzle->size != 9)
		return SUDOKU_EMISMATCH;
	for (int cell = 0; cell < 81; cell++)
		if (puzzle->cell[cell] > 9)
			return SUDOKU_EINVAL;
	struct sudoku_solve_options defaults = {.solution_limit = 2};
	if (!options)
		options = &defaults;
	struct marks_search s;
	memset(&s, 0, sizeof s);
	s.node_limit = options->node_limit;
	s.solution_limit = options->solution_limit;
	if (options->time_limit > 0)
		s.deadline = seconds_now() + options->time_limit;
	memset(result, 0, sizeof *result);
	if (place_givens(&s, puzzle, marks))
		search(&s);
	result->solutions = s.solutions;
	result->nodes = s.nodes;
	result->complete = !s.stopped && !s.cut;
	if (s.solutions >= 2)
		result->status = SUDOKU_MULTIPLE;
	else if (s.solutions == 1 && (result->complete || options->solution_limit == 1))
		result->status = SUDOKU_SOLVED;
	else if (s.cut)
		result->status = SUDOKU_UNFINISHED;
	else
		result->status = SUDOKU_NO_SOLUTION;
	if (solution && s.solutions > 0) {
		solution->size = 9;
		memset(solution->cell, 0, sizeof solution->cell);
		memcpy(solution->cell, s.first, 81);
	}
	return 0;
}
