/*
 * logic_web.c - hint, explain and rate for the Sudoku page (see web.h):
 * the logical solver of sudoku_logic.h, called as `sudoku hint`,
 * `sudoku explain` and `sudoku rate` call it.
 *
 * Hint input is read as the command reads a record: 729 cell symbols on a
 * line are pencil marks; a block with many blank-separated tokens (20 or
 * more), one of them two digits or more, is a candidate grid; anything else
 * is a puzzle, which must have exactly one solution (the engine counts to 2)
 * before the logic runs on it with uniqueness techniques allowed.
 */
#include "web.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void write_cands(struct json *json, const char *key, const uint16_t *cands, int count)
{
	json_key(json, key);
	json_printf(json, "[");
	for (int k = 0; k < count; k++)
		json_printf(json, "%s%u", k ? "," : "", (unsigned)cands[k]);
	json_printf(json, "]");
}

void web_write_step(struct json *json, const char *key, const struct sudoku_step *step,
                    enum sudoku_names names)
{
	char text[16384]; /* 729 eliminations of 8 bytes each fit */
	sudoku_step_format_named(step, 3, names, text, sizeof text);
	json_key(json, key);
	json_printf(json, "{");
	json_key_string(json, "technique", sudoku_logic_technique_name(step->technique));
	json_key_string(json, "name", sudoku_step_hodoku_name(step));
	json_key(json, "difficulty");
	json_printf(json, "\"%d.%d\"", step->difficulty / 10, step->difficulty % 10);
	json_key_string(json, "text", text);
	write_cands(json, "placements", step->placements, step->placement_count);
	write_cands(json, "eliminations", step->eliminations, step->elimination_count);
	write_cands(json, "causes", step->causes, step->cause_count);
	json_printf(json, "}");
}

/* Whether a block of text looks like candidate tokens (the rule of `sudoku hint`). */
static bool looks_like_pencil_marks(const char *text)
{
	int run = 0, tokens = 0;
	bool long_token = false, in_token = false;
	for (const char *p = text; *p; p++) {
		bool blank = *p == ' ' || *p == '\t' || *p == '\n' || *p == '\r';
		tokens += !blank && !in_token;
		in_token = !blank;
		run = *p >= '1' && *p <= '9' ? run + 1 : 0;
		long_token |= run >= 2;
	}
	return long_token && tokens >= 20;
}

/* Whether the first token of the text is 729 cell symbols (a candidate string). */
static bool candidate_string(const char *text)
{
	text += strspn(text, " \t\r\n");
	size_t length = strcspn(text, " \t\r\n");
	size_t symbols = 0;
	for (size_t k = 0; k < length; k++)
		symbols += (text[k] >= '0' && text[k] <= '9') || text[k] == '.' || text[k] == '_';
	return symbols == 729;
}

/*
 * Checks a 9x9 puzzle with the engine (exactly one solution) and fills the
 * pencil marks. NULL on success, or the error answer to hand back.
 */
static char *prepare(struct web_sudoku *web, const struct sudoku_grid *puzzle,
                     struct sudoku_pencil *pencil, struct sudoku_grid *solution)
{
	if (puzzle->size != 9) {
		char message[100];
		snprintf(message, sizeof message, "%dx%d: the logical solver handles 9x9 puzzles only",
		         puzzle->size, puzzle->size);
		return json_error(message);
	}
	struct sudoku_solver *solver = web_solver(web, 9);
	if (!solver)
		return json_error("out of memory");
	struct sudoku_result result;
	sudoku_solve(solver, puzzle, NULL, solution, &result);
	if (result.status != SUDOKU_SOLVED)
		return json_error(result.status == SUDOKU_MULTIPLE ? "more than one solution" : "no solution");
	sudoku_pencil_from_grid(pencil, puzzle); /* cannot fail: the engine solved it */
	return NULL;
}

/*
 * Pencil marks must leave one solution, as `sudoku hint` asks: on marks that
 * allow several the step search tries every technique, nesting included,
 * before it gives up (minutes on the empty grid's marks). NULL when they do,
 * else the error answer.
 */
