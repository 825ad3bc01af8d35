/*
 * trim_tree.c - the trimmed searches' trees walked on bit sets (see
 * trim_tree.h).
 *
 * Why the counts are the engine's (search_loop.h, on the trimmed problem
 * of trim.c, which keeps the tally of dead items and breaks ties by item
 * number, that is by place in the order's list):
 * - a node is entered, and counted, at the root and below every option
 *   tried; the engine counts the same, as its commits of four-item
 *   options never cut a node short;
 * - at a node the engine ends at once where an active item has no option
 *   left, else takes the active item with the fewest options, the lowest
 *   place on a tie, and a solution where none is active. A key here is
 *   512 x length + place for an active item (lengths up to 9, places
 *   below 512) and 512 x 32 or more for a covered one, so the smallest
 *   key says all three: 512 x 32 or more, a solution; a length of 0, a
 *   dead end; else the item;
 * - the engine counts a guess where the chosen item has two options or
 *   more, and tries each option in turn from the state with the item
 *   covered: the same state as the node's with that option taken, since
 *   an option's conflicts include the item's other options. The order of
 *   the options changes no count on a tree walked to its end, which is
 *   the only kind whose counts are used (exactly one solution, no limit);
 * - taking an option removes every live option that shares an item with
 *   it (each takes one from its items' lengths) and covers its own items.
 *   A live option's items are all active, so only active keys fall;
 * - the trimmed search first places the givens, one forced node each, in
 *   among forced moves of its own that lengths it does not change pick in
 *   the same order (trim.h, rate.c): its counts less the givens are this
 *   walk's, which starts with the givens placed;
 * - from the givens every order first takes forced moves (an item with one
 *   option), one node each, until none is left. Where that ends without a
 *   dead end or a solution, every order ends in the same state after the
 *   same number of moves: a move forced from some of that state's moves is
 *   that state's own move of its item (the item's one option then, and
 *   the state's is live there), so no order takes another or meets a dead
 *   end, and an order that stopped short would still have one of those
 *   moves forced. So those moves are taken once a puzzle (take_forced),
 *   counted as nodes by every order, and each order walks from their end.
 */
#include "trim_tree.h"
#include "../util/inline.h"
#include "../util/multiversion.h"

#include <stdlib.h>
#include <string.h>

#define KEY_STEP 512 /* one option of an item's length, above its place */
#define COVERED 16384 /* 32 steps: a key at or above it is a covered item's */

struct tree_frame {
	struct tree_state *state; /* the level's: its own, or its parent's taken in place */
	int16_t item;  /* the item chosen at the level */
	int16_t next;  /* the index of its next option to try */
	int16_t left;  /* its live options not yet tried */
};

/* Option o's items in order k's places, as trim.c keeps them. */
static const int *places_of(const struct trim *t, int k, int o)
{
	return t->option_item + ((size_t)k * (size_t)t->options + (size_t)o) * (size_t)t->size_max;
}

/* Whether the shape is one this walk knows: 324 items, 729 options of 4 items each. */
static bool shape_fits(const struct trim *t)
{
	if (!t->problem || t->items != TREE_ITEMS || t->options != TREE_OPTIONS || t->size_max != 4)
		return false;
	for (int o = 0; o < t->options; o++)
		if (t->option_size[o] != 4)
			return false;
	return true;
}

/* Each item's options (the item named by order 0's place); false unless each has 9. */
static bool read_item_options(struct trim_tree *tree, const struct trim *t)
{
	int count[TREE_ITEMS] = {0};
	for (int o = 0; o < TREE_OPTIONS; o++)
		for (int j = 0; j < 4; j++) {
			int item = places_of(t, 0, o)[j];
			if (count[item] == 9)
				return false;
			tree->item_option[item][count[item]++] = (uint16_t)o;
		}
	for (int item = 0; item < TREE_ITEMS; item++)
		if (count[item] != 9)
			return false;
	return true;
}

/* Each option's conflicts: the other options of its items. */
static void read_conflicts(struct trim_tree *tree, const struct trim *t)
{
	memset(tree->conflict, 0, TREE_OPTIONS * sizeof *tree->conflict);
	for (int o = 0; o < TREE_OPTIONS; o++)
		for (int j = 0; j < 4; j++) {
			const uint16_t *others = tree->item_option[places_of(t, 0, o)[j]];
			for (int m = 0; m < 9; m++)
				if (others[m] != o)
					tree->conflict[o][others[m] / 64] |= UINT64_C(1) << (others[m] % 64);
		}
}

