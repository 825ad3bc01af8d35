/*
 * sudoku.h - Sudoku as exact cover, on top of libdlx.
 *
 * A grid of size n has n*n cells holding 0 (empty) or a digit 1..n. Digits
 * are written 1-9 then A-Z (10..35), so 16x16 uses 1-9 and A-G (the reader
 * also takes 16x16 and 25x25 digits written A-P / A-Y or 0-F / 0-O: see
 * docs/input-formats.md). The regions
 * are boxes of box_rows x box_cols cells (9x9: 3x3, 6x6: 2x3) or, for jigsaw
 * puzzles, any n regions of n cells; the X variant adds the two diagonals.
 *
 * Conventions as in dlx.h: 0 or a negative SUDOKU_E* code, sudoku_strerror();
 * no printing, no exit, no global state. Structs the caller owns are plain
 * (shape, grid, records); the solver and the reader are opaque handles with
 * _create/_destroy (destroy accepts NULL).
 *
 * Bad arguments: a NULL pointer where an object is required, a number out
 * of range (a size, row, cell, digit, count or enum value), or a struct whose
 * size fields are out of range gives SUDOKU_EINVAL, or for the calls that
 * return no error code the harmless answer each names: false, 0, NULL, "?",
 * nothing done. A shape's region[] is checked (values below its size) by the
 * calls that index by it. tests/test_api_edges.c calls every function here
 * with NULL, 0, -1, INT_MAX and past-the-end values.
 */
#ifndef SUDOKU_H
#define SUDOKU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dlx_export.h"

