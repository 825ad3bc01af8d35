/*
 * logic_out.c - writing logical steps and pencil marks (see logic_out.h).
 */
#include "logic_out.h"

#include <stdlib.h>
#include <string.h>

/* logic_prepare for a pencil-mark grid: the marks must leave one solution. */
static int marks_prepare(const char *file, const struct sudoku_record *record,
                         struct sudoku_pencil *pencil, struct sudoku_grid *solution)
{
	struct sudoku_result result;
	sudoku_solve_marks(&record->grid, record->marks, NULL, solution, &result);
	if (result.status != SUDOKU_SOLVED) {
		report(file, record->line, 0, "%s",
		       result.status == SUDOKU_MULTIPLE
		           ? "the pencil marks allow more than one solution"
		           : "the pencil marks contradict themselves: no solution");
		return EXIT_UNSOLVED;
	}
	sudoku_pencil_from_marks(pencil, record->marks);
	return EXIT_ALL_GOOD;
}

int logic_prepare(struct solver_cache *solvers, const char *file, const struct sudoku_record *record,
                  struct sudoku_pencil *pencil, struct sudoku_grid *solution)
{
	int n = record->grid.size;
	if (n != 9) {
		report(file, record->line, 0, "%dx%d: the logical solver handles 9x9 puzzles only", n, n);
		return EXIT_BAD_INPUT;
	}
	if (record->marked)
		return marks_prepare(file, record, pencil, solution);
	struct sudoku_solver *solver = solver_for(solvers, n);
	if (!solver) {
		report(file, record->line, 0, "out of memory");
		return EXIT_BAD_INPUT;
	}
	struct sudoku_result result;
	if (sudoku_solve(solver, &record->grid, NULL, solution, &result) == SUDOKU_ENOMEM) {
		report(file, record->line, 0, "out of memory");
		return EXIT_BAD_INPUT;
	}
	if (result.status != SUDOKU_SOLVED) {
		report(file, record->line, 0, "%s",
		       result.status == SUDOKU_MULTIPLE ? "more than one solution" : "no solution");
		return EXIT_UNSOLVED;
	}
	sudoku_pencil_from_grid(pencil, &record->grid); /* cannot fail: the engine solved it */
	return EXIT_ALL_GOOD;
}

const char *hardest_name(const struct sudoku_se_rating *rating)
{
	return rating->steps == 0 ? "none" : sudoku_logic_technique_name(rating->hardest);
}

int logic_rate_record(const struct sudoku_record *record, const struct sudoku_pencil *pencil,
                      sudoku_technique_mask allowed, sudoku_step_fn on_step, void *user,
                      struct sudoku_se_rating *rating, struct sudoku_step *needed)
{
	/* the pencil of a puzzle is its givens' (logic_prepare), as sudoku_logic_rate starts */
	unsigned flags = record->marked ? 0 : SUDOKU_LOGIC_ASSUME_UNIQUE;
	return sudoku_logic_rate_allowed(pencil, flags, allowed, on_step, user, rating, needed);
}

int logic_prepare_rated(struct solver_cache *solvers, const char *file,
                        const struct sudoku_record *record, struct sudoku_pencil *pencil,
                        struct sudoku_grid *solution, struct sudoku_se_rating *rating)
{
	int code = logic_prepare(solvers, file, record, pencil, solution);
	if (code != EXIT_ALL_GOOD)
		return code;
	if (logic_rate_record(record, pencil, SUDOKU_LOGIC_SE_TECHNIQUES, NULL, NULL, rating, NULL) ==
	    SUDOKU_ENOMEM) {
		report(file, record->line, 0, "out of memory");
		return EXIT_BAD_INPUT;
	}
	return EXIT_ALL_GOOD;
}

void write_tenths(FILE *out, int tenths)
{
	fprintf(out, "%d.%d", tenths / 10, tenths % 10);
}

/* Chain k of the step in Eureka notation, whole, in a buffer to free; NULL when out of memory. */
static char *chain_text(const struct sudoku_step *step, int k)
{
	size_t len = sudoku_chain_format(step, k, NULL, 0) + 1;
	char *text = malloc(len);
	if (text)
		sudoku_chain_format(step, k, text, len);
	return text;
}

/*
 * The chains of a step that the one-line text does not show (forcing
 * chains and nets), one a line, indented by depth.
 */
static void write_chain_lines(FILE *out, const struct sudoku_step *step)
{
	bool in_text = sudoku_step_shows_chain(step);
	for (int k = 0; k < step->chain_count && !in_text; k++) {
		char *text = chain_text(step, k);
		fprintf(out, "%*s%s\n", 2 * (step->chains[k].depth + 1), "", text ? text : "...");
		free(text);
	}
}

void write_step_text(FILE *out, const struct sudoku_step *step, enum sudoku_names names)
{
	char text[16384]; /* 729 eliminations of 8 bytes each fit */
	size_t len = sudoku_step_format_named(step, 3, names, text, sizeof text);
	fprintf(out, "%.*s\n", (int)(len < sizeof text ? len : sizeof text - 1), text);
	write_chain_lines(out, step);
}

static void write_cands_json(FILE *out, const char *key, const uint16_t *cands, int count)
{
	fprintf(out, ",\"%s\":[", key);
	for (int k = 0; k < count; k++)
		fprintf(out, "%s{\"cell\":\"r%dc%d\",\"digit\":%d}", k ? "," : "", cands[k] / 9 / 9 + 1,
		        cands[k] / 9 % 9 + 1, cands[k] % 9 + 1);
	fputc(']', out);
}