static char *check_marks(const struct sudoku_pencil *pencil)
{
	struct sudoku_grid *grids = calloc(2, sizeof *grids);
	if (!grids)
		return json_error("out of memory");
	uint16_t marks[81];
	grids[0].size = 9;
	for (int cell = 0; cell < 81; cell++)
		marks[cell] = pencil->value[cell] ? (uint16_t)(1u << (pencil->value[cell] - 1))
		                                  : pencil->cand[cell];
	struct sudoku_result result;
	sudoku_solve_marks(&grids[0], marks, NULL, &grids[1], &result);
	free(grids);
	if (result.status == SUDOKU_SOLVED)
		return NULL;
	return json_error(result.status == SUDOKU_MULTIPLE
	                      ? "the pencil marks allow more than one solution"
	                      : "the pencil marks contradict themselves: no solution");
}

/* Reads a hint's input into pencil marks; NULL on success, else the error answer. */
static char *read_hint_input(struct web_sudoku *web, const char *text, struct sudoku_pencil *pencil,
                             unsigned *flags)
{
	if (candidate_string(text) || looks_like_pencil_marks(text)) {
		size_t where;
		*flags = 0;
		if (sudoku_pencil_parse(pencil, text, strlen(text), &where) == 0)
			return check_marks(pencil);
		long line = 1;
		size_t line_start = 0;
		for (size_t k = 0; k < where && text[k]; k++)
			if (text[k] == '\n') {
				line++;
				line_start = k + 1;
			}
		char message[200];
		snprintf(message, sizeof message, "line %ld, column %zu: not a pencil-mark grid: 729 "
		         "symbols on a line, or 81 tokens of candidate digits", line, where - line_start + 1);
		return json_error(message);
	}
	char message[300];
	struct sudoku_grid *grids = malloc(2 * sizeof *grids);
	if (!grids)
		return json_error("out of memory");
	char *error = NULL;
	if (!web_read_puzzle(text, &grids[0], message, sizeof message))
		error = json_error(message);
	else
		error = prepare(web, &grids[0], pencil, &grids[1]);
	*flags = SUDOKU_LOGIC_ASSUME_UNIQUE;
	free(grids);
	return error;
}

/*
 * "hints": the texts of `sudoku hint --level 1`, `2` and `3`. The third
 * carries a forcing chain's chains under the step, one a line, indented
 * two spaces a level of depth, as the command prints them.
 */
static void write_hints(struct json *json, const struct sudoku_step *step, enum sudoku_names names)
{
	struct json text;
	json_init(&text);
	json_key(json, "hints");
	for (int level = 1; level <= 3; level++) {
		char line[16384]; /* 729 eliminations of 8 bytes each fit */
		sudoku_step_format_named(step, level, names, line, sizeof line);
		json_printf(&text, "%s", line);
		bool in_text = sudoku_step_shows_chain(step);
		for (int k = 0; level == 3 && !in_text && k < step->chain_count; k++) {
			sudoku_chain_format(step, k, line, sizeof line);
			json_printf(&text, "\n%*s%s", 2 * (step->chains[k].depth + 1), "", line);
		}
		json_printf(json, "%c", level == 1 ? '[' : ',');
		json_string(json, text.failed || !text.text ? "" : text.text);
		text.length = 0;
	}
	json_printf(json, "]");
	free(text.text);
}

/* `names` as `--names` takes it: "hodoku" or "se"; NULL or "" is the commands' default. */
static bool read_names(const char *names, enum sudoku_names *out)
{
	*out = names && strcmp(names, "se") == 0 ? SUDOKU_NAMES_SE : SUDOKU_NAMES_HODOKU;
	return !names || !*names || strcmp(names, "se") == 0 || strcmp(names, "hodoku") == 0;
}

char *web_sudoku_hint(struct web_sudoku *web, const char *text, const char *names)
{
	enum sudoku_names whose;
	if (!read_names(names, &whose))
		return json_error("unknown names: expected hodoku or se");
	struct sudoku_pencil pencil;
	unsigned flags = 0;
	char *error = read_hint_input(web, text, &pencil, &flags);
	if (error)
		return error;
	struct sudoku_step *step = malloc(sizeof *step);
	if (!step)
		return NULL;
	int status = sudoku_logic_next(&pencil, flags, step);
	if (status != 1) {
		free(step);
		return json_error(status == 0 ? "already solved: no hint"
		                  : status == SUDOKU_ECONFLICT ? "the grid contradicts itself: no solution"
		                                               : "no hint: the marks allow more than one solution");
	}
	char text_buf[16384];
	sudoku_step_format_named(step, 3, whose, text_buf, sizeof text_buf);
	struct json json;
	json_init(&json);
	json_printf(&json, "{");
	json_key_string(&json, "status", "done");
	json_key_string(&json, "hint", text_buf);
	write_hints(&json, step, whose);
	web_write_step(&json, "step", step, whose);
	web_write_pencil(&json, "grid", &pencil);
	json_printf(&json, "}");
	free(step);
	return json_finish(&json);
}

