/*
 * web.h - the functions the pages call in the WebAssembly module, with
 * plain signatures (text in, JSON text out), called through dlx-api.js.
 *
 * Every answer is a new NUL-terminated string the caller frees with free()
 * (the pages call Module._free), or NULL when memory ran out. An answer is
 * an object with "status": "done" and the fields of the call, or "status":
 * "error" and "error": a message for a person (with line and column when
 * the input is at fault). State lives in handles the page creates and
 * destroys; the module has no global state.
 *
 * These are the library calls the commands make, so the page and
 * `sudoku solve`, `sudoku hint`, `sudoku explain`, `sudoku rate`,
 * `sudoku generate` and `dlx` agree.
 */
#ifndef WEB_H
#define WEB_H

#include "dlx.h"
#include "sudoku.h"
#include "sudoku_logic.h"
#include "json.h"

/* ---- Sudoku (web/sudoku_web.c, web/logic_web.c) ---- */

/* One solver per grid size, made on first use. */
struct web_sudoku {
	struct sudoku_solver *solvers[SUDOKU_MAX_SIZE + 1];
};

struct web_sudoku *web_sudoku_create(void);
void web_sudoku_destroy(struct web_sudoku *web);

/*
 * Solves the first puzzle in `text` (any form `sudoku solve` reads),
 * stopping at `limit` solutions (0: count them all). Fields: size,
 * puzzle, count, complete (the count is exact), nodes, and solution (the
 * first one, n*n symbols) when there is one; grid (see web_write_pencil)
 * for 9x9 puzzles.
 */
char *web_sudoku_solve(struct web_sudoku *web, const char *text, int limit);

/*
 * The next step of `text`: a puzzle (which must have one solution) or a
 * pencil-mark grid, read as `sudoku hint` reads them. Fields: hint (the
 * step's text, its first line as `sudoku hint` prints it), hints (what
 * `sudoku hint --level 1`, `2` and `3` print, without the last newline:
 * the technique, where to look, the step with a forcing chain's chains on
 * the lines under it), step (see web_write_step) and grid (the marks it
 * was found on).
 */
char *web_sudoku_hint(struct web_sudoku *web, const char *text, const char *names);

/*
 * A player's mistakes, as `sudoku check PUZZLE STATE` finds them (the
 * library's sudoku_check): `puzzle` is read as `sudoku solve` reads it,
 * `state` too, or as pencil marks (729 symbols, or the 9x9 layout of
 * candidate digits), where a cell with one mark counts as placed. Fields:
 * mistakes, a list of {cell, digit, placed (true: a wrong digit; false: the
 * solution's digit missing from the cell's marks), text (the command's
 * line)}. An error when the puzzle has no solution or more than one.
 */
char *web_sudoku_check(struct web_sudoku *web, const char *puzzle, const char *state);

/*
 * Every step of the logical solution: puzzle, solution, rating, hardest,
 * steps [step + grid before]. Here and in web_sudoku_hint, `names` is what
 * the commands' --names takes: "hodoku" (also NULL or "", the default) or "se".
 */
char *web_sudoku_explain(struct web_sudoku *web, const char *text, const char *names);

/* The SE rating: rating ("4.2"), band, hardest, steps. */
char *web_sudoku_rate(struct web_sudoku *web, const char *text);

/*
 * A 9x9 puzzle whose SE rating lies in `band` ("gentle" ... "extreme", or
 * "any"), with clues in `symmetry` ("none", "rot180" ...), made as
 * `sudoku generate --seed SEED --symmetry S --rating MIN-MAX --attempts N`
 * makes its first puzzle (0: the command's default: 1000 grids, or for an
 * extreme band without symmetry 20,000 moves of the walk near hard
 * puzzles). `seed` is decimal text (0 to 2^64-1). Fields: puzzle,
 * solution, rating, band, hardest, symmetry, clues, attempts (grids or
 * moves used), walked (whether the walk made it).
 */
char *web_sudoku_generate(struct web_sudoku *web, const char *band, const char *symmetry,
                          const char *seed, int attempts);

/* The first record of `text`, pencil marks kept; false with `message` filled (line, column, why) when there is none. */
bool web_read_record(const char *text, struct sudoku_record *record, char *message, size_t size);

/* Reads the first puzzle of `text`; false with `message` filled (line, column, why) when there is none. */
bool web_read_puzzle(const char *text, struct sudoku_grid *grid, char *message, size_t size);

/* The solver for grids of size n, made on first use; NULL when memory runs out. */
struct sudoku_solver *web_solver(struct web_sudoku *web, int size);

/* "key":{"values":81 symbols,"cands":[81 masks],"given":81 of 0/1} */
void web_write_pencil(struct json *json, const char *key, const struct sudoku_pencil *pencil);

/*
 * "key":{technique, name, difficulty, text, placements, eliminations, causes}:
 * candidates as cell*9+digit-1; name is HoDoKu's (sudoku_step_hodoku_name),
 * and the text opens with the words `names` asks for.
 */
void web_write_step(struct json *json, const char *key, const struct sudoku_step *step,
                    enum sudoku_names names);

/* The grid as n*n symbols. */
void web_grid_line(const struct sudoku_grid *grid, char *buf, size_t size);

/* ---- Exact cover (web/cover_web.c) ---- */

struct web_cover;

struct web_cover *web_cover_create(void);
void web_cover_destroy(struct web_cover *cover);

/*
 * Reads a problem in Knuth's format (as `dlx` reads it), replacing the one
 * held. Fields: primary, items (names), option_count, shown, options (each
 * a list of item numbers), texts (the first `shown` options as
 * written), colors (whether any option has a colour), color_names (the
 * colours' names, colour 1's first, as the node table's COLOR field numbers
 * them). Options beyond the
 * first 200,000 are not listed, and only the first `shown` have a text.
 */
char *web_cover_load(struct web_cover *cover, const char *text);

/*
 * Searches the problem held with the engine (minimum remaining values,
 * as `dlx` does). Keeps the first `step_cap` trace events (web_cover_events)
 * and, when `count_all`, goes on to the end without keeping more, so the
 * counts are the whole search's. Fields: steps (events kept), complete (no
 * event was left out), solutions, nodes, updates, max_level, finished (the
 * search ran to its end: counts are exact).
 */
char *web_cover_run(struct web_cover *cover, int step_cap, int count_all);

/*
 * web_cover_run with the item chosen by `order` (an enum dlx_order:
 * DLX_ORDER_MRV as `dlx` does, or DLX_ORDER_FIRST as `dlx --order first`
 * does, the engine's reference loop). The kept events are this search's.
 * Fields: those of web_cover_run, and order ("mrv" or "first"). An error
 * for an order the engine lacks, or for the first-item order on a problem
 * with bounds.
 */
char *web_cover_run_order(struct web_cover *cover, int step_cap, int count_all, int order);

/* The kept events, five ints each: event, level, item, option, count (as dlx_trace_fn gets them). */
const int *web_cover_events(const struct web_cover *cover);

/*
 * The state after the first `step` kept events: covered (0/1 per item),
 * hidden (0/1 per option, among the shown ones), partial (the options of
 * the partial solution) and table: Knuth's node table (web/node_table.h;
 * with DLX2's COLOR field, colors true, when the problem has colours) with
 * the fields the step changed, [field, index, value] in the order written, and its link steps (moves),
 * [restore, item, node, option, first write] each, as struct node_move.
 */
char *web_cover_view(struct web_cover *cover, int step);

#endif
