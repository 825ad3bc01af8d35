/*
 * potentials.h - the propagation of SE's dynamic forcing chains, with the
 * reasons kept: a branch assumes a candidate on (or off) and derives, breadth
 * first, what follows. An "on" candidate turns its cell's other candidates
 * and its peers' same digit off; a candidate going off turns on the other
 * candidate of a cell left with two, and the other place of a unit left
 * with two; the marks lose every candidate the branch turned off. With
 * `plus`, once those rules are spent, locked candidates, hidden and naked
 * pairs and X-wings on the reduced marks turn more candidates off.
 *
 * Every derived state remembers its parents: the state it came from first,
 * then the candidates the branch had already turned off that the rule
 * needed (a cell or unit only has two left because of them). The size of a
 * conclusion is its number of ancestors, as SE counts a chain's complexity.
 */
#ifndef SUDOKU_LOGIC_POTENTIALS_H
#define SUDOKU_LOGIC_POTENTIALS_H

#include "logic.h"

/* States: candidate * 2 + 1 for "on", + 0 for "off"; FRESH is the state that clashed. */
#define POT_STATES 1458
#define POT_FRESH POT_STATES
#define POT_SPARE (POT_STATES + 1) /* written to in place of a state already reached */
#define POT_SLOTS (POT_STATES + 2)
#define POT_WORDS 12 /* 729 candidates in 64-bit words */
#define POT_POOL 32768
/*
 * Inner hints a branch may attach to its states. A hint is attached only
 * when it turns a candidate off that was on, so a branch never holds more
 * than one a candidate.
 */
#define POT_HINTS 729
#define POT_BY_CELL 27 /* a state's cause: its cell's last candidate (units are 0-26) */

struct branch;

/*
 * The nested levels' further rule: called once the (+) rules are spent, it
 * looks for hints on the branch's marks and turns their eliminations off
 * (branch_off), each with the hint it came from (branch_hint). Returns
 * whether it turned anything off.
 */
typedef bool branch_inner_fn(struct branch *b, void *ctx);

/* An inner hint: its identity (over its chains' states) and SE's complexity. */
struct inner_hint {
	uint64_t key;
	int size;
};

struct branch {
	uint64_t on[POT_WORDS], off[POT_WORDS]; /* candidates derived on / off */
	uint16_t cand[81];                      /* the marks less what went off */
	uint16_t places[27][9];                 /* their places: [unit][digit - 1], bit k the k-th cell */
	uint16_t src_cand[81];                  /* the marks the branch started on */
	uint16_t src_places[27][9];             /* and their places */
	int first[POT_SLOTS];                   /* parents' start in pool, once reached */
	uint8_t count[POT_SLOTS];
	uint8_t depth[POT_SLOTS]; /* first parents back to the start (at most 255), once reached */
	int8_t cause[POT_SLOTS];  /* an "on" state's single: POT_BY_CELL, or its unit; -1: none */
	uint16_t pool[POT_POOL + 1];            /* and a spare last entry */
	int used;
	unsigned runs; /* 0 on a new branch: set before the first run */
	int clash; /* the state reached both ways (POT_FRESH holds its other side); -1: none */
	branch_inner_fn *inner; /* NULL: none (the 8.5 and 9.0 rungs) */
	void *inner_ctx;
	void *queues;                      /* the run's queues, for branch_off */
	int16_t hint_of[POT_SLOTS];        /* the inner hint that turned a state off; -1: none */
	struct inner_hint hints[POT_HINTS];
	int hint_count;
};

/*
 * A cell's bit in the places of its row, column and box (pot_bit_in), and
 * its box's three places in its row and column with its own bit in the box
 * (pot_box_in), from tables: every propagation looks them up for each state
 * it derives, where the arithmetic cost a tenth of a branch's instructions.
 * pot_unit_order is SE's order of a cell's units: box, row, column.
 */
extern const uint16_t pot_bit_in[81][3];
extern const uint16_t pot_box_in[81][3];
extern const uint8_t pot_unit_order[3];

static inline int pot_state(int cand, bool on) { return cand * 2 + (on ? 1 : 0); }
static inline bool pot_has(const uint64_t *set, int cand) { return set[cand >> 6] >> (cand & 63) & 1; }