/* A JSON string; the step text holds only printable ASCII, but quote and backslash are escaped. */
static void write_json_string(FILE *out, const char *text)
{
	fputc('"', out);
	for (; *text; text++) {
		if (*text == '"' || *text == '\\')
			fputc('\\', out);
		fputc(*text, out);
	}
	fputc('"', out);
}

void write_step_hint(FILE *out, const struct sudoku_step *step, int level,
                     enum sudoku_names names)
{
	char text[16384];
	size_t len = sudoku_step_format_named(step, level, names, text, sizeof text);
	fprintf(out, "%.*s\n", (int)(len < sizeof text ? len : sizeof text - 1), text);
	if (level >= 3)
		write_chain_lines(out, step);
}

/* A chain node: {"cell":"r6c1","digit":6}, or {"cells":["r4c1","r4c2"],"digit":3} for a group. */
static void write_node_json(FILE *out, const struct sudoku_chain_node *node)
{
	int count = node->cell_count < 1 ? 1 : node->cell_count > 3 ? 3 : node->cell_count;
	if (count == 1) {
		fprintf(out, "{\"cell\":\"r%dc%d\"", node->cells[0] / 9 + 1, node->cells[0] % 9 + 1);
	} else {
		fputs("{\"cells\":[", out);
		for (int k = 0; k < count; k++)
			fprintf(out, "%s\"r%dc%d\"", k ? "," : "", node->cells[k] / 9 + 1,
			        node->cells[k] % 9 + 1);
		fputc(']', out);
	}
	fprintf(out, ",\"digit\":%d}", node->digit);
}

/* "chains":[{"depth":0,"nodes":[...],"links":["strong","weak",...],"text":"..."}] */
static void write_chains_json(FILE *out, const struct sudoku_step *step)
{
	fputs(",\"chains\":[", out);
	for (int c = 0; c < step->chain_count; c++) {
		const struct sudoku_chain *chain = &step->chains[c];
		const struct sudoku_chain_node *nodes = &step->nodes[chain->first];
		const uint8_t *links = &step->links[chain->first];
		fprintf(out, "%s{\"depth\":%d,\"nodes\":[", c ? "," : "", chain->depth);
		for (int k = 0; k < chain->node_count; k++) {
			if (k)
				fputc(',', out);
			write_node_json(out, &nodes[k]);
		}
		fputs("],\"links\":[", out);
		for (int k = 0; k + 1 < chain->node_count; k++)
			fprintf(out, "%s\"%s\"", k ? "," : "",
			        links[k] == SUDOKU_LINK_STRONG ? "strong" : "weak");
		char *text = chain_text(step, c);
		fprintf(out, "],\"cut\":%s,\"text\":", chain->cut ? "true" : "false");
		write_json_string(out, text ? text : "...");
		free(text);
		fputc('}', out);
	}
	fputc(']', out);
}

/* The fields of a step's JSON object, without its closing brace. */
static void write_step_fields(FILE *out, const struct sudoku_step *step, enum sudoku_names names)
{
	char text[16384];
	sudoku_step_format_named(step, 3, names, text, sizeof text);
	fprintf(out, "{\"technique\":\"%s\",\"difficulty\":", sudoku_logic_technique_name(step->technique));
	write_tenths(out, step->difficulty);
	write_cands_json(out, "placements", step->placements, step->placement_count);
	write_cands_json(out, "eliminations", step->eliminations, step->elimination_count);
	write_cands_json(out, "causes", step->causes, step->cause_count);
	fputs(",\"text\":", out);
	write_json_string(out, text);
	fprintf(out, ",\"name\":\"%s\"", sudoku_step_hodoku_name(step)); /* after the older fields */
	if (step->chain_count > 0)
		write_chains_json(out, step);
}

void write_step_json(FILE *out, const struct sudoku_step *step, enum sudoku_names names)
{
	write_step_fields(out, step, names);
	fputc('}', out);
}

void write_step_json_hints(FILE *out, const struct sudoku_step *step, enum sudoku_names names)
{
	write_step_fields(out, step, names);
	fputs(",\"hints\":[", out);
	for (int level = 1; level <= 3; level++) {
		char text[16384];
		sudoku_step_format_named(step, level, names, text, sizeof text);
		if (level > 1)
			fputc(',', out);
		write_json_string(out, text);
	}
	fputs("]}", out);
}

/* A cell's text: its digit, or its candidates. */
static int cell_text(const struct sudoku_pencil *p, int cell, char *buf)
{
	int len = 0;
	if (p->value[cell])
		buf[len++] = (char)('0' + p->value[cell]);
	else
		for (int d = 1; d <= 9; d++)
			if (p->cand[cell] >> (d - 1) & 1)
				buf[len++] = (char)('0' + d);
	buf[len] = '\0';
	return len;
}

void write_candidates(FILE *out, const struct sudoku_pencil *p)
{
	int width[9] = {0};
	char buf[10];
	for (int cell = 0; cell < 81; cell++) {
		int len = cell_text(p, cell, buf);
		if (len > width[cell % 9])
			width[cell % 9] = len;
	}
	for (int row = 0; row < 9; row++) {
		if (row == 3 || row == 6) {
			for (int col = 0; col < 9; col++)
				fprintf(out, "%s%.*s", col == 3 || col == 6 ? "-+-" : col ? "-" : "", width[col],
				        "---------");
			fputc('\n', out);
		}
		for (int col = 0; col < 9; col++) {
			cell_text(p, row * 9 + col, buf);
			fprintf(out, "%s%-*s", col == 3 || col == 6 ? " | " : col ? " " : "", width[col], buf);
		}
		fputc('\n', out);
	}
}
