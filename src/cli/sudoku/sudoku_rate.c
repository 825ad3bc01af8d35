/*
 * sudoku_rate.c - `sudoku rate`: how hard each puzzle is, on Sudoku
 * Explainer's scale (9x9 only: other sizes get none) and by the engine's
 * search effort (every size).
 *
 * One output line per puzzle that has exactly one solution, in input order;
 * puzzles with none or several are reported on stderr (file:line) and get no
 * line, as `solve` does with puzzles it cannot solve. The means are printed
 * from integer arithmetic, so the output is the same on every machine.
 */
#include "batch.h"
#include "commands.h"
#include "frame.h"
#include "logic_choice.h"
#include "logic_out.h"
#include "puzzles.h"
#include "sudoku_logic.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_ORDERS 8
#define MAX_ORDERS 64
/* Per order: the hardest 9x9 puzzles need a few thousand nodes, hard 16x16 and
 * 25x25 ones far below this; an empty 35x35 would search for minutes without it. */
#define DEFAULT_NODE_LIMIT 1000000

static const char rate_usage[] =
	"usage: sudoku rate [FILE...] [-o OUT] [-f text|json|csv|TEMPLATE]\n"
	"                   [--orders K] [--node-limit N] [--techniques LIST]\n"
	"                   [--without LIST] [--input-format auto|line|grid]\n"
	"                   [--strict] [-j N]\n"
	"\n"
	"Rates each puzzle read from the files (standard input when there is none,\n"
	"or for '-'). Text output, one line per puzzle, fields separated by a space:\n"
	"\n"
	"  PUZZLE RATING LEVEL HARDEST NODES GUESSES\n"
	"\n"
	"  PUZZLE     the puzzle on one line\n"
	"  RATING     on Sudoku Explainer's scale (1.0 to 11+): the difficulty of\n"
	"             the hardest step when the easiest step is always taken\n"
	"  LEVEL      the rating's band: gentle 1.0-2.5 (singles), moderate\n"
	"             2.6-3.9 (locked candidates, pairs, X-wing), tough 4.0-5.9\n"
	"             (triples, wings, uniqueness, quads), fiendish 6.0-7.4\n"
	"             (chains), diabolical 7.5-8.9 (forcing chains), extreme 9.0+\n"
	"  HARDEST    the technique of the hardest step (full-house ... last-resort),\n"
	"             or none for a full grid (rating 0.0: no step is needed)\n"
	"  NODES      search nodes the engine needs to prove the solution unique,\n"
	"             mean over K shuffled search orders (one decimal)\n"
	"  GUESSES    of those, nodes where it had to choose between two options\n"
	"             or more (mean, one decimal); 0.0 means no search choice at all\n"
	"\n"
	"Sizes other than 9x9 have no rating on that scale: RATING, LEVEL and\n"
	"HARDEST are '-' (null in JSON, empty in CSV); NODES and GUESSES are given.\n"
	"\n"
	"A TEMPLATE (any -f value with a '%' in it) writes one line per puzzle as\n"
	"serate does: %r the rating (ER), %p the pearl (EP: the hardest step up to\n"
	"the first placement), %d the diamond (ED: the first step), %g the puzzle,\n"
	"%t a tab, %% a percent sign; -f '%g %r/%p/%d' gives serate's figures.\n"
	"Ratings that do not exist (sizes other than 9x9) are written '-'.\n"
	"\n";

static const char rate_epilogue[] =
	"\n"
	"Exit codes: 0 every puzzle rated; 1 some puzzle has no solution, more than\n"
	"one, the node limit stopped its search first, or the techniques allowed\n"
	"cannot finish it (not rated: the message names the technique its next\n"
	"step needs); 2 bad input, bad usage or I/O error.\n"
	LOGIC_TECHNIQUES_HELP;

enum rate_format { RATE_TEXT, RATE_JSON, RATE_CSV, RATE_TEMPLATE };

