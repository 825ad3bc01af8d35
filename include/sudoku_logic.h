/*
 * sudoku_logic.h - solving 9x9 Sudoku as a person does, one explained step
 * at a time, and rating a puzzle on Sudoku Explainer's (SE) scale.
 *
 * The state is a pencil-mark grid: each cell holds a digit or a set of
 * candidates (bit d-1 of a 9-bit mask for digit d). sudoku_logic_next()
 * finds the easiest step available (SE's rule: always the easiest one), and
 * sudoku_logic_apply() carries it out. A step is a record: the technique, its
 * difficulty on SE's scale in tenths (23 = 2.3), the digits it places, the
 * candidates it removes, and the candidates that justify it.
 *
 * Candidates are numbered cell * 9 + digit - 1 (cell = row * 9 + column,
 * 0-based), so 0..728. Only 9x9 grids with 3x3 boxes and no variant
 * constraint: other shapes have no logical rating. Conventions as in sudoku.h;
 * a pencil with a value above 9 or a candidate mask above 9 bits counts as
 * out of range.
 */
#ifndef SUDOKU_LOGIC_H
#define SUDOKU_LOGIC_H

#include "sudoku.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The techniques. SE's ladder comes first, easiest first, in the order its
 * steps are tried; after it, HoDoKu's techniques that SE's ladder lacks,
 * tried only when chosen (see SUDOKU_LOGIC_SE_TECHNIQUES). Each of those is
 * tried at the place its difficulty gives it on SE's scale: the values are
 * this library's, set below the chains that would otherwise find the same
 * eliminations, so SE's ratings of the other steps stay as they are.
 */
