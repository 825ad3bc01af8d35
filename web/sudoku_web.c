/*
 * sudoku_web.c - solving, counting and generating for the Sudoku page
 * (see web.h). The solver of each size is kept in the handle, so a page
 * that solves many puzzles builds each matrix once, as `sudoku solve` does.
 */
#include "web.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct web_sudoku *web_sudoku_create(void)
{
	return calloc(1, sizeof(struct web_sudoku));
}

void web_sudoku_destroy(struct web_sudoku *web)
{
	if (!web)
		return;
	for (int n = 0; n <= SUDOKU_MAX_SIZE; n++)
		sudoku_solver_destroy(web->solvers[n]);
	free(web);
}

struct sudoku_solver *web_solver(struct web_sudoku *web, int size)
{
	if (size < SUDOKU_MIN_SIZE || size > SUDOKU_MAX_SIZE)
		return NULL;
	if (!web->solvers[size]) {
		struct sudoku_shape shape;
		if (sudoku_shape_init(&shape, size, 0) != 0)
			return NULL;
		web->solvers[size] = sudoku_solver_create(&shape);
	}
	return web->solvers[size];
}

bool web_read_record(const char *text, struct sudoku_record *record, char *message, size_t size)
{
	bool ok = sudoku_parse_string(text, record) == 0 && !record->error;
	if (ok)
		return true;
	if (record->column > 0)
		snprintf(message, size, "line %ld, column %d: %s", record->line, record->column,
		         record->message[0] ? record->message : "not a puzzle");
	else
		snprintf(message, size, "line %ld: %s", record->line,
		         record->message[0] ? record->message : "not a puzzle");
	return false;
}

bool web_read_puzzle(const char *text, struct sudoku_grid *grid, char *message, size_t size)
{
	struct sudoku_record *record = malloc(sizeof *record);
	if (!record) {
		snprintf(message, size, "out of memory");
		return false;
	}
	bool ok = web_read_record(text, record, message, size);
	if (ok)
		*grid = record->grid;
	free(record);
	return ok;
}

void web_grid_line(const struct sudoku_grid *grid, char *buf, size_t size)
{
	size_t cells = (size_t)grid->size * (size_t)grid->size;
	size_t k = 0;
	for (; k < cells && k + 1 < size; k++)
		buf[k] = sudoku_digit_symbol(grid->cell[k]);
	if (size > 0)
		buf[k] = '\0';
}

void web_write_pencil(struct json *json, const char *key, const struct sudoku_pencil *pencil)
{
	char values[82], given[82];
	for (int cell = 0; cell < 81; cell++) {
		values[cell] = sudoku_digit_symbol(pencil->value[cell]);
		given[cell] = pencil->given[cell] ? '1' : '0';
	}
	values[81] = given[81] = '\0';
	json_key(json, key);
	json_printf(json, "{");
	json_key_string(json, "values", values);
	json_key_string(json, "given", given);
	json_key(json, "cands");
	for (int cell = 0; cell < 81; cell++)
		json_printf(json, "%c%u", cell ? ',' : '[', (unsigned)pencil->cand[cell]);
	json_printf(json, "]}");
}

/* The conflict or the status in words, as `sudoku solve` reports it. */
static void unsolved_message(const struct sudoku_result *result, int size, char *buf, size_t len)
{
	const struct sudoku_conflict *c = &result->conflict;
	char a[16], b[16];
	if (result->status == SUDOKU_NO_SOLUTION && c->unit)
		snprintf(buf, len, "no solution: %s and %s both hold %c (same %s)",
		         sudoku_cell_name(size, c->cell_a, a, sizeof a),
		         sudoku_cell_name(size, c->cell_b, b, sizeof b), sudoku_digit_symbol(c->digit), c->unit);
	else
		snprintf(buf, len, "no solution");
}

char *web_sudoku_solve(struct web_sudoku *web, const char *text, int limit)
{
	char message[300];
	struct sudoku_grid *grids = malloc(2 * sizeof *grids);
	if (!grids)
		return NULL;
	struct sudoku_grid *puzzle = &grids[0], *solution = &grids[1];
	if (!web_read_puzzle(text, puzzle, message, sizeof message)) {
		free(grids);
		return json_error(message);
	}
	struct sudoku_solver *solver = web_solver(web, puzzle->size);
	if (!solver) {
		free(grids);
		return json_error("out of memory");
	}
	struct sudoku_solve_options options = {.solution_limit = limit < 0 ? 2 : (uint64_t)limit};
	struct sudoku_result result;
	int err = sudoku_solve(solver, puzzle, &options, solution, &result);
	if (err) {
		free(grids);
		return json_error(sudoku_strerror(err));
	}
	if (result.solutions == 0 && result.complete) {
		unsolved_message(&result, puzzle->size, message, sizeof message);
		free(grids);
		return json_error(message);
	}
	struct json json;
	json_init(&json);
	char line[SUDOKU_MAX_CELLS + 1];
	json_printf(&json, "{");
	json_key_string(&json, "status", "done");
	json_key_int(&json, "size", puzzle->size);
	web_grid_line(puzzle, line, sizeof line);
	json_key_string(&json, "puzzle", line);
	json_key_int(&json, "count", (long long)result.solutions);
	json_key_bool(&json, "complete", result.complete);
	json_key_int(&json, "nodes", (long long)result.nodes);
	if (result.solutions > 0) {
		web_grid_line(solution, line, sizeof line);
		json_key_string(&json, "solution", line);
	}
	struct sudoku_pencil pencil;
	if (puzzle->size == 9 && sudoku_pencil_from_grid(&pencil, puzzle) == 0)
		web_write_pencil(&json, "grid", &pencil);
	json_printf(&json, "}");
	free(grids);
	return json_finish(&json);
}

