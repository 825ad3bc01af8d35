/*
 * rate.c - how hard a puzzle is for the engine: its search effort.
 *
 * sudoku_rate_search has the engine prove the solution unique (count to 2)
 * in several fixed shuffled orders, and sums the nodes and guesses (nodes
 * where the chosen item had two options or more). One order can be lucky;
 * several give a steadier figure. The orders come from fixed seeds, so a
 * puzzle always gets the same figures. The logical rating, on Sudoku
 * Explainer's scale, is sudoku_logic_rate (sudoku_logic.h, src/sudoku/logic).
 *
 * Most everyday puzzles fall to naked and hidden singles alone, and then
 * no search is needed to know its figures. The engine's singles are its
 * items with one option left (a cell with one digit; a digit with one place
 * in a row, column, region or diagonal), and every step it takes along the
 * solution keeps one such item: the single that justified the next
 * placement of the singles' own order is still there, still with one
 * option, however many other placements came first (the closure of the
 * singles does not depend on their order). So in every order the search
 * walks straight down the solution, one node per empty cell below the
 * root, never choosing, and finds no second solution on the way back:
 * nodes = empty cells + 1, guesses = 0, status SOLVED. The shortcut holds
 * where the engine's items are exactly those units: no windows, no pair
 * rules (their items are not singles the propagation knows).
 *
 * The other puzzles are searched, but not on the full matrix: on one that
 * holds the givens' options and only the options that share no item with
 * a given (trim.h), its items numbered in the order's tie-break order. On
 * a puzzle with one solution the count to 2 walks the whole tree, so it
 * gives the same figures as the full matrix with the givens required:
 * - the options of a node's item lead to the same states in any order, so
 *   the order within an item's list changes no count; the item chosen
 *   depends on the lengths and the tie-break order alone, which agree;
 * - the full matrix's tally of dead items ends a node where any item has
 *   no option left, before the choice; the trimmed problem has the same
 *   items, so the engine keeps the tally there too (this is why sizes
 *   below 9, whose matrices have few items, keep the full search: without
 *   the tally, the shuffled and the unshuffled choice differ between an
 *   item with no option and one with one);
 * - each given's items hold its option alone, so the search places every
 *   given as a forced move (one node each, no guess) before its first
 *   branch, placing one changes no other length, and the moves between
 *   are those the full search makes. Its nodes less the givens are the
 *   full search's.
 * A node limit L on the full search allows L + givens on the trimmed one:
 * a trimmed search that ends within it is one the full search ends within
 * L. A puzzle the trimmed search finds without exactly one solution, or
 * stops at the limit, is searched again the full way, where the order
 * within a list matters: a count stopped at the second solution, or by
 * the limit, stops where that order takes it.
 *
 * On the 9x9 shapes whose options all have four items (the classic grid,
 * jigsaws) the trimmed problems are not even built: each order's tree is
 * walked on bit sets (trim_tree.h, which has the argument that it counts
 * the engine's nodes and guesses), and only a tree it stops or finds
 * without exactly one solution goes to the engine.
 */
#include "encode.h"
#include "pairs.h"
#include "propagate.h"
#include "trim.h"
#include "trim_tree.h"
#include "valid.h"
#include "../util/random.h"

#include <stdlib.h>

#define MAX_ORDERS 64

/* ---- Search effort ---- */

struct sudoku_rater {
	struct sudoku_shape shape;
	int orders;
	struct dlx_problem *problem[MAX_ORDERS];
	bool singles;                /* the shortcut above applies to the shape */
	struct propagator propagator;
	struct propagation *work;
	struct trim trim;            /* the trimmed searches; no problem where they do not apply */
	struct trim_tree tree;       /* their trees on bit sets, where the shape allows */
	bool solved;                 /* the last search kept its solution: */
	struct sudoku_grid solution;
};