enum sudoku_logic_technique {
	SUDOKU_LOGIC_FULL_HOUSE,         /* 1.0 the last empty cell of a unit */
	SUDOKU_LOGIC_HIDDEN_SINGLE_BOX,  /* 1.2 */
	SUDOKU_LOGIC_HIDDEN_SINGLE_LINE, /* 1.5 row or column */
	SUDOKU_LOGIC_DIRECT_POINTING,    /* 1.7 pointing that leaves a hidden single */
	SUDOKU_LOGIC_DIRECT_CLAIMING,    /* 1.9 */
	SUDOKU_LOGIC_DIRECT_HIDDEN_PAIR, /* 2.0 */
	SUDOKU_LOGIC_NAKED_SINGLE,       /* 2.3 */
	SUDOKU_LOGIC_DIRECT_HIDDEN_TRIPLE, /* 2.5 */
	SUDOKU_LOGIC_POINTING,           /* 2.6 a box's candidates for a digit on one line */
	SUDOKU_LOGIC_CLAIMING,           /* 2.8 a line's candidates for a digit in one box */
	SUDOKU_LOGIC_NAKED_PAIR,         /* 3.0 */
	SUDOKU_LOGIC_X_WING,             /* 3.2 */
	SUDOKU_LOGIC_HIDDEN_PAIR,        /* 3.4 */
	SUDOKU_LOGIC_NAKED_TRIPLE,       /* 3.6 */
	SUDOKU_LOGIC_SWORDFISH,          /* 3.8 */
	SUDOKU_LOGIC_HIDDEN_TRIPLE,      /* 4.0 */
	SUDOKU_LOGIC_XY_WING,            /* 4.2 */
	SUDOKU_LOGIC_XYZ_WING,           /* 4.4 */
	SUDOKU_LOGIC_UNIQUE_RECTANGLE,   /* 4.5-4.6, only for puzzles known unique */
	SUDOKU_LOGIC_NAKED_QUAD,         /* 5.0 */
	SUDOKU_LOGIC_JELLYFISH,          /* 5.2 */
	SUDOKU_LOGIC_HIDDEN_QUAD,        /* 5.4 */
	SUDOKU_LOGIC_BUG_PLUS_ONE,       /* 5.6, only for puzzles known unique */
	SUDOKU_LOGIC_X_CHAIN,            /* 6.6+ one digit: skyscraper, kite, turbot fish ... */
	SUDOKU_LOGIC_AIC,                /* 7.0+ alternating inference chain (XY-chains too) */
	SUDOKU_LOGIC_CELL_FORCING,       /* 8.0+ every candidate of a cell implies the same */
	SUDOKU_LOGIC_REGION_FORCING,     /* 8.0+ every place of a digit in a unit implies the same */
	SUDOKU_LOGIC_DYNAMIC_CONTRADICTION, /* 8.5+ dynamic forcing chains: assume, propagate singles */
	SUDOKU_LOGIC_DYNAMIC_PLUS,       /* 9.0+ the same, propagating locked candidates too */
	SUDOKU_LOGIC_NESTED_FORCING,     /* 9.5+ dynamic chains using chains inside (nested) */
	SUDOKU_LOGIC_LAST_RESORT,        /* 10.0+ assume, search, no solution follows */
	/* HoDoKu's, only when chosen; the uniqueness ones only for puzzles known unique */
	SUDOKU_LOGIC_UNIQUE_RECTANGLE_5, /* 5.6 one extra digit in two diagonal corners or three */
	SUDOKU_LOGIC_UNIQUE_RECTANGLE_6, /* 5.6 a digit of the pair only there in both rows or columns */
	SUDOKU_LOGIC_EMPTY_RECTANGLE,    /* 5.7 a box's digit on one row and one column, a strong link */
	SUDOKU_LOGIC_FINNED_X_WING,      /* 5.8 an X-wing but for fins in one box */
	SUDOKU_LOGIC_SASHIMI_X_WING,     /* 5.9 the same with a base line down to one body cell */
	SUDOKU_LOGIC_FINNED_SWORDFISH,   /* 6.0 */
	SUDOKU_LOGIC_SASHIMI_SWORDFISH,  /* 6.1 */
	SUDOKU_LOGIC_FINNED_JELLYFISH,   /* 6.2 */
	SUDOKU_LOGIC_SASHIMI_JELLYFISH,  /* 6.3 */
	SUDOKU_LOGIC_ALS_XZ,             /* 6.4 two almost locked sets joined by a digit */
	SUDOKU_LOGIC_ALS_XY_WING,        /* 6.5 three, the middle one joined to both */
	SUDOKU_LOGIC_ALS_CHAIN,          /* 6.5 four to six in a row */
};
#define SUDOKU_LOGIC_TECHNIQUE_COUNT 43
#define SUDOKU_LOGIC_SE_TECHNIQUE_COUNT 31 /* SE's ladder: full house to last resort */

/* Short names for output: "full-house", "hidden-single-box", ... "last-resort". */
DLX_API const char *sudoku_logic_technique_name(enum sudoku_logic_technique technique);

/* The pencil-mark grid. value[cell] != 0: solved; else cand[cell] holds its candidates. */
struct sudoku_pencil {
	uint8_t value[81];
	uint16_t cand[81]; /* bit d-1 for digit d; 0 for a solved cell */
	bool given[81];    /* a clue of the puzzle (for drawing) */
};

/*
 * Fills *pencil from a 9x9 puzzle: givens placed, every empty cell's
 * candidates the digits no peer holds. Returns 0, SUDOKU_ESIZE (not 9x9) or
 * SUDOKU_ECONFLICT (two givens clash).
 */
DLX_API int sudoku_pencil_from_grid(struct sudoku_pencil *pencil, const struct sudoku_grid *grid);

/*
 * Reads a pencil-mark grid: either 729 characters (for each cell, digits 1-9
 * each at its own position or '.'/'0'), or 81 whitespace-separated tokens
 * of candidate digits (the common 9x9 layout; '|', '-', '+', ':' and '*' are
 * ignored). A token of one digit is a solved cell. Returns 0, or
 * SUDOKU_EPARSE with *where (may be NULL) set to the byte offset at fault.
 */
DLX_API int sudoku_pencil_parse(struct sudoku_pencil *pencil, const char *text, size_t length,
                        size_t *where);