/*
 * Runs the branch from `start` (a state) on the marks p. Returns true when
 * it clashed: b->clash is then a state reached, and POT_FRESH its opposite
 * with its own parents.
 */
bool branch_run(const struct sudoku_pencil *p, int start, bool plus, struct branch *b);

/*
 * A run's parents, as branch_ancestors reads them, written to out (at most
 * BRANCH_SAVED_MAX entries): the pool, then each reached state's place in it
 * and count, states in the order of b->on and b->off's bits. Returns the
 * entries written. branch_load puts them back into b, given the same on and
 * off sets; b then answers branch_ancestors as the run did.
 */
#define BRANCH_SAVED_MAX (1 + POT_POOL + 2 * POT_STATES)
int branch_save(const struct branch *b, uint16_t *out);
void branch_load(struct branch *b, const uint16_t *in, const uint64_t *on, const uint64_t *off);

/* The number of distinct ancestors of a reached state (itself included). */
int branch_ancestors(const struct branch *b, int state);

/*
 * SE's complexity of a conclusion resting on states[k] of branches bs[k]:
 * their distinct ancestors, added over the branches, plus the size of each
 * distinct inner hint among those ancestors.
 */
int branch_size(const struct branch *const *bs, const int *states, int n);

/*
 * Whether any of cands[0..n) is still on in b: an inner hint that removes
 * none of them adds nothing, as in SE, and is not recorded.
 */
bool branch_any_on(const struct branch *b, const uint16_t *cands, int n);

/* Records an inner hint on b; its number, or -1 when the table is full. */
int branch_hint(struct branch *b, uint64_t key, int size);

/*
 * Turns cand off from the inner rule, with the given parents (states the
 * branch has reached) and inner hint; false if it already was off.
 */
bool branch_off(struct branch *b, int cand, const uint16_t *parents, int n, int hint);

/* The first parent of a reached state, -1 for the start. */
static inline int branch_parent(const struct branch *b, int state)
{
	return b->count[state] ? b->pool[b->first[state]] : -1;
}

/*
 * A conclusion of SE's dynamic search taken as a hint (level 4's inner
 * rule): its size (SE's complexity), kind (SE's sort key: 1 double, 5 cell,
 * 6 region, 7 contradiction), the state concluded (for a contradiction,
 * the assumption found false), its origin (a candidate, a cell, or
 * unit * 9 + digit - 1), its place in SE's list of hints, and the state it
 * makes hold, named by its removals (see dynamic_chains.c).
 */
struct dynamic_hint {
	int size, kind, target, origin, order, effect;
};

struct dynamic_work;
/*
 * Every hint SE's dynamic search at `level` (0: 8.5, 1: 9.0, 2: nested 9.5)
 * lists on the marks p, one per removal, into out (room for POT_STATES),
 * sorted as SE sorts them: their count.
 */
int dynamic_hints(const struct sudoku_pencil *p, int level, struct dynamic_work *w,
                  struct dynamic_hint *out);
/*
 * The branches of hint h (from the last dynamic_hints on p), run again,
 * and the state each chain ends on: their count. *start_cause is how the
 * assumptions stand on the marks (a cell's or a unit's last places: see
 * branch.cause), -1 for a single assumption.
 */
int dynamic_hint_ends(const struct sudoku_pencil *p, struct dynamic_work *w, const struct dynamic_hint *h,
                      const struct branch **bs, int *states, int *start_cause);

/* Level 4's step with the inner rule fn (nested_dynamic) on every branch; find_level_4_chain's. */
bool find_nested_chain_with(const struct sudoku_pencil *p, branch_inner_fn *fn, void *ctx,
                            struct dynamic_work *w, struct sudoku_step *step);
/* Marks w as having lacked memory (dynamic_work_out_of_memory). */
void dynamic_work_lacked_memory(struct dynamic_work *w);

/* The nested levels' inner rule (nested_inner.c): its scratch, and the rule itself. */
struct inner_work;
struct inner_work *inner_work_create(int level);
void inner_work_destroy(struct inner_work *w);
bool nested_inner(struct branch *b, void *ctx);

#endif