/* Reads a 9x9 puzzle with one solution; NULL on success, else the error answer. */
static char *read_unique(struct web_sudoku *web, const char *text, struct sudoku_grid *puzzle,
                         struct sudoku_grid *solution)
{
	char message[300];
	if (!web_read_puzzle(text, puzzle, message, sizeof message))
		return json_error(message);
	struct sudoku_pencil pencil;
	return prepare(web, puzzle, &pencil, solution);
}

static void write_rating(struct json *json, const struct sudoku_se_rating *rating)
{
	json_key(json, "rating");
	json_printf(json, "\"%d.%d\"", rating->rating / 10, rating->rating % 10);
	json_key_string(json, "band", sudoku_band_name(sudoku_band_of(rating->rating)));
	json_key_string(json, "hardest", sudoku_logic_technique_name(rating->hardest));
	json_key_int(json, "steps", rating->steps);
}

struct explain_out {
	struct json *json;
	enum sudoku_names names;
};

static int explain_step(void *user, const struct sudoku_pencil *before, const struct sudoku_step *step)
{
	struct explain_out *out = user;
	struct json *json = out->json;
	if (json->failed)
		return 1;
	json_printf(json, "%s{", json->text[json->length - 1] == '[' ? "" : ",");
	web_write_step(json, "step", step, out->names);
	web_write_pencil(json, "grid", before);
	json_printf(json, "}");
	return json->failed;
}

/*
 * The puzzle and its solution (read_unique) in one allocation the caller
 * frees: *grids is NULL after an error, whose JSON answer is returned.
 */
static char *read_pair(struct web_sudoku *web, const char *text, struct sudoku_grid **grids)
{
	*grids = malloc(2 * sizeof **grids);
	if (!*grids)
		return NULL;
	char *error = read_unique(web, text, &(*grids)[0], &(*grids)[1]);
	if (error) {
		free(*grids);
		*grids = NULL;
	}
	return error;
}

char *web_sudoku_explain(struct web_sudoku *web, const char *text, const char *names)
{
	struct explain_out out;
	if (!read_names(names, &out.names))
		return json_error("unknown names: expected hodoku or se");
	struct sudoku_grid *grids;
	char *error = read_pair(web, text, &grids);
	if (!grids)
		return error; /* NULL: out of memory */
	struct sudoku_se_rating rating;
	struct json json;
	json_init(&json);
	out.json = &json;
	char line[82];
	json_printf(&json, "{");
	json_key_string(&json, "status", "done");
	web_grid_line(&grids[0], line, sizeof line);
	json_key_string(&json, "puzzle", line);
	web_grid_line(&grids[1], line, sizeof line);
	json_key_string(&json, "solution", line);
	json_key(&json, "list");
	json_printf(&json, "[");
	/* one rating pass writes the steps and gives the rating, written after them */
	sudoku_logic_rate(&grids[0], SUDOKU_LOGIC_ASSUME_UNIQUE, explain_step, &out, &rating);
	json_printf(&json, "]");
	write_rating(&json, &rating);
	json_printf(&json, "}");
	free(grids);
	return json_finish(&json);
}

char *web_sudoku_rate(struct web_sudoku *web, const char *text)
{
	struct sudoku_grid *grids;
	char *error = read_pair(web, text, &grids);
	if (!grids)
		return error; /* NULL: out of memory */
	struct sudoku_se_rating rating;
	sudoku_logic_rate(&grids[0], SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating);
	struct json json;
	json_init(&json);
	json_printf(&json, "{");
	json_key_string(&json, "status", "done");
	write_rating(&json, &rating);
	json_printf(&json, "}");
	free(grids);
	return json_finish(&json);
}
