/*
 * logic.h - private to the logical solver: the 9x9 geometry, small bit
 * helpers, and the step builders every technique file uses.
 *
 * A technique is a function `bool find_x(const struct sudoku_pencil *, struct
 * sudoku_step *)`: it returns true with *step filled when it found a step that
 * changes the grid (at least one placement or elimination), else false and
 * *step is left in an unspecified state. Techniques never modify the pencil.
 */
#ifndef SUDOKU_LOGIC_PRIVATE_H
#define SUDOKU_LOGIC_PRIVATE_H

#include "sudoku_logic.h"

#include <stdarg.h>

#define ALL_DIGITS 0x1ffu
#define CAND(cell, digit) ((uint16_t)((cell) * 9 + (digit) - 1))
#define CAND_CELL(cand) ((cand) / 9)
#define CAND_DIGIT(cand) ((cand) % 9 + 1)
#define BIT(digit) ((uint16_t)(1u << ((digit) - 1)))

extern const uint8_t logic_unit_cells[27][9]; /* rows 0-8, columns 9-17, boxes 18-26 */
extern const uint8_t logic_cell_units[81][3]; /* row, column, box unit of each cell */
extern const uint8_t logic_peers[81][20]; /* in cell order */
extern const uint64_t logic_peer_bits[81][2]; /* the same: cells 0-63, then 64-80 */

/* Bits set in a 9-bit mask, from a table: the builtin is a library call without -mpopcnt. */
extern const uint8_t logic_bit_count[512];
static inline int bit_count(unsigned mask) { return logic_bit_count[mask & ALL_DIGITS]; }
static inline int lowest_digit(unsigned mask) { return __builtin_ctz(mask) + 1; }
static inline int row_of(int cell) { return cell / 9; }
static inline int col_of(int cell) { return cell % 9; }
static inline int box_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }

/* The cell at position pos of row `line` (by_rows), or of column `line`. */
static inline int line_cell(bool by_rows, int line, int pos)
{
	return by_rows ? line * 9 + pos : pos * 9 + line;
}