/* Each order's places of the options' items, and the item at each place; false if they disagree. */
static bool read_places(struct trim_tree *tree, const struct trim *t)
{
	for (int k = 0; k < t->orders; k++) {
		for (int p = 0; p < TREE_ITEMS; p++)
			tree->item_at[k][p] = -1;
		for (int o = 0; o < TREE_OPTIONS; o++)
			for (int j = 0; j < 4; j++) {
				int item = places_of(t, 0, o)[j], p = places_of(t, k, o)[j];
				if (tree->item_at[k][p] != -1 && tree->item_at[k][p] != item)
					return false;
				tree->item_at[k][p] = item;
				tree->place[k][o][j] = (int16_t)p;
			}
		for (int p = 0; p < TREE_ITEMS; p++)
			if (tree->item_at[k][p] == -1)
				return false;
	}
	return true;
}

int trim_tree_init(struct trim_tree *tree, const struct trim *t)
{
	*tree = (struct trim_tree){.orders = t->orders, .solution_moves = -1};
	if (!shape_fits(t))
		return 0;
	size_t orders = (size_t)t->orders;
	tree->conflict = malloc(TREE_OPTIONS * sizeof *tree->conflict);
	tree->item_option = malloc(TREE_ITEMS * sizeof *tree->item_option);
	tree->item_at = malloc(orders * sizeof *tree->item_at);
	tree->place = malloc(orders * sizeof *tree->place);
	tree->state = malloc(TREE_LEVELS * sizeof *tree->state);
	tree->frame = malloc(TREE_LEVELS * sizeof *tree->frame);
	if (!tree->conflict || !tree->item_option || !tree->item_at || !tree->place ||
	    !tree->state || !tree->frame) {
		trim_tree_finish(tree);
		return SUDOKU_ENOMEM;
	}
	if (read_item_options(tree, t) && read_places(tree, t)) {
		read_conflicts(tree, t);
		tree->applies = true;
	}
	return 0;
}

void trim_tree_finish(struct trim_tree *tree)
{
	free(tree->conflict);
	free(tree->item_option);
	free(tree->item_at);
	free(tree->place);
	free(tree->state);
	free(tree->frame);
	*tree = (struct trim_tree){0};
}

DLX_MULTIVERSION
static void take_forced(struct trim_tree *tree);

/*
 * The base keeps each item's key less its place in base_key[item] (order
 * 0's place, the item's name): its length's steps, or COVERED. The live
 * options are trim_puzzle's kept ones less the givens': those that share
 * no item with a given.
 */
void trim_tree_puzzle(struct trim_tree *tree, const struct sudoku_grid *puzzle)
{
	uint64_t *live = tree->base_live;
	int32_t *key = tree->base_key;
	memset(key, 0, sizeof tree->base_key);
	for (int w = 0; w < TREE_WORDS; w++)
		live[w] = ~UINT64_C(0);
	live[TREE_WORDS - 1] >>= TREE_WORDS * 64 - TREE_OPTIONS;
	for (int cell = 0; cell < 81; cell++) {
		int d = puzzle->cell[cell];
		if (d == 0)
			continue;
		int o = cell * 9 + d - 1; /* encode.c's numbering */
		for (int w = 0; w < TREE_WORDS; w++)
			live[w] &= ~tree->conflict[o][w];
		live[o / 64] &= ~(UINT64_C(1) << (o % 64));
	}
	for (int w = 0; w < TREE_WORDS; w++)
		for (uint64_t left = live[w]; left; left &= left - 1)
			for (int j = 0; j < 4; j++)
				key[tree->place[0][w * 64 + __builtin_ctzll(left)][j]] += KEY_STEP;
	for (int cell = 0; cell < 81; cell++)
		for (int j = 0; puzzle->cell[cell] && j < 4; j++)
			key[tree->place[0][cell * 9 + puzzle->cell[cell] - 1][j]] = COVERED;
	take_forced(tree);
}

/* The root's state in order k: each place's key from its item's, a gather the compiler vectorizes. */
DLX_INLINE void start_order(struct trim_tree *tree, int k, struct tree_state *root)
{
	memcpy(root->live, tree->base_live, sizeof root->live);
	const int32_t *item_at = tree->item_at[k];
	for (int p = 0; p < TREE_ITEMS; p++)
		root->key[p] = (int16_t)(tree->base_key[item_at[p]] + p);
	for (int p = TREE_ITEMS; p < TREE_KEYS; p++)
		root->key[p] = INT16_MAX;
}