/*
 * Fills *pencil from pencil marks as a record holds them (marks[cell], bit
 * d-1 for digit d): a cell with one mark is solved, and its digit leaves
 * its peers' marks, as sudoku_pencil_parse does. Returns 0 or SUDOKU_EINVAL
 * (a NULL pointer); bits above digit 9 are ignored.
 */
DLX_API int sudoku_pencil_from_marks(struct sudoku_pencil *pencil, const uint16_t *marks);

/* Whether every cell is solved (false for NULL). */
DLX_API bool sudoku_pencil_solved(const struct sudoku_pencil *pencil);

#define SUDOKU_STEP_MAX_CAUSES 96

/*
 * A chain, as a step records it: nodes joined by links. A node is a digit
 * in one cell, or in a group of two or three cells of one box on one line
 * (a grouped node: "the digit is in one of these cells"). links[k] joins
 * nodes k and k+1: strong (SUDOKU_LINK_STRONG, written '='), when one of
 * the two is true; weak (SUDOKU_LINK_WEAK, written '-'), when they are not
 * both true.
 *
 * A chain that proves a candidate false (X-chain, AIC) holds the nodes
 * between the assumption and its contradiction: it starts and ends with a
 * strong link, and the eliminated candidates see both of its ends (Eureka
 * notation: "(6)r6c1=r6c5-r2c5=r2c8-r8c8=(6)r8c1 => r6c1<>6"). A forcing
 * chain's branch starts at the assumed candidate (true) and ends at the
 * conclusion: after a weak link that conclusion is false, after a strong
 * one true. A step of several chains (forcing chains and nets) lists them
 * in order; `depth` 0 is a chain of the step itself, depth k + 1 a chain
 * nested in the last chain of depth k before it (a chain that shows why one
 * of its links holds).
 *
 * The nodes of all the chains of a step sit in one pool, the step's
 * `nodes` and `links`: a chain is the `node_count` nodes from `first`, and
 * links[k] joins nodes k and k + 1 of the pool (the link after a chain's
 * last node means nothing). Chains differ much in length (2 nodes to
 * hundreds), so a pool holds them in less room than a fixed array each. A
 * finder fills the last chain node by node (see step.c's chain_* helpers);
 * when the pool is full that chain keeps its first nodes and sets `cut`.
 * The bounds leave room over the largest step seen: on the forum's hardest
 * puzzles a nested step takes up to 84 chains and 621 nodes in all (its
 * longest chain 107), most chain steps fewer than 100 nodes.
 */
#define SUDOKU_STEP_MAX_CHAINS 256
#define SUDOKU_STEP_MAX_NODES 2048

enum sudoku_link { SUDOKU_LINK_WEAK, SUDOKU_LINK_STRONG };

struct sudoku_chain_node {
	uint8_t digit;      /* 1-9 */
	uint8_t cell_count; /* 1; 2 or 3 for a group */
	uint8_t cells[3];   /* row * 9 + column, the first cell_count of them */
};

struct sudoku_chain {
	int depth;      /* 0, or nested in the chain before it (see above) */
	int first;      /* its first node in the step's pool */
	int node_count; /* its nodes: pool nodes first .. first + node_count - 1 */
	bool cut;       /* nodes were left out at the end */
};

/* One step of the logical solution. */
struct sudoku_step {
	enum sudoku_logic_technique technique;
	int difficulty;       /* SE scale in tenths */
	int placement_count;
	uint16_t placements[81];    /* candidates set true */
	int elimination_count;
	uint16_t eliminations[729]; /* candidates removed */
	int cause_count;
	uint16_t causes[SUDOKU_STEP_MAX_CAUSES]; /* candidates that justify the step */
	char detail[160];     /* where, in words: "in box 5", "3 in box 1 only in row 2" */
	int chain_count;      /* chains that show the step (chain techniques; else 0) */
	int node_count;       /* nodes of the pool the chains use */
	struct sudoku_chain chains[SUDOKU_STEP_MAX_CHAINS];
	struct sudoku_chain_node nodes[SUDOKU_STEP_MAX_NODES]; /* the chains' nodes (see above) */
	uint8_t links[SUDOKU_STEP_MAX_NODES]; /* enum sudoku_link; links[k]: nodes k, k+1 */
};