struct rate_run {
	int orders;
	uint64_t node_limit;
	bool strict;
	int input_format;         /* enum sudoku_input_format */
	struct logic_choice choice; /* --techniques, --without (not --names: no step is written) */
	const char *output_path;
	int format;               /* enum rate_format */
	const char *template;     /* RATE_TEMPLATE: the line, with %r %p %d %g %t %% */
	int jobs;
	bool header_written;
	struct output_file out;
};

/* What a thread needs of its own: raters, one per size, made on first use. */
struct rate_state {
	struct rate_run *run;
	struct sudoku_rater *raters[SUDOKU_MAX_SIZE + 1];
};

static const char *const rate_formats[] = {"text", "json", "csv", NULL};

/* A template's conversions are all known ones. */
static bool template_valid(const char *text)
{
	for (const char *c = strchr(text, '%'); c; c = strchr(c + 2, '%'))
		if (!c[1] || !strchr("rpdgt%", c[1]))
			return false;
	return true;
}

/* -f: a named format, or a template (a value with a '%'). */
static bool read_format(const char *text, void *destination)
{
	struct rate_run *run = destination;
	for (int k = 0; rate_formats[k]; k++)
		if (strcmp(text, rate_formats[k]) == 0) {
			run->format = k;
			return true;
		}
	if (!strchr(text, '%') || !template_valid(text))
		return false;
	run->format = RATE_TEMPLATE;
	run->template = text;
	return true;
}

/* Parses the flags into *run. Returns -1 to go on, or an exit code. */
static int parse_flags(void *user, int argc, char **argv, int *first)
{
	struct rate_run *run = user;
	const struct option_spec table[] = {
		OUTPUT_OPTION(&run->output_path),
		{.name = "format", .short_name = 'f', .kind = OPTION_CUSTOM, .destination = run,
		 .read = read_format, .value_name = "F",
		 .expected = "one of text, json, csv, a template of %r %p %d %g %t %%",
		 .help = "text (default); json: one object a line, {\"puzzle\",\n"
		         "\"rating\", \"ep\", \"ed\", \"hardest\", \"level\", \"nodes\",\n"
		         "\"guesses\",\n"
		         "\"steps\": {technique: count}}; csv: a header line, then\n"
		         "puzzle,rating,level,hardest,nodes,guesses and one\n"
		         "column of step counts per technique; TEMPLATE, a\n"
		         "text with %r %p %d %g (see above): one line per puzzle"},
		{.name = "orders", .kind = OPTION_INT, .destination = &run->orders, .min = 1,
		 .max = MAX_ORDERS, .value_name = "K",
		 .help = "search orders to average over, 1 to 64 (default 8);\n"
		         "the orders are fixed, so ratings are repeatable"},
		{.name = "node-limit", .kind = OPTION_COUNT, .destination = &run->node_limit, .min = 1,
		 .value_name = "N",
		 .help = "give up on a puzzle after N nodes in one order\n"
		         "(default 1000000); the puzzle is then not rated"},
		LOGIC_TECHNIQUE_OPTIONS(&run->choice),
		INPUT_FORMAT_OPTION(&run->input_format),
		STRICT_OPTION(&run->strict, "stop at the first bad or unrated puzzle"),
		BATCH_JOBS_OPTION(&run->jobs, "rate with N threads (0: one per online CPU); the\n"
		                              "output is the same, in input order"),
	};
	const struct command_spec command = {"sudoku rate", rate_usage, table,
	                                     OPTION_COUNT_OF(table), rate_epilogue, NULL};
	int code = options_parse(&command, argc, argv, first);
	if (code < 0 && run->jobs == 0)
		run->jobs = online_cpus(BATCH_MAX_JOBS);
	return code;
}

static struct sudoku_rater *rater_for(struct rate_state *state, int size)
{
	if (!state->raters[size]) {
		struct sudoku_shape shape;
		if (sudoku_shape_init(&shape, size, 0) != 0)
			return NULL;
		state->raters[size] = sudoku_rater_create(&shape, state->run->orders);
	}
	return state->raters[size];
}