/* The smallest key: a plain loop over whole vectors, which the compiler turns into minima. */
DLX_INLINE int16_t smallest_key(const int16_t *key)
{
	int16_t low = INT16_MAX;
#pragma GCC unroll 16
	for (int p = 0; p < TREE_KEYS; p++)
		low = key[p] < low ? key[p] : low;
	return low;
}

/*
 * 32 bytes moved or masked at once: a struct assignment compiles to `rep
 * movsq`, dearer here than a state's 27 loads and stores of 32 bytes, and
 * a plain loop over the live words stays one word at a time. may_alias:
 * the keys are read and written as int16_t too.
 */
typedef uint64_t unit __attribute__((vector_size(32), aligned(8), may_alias));
#define KEY_UNITS (TREE_KEYS * sizeof(int16_t) / sizeof(unit))
#define LIVE_UNITS (TREE_WORDS * sizeof(uint64_t) / sizeof(unit))
_Static_assert(KEY_UNITS * sizeof(unit) == TREE_KEYS * sizeof(int16_t), "keys in whole units");
_Static_assert(LIVE_UNITS * sizeof(unit) == TREE_WORDS * sizeof(uint64_t), "sets in whole units");

/*
 * Makes `to` state `from` with option o taken (order k): o's conflicts
 * leave the live set, each taking one from its items' lengths, and o's
 * items are covered. `to` may be `from` (then without `copy_keys`).
 */
DLX_INLINE void take_move(const struct trim_tree *tree, int k, struct tree_state *to,
                          const struct tree_state *from, int o, bool copy_keys)
{
	unit *key_to = (unit *)(void *)to->key;
	const unit *key_from = (const unit *)(const void *)from->key;
#pragma GCC unroll 24
	for (size_t u = 0; copy_keys && u < KEY_UNITS; u++)
		key_to[u] = key_from[u];
	const unit *conflict = (const unit *)(const void *)tree->conflict[o];
	const unit *live_from = (const unit *)(const void *)from->live;
	unit *live_to = (unit *)(void *)to->live;
	unit gone_units[LIVE_UNITS];
	uint64_t words = 0; /* bit w: word w lost options (a few words of twelve) */
	for (size_t u = 0; u < LIVE_UNITS; u++) {
		gone_units[u] = live_from[u] & conflict[u];
		live_to[u] = live_from[u] & ~conflict[u];
		unit bits = (unit)(gone_units[u] != 0) & ((unit){1, 2, 4, 8} << (4 * (int)u));
		words |= bits[0] | bits[1] | bits[2] | bits[3];
	}
	uint64_t gone[TREE_WORDS];
	memcpy(gone, gone_units, sizeof gone);
	int16_t(*place)[4] = tree->place[k];
	for (; words; words &= words - 1) {
		int w = __builtin_ctzll(words);
		for (uint64_t left = gone[w]; left; left &= left - 1) {
			const int16_t *at = place[w * 64 + __builtin_ctzll(left)];
			to->key[at[0]] -= KEY_STEP;
			to->key[at[1]] -= KEY_STEP;
			to->key[at[2]] -= KEY_STEP;
			to->key[at[3]] -= KEY_STEP;
		}
	}
	to->live[o / 64] &= ~(UINT64_C(1) << (o % 64));
	for (int j = 0; j < 4; j++)
		to->key[place[o][j]] = INT16_MAX;
}

/* The index of the next live option of frame f's item from f->next on (f->left says one is). */
DLX_INLINE int next_live(const struct trim_tree *tree, const struct tree_frame *f,
                         const struct tree_state *s)
{
	const uint16_t *option = tree->item_option[f->item];
	int m = f->next;
	while (!(s->live[option[m] / 64u] >> (option[m] % 64u) & 1))
		m++;
	return m;
}

/*
 * The forced moves from the base, taken in order 0 and made the base (see
 * the top); none where they end in a dead end or a solution, which each
 * order then walks to as before. Compiled twice as count_tree is.
 */