#ifdef __cplusplus
extern "C" {
#endif

#define SUDOKU_MIN_SIZE 4
#define SUDOKU_MAX_SIZE 35 /* the last digit is Z */
#define SUDOKU_MAX_CELLS (SUDOKU_MAX_SIZE * SUDOKU_MAX_SIZE)

enum sudoku_error {
	SUDOKU_OK = 0,
	SUDOKU_ENOMEM = -1,    /* an allocation failed */
	SUDOKU_EINVAL = -2,    /* a NULL pointer or an argument out of range */
	SUDOKU_ESIZE = -3,     /* no such shape: size or box dimensions unsupported */
	SUDOKU_EREGION = -4,   /* jigsaw regions are not n regions of n cells */
	SUDOKU_ECONFLICT = -5, /* two givens clash (sudoku_grid_check tells which) */
	SUDOKU_EMISMATCH = -6, /* the grid's size differs from the solver's shape */
	SUDOKU_EPARSE = -7,    /* the text is not a puzzle (the record says where) */
	SUDOKU_ECAGE = -8,     /* killer cages that no digits can fill (sudoku_cage_problem) */
	SUDOKU_ERANGE = -9,    /* a variant too large to encode (cages with too many digit sets) */
};

DLX_API const char *sudoku_strerror(int code);

/* ---- Shapes and grids ---- */

struct sudoku_shape {
	int size;      /* n: digits 1..n, n*n cells */
	int box_rows;  /* rows in a box; box_rows * box_cols == size */
	int box_cols;
	bool diagonals; /* X sudoku: each diagonal holds every digit once */
	bool jigsaw;    /* regions come from region[] rather than boxes */
	bool windows;   /* windoku: the extra windows of sudoku_shape_window() hold every digit */
	bool anti_knight;     /* no digit twice a knight's move apart */
	bool anti_king;       /* no digit twice a king's move apart (diagonal neighbours) */
	bool non_consecutive; /* orthogonal neighbours never hold d and d+1 */
	uint8_t region[SUDOKU_MAX_CELLS]; /* region of each cell, 0..n-1 */
};

struct sudoku_grid {
	int size;                       /* n */
	uint8_t cell[SUDOKU_MAX_CELLS]; /* row-major; 0 = empty */
};

/* Whether n is a size with a box shape: 4..35 and not prime. */
DLX_API bool sudoku_size_supported(int size);

/*
 * Fills *shape for size n with boxes of box_rows x box_cols. box_rows == 0
 * picks the largest divisor of n not above sqrt(n) (9: 3x3, 6: 2x3, 12: 3x4).
 * Returns 0, SUDOKU_ESIZE, or SUDOKU_EINVAL when shape is NULL.
 */
DLX_API int sudoku_shape_init(struct sudoku_shape *shape, int size, int box_rows);

/*
 * Makes the shape a jigsaw: region[cell] for each of the n*n cells, values
 * 0..n-1, each used by exactly n cells. Returns 0 or SUDOKU_EREGION.
 */
DLX_API int sudoku_shape_set_regions(struct sudoku_shape *shape, const uint8_t *region);

/*
 * Makes *grid an empty grid of the given size; a size outside
 * 0..SUDOKU_MAX_SIZE makes it size 0, which the other calls refuse.
 */
DLX_API void sudoku_grid_clear(struct sudoku_grid *grid, int size);

/* The number of non-empty cells, or SUDOKU_EINVAL. */
DLX_API int sudoku_grid_count_givens(const struct sudoku_grid *grid);

/* Two givens that cannot both stand. */
struct sudoku_conflict {
	int cell_a, cell_b; /* cell indexes (row * n + column), cell_a < cell_b */
	int digit;          /* cell_b's digit */
	const char *unit;   /* "row", "column", "box", "region", "diagonal", "window", or a pair
	                       rule: "knight's move", "king's move", "consecutive" */
};

/*
 * Checks the givens: sizes agree, digits in range, no digit twice in a unit,
 * and no pair of givens that breaks a pair rule of the shape (anti-knight,
 * anti-king, non-consecutive; clashes in units are reported first). Returns 0, SUDOKU_EMISMATCH, SUDOKU_EINVAL (a digit above n) or
 * SUDOKU_ECONFLICT with *conflict (may be NULL) filled.
 */
DLX_API int sudoku_grid_check(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                              struct sudoku_conflict *conflict);

/* Whether `solution` is complete, obeys every unit, and keeps every given of `puzzle`. */
DLX_API bool sudoku_grid_is_solution(const struct sudoku_shape *shape, const struct sudoku_grid *puzzle,
                                     const struct sudoku_grid *solution);

/* ---- The exact-cover encoding (see src/sudoku/encode.c for the numbering) ---- */

/*
 * Primary items of the encoding: 4n^2, plus 2n with diagonals, plus n per
 * window with windows (the pair rules add secondary items after every
 * primary one: sudoku_variant_encode). SUDOKU_EINVAL for a bad shape, here and in the two calls below,
 * which also refuse a row, column or digit out of range.
 */
DLX_API int sudoku_item_count(const struct sudoku_shape *shape);

/* The option for digit d (1..n) in cell (row, col) (0-based): (row*n + col)*n + d-1. */
DLX_API int sudoku_option_index(const struct sudoku_shape *shape, int row, int col, int digit);

/*
 * The most items one cell option can hold in any encoding: the 7 that
 * sudoku_option_items can write, one more, the cage-digit item a killer
 * cell option adds, and the 20 secondary items of the pair rules
 * (sudoku_variant_encode): 8 knight's moves, 4 diagonal neighbours and 2
 * for each of 4 orthogonal neighbours.
 */
#define SUDOKU_OPTION_MAX_ITEMS 28

/*
 * Writes the items of that option into items[] and returns how many there
 * are: 4, one more for each diagonal through the cell and one for a window,
 * so at most 7 (an items[] of SUDOKU_OPTION_MAX_ITEMS always suffices).
 */
DLX_API int sudoku_option_items(const struct sudoku_shape *shape, int row, int col, int digit,
                                int *items);

/* ---- Solving ---- */

/*
 * Owns one exact-cover matrix for a shape and reuses it for every puzzle.
 * Create returns NULL for a bad shape, out of memory, or a shape with a
 * pair rule (anti-knight, anti-king, non-consecutive), whose deductions
 * this solver does not make: those take sudoku_variant_solver_create.
 */
struct sudoku_solver;

DLX_API struct sudoku_solver *sudoku_solver_create(const struct sudoku_shape *shape);
DLX_API void sudoku_solver_destroy(struct sudoku_solver *solver);
DLX_API const struct sudoku_shape *sudoku_solver_shape(const struct sudoku_solver *solver);

/*
 * Reorders the search pseudo-randomly from seed (for random grids). 0,
 * SUDOKU_ENOMEM or SUDOKU_EINVAL. sudoku_solver_shape(NULL) is NULL.
 */
DLX_API int sudoku_solver_shuffle(struct sudoku_solver *solver, uint64_t seed);

enum sudoku_status {
	SUDOKU_SOLVED,      /* exactly one solution (or the first one, when not counting further) */
	SUDOKU_NO_SOLUTION, /* none, givens in conflict included */
	SUDOKU_MULTIPLE,    /* more than one */
	SUDOKU_UNFINISHED,  /* a node or time limit stopped the search first */
};

struct sudoku_solve_options {
	uint64_t solution_limit; /* 1: first solution; 2: prove uniqueness; 0: count all */
	uint64_t node_limit;     /* 0: none */
	double time_limit;       /* seconds; 0: none */
};

/*
 * Fills `options` with what a NULL options pointer means: prove
 * uniqueness (a limit of 2), no node or time limit. Fill a struct this way
 * before setting fields, so that it keeps its meaning when a later version
 * adds fields. NULL: nothing.
 */
DLX_API void sudoku_solve_options_init(struct sudoku_solve_options *options);

struct sudoku_result {
	enum sudoku_status status;
	uint64_t solutions; /* found (a lower bound when the search was stopped) */
	uint64_t nodes;     /* search nodes, the root included */
	bool complete;      /* the whole tree was searched: solutions is exact */
	struct sudoku_conflict conflict; /* when the givens clash */
	int settled;        /* cells that deductions filled before the search */
	uint64_t guesses;   /* branches tried that were not a cell's last candidate (the 9x9
	                       search); 0 from the links engine, which counts nodes only */
};

/*
 * Solves `puzzle` (of the solver's size). `options` may be NULL ({2, 0, 0}).
 * `solution` (may be NULL) receives the first solution when there is one.
 * Status: SOLVED when the search found one solution and either was told to
 * stop at one or proved there is no other; MULTIPLE when it found two or
 * more; NO_SOLUTION; UNFINISHED when a limit stopped it before any of these
 * was certain. Returns 0 or SUDOKU_EMISMATCH / SUDOKU_EINVAL (bad digit) /
 * SUDOKU_ENOMEM (then *result says nothing about the puzzle).
 */
DLX_API int sudoku_solve(struct sudoku_solver *solver, const struct sudoku_grid *puzzle,
                         const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                         struct sudoku_result *result);

/* ---- Text ---- */

enum sudoku_input_format {
	SUDOKU_INPUT_AUTO,  /* decided per puzzle */
	SUDOKU_INPUT_LINE,  /* one puzzle per line, n*n cells */
	SUDOKU_INPUT_GRID,  /* n rows of n cells, separators allowed */
};

enum sudoku_output_format {
	SUDOKU_OUTPUT_LINE,   /* n*n symbols on one line */
	SUDOKU_OUTPUT_GRID,   /* n lines of n symbols */
	SUDOKU_OUTPUT_PRETTY, /* spaced out, with box borders */
};

/* The symbol for a digit: '.' for 0, '1'-'9', then 'A'-'Z'; '?' outside 0..35. */
DLX_API char sudoku_digit_symbol(int digit);

/*
 * A cell's name, r1c1 style (1-based), into buf of size len; returns buf.
 * "?" for a size outside 1..SUDOKU_MAX_SIZE or a cell outside the grid;
 * nothing is written when buf is NULL or len is 0.
 */
DLX_API char *sudoku_cell_name(int size, int cell, char *buf, size_t len);

/*
 * Writes the grid as text, newline-terminated, like snprintf: returns the
 * length the full text needs (excluding the NUL) and writes at most len
 * bytes, always NUL-terminated when len > 0. A NULL or bad grid gives 0.
 */
DLX_API size_t sudoku_grid_format(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                                  enum sudoku_output_format format, char *buf, size_t len);

/* One thing the reader found: a puzzle, or an error with its position. */
struct sudoku_record {
	int error;        /* 0: a puzzle in grid; SUDOKU_EPARSE: see message */
	enum sudoku_input_format format; /* how the puzzle was written: LINE or GRID */
	long line;        /* 1-based line where the puzzle (or the error) is */
	int column;       /* 1-based column of the error; 0 when the whole line is at fault */
	char message[200];
	struct sudoku_grid grid;
	/*
	 * A 9x9 pencil-mark grid (rows of candidate tokens such as "127 4 39",
	 * or 729 symbols on one line) sets `marked`: marks[cell] holds the
	 * candidates written for the cell (bit d-1 for digit d), and grid holds
	 * the cells written with one candidate. Otherwise marked is false and
	 * marks are all 0.
	 */
	bool marked;
	uint16_t marks[81];
};

/*
 * The reader turns lines of text into puzzles, holding only the rows of the
 * puzzle being read (memory stays flat for any input size). Feed it one line
 * at a time (without the newline; a trailing CR is ignored), call
 * sudoku_reader_end() after the last, and take records with
 * sudoku_reader_next() after each call. Records come out in input order.
 * Create returns NULL for a format outside the enum; feed with a NULL line
 * of length above 0, and every call on a NULL reader, do nothing.
 */
struct sudoku_reader;

DLX_API struct sudoku_reader *sudoku_reader_create(enum sudoku_input_format format);
DLX_API void sudoku_reader_destroy(struct sudoku_reader *reader);
DLX_API void sudoku_reader_feed(struct sudoku_reader *reader, const char *line, size_t length);
DLX_API void sudoku_reader_end(struct sudoku_reader *reader);
DLX_API bool sudoku_reader_next(struct sudoku_reader *reader, struct sudoku_record *record);

/*
 * Reads the first puzzle from a string (convenience for tests and small
 * tools): 0, SUDOKU_EPARSE (the record says why) or SUDOKU_EINVAL.
 */
DLX_API int sudoku_parse_string(const char *text, struct sudoku_record *record);

/* ---- Pencil marks and a player's progress (9x9) ---- */

/*
 * Solves a 9x9 puzzle whose cells may hold only the digits of their marks
 * (marks[cell], bit d-1 for digit d, as in struct sudoku_record; NULL: no
 * marks; a cell with no mark can hold nothing). Options and result as for
 * sudoku_solve (result->settled and conflict stay 0). Returns 0,
 * SUDOKU_EINVAL (NULL puzzle or result, a digit above 9) or SUDOKU_EMISMATCH
 * (not 9x9).
 */
DLX_API int sudoku_solve_marks(const struct sudoku_grid *puzzle, const uint16_t *marks,
                               const struct sudoku_solve_options *options,
                               struct sudoku_grid *solution, struct sudoku_result *result);

/* One mistake of a player's state: a cell and a digit. */
struct sudoku_mistake {
	int cell;    /* row * n + column */
	int digit;
	bool placed; /* true: placed there, and the solution has another digit;
	                false: the solution's digit, missing from the cell's marks */
};

struct sudoku_check_result {
	/* SOLVED: the puzzle has one solution, and `mistakes` are listed against
	   it; NO_SOLUTION or MULTIPLE: the puzzle itself is at fault */
	enum sudoku_status status;
	int mistakes;
	struct sudoku_mistake mistake[SUDOKU_MAX_CELLS]; /* in cell order, one a cell at most */
};

/*
 * Checks a player's state against the one solution of `puzzle` (plain
 * boxes, any supported size). `state` holds the digits placed so far (the
 * givens may be repeated or left out); `marks` (may be NULL; 9x9 only) holds
 * each cell's pencil marks as in struct sudoku_record, where a cell with one
 * mark counts as placed. A placed digit that is not the solution's is a
 * mistake, and so is a solution digit missing from an open cell's marks.
 * Returns 0 with *result filled, SUDOKU_EINVAL (a NULL pointer, a digit out
 * of range, marks on a grid other than 9x9), SUDOKU_EMISMATCH (the sizes
 * differ), SUDOKU_ESIZE or SUDOKU_ENOMEM.
 */
DLX_API int sudoku_check(const struct sudoku_grid *puzzle, const struct sudoku_grid *state,
                         const uint16_t *marks, struct sudoku_check_result *result);

struct sudoku_variant_puzzle;

/*
 * sudoku_check under a variant's rules (struct sudoku_variant_puzzle, below):
 * the solution compared with is the one the variant's diagonals, windows,
 * regions and cages allow. The same errors, and SUDOKU_EMISMATCH when the
 * puzzle's shape and grid differ in size, or the errors of
 * sudoku_variant_solver_create (bad cages).
 */
DLX_API int sudoku_variant_check(const struct sudoku_variant_puzzle *puzzle,
                                 const struct sudoku_grid *state, const uint16_t *marks,
                                 struct sudoku_check_result *result);

/* ---- Generating and rating ---- */

/*
 * Which cells a generated puzzle's clues mirror, on an n x n grid with 0-based
 * (row, column). Clues are removed a whole group (orbit) at a time, so the
 * pattern of clues keeps the symmetry. Only positions are symmetric, not digits.
 */
enum sudoku_symmetry {
	SUDOKU_SYMMETRY_NONE,
	SUDOKU_SYMMETRY_ROT180,   /* (r, c) ~ (n-1-r, n-1-c): half turn */
	SUDOKU_SYMMETRY_ROT90,    /* (r, c) ~ (c, n-1-r): quarter turns */
	SUDOKU_SYMMETRY_MIRROR,   /* (r, c) ~ (r, n-1-c): left-right */
	SUDOKU_SYMMETRY_FLIP,     /* (r, c) ~ (n-1-r, c): top-bottom */
	SUDOKU_SYMMETRY_DIAGONAL, /* (r, c) ~ (c, r): about the main diagonal */
	SUDOKU_SYMMETRY_RANDOM,   /* one of the five above, drawn for each puzzle */
};
#define SUDOKU_SYMMETRY_COUNT 7

/* "none", "rot180", "rot90", "mirror", "flip", "diagonal", "random"; "?" otherwise. */
DLX_API const char *sudoku_symmetry_name(enum sudoku_symmetry symmetry);

/*
 * Writes the cells of `cell`'s group under `symmetry` (never RANDOM) into
 * cells[] (capacity >= 4), `cell` first, no repeats; returns how many (1, 2 or 4),
 * or SUDOKU_EINVAL (size or cell out of range, RANDOM or no symmetry, NULL cells).
 */
DLX_API int sudoku_symmetry_orbit(int size, enum sudoku_symmetry symmetry, int cell, int *cells);

/* The engine's effort on a puzzle, summed over several search orders. */
struct sudoku_search_effort {
	enum sudoku_status status; /* SOLVED: unique; as for sudoku_solve otherwise */
	int orders;                /* search orders the totals are summed over */
	uint64_t nodes;            /* search nodes, each root included */
	uint64_t guesses;          /* nodes whose chosen item had two or more options */
};

/*
 * Holds `orders` (1..64) copies of the exact-cover matrix, each shuffled once
 * from a fixed seed, so a puzzle's effort never depends on what was rated
 * before it. NULL on bad arguments or when memory runs out.
 */
struct sudoku_rater;

DLX_API struct sudoku_rater *sudoku_rater_create(const struct sudoku_shape *shape, int orders);
DLX_API void sudoku_rater_destroy(struct sudoku_rater *rater);

/*
 * Searches `puzzle` in every order, proving uniqueness (count to 2), and sums
 * the nodes and guesses. node_limit (0: none) bounds each order; reaching it
 * makes the status UNFINISHED. A puzzle that naked and hidden singles solve
 * is answered without a search, with the figures the search would give. Returns 0, SUDOKU_EINVAL, SUDOKU_EMISMATCH or
 * SUDOKU_ENOMEM (then *effort says nothing about the puzzle).
 */
DLX_API int sudoku_rate_search(struct sudoku_rater *rater, const struct sudoku_grid *puzzle,
                               uint64_t node_limit, struct sudoku_search_effort *effort);

/*
 * The solution the last sudoku_rate_search met on its way, into *solution:
 * true where it kept one (the grid singles fill, where they solve the
 * puzzle and no search is needed, or a 9x9 puzzle it searched and found
 * unique); false otherwise.
 */
DLX_API bool sudoku_rater_solution(const struct sudoku_rater *rater, struct sudoku_grid *solution);

/* What attempts = 0 stands for: fresh grids for a dig, moves for a walk (see sudoku_generate). */
#define SUDOKU_GENERATE_ATTEMPTS 1000
#define SUDOKU_GENERATE_MOVES 20000

struct sudoku_generate_options {
	int clues;       /* stop removing at this many clues; 0: remove all that can go */
	bool minimal;    /* accept only puzzles proven minimal (with clues: of exactly that many) */
	enum sudoku_symmetry symmetry;
	bool want_band;  /* insist on `band`: plain 9x9 shapes only */
	int band;        /* enum sudoku_band (sudoku_logic.h): the band of the
	                    puzzle's rating on Sudoku Explainer's scale */
	int attempts;    /* full grids to try for one puzzle; 0: 1000 (see sudoku_generate) */
	int rating_min;  /* with rating_max > 0: only puzzles rated in rating_min..rating_max, */
	int rating_max;  /* tenths on Sudoku Explainer's scale (plain 9x9 shapes only) */
	/*
	 * Only puzzles whose rating is set by a step of this technique (plain
	 * 9x9 only): a name sudoku_logic_techniques_named takes, and a
	 * hardest step of that technique (for one of HoDoKu's names of a shape,
	 * "skyscraper", "w-wing" ..., a hardest step named so by
	 * sudoku_step_hodoku_name). NULL: any.
	 */
	const char *technique;
};

/*
 * Fills `options` with what a NULL options pointer means: remove every
 * clue that can go, no symmetry, no band, 1000 attempts. As with
 * sudoku_solve_options_init, fill a struct this way before setting
 * fields. NULL: nothing.
 */
DLX_API void sudoku_generate_options_init(struct sudoku_generate_options *options);

struct sudoku_generated {
	bool found;       /* false: `attempts` grids went by without a fitting puzzle */
	bool minimal;     /* proven: no clue group can be removed */
	struct sudoku_grid puzzle;
	struct sudoku_grid solution;
	enum sudoku_symmetry symmetry; /* the one used (RANDOM resolved) */
	int clues;
	int attempts;     /* full grids made for this puzzle */
};

/*
 * Makes puzzles with exactly one solution: a random full grid (the engine
 * with a shuffled search order), then clue groups removed in random order,
 * each only when the rest still has one solution (count to 2). Everything
 * comes from `seed`: the same seed and options give the same puzzles, in
 * the same order, on every machine. NULL on bad shape or out of memory.
 */
struct sudoku_generator;

DLX_API struct sudoku_generator *sudoku_generator_create(const struct sudoku_shape *shape, uint64_t seed);
DLX_API void sudoku_generator_destroy(struct sudoku_generator *generator);

/*
 * Starts the generator over from `seed`: what it makes next is exactly what
 * a generator just created with that seed would make, and its matrices are
 * kept (no rebuild). `sudoku generate -j` gives each thread one generator
 * and reseeds it for every puzzle, from --seed and the puzzle's number.
 */
DLX_API void sudoku_generator_reseed(struct sudoku_generator *generator, uint64_t seed);

/*
 * The seed of item `index` of a run seeded with `seed`: the (index+1)-th
 * output of splitmix64 started at `seed`, so neighbouring items get
 * unrelated seeds and any item's seed is known without the ones before it.
 * `sudoku generate` makes puzzle k from sudoku_seed_for(--seed, k).
 */
DLX_API uint64_t sudoku_seed_for(uint64_t seed, uint64_t index);

/*
 * The next puzzle. `options` may be NULL (defaults: no symmetry, remove all
 * that can go). Each uniqueness count has a node budget (100 nodes per cell,
 * 1000 with `minimal`); a count that runs out keeps its clues, so a puzzle is
 * always unique but, without `minimal`, may keep a clue it could lose (on
 * 9x9 the budget is never reached in practice). With `minimal`, puzzles with
 * such a clue are thrown away.
 *
 * Extreme puzzles (a band of extreme, or a rating range from 9.0 up, asked
 * with no symmetry, clue count or minimality) almost never come from a
 * fresh grid. They come from a walk instead, as the forum's generators make
 * them: it starts at one of the hard puzzles the library carries (the 1,000
 * of data/hardest-1000.txt), and each move takes a given away and puts a
 * digit in another cell; a move that leaves one solution is rated, and the
 * walk goes on from a puzzle still rated within 1.0 of the range. Then
 * `attempts` counts moves (each rated move costs about as much as a rating),
 * result->minimal is false and result->symmetry none, and no puzzle the
 * library carries is given back.
 *
 * Returns 0 (then see result->found), SUDOKU_EINVAL (clues outside 0..n*n,
 * bad symmetry, a bad band or range or an unknown technique, or any of the
 * three asked of a shape other than plain 9x9) or SUDOKU_ENOMEM.
 */
DLX_API int sudoku_generate(struct sudoku_generator *generator,
                            const struct sudoku_generate_options *options,
                            struct sudoku_generated *result);

/* Whether sudoku_generate walks near hard puzzles (see above) for these options and shape; false for NULL. */
DLX_API bool sudoku_generate_walks(const struct sudoku_shape *shape,
                                   const struct sudoku_generate_options *options);

/* ---- Variants: X, windoku, jigsaw, killer, and their combinations ---- */

/*
 * Windoku windows: squares of box_rows x box_cols cells, one cell in from
 * the edges with one cell between windows (9x9: rows and columns 2-4 and
 * 6-8, four windows; 4x4: one; 6x6: two). Returns the window of `cell`,
 * 0..sudoku_window_count()-1, or -1 when the cell is in none. Works for
 * jigsaw shapes too: the windows keep the box dimensions of the size.
 * SUDOKU_EINVAL for a bad shape or a cell outside the grid.
 */
DLX_API int sudoku_window_count(const struct sudoku_shape *shape);
DLX_API int sudoku_shape_window(const struct sudoku_shape *shape, int cell);

/* Killer cages: groups of cells whose distinct digits add up to a sum. */
#define SUDOKU_NO_CAGE (-1)
struct sudoku_cages {
	int count;                      /* cages 0..count-1; 0: not a killer */
	int16_t cage[SUDOKU_MAX_CELLS]; /* cage of each cell, or SUDOKU_NO_CAGE */
	int sum[SUDOKU_MAX_CELLS];      /* the sum of each cage */
};

/* What is wrong with a cage (sudoku_cages_check). */
struct sudoku_cage_fault {
	int cage;
	int cell;            /* the cell to blame, or -1 for the cage as a whole */
	char message[120];
};

/*
 * Checks cages against a shape and givens (grid may be NULL): every cage
 * holds 1..n cells, its sum can be made of that many distinct digits 1..n,
 * no two givens of a cage are equal, and its givens fit some such set.
 * Returns 0, SUDOKU_EINVAL or SUDOKU_ECAGE with *fault (may be NULL) filled.
 */
DLX_API int sudoku_cages_check(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                       const struct sudoku_grid *grid, struct sudoku_cage_fault *fault);

/* Whether a full grid meets every cage's sum with distinct digits (false for bad arguments). */
DLX_API bool sudoku_cages_satisfied(const struct sudoku_cages *cages, const struct sudoku_grid *grid);

/*
 * The whole exact-cover problem of a variant (numbering in encode.c and
 * killer.c): the cell options of the cells outside whole-placed cages
 * (without cages and givens: option (r*n + c)*n + d-1, as in the plain
 * encoding), then the cages' options. `cages` and `givens` may be NULL;
 * givens drop the options that disagree with them. Every option that puts
 * a digit in a cell lists, per cell, the cell item then the row-digit item
 * (so a solution decodes from the items). NULL on failure, with *error
 * (may be NULL): SUDOKU_EINVAL, SUDOKU_ENOMEM, SUDOKU_ECAGE or SUDOKU_ERANGE.
 */
struct dlx_problem;
DLX_API struct dlx_problem *sudoku_variant_encode(const struct sudoku_shape *shape,
                                          const struct sudoku_cages *cages,
                                          const struct sudoku_grid *givens, int *error);

/*
 * The name of item `item` of that problem into buf (len bytes), returned:
 * cell pRC, row rRdD, column cCdD, region bBdD, diagonal xMdD (M 1 the main
 * diagonal, 2 the other), window wWdD, a cage's item kK and digit D of a
 * big cage kKdD (cages counted from 1), and the secondary items of the
 * pair rules after every primary one: anRCRCdD (anti-knight), akRCRCdD
 * (anti-king) for digit D in both cells, ncRCRCdD (non-consecutive) for
 * digits D and D+1 in the two cells (R, C, B, W and D as
 * sudoku_digit_symbol writes them); "?" for an item
 * outside the problem or a bad shape or cages.
 */
DLX_API char *sudoku_variant_item_name(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                               int item, char *buf, size_t len);

/*
 * A variant solver is a handle on the one solver (struct sudoku_solver,
 * src/sudoku/solver.c) made for a variant: its matrix is the encoder's
 * (sudoku_variant_encode), the shape's variant items and the cages'
 * items and options included, searched with the givens required and no
 * deductions beforehand. The same contract as sudoku_solve. `cages` may
 * be NULL (solving may return SUDOKU_ENOMEM too). Create returns NULL when
 * out of memory or when the cages fail sudoku_cages_check (*error, may be
 * NULL, says which). Kept as its own type so a killer's cages travel with
 * it and existing callers keep working.
 */
struct sudoku_variant_solver;

DLX_API struct sudoku_variant_solver *sudoku_variant_solver_create(const struct sudoku_shape *shape,
                                                           const struct sudoku_cages *cages,
                                                           int *error);
DLX_API void sudoku_variant_solver_destroy(struct sudoku_variant_solver *solver);
DLX_API int sudoku_variant_solver_shuffle(struct sudoku_variant_solver *solver, uint64_t seed);
DLX_API int sudoku_variant_solve(struct sudoku_variant_solver *solver, const struct sudoku_grid *puzzle,
                         const struct sudoku_solve_options *options, struct sudoku_grid *solution,
                         struct sudoku_result *result);

/* Which variants, as flags (combinations allowed). */
enum sudoku_variant_flag {
	SUDOKU_VARIANT_X = 1,
	SUDOKU_VARIANT_WINDOKU = 2,
	SUDOKU_VARIANT_JIGSAW = 4,
	SUDOKU_VARIANT_KILLER = 8,
	SUDOKU_VARIANT_ANTI_KNIGHT = 16,
	SUDOKU_VARIANT_ANTI_KING = 32,
	SUDOKU_VARIANT_NON_CONSECUTIVE = 64,
};

/*
 * Parses "x", "windoku" (or "hyper"), "jigsaw", "killer", "anti-knight",
 * "anti-king", "non-consecutive", "plain", or a combination joined by '+'
 * ("x+windoku", "anti-knight+anti-king"), into flags. Returns 0 or SUDOKU_EINVAL.
 */
DLX_API int sudoku_variant_parse(const char *text, size_t length, unsigned *flags);
/* Writes the flags back as "x+windoku" (or "plain") into buf; returns buf. */
DLX_API char *sudoku_variant_name(unsigned flags, char *buf, size_t len);

/* A puzzle of any variant, as read or generated. */
struct sudoku_variant_puzzle {
	unsigned flags;             /* SUDOKU_VARIANT_* */
	struct sudoku_shape shape;  /* diagonals, windows, regions set as the flags say */
	struct sudoku_cages cages;  /* count 0 unless killer */
	struct sudoku_grid grid;    /* the givens */
};

/*
 * Solves one variant puzzle: makes a variant solver for its shape and cages,
 * solves, and drops the solver. For a puzzle on its own (checking, printing,
 * a one-off solve); a run of puzzles of one shape keeps a solver instead.
 * options and solution as sudoku_solve (NULL options: count to 2). Errors:
 * SUDOKU_EINVAL (puzzle or result NULL), those of
 * sudoku_variant_solver_create (bad cages) and of sudoku_variant_solve.
 */
DLX_API int sudoku_variant_puzzle_solve(const struct sudoku_variant_puzzle *puzzle,
                                        const struct sudoku_solve_options *options,
                                        struct sudoku_grid *solution,
                                        struct sudoku_result *result);

/*
 * Reads variant puzzles line by line, like sudoku_reader (which it uses for
 * X and windoku puzzles, so every plain form works), and adds:
 *   - "# variant: NAME" lines, which set the variant of the puzzles after them;
 *   - jigsaw: the puzzle (one line of n*n cells, or n rows) followed by its
 *     regions: one line of n*n region symbols or n rows of n symbols;
 *   - killer, one line: n*n cage symbols, a space, the sums (comma
 *     separated, in order of each symbol's first appearance), and optionally
 *     a space and n*n givens; or the readable form: n rows of cage symbols,
 *     then lines of SYMBOL=SUM pairs, then optionally n rows of givens;
 *   - jigsaw+killer: the killer forms with the regions last, as the jigsaw's
 *     follow its cells: "CAGES SUMS[ GIVENS] REGIONS" on one line, or after
 *     the readable form's sums n rows of regions, or n rows of givens and n
 *     of regions (a blank line or the end of input ends such a puzzle).
 * Region and cage symbols are letters and digits. Records come out in order.
 * Create returns NULL for a format outside the enum or unknown flags; NULL
 * arguments are handled as for sudoku_reader.
 */
struct sudoku_variant_reader;

struct sudoku_variant_record {
	int error;          /* 0 or SUDOKU_EPARSE: line, column and message say where and why */
	enum sudoku_input_format format;
	long line;
	int column;
	char message[200];
	struct sudoku_variant_puzzle puzzle;
	bool marked;        /* a plain 9x9 pencil-mark grid, as in struct sudoku_record */
	uint16_t marks[81];
};

DLX_API struct sudoku_variant_reader *sudoku_variant_reader_create(enum sudoku_input_format format,
                                                           unsigned flags);
DLX_API void sudoku_variant_reader_destroy(struct sudoku_variant_reader *reader);
DLX_API void sudoku_variant_reader_feed(struct sudoku_variant_reader *reader, const char *line,
                                size_t length);
DLX_API void sudoku_variant_reader_end(struct sudoku_variant_reader *reader);
DLX_API bool sudoku_variant_reader_next(struct sudoku_variant_reader *reader,
                                struct sudoku_variant_record *record);

/*
 * Draws a grid of a variant as text (snprintf-like, as sudoku_grid_format):
 * region borders '|' and '-' ('!' and '=' where a cage crosses them), cage
 * borders ':' and '.', each cage's sum on the top border of its first cell,
 * diagonal cells marked '\' and '/', window cells in parentheses. `cages` may be NULL. 0 (nothing written)
 * when shape, regions, grid or cage numbers are out of range.
 */
DLX_API size_t sudoku_variant_draw(const struct sudoku_shape *shape, const struct sudoku_cages *cages,
                           const struct sudoku_grid *grid, char *buf, size_t len);

/*
 * Writes a puzzle in the one-line form the reader takes back: jigsaw adds
 * " REGIONS" after the cells, killer writes "CAGES SUMS[ GIVENS]", and
 * jigsaw+killer "CAGES SUMS[ GIVENS] REGIONS". Returns
 * the length needed, like snprintf; 0 for a NULL or bad puzzle.
 */
DLX_API size_t sudoku_variant_format_line(const struct sudoku_variant_puzzle *puzzle, char *buf,
                                  size_t len);

/*
 * Makes one variant puzzle with exactly one solution from `seed`: flags
 * choose X, windoku, jigsaw (random connected regions) and killer (a random
 * grid, every cell its own cage, then neighbouring cages merged in random
 * order while the solution stays unique; no givens); the pair rules
 * (anti-knight, anti-king, non-consecutive) shape the random grid. Other puzzles start
 * from a random full grid and lose givens while the solution stays unique.
 * Jigsaw regions are drawn around a grid of the rules, so every rule set
 * with a grid at this size gets a layout. Returns 0 (result->found says
 * whether a puzzle was made within the attempts), SUDOKU_ESIZE when no
 * grid of this size keeps the rules (anti-king or non-consecutive on 4x4,
 * X with windoku on 6x6), SUDOKU_EINVAL or SUDOKU_ENOMEM.
 */
struct sudoku_variant_generated {
	bool found;
	struct sudoku_variant_puzzle puzzle;
	struct sudoku_grid solution;
};

DLX_API int sudoku_generate_variant(int size, unsigned flags, uint64_t seed,
                            struct sudoku_variant_generated *result);

#ifdef __cplusplus
}
#endif

#endif