/* total / count in tenths, rounded half up, from integers only (count > 0). */
static uint64_t mean_tenths(uint64_t total, int count)
{
	return (total * 10 + (uint64_t)count / 2) / (uint64_t)count;
}

/* sep, then total / count with one decimal. */
static void write_mean(FILE *stream, const char *sep, uint64_t total, int count)
{
	if (count == 0) { /* no search effort measured */
		bool csv = strcmp(sep, ",") == 0;
		fprintf(stream, "%s%s", sep, csv ? "" : "-");
		return;
	}
	uint64_t tenths = mean_tenths(total, count);
	fprintf(stream, "%s%" PRIu64 ".%" PRIu64, sep, tenths / 10, tenths % 10);
}

static int report_unrated(FILE *err, const char *file, const struct sudoku_record *record,
                          enum sudoku_status status)
{
	const char *why = status == SUDOKU_MULTIPLE    ? "more than one solution"
	                  : status == SUDOKU_UNFINISHED ? "gave up: the node limit came first (a partial search; --node-limit raises it)"
	                                                : "no solution";
	report_to(err, file, record->line, 0, "%s: not rated", why);
	return EXIT_UNSOLVED;
}

/* A puzzle's figures: the SE-scale rating (9x9 only) and the search effort. */
struct rated {
	struct sudoku_se_rating se;
	struct sudoku_search_effort effort;
};

/* The hardest technique's name; "none" when the grid needed no step at all. */
static const char *se_hardest(const struct rated *r)
{
	return hardest_name(&r->se);
}

static void write_text(FILE *out, const char *line, bool se, const struct rated *r)
{
	if (se) {
		fprintf(out, "%s %d.%d %s %s", line, r->se.rating / 10, r->se.rating % 10,
		        sudoku_band_name(sudoku_band_of(r->se.rating)),
		        se_hardest(r));
	} else {
		fprintf(out, "%s - - -", line);
	}
	write_mean(out, " ", r->effort.nodes, r->effort.orders);
	write_mean(out, " ", r->effort.guesses, r->effort.orders);
	fputc('\n', out);
}

/* A rating in tenths as "7.2", or `none` where the puzzle has none. */
static void write_rating(FILE *out, bool se, int tenths, const char *none)
{
	if (se)
		write_tenths(out, tenths);
	else
		fputs(none, out);
}

static void write_template(FILE *out, const char *template, const char *line, bool se,
                           const struct rated *r)
{
	for (const char *c = template; *c; c++) {
		if (*c != '%') {
			fputc(*c, out);
			continue;
		}
		switch (*++c) { /* template_valid let in no other conversion */
		case 'r': write_rating(out, se, r->se.rating, "-"); break;
		case 'p': write_rating(out, se, r->se.pearl, "-"); break;
		case 'd': write_rating(out, se, r->se.diamond, "-"); break;
		case 'g': fputs(line, out); break;
		case 't': fputc('\t', out); break;
		default: fputc('%', out); break;
		}
	}
	fputc('\n', out);
}

/*
 * A line put together in memory and written in one call: fprintf, its
 * format read afresh for every field, cost more than the JSON's figures.
 * Text that does not fit goes out first, so nothing is ever cut.
 */
struct line_buffer {
	FILE *out;
	size_t length;
	char text[1024];
};

static void put_bytes(struct line_buffer *b, const char *bytes, size_t n)
{
	if (n > sizeof b->text - b->length) {
		fwrite(b->text, 1, b->length, b->out);
		b->length = 0;
		if (n > sizeof b->text) {
			fwrite(bytes, 1, n, b->out);
			return;
		}
	}
	memcpy(b->text + b->length, bytes, n);
	b->length += n;
}

static void put_text(struct line_buffer *b, const char *text)
{
	put_bytes(b, text, strlen(text));
}