/* Flags for sudoku_logic_next. */
#define SUDOKU_LOGIC_ASSUME_UNIQUE 1u /* allow uniqueness techniques (UR, BUG+1) */

/*
 * Finds the easiest step from *pencil, without applying it. Returns 1 with
 * *step filled, 0 when the grid is solved, or SUDOKU_ECONFLICT when the
 * pencil marks contradict themselves (a cell without candidates, a digit with
 * no place in a unit, no solution at all: a search over the marks proves
 * there is one before a step is looked for), SUDOKU_EINVAL, or SUDOKU_ENOMEM
 * (never a step the memory left out: an easier one may exist).
 */
DLX_API int sudoku_logic_next(const struct sudoku_pencil *pencil, unsigned flags, struct sudoku_step *step);

/*
 * Sets of techniques are masks of bit t for technique t (SUDOKU_LOGIC_*
 * above). SE's ladder is what sudoku_logic_next uses and what ratings on
 * SE's scale mean; HoDoKu's techniques join only when a mask names them.
 */
typedef uint64_t sudoku_technique_mask;
#define SUDOKU_LOGIC_SE_TECHNIQUES \
	((sudoku_technique_mask)((UINT64_C(1) << SUDOKU_LOGIC_SE_TECHNIQUE_COUNT) - 1))
#define SUDOKU_LOGIC_ALL_TECHNIQUES \
	((sudoku_technique_mask)((UINT64_C(1) << SUDOKU_LOGIC_TECHNIQUE_COUNT) - 1))
/* Returned when the techniques allowed find no step, but others would. */
#define SUDOKU_LOGIC_STUCK 2

/*
 * sudoku_logic_next with only the techniques whose bit is set in `allowed`
 * (bit t for technique t; bits past the last technique are ignored): the
 * easiest step of those. When none of them finds a step but the others
 * would, returns SUDOKU_LOGIC_STUCK with *step the step sudoku_logic_next
 * would give, whose technique is not allowed (so a caller can name what
 * was needed). Other returns as sudoku_logic_next's.
 */
DLX_API int sudoku_logic_next_allowed(const struct sudoku_pencil *pencil, unsigned flags,
                                      sudoku_technique_mask allowed, struct sudoku_step *step);

/*
 * Carries out a step: placements (their peers lose the digit), then
 * eliminations. Counts are bounded by the step's arrays and candidates past
 * 728 skipped; NULL or a pencil out of range: nothing is done.
 */
DLX_API void sudoku_logic_apply(struct sudoku_pencil *pencil, const struct sudoku_step *step);

/*
 * Writes the step in standard notation, like snprintf (returns the length
 * the full text needs), e.g. "hidden single in box 5: r4c5=7" or
 * "pointing: 3 in box 1 only in row 2 => r2c4<>3, r2c6<>3". Reads no more
 * than the step holds whatever its counts say (candidates past 728 are
 * written "r?c?"); a NULL step gives 0.
 */
DLX_API size_t sudoku_step_format(const struct sudoku_step *step, char *buf, size_t len);

/*
 * Whether sudoku_step_format writes the step's one chain as its text (an
 * X-chain, an AIC, an empty rectangle), so that a caller listing the
 * step's chains need not write it again. False for NULL.
 */
DLX_API bool sudoku_step_shows_chain(const struct sudoku_step *step);

/*
 * The step as a hint of a level, like sudoku_step_format: level 1 (or
 * less) names the technique ("hidden single"); level 2 adds where to look, the unit or
 * the cells ("hidden single in box 5", "naked single at r9c8"); level 3 (or
 * more) is the whole step, as sudoku_step_format writes it.
 */
DLX_API size_t sudoku_step_format_hint(const struct sudoku_step *step, int level, char *buf,
                                       size_t len);