/* Whether two distinct cells share a unit. */
static inline bool cells_see(int a, int b)
{
	return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

/* Positions (bit k = k-th cell of the unit) of `digit` among the unit's candidates. */
static inline unsigned unit_places(const struct sudoku_pencil *p, int unit, int digit)
{
	unsigned places = 0;
	for (int k = 0; k < 9; k++)
		if (p->cand[logic_unit_cells[unit][k]] & BIT(digit))
			places |= 1u << k;
	return places;
}

/*
 * Every unit's places for every digit, worked out once per step: the
 * techniques that look at places (hidden singles and subsets, locked
 * candidates, fish) would otherwise gather the same nine cells again and
 * again. at[unit][digit] = unit_places(p, unit, digit).
 */
struct places {
	uint16_t at[27][10];
};
void places_fill(const struct sudoku_pencil *p, struct places *out);
/* Brings pl, the places of the marks `old`, to p's marks, which only lost candidates. */
void places_forget(struct places *pl, const uint16_t *old, const struct sudoku_pencil *p);
/* Whether p's marks hold a candidate the marks `old` did not: then they are not old's less some. */
bool marks_gained(const uint16_t *old, const struct sudoku_pencil *p);

/* "row 4", "column 7", "box 5" (1-based) into buf. */
const char *unit_name(int unit, char *buf, size_t len);

/* Starts a step without text (the finder adds step->detail once the step is sure). */
void step_start(struct sudoku_step *step, enum sudoku_logic_technique technique, int difficulty);
/* Starts a step: technique, difficulty in tenths, and its detail text. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void step_begin(struct sudoku_step *step, enum sudoku_logic_technique technique, int difficulty,
                const char *fmt, ...);
/* step_begin with the text "in " and unit's name: the singles' step, without printf. */
void step_begin_in(struct sudoku_step *step, enum sudoku_logic_technique technique, int difficulty,
                   int unit);
void step_place(struct sudoku_step *step, int cell, int digit);
/* Adds the elimination when the candidate is still there and not yet listed. */
void step_eliminate(struct sudoku_step *step, const struct sudoku_pencil *p, int cell, int digit);
void step_cause(struct sudoku_step *step, int cell, int digit);

/* Opens a new chain of the step at `depth`, empty, its nodes from the pool's end; false when full. */
bool chain_open(struct sudoku_step *step, int depth);
/*
 * Appends a node to the step's last chain (opened last, so its nodes end the
 * pool), joined to its last node by `link` (unused for the first); a full
 * pool cuts the chain instead. No chain open: nothing is done.
 */
void chain_add_node(struct sudoku_step *step, const struct sudoku_chain_node *node,
                    enum sudoku_link link);
/* chain_add_node with the node of candidate (cell, digit). */
void chain_add(struct sudoku_step *step, int cell, int digit, enum sudoku_link link);
/* Every candidate of `digit` in cells of `cells` (bitmask over 81 via two words) as causes. */
static inline bool step_changes(const struct sudoku_step *step)
{
	return step->placement_count > 0 || step->elimination_count > 0;
}

/*
 * Each candidate of `digit` that sees every cell of cells[0..count-1]
 * (count >= 1; none of them itself) goes.
 */
void eliminate_seeing_all(struct sudoku_step *step, const struct sudoku_pencil *p, int digit,
                          const int *cells, int count);

/* HoDoKu's words for the step's shape ("skyscraper"), or NULL where SE's are as specific. */
const char *step_hodoku_words(const struct sudoku_step *step);

/* SE's extra difficulty for a chain of `length` links, in tenths. */
int chain_length_bonus(int length);

/*
 * The technique families, one file each, easiest first. Where a family
 * takes `digits` (bit d-1 for digit d) or `units` (bit u), it looks only
 * there: what it finds for a digit depends on that digit's candidates
 * alone, for a unit on that unit's cells alone, so the ladder can skip the
 * digits and units that are as they were when the family last found nothing.
 */
#define ALL_UNITS 0x7ffffffu
/* The empty cells of each unit, kept up to date from the cells' values as the ladder steps. */
struct empties {
	uint8_t value_of[81]; /* the values counted */
	uint8_t count[27];    /* each unit's empty cells among them */
	uint32_t one;         /* bit u: unit u has one */
};
void empties_init(struct empties *e);
/* The units of p with one empty cell: bit u for unit u. */
uint32_t empties_one(struct empties *e, const struct sudoku_pencil *p);
/* The first full house among `units` (bit u: unit u; those with one empty cell will do). */
bool find_full_house(const struct sudoku_pencil *p, uint32_t units, struct sudoku_step *step);
bool find_hidden_single(const struct sudoku_pencil *p, const struct places *pl, bool boxes,
                        struct sudoku_step *step);
bool find_naked_single(const struct sudoku_pencil *p, struct sudoku_step *step);
bool find_intersection(const struct sudoku_pencil *p, const struct places *pl, bool pointing,
                       bool direct, unsigned digits, struct sudoku_step *step);
bool find_naked_subset(const struct sudoku_pencil *p, int size, uint32_t units,
                       struct sudoku_step *step);
bool find_hidden_subset(const struct sudoku_pencil *p, const struct places *pl, int size,
                        bool direct, uint32_t units, struct sudoku_step *step);
bool find_fish(const struct sudoku_pencil *p, const struct places *pl, int size, unsigned digits,
               struct sudoku_step *step);
/* A fish's lines in words: bit k is line k + 1, "1, 4 and 7". */
void list_lines(unsigned mask, char *buf, size_t len);
bool find_xy_wing(const struct sudoku_pencil *p, struct sudoku_step *step);
bool find_xyz_wing(const struct sudoku_pencil *p, struct sudoku_step *step);
bool find_unique_rectangle(const struct sudoku_pencil *p, struct sudoku_step *step);
bool find_bug_plus_one(const struct sudoku_pencil *p, struct sudoku_step *step);

/*
 * Calls try(p, corners, step) for each rectangle of unsolved cells on two
 * rows, two columns and two boxes whose cells hold two common digits or
 * more (corners: r1c1, r1c2, r2c1, r2c2), until one returns true (then true).
 */
typedef bool rectangle_fn(const struct sudoku_pencil *p, const int *corners,
                          struct sudoku_step *step);
bool each_rectangle(const struct sudoku_pencil *p, rectangle_fn *try, struct sudoku_step *step);
/* Starts a rectangle's step on the pair ab (a mask): the pair in every corner are its causes. */
void rectangle_begin(struct sudoku_step *step, enum sudoku_logic_technique technique,
                     int difficulty, const int *corners, unsigned ab);
/* The step's text: "on 3,7, r1c2 r1c5 r4c2 r4c5". */
void rectangle_detail(struct sudoku_step *step, const int *corners, unsigned ab);

/* HoDoKu's techniques beyond SE's ladder (see sudoku_logic.h), one file each. */
bool find_unique_rectangle_5(const struct sudoku_pencil *p, struct sudoku_step *step);
bool find_unique_rectangle_6(const struct sudoku_pencil *p, struct sudoku_step *step);
bool find_empty_rectangle(const struct sudoku_pencil *p, const struct places *pl,
                          struct sudoku_step *step);
/* The technique of a finned fish of `size` base lines (2-4), sashimi or not. */
enum sudoku_logic_technique finned_fish_technique(int size, bool sashimi);
bool find_finned_fish(const struct sudoku_pencil *p, const struct places *pl, int size,
                      bool sashimi, struct sudoku_step *step);
/*
 * ALS chains of min_sets to max_sets sets (2: ALS-XZ, 3: ALS-XY-wing), the
 * fewest first. The work is the sets' list and links, made once per puzzle.
 */
#define ALS_CHAIN_MAX 6
struct als_work;
struct als_work *als_work_create(void);
void als_work_destroy(struct als_work *w);
enum sudoku_logic_technique als_technique(int sets);
bool find_als_chain(const struct sudoku_pencil *p, int min_sets, int max_sets,
                    struct als_work *w, struct sudoku_step *step);
/* find_chain and find_forcing share a scratch: see links.h. */

/*
 * Dynamic forcing chains (8.5+) and (+) (9.0+) as SE finds and rates them
 * (dynamic_chains.c): contradictions, doubles, cell and region forcing,
 * with their chains. The work is their scratch, made once per puzzle.
 */
struct dynamic_work;
struct dynamic_work *dynamic_work_create(void);
void dynamic_work_destroy(struct dynamic_work *w);
/* Whether a search of w has lacked memory since w was made: its steps are not to be trusted. */
bool dynamic_work_out_of_memory(const struct dynamic_work *w);
/*
 * SE's nested forcing chains at level 2 (9.5) or 3 (10.0): the dynamic
 * search with SE's inner rule of that level on every branch.
 */
bool find_nested_chain(const struct sudoku_pencil *p, int level, struct dynamic_work *w,
                       struct sudoku_step *step);
/*
 * Level 4 (10.5): the inner rule is a whole dynamic search nested `nesting`
 * deep (0-2, nested_dynamic.c), its scratch *inner made on first use.
 */
struct dynamic_inner;
bool find_level_4_chain(const struct sudoku_pencil *p, int nesting, struct dynamic_inner **inner,
                        struct dynamic_work *w, struct sudoku_step *step);
void dynamic_inner_destroy(struct dynamic_inner *w);
bool find_dynamic_chain(const struct sudoku_pencil *p, bool plus, struct dynamic_work *w,
                        struct sudoku_step *step);
bool find_last_resort(const struct sudoku_pencil *p, struct sudoku_step *step);

/*
 * After `step`'s eliminations, whether a hidden single of an eliminated digit
 * appears in a unit through an eliminated cell (only in unit `only` when it
 * is >= 0); if so the placement joins the step.
 */
#define DIRECT_IN_BOX (-1)
#define DIRECT_IN_LINE (-2)
bool add_direct_single(const struct sudoku_pencil *p, int only, struct sudoku_step *step);

/*
 * Calls fn(chosen, covered, ctx) for each set of `size` members of `pool`
 * (bit k: member k, 0..8) whose masks cover[k] together hold exactly `size`
 * bits, until fn returns true (then true). The sets come in order of their
 * lowest member, then their next lowest, and so on, as a nested loop over the
 * members would list them.
 */
typedef bool locked_set_fn(unsigned chosen, unsigned covered, void *ctx);
bool each_locked_set(unsigned pool, int size, const unsigned *cover, locked_set_fn *fn, void *ctx);

/* Whether the marks are broken: an empty cell without candidates, a digit with no place. */
bool pencil_broken(const struct sudoku_pencil *p);

/*
 * sudoku_logic_apply on marks known valid (pencil_valid), as the loops that
 * apply step after step keep them: placing a listed candidate or removing
 * one never makes them invalid, so they need not be checked again.
 */
void step_apply(struct sudoku_pencil *pencil, const struct sudoku_step *step);
/* Whether step_apply would leave every digit of `solution` placed or a candidate, if it was. */
bool step_keeps(const struct sudoku_step *step, const struct sudoku_grid *solution);

/*
 * A solution the marks hold (each cell's digit placed there or a candidate),
 * found by naked and hidden singles alone, into *solution; false when they
 * do not fill the grid. Marks that hold a solution are not broken (see
 * witness.c), and steps that keep it (step_keeps) leave them so.
 */
bool witness_by_singles(const struct sudoku_pencil *p, struct sudoku_grid *solution);
/* The same with a solution given (may be NULL): true, and a copy in *solution, if p holds it. */
bool witness_given(const struct sudoku_pencil *p, const struct sudoku_grid *given,
                   struct sudoku_grid *solution);

/* Places digit in cell and removes it from the peers. */
void pencil_place(struct sudoku_pencil *p, int cell, int digit);

/* Digits 0..9 and candidate masks of nine bits: what the techniques index by. */
static inline bool pencil_valid(const struct sudoku_pencil *pencil)
{
	for (int cell = 0; cell < 81; cell++)
		if (pencil->value[cell] > 9 || pencil->cand[cell] > ALL_DIGITS)
			return false;
	return true;
}

#endif