/* v in decimal, as "%" PRIu64 writes it. */
static void put_uint(struct line_buffer *b, uint64_t v)
{
	char digits[20];
	size_t n = sizeof digits;
	do
		digits[--n] = (char)('0' + v % 10);
	while (v /= 10);
	put_bytes(b, digits + n, sizeof digits - n);
}

/* v as "%d" writes it. */
static void put_int(struct line_buffer *b, int v)
{
	if (v < 0)
		put_bytes(b, "-", 1);
	put_uint(b, v < 0 ? -(uint64_t)v : (uint64_t)v);
}

/* As write_rating: tenths as "%d.%d", or `none`. */
static void put_rating(struct line_buffer *b, bool se, int tenths, const char *none)
{
	if (!se) {
		put_text(b, none);
		return;
	}
	put_int(b, tenths / 10);
	put_bytes(b, ".", 1);
	put_int(b, tenths % 10);
}

/* As write_mean with a JSON key. */
static void put_mean(struct line_buffer *b, const char *key, uint64_t total, int count)
{
	put_text(b, key);
	if (count == 0) {
		put_text(b, "null");
		return;
	}
	uint64_t tenths = mean_tenths(total, count);
	put_uint(b, tenths / 10);
	put_bytes(b, ".", 1);
	put_uint(b, tenths % 10);
}

static void write_json(FILE *out, const char *line, bool se, const struct rated *r)
{
	struct line_buffer b = {.out = out};
	put_text(&b, "{\"puzzle\":\"");
	put_text(&b, line);
	put_text(&b, "\",\"rating\":");
	put_rating(&b, se, r->se.rating, "null");
	put_text(&b, ",\"ep\":");
	put_rating(&b, se, r->se.pearl, "null");
	put_text(&b, ",\"ed\":");
	put_rating(&b, se, r->se.diamond, "null");
	if (se) {
		put_text(&b, ",\"hardest\":\"");
		put_text(&b, se_hardest(r));
		put_text(&b, "\",\"level\":\"");
		put_text(&b, sudoku_band_name(sudoku_band_of(r->se.rating)));
		put_text(&b, "\"");
	} else {
		put_text(&b, ",\"hardest\":null,\"level\":null");
	}
	put_mean(&b, ",\"nodes\":", r->effort.nodes, r->effort.orders);
	put_mean(&b, ",\"guesses\":", r->effort.guesses, r->effort.orders);
	put_text(&b, ",\"steps\":{");
	bool first = true;
	for (int t = 0; t < SUDOKU_LOGIC_TECHNIQUE_COUNT; t++) {
		int uses = r->se.uses[t]; /* all 0 without an SE rating */
		if (!uses)
			continue;
		put_text(&b, first ? "\"" : ",\"");
		put_text(&b, sudoku_logic_technique_name(t));
		put_text(&b, "\":");
		put_int(&b, uses);
		first = false;
	}
	put_text(&b, "}}\n");
	fwrite(b.text, 1, b.length, out);
}

/* The CSV header, before the first rated puzzle written (none when none is). */
static void write_csv_header(struct rate_run *run, FILE *out)
{
	if (run->format != RATE_CSV || run->header_written)
		return;
	fputs("puzzle,rating,level,hardest,nodes,guesses", out);
	for (int t = 0; t < SUDOKU_LOGIC_TECHNIQUE_COUNT; t++)
		fprintf(out, ",%s", sudoku_logic_technique_name(t));
	fputc('\n', out);
	run->header_written = true;
}

static void write_csv(FILE *out, const char *line, bool se, const struct rated *r)
{
	if (se)
		fprintf(out, "%s,%d.%d,%s,%s", line, r->se.rating / 10, r->se.rating % 10,
		        sudoku_band_name(sudoku_band_of(r->se.rating)),
		        se_hardest(r));
	else
		fprintf(out, "%s,,,", line);
	write_mean(out, ",", r->effort.nodes, r->effort.orders);
	write_mean(out, ",", r->effort.guesses, r->effort.orders);
	for (int t = 0; t < SUDOKU_LOGIC_TECHNIQUE_COUNT; t++)
		fprintf(out, ",%d", se ? r->se.uses[t] : 0);
	fputc('\n', out);
}