/* SE-scale bands in tenths, as `sudoku rate` names them (sudoku_band_of). */
static bool band_range(const char *band, int *low, int *high)
{
	if (strcmp(band, "any") == 0) {
		*low = 0;
		*high = 0;
		return true;
	}
	*low = -1;
	for (int tenths = 10; tenths <= 1000; tenths++) {
		if (strcmp(sudoku_band_name(sudoku_band_of(tenths)), band) != 0)
			continue;
		if (*low < 0)
			*low = tenths;
		*high = tenths;
	}
	return *low >= 0;
}

static bool symmetry_named(const char *name, enum sudoku_symmetry *symmetry)
{
	for (int k = 0; k < SUDOKU_SYMMETRY_COUNT; k++)
		if (strcmp(sudoku_symmetry_name((enum sudoku_symmetry)k), name) == 0) {
			*symmetry = (enum sudoku_symmetry)k;
			return true;
		}
	return false;
}

static void write_generated(struct json *json, const struct sudoku_generated *made,
                            const struct sudoku_se_rating *rating, int attempts, bool walked)
{
	char line[82];
	json_printf(json, "{");
	json_key_string(json, "status", "done");
	web_grid_line(&made->puzzle, line, sizeof line);
	json_key_string(json, "puzzle", line);
	web_grid_line(&made->solution, line, sizeof line);
	json_key_string(json, "solution", line);
	json_key(json, "rating");
	json_printf(json, "\"%d.%d\"", rating->rating / 10, rating->rating % 10);
	json_key_string(json, "band", sudoku_band_name(sudoku_band_of(rating->rating)));
	json_key_string(json, "hardest", sudoku_logic_technique_name(rating->hardest));
	json_key_string(json, "symmetry", sudoku_symmetry_name(made->symmetry));
	json_key_int(json, "clues", made->clues);
	json_key_int(json, "attempts", attempts);
	json_key_bool(json, "walked", walked);
	json_printf(json, "}");
}

char *web_sudoku_generate(struct web_sudoku *web, const char *band, const char *symmetry,
                          const char *seed, int attempts)
{
	int low, high;
	struct sudoku_generate_options options = {0};
	if (!band_range(band, &low, &high))
		return json_error("unknown band: gentle, moderate, tough, fiendish, diabolical, extreme or any");
	if (!symmetry_named(symmetry, &options.symmetry))
		return json_error("unknown symmetry: none, rot180, rot90, mirror, flip, diagonal or random");
	char *end;
	unsigned long long value = strtoull(seed, &end, 10);
	if (!*seed || *end || seed[0] == '-')
		return json_error("the seed is a whole number from 0 to 18446744073709551615");
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 0);
	struct sudoku_generator *generator = sudoku_generator_create(&shape, 0);
	struct sudoku_generated *made = malloc(sizeof *made);
	if (!generator || !made) {
		sudoku_generator_destroy(generator);
		free(made);
		return NULL;
	}
	/* as `sudoku generate` makes its puzzle 0; an extreme band walks near hard puzzles */
	sudoku_generator_reseed(generator, sudoku_seed_for(value, 0));
	options.rating_min = low;
	options.rating_max = high;
	options.attempts = attempts > 0 ? attempts : 0;
	bool walks = sudoku_generate_walks(&shape, &options);
	char *answer = NULL;
	struct sudoku_se_rating rating;
	if (sudoku_generate(generator, &options, made) == 0 && made->found &&
	    sudoku_logic_rate(&made->puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating) == 0) {
		struct json json;
		json_init(&json);
		write_generated(&json, made, &rating, made->attempts, walks);
		answer = json_finish(&json);
	} else {
		answer = json_error(walks ? "no puzzle in that band within the moves near hard puzzles; "
		                            "try another seed or more attempts"
		                          : "no puzzle in that band within the attempts; try another seed, "
		                            "more attempts, or symmetry none for extreme puzzles");
	}
	sudoku_generator_destroy(generator);
	free(made);
	(void)web;
	return answer;
}