/* The shortcut's tables, when the shape allows it; false when memory runs out. */
static bool singles_init(struct sudoku_rater *rater, const struct sudoku_shape *shape)
{
	if (shape->windows || shape_has_pairs(shape))
		return true;
	rater->work = malloc(sizeof *rater->work);
	if (!rater->work || propagator_init(&rater->propagator, shape) != 0)
		return false;
	rater->singles = true;
	return true;
}

struct sudoku_rater *sudoku_rater_create(const struct sudoku_shape *shape, int orders)
{
	if (!regions_valid(shape) || orders < 1 || orders > MAX_ORDERS)
		return NULL;
	struct sudoku_rater *rater = calloc(1, sizeof *rater);
	if (!rater)
		return NULL;
	rater->shape = *shape;
	rater->orders = orders;
	if (!singles_init(rater, shape)) {
		sudoku_rater_destroy(rater);
		return NULL;
	}
	uint64_t seeds = 0x5eed; /* fixed: the same orders in every run */
	for (int k = 0; k < orders; k++) {
		rater->problem[k] = encode_problem(shape);
		if (!rater->problem[k] || dlx_problem_shuffle(rater->problem[k], splitmix64(&seeds)) != 0) {
			sudoku_rater_destroy(rater);
			return NULL;
		}
	}
	/* 4n^2 items, more than the engine's tally needs from n = 9 on: see the top */
	if (shape->size >= 9 && (trim_init(&rater->trim, rater->problem, orders, shape->size) != 0 ||
	                         trim_tree_init(&rater->tree, &rater->trim) != 0)) {
		sudoku_rater_destroy(rater);
		return NULL;
	}
	return rater;
}

void sudoku_rater_destroy(struct sudoku_rater *rater)
{
	if (!rater)
		return;
	for (int k = 0; k < rater->orders; k++)
		dlx_problem_destroy(rater->problem[k]);
	if (rater->singles)
		propagator_finish(&rater->propagator);
	trim_finish(&rater->trim); /* a zeroed one too */
	trim_tree_finish(&rater->tree);
	free(rater->work);
	free(rater);
}

/* One order: require the givens, count to 2, release. 0 or SUDOKU_ENOMEM. */
static int search_once(struct dlx_problem *problem, const struct sudoku_grid *puzzle,
                       uint64_t node_limit, struct dlx_stats *stats, uint64_t *guesses)
{
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.solution_limit = 2;
	options.node_limit = node_limit;
	/* the givens were checked: only memory for the requirements can fail */
	int err = require_givens(problem, puzzle);
	if (err == 0)
		dlx_search(problem, &options, stats);
	else
		*stats = (struct dlx_stats){0};
	*guesses += stats->branches; /* choices between two options or more */
	dlx_release_all(problem);
	return err == 0 ? 0 : SUDOKU_ENOMEM;
}

/* The effort without a search when singles fill the grid (see the top); false otherwise. */
static bool singles_effort(struct sudoku_rater *rater, const struct sudoku_grid *puzzle,
                           uint64_t node_limit, struct sudoku_search_effort *effort)
{
	if (!rater->singles || propagate(&rater->propagator, puzzle, false, rater->work) != 1)
		return false;
	uint64_t empty = 0;
	for (int cell = 0; cell < rater->propagator.cells; cell++)
		empty += puzzle->cell[cell] == 0;
	if (node_limit != 0 && node_limit <= empty + 1)
		return false; /* the limit may stop the walk: let the engine say where */
	effort->status = SUDOKU_SOLVED;
	effort->nodes = (uint64_t)rater->orders * (empty + 1);
	/* the grid the singles filled is the one solution: kept for the ladder too */
	rater->solution = *puzzle;
	for (int cell = 0; cell < rater->propagator.cells; cell++)
		rater->solution.cell[cell] = rater->work->value[cell];
	rater->solved = true;
	return true;
}