/*
 * The name HoDoKu gives the step, in the short names' style: where HoDoKu
 * tells shapes apart that SE rates alike, the shape; else the same as
 * sudoku_logic_technique_name(step->technique). From the step record alone:
 *   x-chain of 4 nodes (a=b-c=d on one digit): "skyscraper" (both strong
 *     links in rows, or both in columns, b and c in one column or row),
 *     "two-string-kite" (one in a row, one in a column, b and c in one
 *     box), "turbot-fish" (any other); longer: "x-chain";
 *   aic: "w-wing" ((x=y)c1-(y)p=(y)q-(y=x)c2, the two cells both {x,y}),
 *     "xy-chain" (each strong link inside a bivalue cell), "remote-pair"
 *     (an xy-chain of four cells or more, all the same pair), else "aic"
 *     (a chain on one digit too: the AIC search finds one only when
 *     X-chains are not allowed, and it is no x-chain step);
 *   unique-rectangle: "unique-rectangle-1" to "-4", HoDoKu's uniqueness
 *     tests 1-4 (the solver finds no others).
 * SE's fish are basic (no fins), so keep their names, as do the wings and
 * bug-plus-one; SE's chains have no groups, so none is an empty rectangle.
 * HoDoKu's own techniques (finned fish, empty rectangle, unique rectangles
 * 5 and 6, ALS) are named as techniques already. A static string; "?" for
 * NULL.
 */
DLX_API const char *sudoku_step_hodoku_name(const struct sudoku_step *step);

/*
 * The techniques a name stands for, as a mask (bit t for technique t), for
 * choosing what the solver may use: a short name of
 * sudoku_logic_technique_name, or one of HoDoKu's that
 * sudoku_step_hodoku_name gives, which stands for its whole technique
 * ("skyscraper", "two-string-kite" or "2-string-kite", "turbot-fish":
 * x-chain; "w-wing", "xy-chain", "remote-pair": aic; "unique-rectangle-1"
 * to "-4": unique-rectangle), or "hidden-single" (box and line). 0 for an
 * unknown name or NULL. HoDoKu's techniques beyond SE's ladder have short
 * names of their own: "unique-rectangle-5", "unique-rectangle-6",
 * "empty-rectangle", "finned-x-wing", "sashimi-x-wing", "finned-swordfish",
 * "sashimi-swordfish", "finned-jellyfish", "sashimi-jellyfish", "als-xz",
 * "als-xy-wing", "als-chain"; and "se" stands for SE's whole ladder
 * (SUDOKU_LOGIC_SE_TECHNIQUES), to add those to.
 */
DLX_API sudoku_technique_mask sudoku_logic_techniques_named(const char *name);

/* Whose words a step's text opens with: SE's ("X-chain") or HoDoKu's ("skyscraper"). */
enum sudoku_names { SUDOKU_NAMES_SE, SUDOKU_NAMES_HODOKU };

/*
 * sudoku_step_format_hint (level 3 or more: sudoku_step_format) with the
 * technique in the words `names` asks for: with SUDOKU_NAMES_HODOKU the
 * shapes sudoku_step_hodoku_name tells apart open with their own words,
 * "skyscraper", "2-string kite", "turbot fish", "W-wing", "XY-chain",
 * "remote pair", "unique rectangle type 1" ...; other steps as in SE's.
 */
DLX_API size_t sudoku_step_format_named(const struct sudoku_step *step, int level,
                                        enum sudoku_names names, char *buf, size_t len);

/*
 * Writes chain `chain` of the step in Eureka notation, like snprintf:
 * "(6)r6c1=r6c5-r2c5" for one digit, "(4=7)r1c2-(7=2)r3c2" where a strong
 * link stays in a cell, "(3)r4c123" for a group; a digit is written where
 * it changes and on the first and last nodes. A cut chain ends in "...".
 * Reads no node outside the pool whatever the chain says; a NULL step or a
 * chain past chain_count (or SUDOKU_STEP_MAX_CHAINS) gives 0.
 */
DLX_API size_t sudoku_chain_format(const struct sudoku_step *step, int chain, char *buf,
                                   size_t len);