/*
 * A rated puzzle's line. With -j 1 the CSV header goes first when due; under
 * -j the note says a line was written, and the header is the writer's job
 * (before_write), which alone knows whether one came before.
 */
static void write_rated(struct rate_state *state, struct puzzle_sink *sink, const char *line,
                        bool se, const struct rated *r)
{
	struct rate_run *run = state->run;
	if (sink->note)
		*(bool *)sink->note = true;
	else
		write_csv_header(run, sink->out);
	switch ((enum rate_format)run->format) {
	case RATE_TEXT: write_text(sink->out, line, se, r); break;
	case RATE_JSON: write_json(sink->out, line, se, r); break;
	case RATE_CSV: write_csv(sink->out, line, se, r); break;
	case RATE_TEMPLATE: write_template(sink->out, run->template, line, se, r); break;
	}
}

/*
 * The rating on SE's scale with the techniques allowed: an exit code,
 * EXIT_ALL_GOOD when rated. `solution` (may be NULL): the puzzle's, from
 * the search, which spares the ladder its checks.
 */
static int rate_logic(const struct rate_state *state, const char *file,
                      const struct sudoku_record *record, const struct sudoku_pencil *pencil,
                      const struct sudoku_grid *solution, struct sudoku_se_rating *se, FILE *err)
{
	unsigned flags = record->marked ? 0 : SUDOKU_LOGIC_ASSUME_UNIQUE;
	struct sudoku_step *needed = malloc(sizeof *needed);
	int status = needed ? sudoku_logic_rate_solved(pencil, flags,
	                                               logic_choice_allowed(&state->run->choice),
	                                               solution, NULL, NULL, se, needed)
	                    : SUDOKU_ENOMEM;
	int code = EXIT_ALL_GOOD;
	if (status == SUDOKU_ENOMEM) {
		report_to(err, file, record->line, 0, "out of memory: not rated");
		code = EXIT_BAD_INPUT;
	} else if (status == SUDOKU_LOGIC_STUCK) {
		report_stuck(err, file, record->line, se->steps, needed);
		code = EXIT_UNSOLVED;
	} else if (status != 0) {
		code = report_unrated(err, file, record, SUDOKU_NO_SOLUTION);
	}
	free(needed);
	return code;
}

/*
 * A pencil-mark grid: rated from its marks, once the marks are known to
 * leave one solution. The search effort is the engine's over givens, so it
 * is left out ("-", null, empty) here.
 */
static int rate_marks(struct rate_state *state, const char *file,
                      const struct sudoku_record *record, struct puzzle_sink *sink)
{
	struct sudoku_solve_options options = {.solution_limit = 2,
	                                       .node_limit = state->run->node_limit};
	struct sudoku_result result;
	sudoku_solve_marks(&record->grid, record->marks, &options, NULL, &result);
	if (result.status != SUDOKU_SOLVED)
		return report_unrated(sink->err, file, record, result.status);
	struct sudoku_pencil pencil;
	struct rated r = {0};
	sudoku_pencil_from_marks(&pencil, record->marks);
	int code = rate_logic(state, file, record, &pencil, NULL, &r.se, sink->err);
	if (code != EXIT_ALL_GOOD)
		return code;
	char line[84];
	sudoku_grid_format(NULL, &record->grid, SUDOKU_OUTPUT_LINE, line, sizeof line);
	line[strcspn(line, "\n")] = '\0';
	write_rated(state, sink, line, true, &r);
	return EXIT_ALL_GOOD;
}