/*
 * The trimmed searches' effort walked on bit sets (trim_tree.h); false
 * where the walk does not apply, or a tree is not one walked to its end
 * with exactly one solution.
 */
static bool tree_effort(struct sudoku_rater *rater, const struct sudoku_grid *puzzle,
                        uint64_t node_limit, struct sudoku_search_effort *effort)
{
	struct trim_tree *tree = &rater->tree;
	if (!tree->applies)
		return false;
	trim_tree_puzzle(tree, puzzle);
	uint64_t nodes = 0, guesses = 0;
	for (int k = 0; k < rater->orders; k++) {
		struct tree_count c = trim_tree_count(tree, k, node_limit);
		if (c.stopped || c.solutions != 1)
			return false;
		nodes += c.nodes;
		guesses += c.guesses;
	}
	effort->status = SUDOKU_SOLVED;
	effort->nodes = nodes;
	effort->guesses = guesses;
	rater->solved = trim_tree_solution(tree, puzzle, &rater->solution);
	return true;
}

/*
 * The effort from the trimmed searches (see the top); false where they do
 * not apply or the puzzle has not exactly one solution.
 */
static bool trimmed_effort(struct sudoku_rater *rater, const struct sudoku_grid *puzzle,
                           uint64_t node_limit, struct sudoku_search_effort *effort)
{
	if (!rater->trim.problem)
		return false;
	if (tree_effort(rater, puzzle, node_limit, effort))
		return true;
	struct trim *trim = &rater->trim;
	trim_puzzle(trim, puzzle);
	/* the full search's limit, plus the givens' nodes; saturated, as 0 means none */
	uint64_t limit = node_limit == 0 ? 0 : node_limit + (uint64_t)trim->givens;
	if (limit < node_limit)
		limit = UINT64_MAX;
	uint64_t nodes = 0, guesses = 0;
	for (int k = 0; k < rater->orders; k++) {
		struct dlx_stats stats;
		if (trim_search(trim, k, limit, &stats) != 0 || stats.solutions != 1 ||
		    stats.stop != DLX_STOP_EXHAUSTED)
			return false; /* out of memory too: the full search says so */
		nodes += stats.nodes - (uint64_t)trim->givens;
		guesses += stats.branches;
	}
	effort->status = SUDOKU_SOLVED;
	effort->nodes = nodes;
	effort->guesses = guesses;
	return true;
}

int sudoku_rate_search(struct sudoku_rater *rater, const struct sudoku_grid *puzzle,
                       uint64_t node_limit, struct sudoku_search_effort *effort)
{
	if (!rater || !puzzle || !effort)
		return SUDOKU_EINVAL;
	*effort = (struct sudoku_search_effort){.status = SUDOKU_NO_SOLUTION};
	rater->solved = false;
	int err = sudoku_grid_check(&rater->shape, puzzle, NULL);
	if (err == SUDOKU_ECONFLICT)
		return 0; /* givens that clash: no solution, no search */
	if (err)
		return err;
	effort->orders = rater->orders;
	if (singles_effort(rater, puzzle, node_limit, effort) ||
	    trimmed_effort(rater, puzzle, node_limit, effort))
		return 0;
	for (int k = 0; k < rater->orders; k++) {
		struct dlx_stats stats;
		err = search_once(rater->problem[k], puzzle, node_limit, &stats, &effort->guesses);
		if (err) {
			*effort = (struct sudoku_search_effort){.status = SUDOKU_UNFINISHED};
			return err;
		}
		effort->nodes += stats.nodes;
		enum sudoku_status status = status_of_search(&stats);
		/* every order finds the same answer unless a limit stopped one */
		if (k == 0 || status == SUDOKU_UNFINISHED)
			effort->status = status;
	}
	return 0;
}

bool sudoku_rater_solution(const struct sudoku_rater *rater, struct sudoku_grid *solution)
{
	if (!rater || !solution || !rater->solved)
		return false;
	*solution = rater->solution;
	return true;
}