/* Rating bands on SE's scale; names chosen apart from qqwing's levels. */
enum sudoku_band {
	SUDOKU_BAND_GENTLE,     /* 1.0-2.5: singles (and direct techniques) */
	SUDOKU_BAND_MODERATE,   /* 2.6-3.9: locked candidates, pairs, X-wing */
	SUDOKU_BAND_TOUGH,      /* 4.0-5.9: triples, wings, uniqueness, quads */
	SUDOKU_BAND_FIENDISH,   /* 6.0-7.4: chains */
	SUDOKU_BAND_DIABOLICAL, /* 7.5-8.9: forcing chains */
	SUDOKU_BAND_EXTREME,    /* 9.0 and up: dynamic forcing, last resort */
};
#define SUDOKU_BAND_COUNT 6

DLX_API enum sudoku_band sudoku_band_of(int difficulty);
DLX_API const char *sudoku_band_name(enum sudoku_band band); /* "gentle" ... "extreme" */

struct sudoku_se_rating {
	int rating;                              /* tenths: the hardest step's difficulty */
	enum sudoku_logic_technique hardest;     /* when steps > 0; a full grid needs none */
	int uses[SUDOKU_LOGIC_TECHNIQUE_COUNT];  /* steps of each technique */
	int steps;
	/*
	 * As serate reports them beside the rating (ER), in tenths: EP
	 * ("pearl"), the hardest step up to and including the first one that
	 * places a digit; ED ("diamond"), the first step's difficulty. Both 0
	 * for a full grid.
	 */
	int pearl;
	int diamond;
};

/*
 * Rates a 9x9 puzzle by solving it step by step. `flags` as for
 * sudoku_logic_next (pass SUDOKU_LOGIC_ASSUME_UNIQUE only when the puzzle is
 * known to have one solution). `on_step` (may be NULL) sees each step before
 * it is applied, with the pencil marks it was found on; returning nonzero
 * stops the run (then 1 is returned). Returns 0, SUDOKU_EINVAL (a NULL
 * pointer, a digit above 9), SUDOKU_ESIZE, SUDOKU_ECONFLICT (no solution),
 * SUDOKU_ENOMEM or 1 (stopped by on_step).
 */
typedef int (*sudoku_step_fn)(void *user, const struct sudoku_pencil *before,
                              const struct sudoku_step *step);
/*
 * The same from a pencil-mark state, which the caller has checked has one
 * solution; SUDOKU_EINVAL also for a value above 9 or a mark above digit 9.
 */
DLX_API int sudoku_logic_rate_pencil(const struct sudoku_pencil *start, unsigned flags,
                                     sudoku_step_fn on_step, void *user,
                                     struct sudoku_se_rating *rating);
/*
 * sudoku_logic_rate_pencil with only the techniques `allowed` (as for
 * sudoku_logic_next_allowed). Returns SUDOKU_LOGIC_STUCK when they cannot
 * finish: *rating holds the steps taken so far and *needed (may be NULL)
 * the step that was needed next, of a technique not allowed.
 */
DLX_API int sudoku_logic_rate_allowed(const struct sudoku_pencil *start, unsigned flags,
                                      sudoku_technique_mask allowed, sudoku_step_fn on_step,
                                      void *user,
                                      struct sudoku_se_rating *rating, struct sudoku_step *needed);
/*
 * sudoku_logic_rate_allowed told a solution of the puzzle (NULL: none
 * known), as sudoku_rater_solution gives one. Marks that hold it need no
 * check for contradictions, which spares time; the figures are the same,
 * and a grid the marks do not hold is ignored.
 */
DLX_API int sudoku_logic_rate_solved(const struct sudoku_pencil *start, unsigned flags,
                                     sudoku_technique_mask allowed,
                                     const struct sudoku_grid *solution, sudoku_step_fn on_step,
                                     void *user, struct sudoku_se_rating *rating,
                                     struct sudoku_step *needed);
DLX_API int sudoku_logic_rate(const struct sudoku_grid *puzzle, unsigned flags, sudoku_step_fn on_step,
                      void *user, struct sudoku_se_rating *rating);

#ifdef __cplusplus
}
#endif

#endif