DLX_MULTIVERSION
static void take_forced(struct trim_tree *tree)
{
	struct tree_state *s = &tree->state[0];
	int moves = 0;
	tree->forced_moves = 0;
	start_order(tree, 0, s);
	for (;;) {
		int16_t low = smallest_key(s->key);
		if (low >= COVERED || low < KEY_STEP)
			return;
		if (low >= 2 * KEY_STEP)
			break;
		struct tree_frame f = {.item = (int16_t)tree->item_at[0][low % KEY_STEP]};
		int option = tree->item_option[f.item][next_live(tree, &f, s)];
		take_move(tree, 0, s, s, option, false);
		tree->forced[moves++] = (int16_t)option;
	}
	memcpy(tree->base_live, s->live, sizeof tree->base_live);
	for (int p = 0; p < TREE_ITEMS; p++)
		tree->base_key[tree->item_at[0][p]] = s->key[p] >= COVERED ? COVERED : s->key[p] - p;
	tree->forced_moves = moves;
}

/* The options the forced moves and the levels above `level` took: a solution, kept for the ladder (rate.c). */
static void keep_solution(struct trim_tree *tree, int level)
{
	int forced = tree->forced_moves;
	memcpy(tree->solution, tree->forced, (size_t)forced * sizeof *tree->solution);
	for (int l = 0; l < level; l++)
		tree->solution[forced + l] =
			(int16_t)tree->item_option[tree->frame[l].item][tree->frame[l].next - 1];
	tree->solution_moves = forced + level;
}

/*
 * Compiled for AVX2 and plain x86-64 (the key scan takes sixteen keys an
 * instruction); static, so its chooser stays out of libsudoku's exports.
 */
DLX_MULTIVERSION
static struct tree_count count_tree(struct trim_tree *tree, int k, uint64_t node_limit)
{
	/* the forced moves' nodes, stopped where the walk from the givens would be */
	uint64_t forced = (uint64_t)tree->forced_moves;
	if (node_limit != 0 && node_limit < forced)
		return (struct tree_count){.nodes = node_limit, .stopped = true};
	struct tree_count c = {.nodes = forced};
	struct tree_frame *frame = tree->frame;
	if (k == 0)
		tree->solution_moves = -1;
	int level = 0;
	frame[0].state = &tree->state[0];
	start_order(tree, k, frame[0].state);
enter:
	if (node_limit != 0 && c.nodes >= node_limit)
		goto stop;
	c.nodes++;
	struct tree_state *s = frame[level].state;
	int16_t low = smallest_key(s->key);
	if (low >= COVERED) {
		if (k == 0 && c.solutions == 0)
			keep_solution(tree, level);
		if (++c.solutions >= 2)
			goto stop;
		goto leave;
	}
	if (low < KEY_STEP) /* an item without options: a dead end */
		goto leave;
	c.guesses += low >= 2 * KEY_STEP;
	frame[level].item = tree->item_at[k][low % KEY_STEP];
	frame[level].next = 0;
	frame[level].left = (int16_t)(low / KEY_STEP);
try:
	if (frame[level].left == 0)
		goto leave;
	{
		struct tree_frame *f = &frame[level];
		int m = next_live(tree, f, f->state);
		int option = tree->item_option[f->item][m];
		f->next = (int16_t)(m + 1);
		/*
		 * The level's last option (a forced move's only one) is taken in
		 * its own state, which nothing reads again; the others in the
		 * next level's, which no level above can be using.
		 */
		if (--f->left == 0) {
			take_move(tree, k, f->state, f->state, option, false);
			f[1].state = f->state;
		} else {
			take_move(tree, k, &tree->state[level + 1], f->state, option, true);
			f[1].state = &tree->state[level + 1];
		}
		level++;
		goto enter;
	}
leave:
	if (level == 0)
		return c;
	level--;
	goto try;
stop:
	c.stopped = true;
	return c;
}

struct tree_count trim_tree_count(struct trim_tree *tree, int k, uint64_t node_limit)
{
	return count_tree(tree, k, node_limit);
}

bool trim_tree_solution(const struct trim_tree *tree, const struct sudoku_grid *puzzle,
                        struct sudoku_grid *solution)
{
	if (tree->solution_moves < 0)
		return false;
	*solution = *puzzle;
	for (int l = 0; l < tree->solution_moves; l++) {
		int o = tree->solution[l]; /* encode.c's numbering: cell * 9 + digit - 1 */
		solution->cell[o / 9] = (uint8_t)(o % 9 + 1);
	}
	return true;
}
