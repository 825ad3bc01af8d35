/*
 * logic_out.h - what explain, hint, rate and print share about the logical
 * solver: checking a puzzle with the engine before the logic runs, and
 * writing steps and candidate grids as text or JSON.
 */
#ifndef CLI_LOGIC_OUT_H
#define CLI_LOGIC_OUT_H

#include "puzzles.h"
#include "sudoku_logic.h"

/*
 * Checks a 9x9 puzzle with the engine (count to 2) and, when it has exactly
 * one solution, fills *pencil and *solution. Otherwise reports on stderr
 * (file:line: no solution / more than one solution / not 9x9) and returns the
 * exit code; returns EXIT_ALL_GOOD on success. A pencil-mark grid is checked
 * with its marks as constraints, and *pencil starts from its marks.
 */
int logic_prepare(struct solver_cache *solvers, const char *file, const struct sudoku_record *record,
                  struct sudoku_pencil *pencil, struct sudoku_grid *solution);

/*
 * The logical rating of a prepared puzzle (*pencil from logic_prepare):
 * from its givens, or from its marks (with no uniqueness techniques) for a
 * pencil-mark grid, with the techniques `allowed`; as
 * sudoku_logic_rate_allowed, SUDOKU_LOGIC_STUCK with *needed (may be NULL).
 */
int logic_rate_record(const struct sudoku_record *record, const struct sudoku_pencil *pencil,
                      sudoku_technique_mask allowed, sudoku_step_fn on_step, void *user,
                      struct sudoku_se_rating *rating, struct sudoku_step *needed);

/*
 * logic_prepare, then the puzzle's rating (logic_rate_record, no steps
 * reported); out of memory is reported as logic_prepare reports it.
 */
int logic_prepare_rated(struct solver_cache *solvers, const char *file,
                        const struct sudoku_record *record, struct sudoku_pencil *pencil,
                        struct sudoku_grid *solution, struct sudoku_se_rating *rating);

/* The step in standard notation and a newline. */
void write_step_text(FILE *out, const struct sudoku_step *step, enum sudoku_names names);

/* The step as a JSON object (no newline). */
void write_step_json(FILE *out, const struct sudoku_step *step, enum sudoku_names names);

/* The step as a hint of a level (1-3, sudoku_step_format_hint) and a newline. */
void write_step_hint(FILE *out, const struct sudoku_step *step, int level,
                     enum sudoku_names names);

/* write_step_json with "hints": the three levels' texts, the first first. */
void write_step_json_hints(FILE *out, const struct sudoku_step *step, enum sudoku_names names);

/* The pencil marks in the common 9x9 layout (columns padded, boxes ruled), readable by hint. */
void write_candidates(FILE *out, const struct sudoku_pencil *pencil);

/* The rating as "4.2" from tenths. */
void write_tenths(FILE *out, int tenths);

/*
 * The name of a rating's hardest technique, as rate, explain and print all
 * write it: "none" for a full grid, which needs no step (rating 0.0), for
 * a full house is a step, and there is no empty cell to make one in.
 */
const char *hardest_name(const struct sudoku_se_rating *rating);

#endif