/* One puzzle, by one thread's raters, into a sink. Returns the exit code, or -1 to stop. */
static int rate_one(void *arg, const char *file, const struct sudoku_record *record,
                    struct puzzle_sink *sink)
{
	struct rate_state *state = arg;
	int n = record->grid.size;
	struct sudoku_rater *rater = rater_for(state, n);
	if (!rater) {
		report_to(sink->err, file, record->line, 0, "out of memory for a %dx%d rater", n, n);
		return -1;
	}
	if (sink->note)
		*(bool *)sink->note = false;
	if (record->marked)
		return rate_marks(state, file, record, sink);
	struct sudoku_search_effort effort;
	int err = sudoku_rate_search(rater, &record->grid, state->run->node_limit, &effort);
	if (err) { /* out of memory, most likely: not a verdict on the puzzle */
		report_to(sink->err, file, record->line, 0, "%s: not rated", sudoku_strerror(err));
		return EXIT_BAD_INPUT;
	}
	if (effort.status != SUDOKU_SOLVED)
		return report_unrated(sink->err, file, record, effort.status);

	struct sudoku_shape shape;
	sudoku_shape_init(&shape, n, 0);
	struct rated r = {.effort = effort};
	if (n == 9) {
		struct sudoku_pencil pencil;
		struct sudoku_grid solution;
		bool solved = sudoku_rater_solution(rater, &solution);
		int code = sudoku_pencil_from_grid(&pencil, &record->grid) != 0
		               ? report_unrated(sink->err, file, record, SUDOKU_NO_SOLUTION)
		               : rate_logic(state, file, record, &pencil, solved ? &solution : NULL,
		                            &r.se, sink->err);
		if (code != EXIT_ALL_GOOD)
			return code;
	}
	char line[SUDOKU_MAX_CELLS + 2];
	sudoku_grid_format(&shape, &record->grid, SUDOKU_OUTPUT_LINE, line, sizeof line);
	line[strcspn(line, "\n")] = '\0';
	write_rated(state, sink, line, n == 9, &r);
	return EXIT_ALL_GOOD;
}

static void finish_state(void *shared, void *arg)
{
	(void)shared;
	struct rate_state *state = arg;
	for (int n = 0; state && n <= SUDOKU_MAX_SIZE; n++)
		sudoku_rater_destroy(state->raters[n]);
	free(state);
}

/* ---- -j 1: this thread's raters, straight to the output ---- */

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct rate_state *state = user;
	bool first = true;
	struct puzzle_sink sink = {.out = state->run->out.stream, .err = stderr, .first = &first,
	                           .lead = -1};
	return rate_one(state, file, record, &sink);
}

/* ---- -j N: the same per puzzle in worker threads (batch.c keeps the order) ---- */

static void *start_state(void *shared)
{
	struct rate_state *state = calloc(1, sizeof *state);
	if (state)
		state->run = shared;
	return state;
}

static void before_write(void *shared, const void *note, FILE *out)
{
	if (*(const bool *)note)
		write_csv_header(shared, out);
}

static int rate_all(void *user, char **files, int file_count, bool *complete)
{
	struct rate_run *run = user;
	if (run->jobs <= 1) {
		struct rate_state *own = start_state(run);
		int code = EXIT_BAD_INPUT;
		if (!own)
			fprintf(stderr, "out of memory\n");
		else
			code = for_each_puzzle_complete(files, file_count, run->input_format, run->strict,
			                                on_puzzle, own, complete);
		finish_state(run, own);
		return code;
	}
	bool unused = true;
	struct batch_spec batch = {
		.jobs = run->jobs, .strict = run->strict, .chunk = 8, .note_size = sizeof(bool),
		.start = start_state, .finish = finish_state, .before_write = before_write,
		.shared = run, .out = run->out.stream, .first = &unused, .work_plain = rate_one,
	};
	return for_each_puzzle_parallel(files, file_count, run->input_format, &batch, complete);
}

int command_rate(int argc, char **argv)
{
	struct rate_run run = {.orders = DEFAULT_ORDERS, .node_limit = DEFAULT_NODE_LIMIT, .jobs = 1};
	const struct command_frame frame = {parse_flags, rate_all, NULL, &run.out, &run.output_path};
	return frame_run(&frame, &run, argc, argv);
}
