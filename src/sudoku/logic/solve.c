/*
 * solve.c - the ladder: each technique is tried in order of SE difficulty
 * and the first that changes the grid is the step (SE's rule: always the
 * easiest). Chains and forcing chains carry a length bonus, so within their
 * family the shortest one is chosen. Also applying steps and rating a puzzle.
 */
#include "links.h"

#include <stdlib.h>
#include <string.h>

/* Chains, then forcing chains, on one listing of the links; the scratch is made on first use. */
static bool find_chained(const struct sudoku_pencil *p, struct chain_work **work,
                         struct sudoku_step *s)
{
	if (!*work && !(*work = malloc(sizeof **work)))
		return false;
	chain_work_start(p, *work);
	return find_chain(p, *work, s) || find_forcing(p, *work, s);
}

static bool find_step(const struct sudoku_pencil *p, unsigned flags, struct chain_work **work,
                      struct sudoku_step *s)
{
	bool unique = flags & SUDOKU_LOGIC_ASSUME_UNIQUE;
	struct places pl;
	places_fill(p, &pl);
	return find_full_house(p, s) || find_hidden_single(p, &pl, true, s) ||
	       find_hidden_single(p, &pl, false, s) || find_intersection(p, &pl, true, true, s) ||
	       find_intersection(p, &pl, false, true, s) || find_hidden_subset(p, &pl, 2, true, s) ||
	       find_naked_single(p, s) || find_hidden_subset(p, &pl, 3, true, s) ||
	       find_intersection(p, &pl, true, false, s) || find_intersection(p, &pl, false, false, s) ||
	       find_naked_subset(p, 2, s) || find_fish(p, &pl, 2, s) ||
	       find_hidden_subset(p, &pl, 2, false, s) || find_naked_subset(p, 3, s) ||
	       find_fish(p, &pl, 3, s) || find_hidden_subset(p, &pl, 3, false, s) ||
	       find_xy_wing(p, s) || find_xyz_wing(p, s) || (unique && find_unique_rectangle(p, s)) ||
	       find_naked_subset(p, 4, s) || find_fish(p, &pl, 4, s) ||
	       find_hidden_subset(p, &pl, 4, false, s) ||
	       (unique && find_bug_plus_one(p, s)) || find_chained(p, work, s) ||
	       find_dynamic(p, false, s) || find_dynamic(p, true, s) || find_last_resort(p, s);
}

/* sudoku_logic_next with the caller's chain scratch (NULL until the chains first need it). */
static int next_step(const struct sudoku_pencil *pencil, unsigned flags, struct chain_work **work,
                     struct sudoku_step *step)
{
	if (pencil_broken(pencil))
		return SUDOKU_ECONFLICT;
	if (sudoku_pencil_solved(pencil))
		return 0;
	if (!find_step(pencil, flags, work, step))
		return SUDOKU_EINVAL; /* only when the marks allow several solutions */
	return 1;
}

int sudoku_logic_next(const struct sudoku_pencil *pencil, unsigned flags, struct sudoku_step *step)
{
	if (!pencil || !step)
		return SUDOKU_EINVAL;
	struct chain_work *work = NULL;
	int status = next_step(pencil, flags, &work, step);
	free(work);
	return status;
}

void sudoku_logic_apply(struct sudoku_pencil *pencil, const struct sudoku_step *step)
{
	for (int k = 0; k < step->placement_count; k++) {
		int cell = CAND_CELL(step->placements[k]), digit = CAND_DIGIT(step->placements[k]);
		if (pencil->value[cell] == 0)
			pencil_place(pencil, cell, digit);
	}
	for (int k = 0; k < step->elimination_count; k++)
		pencil->cand[CAND_CELL(step->eliminations[k])] &=
			(uint16_t)~BIT(CAND_DIGIT(step->eliminations[k]));
}

int sudoku_logic_rate(const struct sudoku_grid *puzzle, unsigned flags, sudoku_step_fn on_step,
                      void *user, struct sudoku_se_rating *rating)
{
	if (!puzzle || !rating)
		return SUDOKU_EINVAL;
	memset(rating, 0, sizeof *rating);
	struct sudoku_pencil pencil;
	int err = sudoku_pencil_from_grid(&pencil, puzzle);
	if (err)
		return err;
	struct sudoku_step *step = malloc(sizeof *step);
	if (!step)
		return SUDOKU_ENOMEM;
	struct chain_work *work = NULL; /* one for the whole puzzle */
	int status;
	while ((status = next_step(&pencil, flags, &work, step)) == 1) {
		if (on_step && on_step(user, &pencil, step) != 0)
			break;
		if (step->difficulty > rating->rating) {
			rating->rating = step->difficulty;
			rating->hardest = step->technique;
		}
		rating->uses[step->technique]++;
		rating->steps++;
		sudoku_logic_apply(&pencil, step);
	}
	free(work);
	free(step);
	return status;
}
