/*
 * sudoku_generate.c - `sudoku generate`: make puzzles with one solution each,
 * reproducibly from a seed, and write them like `solve` writes solutions.
 *
 * Everything random comes from the library's generator seeded with --seed,
 * so the same arguments give the same bytes on every run and machine. Only
 * the choice of a seed when none is given looks at the clock, and that seed
 * is printed so the run can be repeated.
 *
 * Puzzle k (from 0) is made from its own seed, derived from --seed and k
 * alone (sudoku_seed_for), by a generator reseeded for it: so -j N, where each
 * thread keeps one generator and takes puzzles in any order, writes the same
 * bytes as one thread.
 */
#include "batch.h"
#include "commands.h"
#include "logic_out.h"
#include "puzzles.h"
#include "sudoku_logic.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char generate_usage[] =
	"usage: sudoku generate [-n COUNT] [--size N] [--clues K] [--minimal]\n"
	"                       [--symmetry KIND] [--difficulty BAND] [--seed SEED]\n"
	"                       [--with-solution] [--rate] [--attempts N]\n"
	"                       [--rating MIN-MAX] [--technique NAME]\n"
	"                       [-f line|grid|pretty] [-o OUT] [--variant V] [-j N]\n"
	"\n"
	"Makes COUNT puzzles, each with exactly one solution: a random full grid,\n"
	"then clues removed in random order (in symmetric groups with --symmetry),\n"
	"each only if the puzzle keeps a single solution. Every puzzle is unique.\n"
	"Each uniqueness count has a node budget; a count that runs out keeps its\n"
	"clue, so a big puzzle (16x16 and up) may keep a clue it could lose (9x9\n"
	"counts never come near the budget). --minimal gives the counts ten times\n"
	"the budget and throws away any puzzle where one still ran out.\n"
	"\n"
	"Extreme puzzles (--difficulty extreme, or --rating from 9.0 up, without\n"
	"--symmetry, --clues or --minimal) come from a walk instead, as the forum's\n"
	"generators make them: from one of the 1,000 hard puzzles the library\n"
	"carries, a given taken away and a digit added while the solution stays\n"
	"unique, on from puzzles that stay hard. None of those 1,000 is printed.\n"
	"\n";

static const char generate_epilogue[] =
	"\n"
	"A progress bar shows on stderr when it is a terminal.\n"
	"\n"
	"Exit codes: 0 all puzzles made; 1 --attempts ran out before a puzzle met\n"
	"--clues, --minimal, --difficulty or --rating; 2 bad usage or an I/O error.\n";

struct generate_run {
	uint64_t count;
	int size;
	uint64_t seed;
	bool seed_given;
	bool with_solution;
	bool rate;
	enum sudoku_output_format format;
	const char *output_path;
	struct sudoku_generate_options options;
	unsigned variant; /* SUDOKU_VARIANT_*: 0 for plain */
	int jobs;
	bool progress;   /* a bar on stderr (a terminal, more than one puzzle) */
	int shown;       /* the percentage the bar shows */
	bool header_due; /* a variant's "# variant:" line, not written yet */
};

/* What a thread needs of its own: one generator, reseeded for every puzzle. */
struct generate_state {
	const struct generate_run *run;
	struct sudoku_shape shape;
	struct sudoku_generator *gen;          /* plain puzzles */
	struct sudoku_variant_generated *made; /* variants */
	bool *header_due; /* -j 1: the run's; under -j NULL, the writer's (header_before_write) */
};

#define STRING(x) #x
#define NUMBER_TEXT(x) STRING(x)

/* --size: a size the library supports (4 to SUDOKU_MAX_SIZE, not prime). */
static bool read_size(const char *text, void *size)
{
	uint64_t v;
	if (!parse_count(text, &v) || v > SUDOKU_MAX_SIZE || !sudoku_size_supported((int)v))
		return false;
	*(int *)size = (int)v;
	return true;
}

/* "A.B" (one decimal at most) into tenths; false otherwise. */
static bool parse_tenths(const char *text, const char *end, int *tenths)
{
	int whole = 0, digits = 0, frac = 0;
	while (text < end && *text >= '0' && *text <= '9' && digits < 3)
		whole = whole * 10 + (*text++ - '0'), digits++;
	if (digits == 0)
		return false;
	if (text < end && *text == '.') {
		text++;
		if (text == end || *text < '0' || *text > '9')
			return false;
		frac = *text++ - '0';
	}
	*tenths = whole * 10 + frac;
	return text == end;
}

/* --rating MIN-MAX on SE's scale, e.g. 3.0-4.5, into run->options.rating_min and _max (tenths). */
/* --technique NAME: a technique's short name, or one of HoDoKu's names of a shape. */
static bool read_technique(const char *text, void *destination)
{
	*(const char **)destination = text;
	return sudoku_logic_techniques_named(text) != 0;
}

static bool read_rating_range(const char *text, void *destination)
{
	struct generate_run *run = destination;
	const char *dash = strchr(text, '-');
	return dash && parse_tenths(text, dash, &run->options.rating_min) &&
	       parse_tenths(dash + 1, dash + strlen(dash), &run->options.rating_max) &&
	       run->options.rating_min <= run->options.rating_max && run->options.rating_max > 0;
}

/* The values of --symmetry and --difficulty, named by the library. */
struct generate_names {
	const char *symmetries[SUDOKU_SYMMETRY_COUNT + 1];
	const char *bands[SUDOKU_BAND_COUNT + 1];
};

static void name_values(struct generate_names *names)
{
	*names = (struct generate_names){0};
	for (int k = 0; k < SUDOKU_SYMMETRY_COUNT; k++)
		names->symmetries[k] = sudoku_symmetry_name((enum sudoku_symmetry)k);
	for (int k = 0; k < SUDOKU_BAND_COUNT; k++)
		names->bands[k] = sudoku_band_name((enum sudoku_band)k);
}

static const char *const output_formats[] = {"line", "grid", "pretty", NULL};

/* The command line into *run, with a choice's index in *choices. -1 to go on, or an exit code. */
static int parse_table(struct generate_run *run, int choices[2], int argc, char **argv, int *first)
{
	struct generate_names names;
	name_values(&names);
	struct sudoku_generate_options *o = &run->options;
	const struct option_spec table[] = {
		{.name = "count", .short_name = 'n', .kind = OPTION_COUNT, .destination = &run->count,
		 .min = 1, .max = 1000000000, .value_name = "COUNT", .help = "how many puzzles (default 1)"},
		{.name = "size", .kind = OPTION_CUSTOM, .destination = &run->size, .read = read_size,
		 .expected = "a grid size from 4 to " NUMBER_TEXT(SUDOKU_MAX_SIZE) " that is not prime", .value_name = "N",
		 .help = "grid size: 4, 6, 8, 9 (default), 10, 12, 15, 16 ..."},
		{.name = "clues", .kind = OPTION_INT, .destination = &o->clues, .min = 1,
		 .max = SUDOKU_MAX_CELLS, .value_name = "K",
		 .help = "stop removing at K clues; a grid that cannot get down\n"
		         "to K is replaced by a fresh one"},
		{.name = "minimal", .kind = OPTION_FLAG, .destination = &o->minimal,
		 .help = "only puzzles proven minimal: no clue (no symmetric\n"
		         "group) can be removed; with --clues, exactly K clues"},
		{.name = "symmetry", .kind = OPTION_CHOICE, .destination = &choices[0],
		 .choices = names.symmetries, .value_name = "KIND",
		 .help = "none (default), rot180, rot90, mirror (left-right),\n"
		         "flip (top-bottom), diagonal, or random (one of the\n"
		         "five, drawn for each puzzle)"},
		{.name = "difficulty", .kind = OPTION_CHOICE, .destination = &o->band,
		 .seen = &o->want_band, .choices = names.bands, .value_name = "BAND",
		 .help = "9x9: only puzzles whose rating on Sudoku Explainer's\n"
		         "scale is in that band: gentle 1.0-2.5, moderate 2.6-3.9,\n"
		         "tough 4.0-5.9, fiendish 6.0-7.4, diabolical 7.5-8.9 or\n"
		         "extreme 9.0 and up (see 'sudoku rate --help')"},
		{.name = "rating", .kind = OPTION_CUSTOM, .destination = run, .read = read_rating_range,
		 .expected = "MIN-MAX on SE's scale, e.g. 2.0-4.5", .value_name = "MIN-MAX",
		 .help = "9x9: only puzzles whose rating on Sudoku Explainer's\n"
		         "scale (see 'sudoku rate --help') is in MIN-MAX, e.g.\n"
		         "2.6-4.0; generates again, up to --attempts times"},
		{.name = "technique", .kind = OPTION_CUSTOM, .destination = &run->options.technique,
		 .read = read_technique, .value_name = "NAME",
		 .expected = "a technique's name (see 'sudoku explain --help'), e.g. x-wing or skyscraper",
		 .help = "9x9: only puzzles whose hardest step, the one that sets\n"
		         "the rating, is of that technique: a short name such as\n"
		         "x-wing or xy-wing, or HoDoKu's name of a shape such as\n"
		         "skyscraper, two-string-kite or w-wing (up to --attempts\n"
		         "grids; rare techniques want more)"},
		{.name = "seed", .kind = OPTION_COUNT, .destination = &run->seed, .seen = &run->seed_given,
		 .value_name = "SEED",
		 .help = "seed (0 to 2^64-1); without it one is chosen and\n"
		         "printed on stderr. Same arguments and seed: same output"},
		{.name = "with-solution", .kind = OPTION_FLAG, .destination = &run->with_solution,
		 .help = "print each solution after its puzzle (line format:\n"
		         "on the same line, after a space)"},
		{.name = "rate", .kind = OPTION_FLAG, .destination = &run->rate,
		 .help = "9x9: add the rating on Sudoku Explainer's scale, its\n"
		         "band and the hardest technique (line format: three more\n"
		         "fields; grids: a '# rating band technique' line before)"},
		{.name = "attempts", .kind = OPTION_INT, .destination = &o->attempts, .min = 1,
		 .max = 1000000000, .value_name = "N",
		 .help = "fresh grids to try for one puzzle before giving up\n"
		         "on --clues, --minimal, --difficulty or --rating\n"
		         "(default 1000); for extreme puzzles, moves of the walk\n"
		         "near hard puzzles (default 20000)"},
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &choices[1],
		 .choices = output_formats, .value_name = "FORMAT", .help = "line (default), grid or pretty"},
		OUTPUT_OPTION(&run->output_path),
		VARIANT_OPTION(&run->variant,
		               "x, windoku, jigsaw (random regions), killer (cages\n"
		               "merged while the solution stays unique, no givens),\n"
		               "anti-knight, anti-king, non-consecutive, or joined\n"
		               "by + (x+windoku, x+killer, jigsaw+killer, ...). Writes\n"
		               "the one-line form 'sudoku solve --variant V' reads\n"
		               "(jigsaw: CELLS REGIONS; killer: CAGES SUMS;\n"
		               "jigsaw+killer: CAGES SUMS REGIONS) or, with\n"
		               "-f pretty, a picture; --with-solution adds a\n"
		               "'# solution: ...' line. Not with --clues, --minimal,\n"
		               "--symmetry, --difficulty, --rate or --rating"),
		BATCH_JOBS_OPTION(&run->jobs, "make puzzles with N threads (0: one per online CPU);\n"
		                              "the output is the same for every N (puzzle k comes\n"
		                              "from a seed made of --seed and k)"),
	};
	const struct command_spec command = {"sudoku generate", generate_usage, table,
	                                     OPTION_COUNT_OF(table), generate_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

static int parse_flags(struct generate_run *run, int argc, char **argv)
{
	int choices[2] = {0}, first;
	int code = parse_table(run, choices, argc, argv, &first);
	if (code >= 0)
		return code;
	run->options.symmetry = (enum sudoku_symmetry)choices[0];
	run->format = (enum sudoku_output_format)choices[1];
	if (run->jobs == 0)
		run->jobs = online_cpus(BATCH_MAX_JOBS);
	if (first < argc)
		return usage_error("sudoku generate", "unexpected argument '%s' (generate reads no files)", argv[first]);
	if ((run->options.rating_max || run->options.want_band || run->rate || run->options.technique) &&
	    run->size != 9)
		return usage_error("sudoku generate", "--rating, --difficulty, --technique and --rate rate 9x9 puzzles only "
		                   "(Sudoku Explainer's scale has no other size)");
	if (run->options.rating_max && run->options.want_band)
		return usage_error("sudoku generate", "--difficulty and --rating both choose a rating: give one");
	if (run->options.clues > run->size * run->size)
		return usage_error("sudoku generate", "--clues %d is more than the %d cells of a %dx%d grid",
		                   run->options.clues, run->size * run->size, run->size, run->size);
	const struct sudoku_generate_options *o = &run->options;
	if (run->variant &&
	    (o->clues || o->minimal || o->symmetry || o->want_band || run->rate || o->rating_max ||
	     o->technique))
		return usage_error("sudoku generate", "--variant does not combine with --clues, --minimal, "
		                   "--symmetry, --difficulty, --technique, --rate or --rating");
	if (run->variant && run->format == SUDOKU_OUTPUT_GRID)
		return usage_error("sudoku generate", "--variant writes -f line or -f pretty");
	return -1;
}

/* One variant puzzle, in the one-line form or as a picture, and its solution when asked. */
static void write_variant(struct puzzle_sink *sink, const struct generate_run *run,
                          const struct sudoku_variant_generated *made)
{
	char buf[4 * SUDOKU_MAX_CELLS + 8192];
	if (run->format == SUDOKU_OUTPUT_LINE) {
		sudoku_variant_format_line(&made->puzzle, buf, sizeof buf);
		fputs(buf, sink->out);
		if (run->with_solution) {
			sudoku_grid_format(&made->puzzle.shape, &made->solution, SUDOKU_OUTPUT_LINE, buf,
			                   sizeof buf);
			fprintf(sink->out, "# solution: %s", buf);
		}
		return;
	}
	sink_write_variant_grid(sink, &made->puzzle, &made->puzzle.grid, run->format);
	if (run->with_solution)
		sink_write_variant_grid(sink, &made->puzzle, &made->solution, run->format);
}

/*
 * The "# variant:" line, so that reading the puzzles back needs no --variant.
 * It comes with the first puzzle, not before: a refusal (no grid of these
 * rules at this size) then leaves the output empty.
 */
static void write_header(bool *due, unsigned variant, FILE *out)
{
	if (!*due)
		return;
	*due = false;
	char name[64];
	fprintf(out, "# variant: %s\n", sudoku_variant_name(variant, name, sizeof name));
}

/* Under -j: the note says whether the item made a puzzle. */
static void header_before_write(void *shared, const void *note, FILE *out)
{
	struct generate_run *run = shared;
	if (*(const bool *)note)
		write_header(&run->header_due, run->variant, out);
}

/* Makes and writes variant puzzle k. Returns an exit code. */
static int make_variant(struct generate_state *state, uint64_t k, struct puzzle_sink *sink)
{
	const struct generate_run *run = state->run;
	if (sink->note) /* the chunks' notes are used again */
		*(bool *)sink->note = false;
	int err = sudoku_generate_variant(run->size, run->variant, sudoku_seed_for(run->seed, k),
	                                  state->made);
	char name[64];
	sudoku_variant_name(run->variant, name, sizeof name);
	if (err == SUDOKU_ESIZE) {
		fprintf(sink->err, "sudoku generate: no %dx%d grid keeps every rule of %s "
		        "(try another --size, or fewer rules)\n", run->size, run->size, name);
		return EXIT_BAD_INPUT;
	}
	if (err || !state->made->found) {
		if (err)
			fprintf(sink->err, "sudoku generate: %s\n", sudoku_strerror(err));
		else
			fprintf(sink->err, "sudoku generate: no %dx%d %s puzzle was found within the node "
			        "budgets (try another --seed, another --size, or fewer rules)\n",
			        run->size, run->size, name);
		return err ? EXIT_BAD_INPUT : EXIT_UNSOLVED;
	}
	if (sink->note)
		*(bool *)sink->note = true;
	else
		write_header(state->header_due, run->variant, sink->out);
	write_variant(sink, run, state->made);
	return EXIT_ALL_GOOD;
}

/* --rate: " RATING BAND HARDEST" on a line, or a "# RATING BAND HARDEST" line. */
static void write_rating(FILE *stream, const struct sudoku_grid *puzzle, bool line)
{
	struct sudoku_se_rating rating;
	/* the puzzle is unique, 9x9 and plain: only memory can fail */
	if (sudoku_logic_rate(puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating) != 0) {
		fprintf(stream, line ? " - - -" : "# - - -\n");
		return;
	}
	fprintf(stream, line ? " %d.%d %s %s" : "# %d.%d %s %s\n", rating.rating / 10,
	        rating.rating % 10, sudoku_band_name(sudoku_band_of(rating.rating)),
	        hardest_name(&rating));
}

/* One puzzle (and its solution and rating, when asked) in the chosen format. */
static void write_puzzle(struct puzzle_sink *sink, const struct generate_run *run,
                         const struct sudoku_shape *shape, const struct sudoku_generated *made)
{
	FILE *stream = sink->out;
	if (run->format == SUDOKU_OUTPUT_LINE) {
		char buf[SUDOKU_MAX_CELLS + 2];
		sudoku_grid_format(shape, &made->puzzle, SUDOKU_OUTPUT_LINE, buf, sizeof buf);
		fprintf(stream, "%.*s", (int)strcspn(buf, "\n"), buf);
		if (run->with_solution) {
			sudoku_grid_format(shape, &made->solution, SUDOKU_OUTPUT_LINE, buf, sizeof buf);
			fprintf(stream, " %.*s", (int)strcspn(buf, "\n"), buf);
		}
		if (run->rate)
			write_rating(stream, &made->puzzle, true);
		fputc('\n', stream);
		return;
	}
	if (run->rate) { /* the comment line, then the grid directly below it */
		bool none_before = true;
		sink_begin_block(sink, true);
		write_rating(stream, &made->puzzle, false);
		write_grid(stream, shape, &made->puzzle, run->format, &none_before);
	} else {
		sink_write_grid(sink, shape, &made->puzzle, run->format);
	}
	if (run->with_solution)
		sink_write_grid(sink, shape, &made->solution, run->format);
}

/* Redraws the bar when the shown percentage changes. */
static void show_progress(uint64_t done, uint64_t total, int *shown)
{
	int percent = (int)(done * 100 / total);
	if (percent == *shown)
		return;
	*shown = percent;
	char bar[41];
	int filled = percent * 40 / 100;
	memset(bar, '#', (size_t)filled);
	memset(bar + filled, '.', (size_t)(40 - filled));
	bar[40] = '\0';
	fprintf(stderr, "\rgenerating [%s] %" PRIu64 "/%" PRIu64, bar, done, total);
	fflush(stderr);
}

static void clear_progress(void)
{
	fprintf(stderr, "\r%*s\r", 70, "");
}

static void explain_failure(const struct generate_run *run)
{
	const struct sudoku_generate_options *o = &run->options;
	char want[240];
	int used = snprintf(want, sizeof want, "a%s puzzle", o->minimal ? " minimal" : "");
	if (o->clues)
		used += snprintf(want + used, sizeof want - (size_t)used, " with %d clues", o->clues);
	if (o->want_band)
		used += snprintf(want + used, sizeof want - (size_t)used, " of difficulty %s",
		                 sudoku_band_name((enum sudoku_band)o->band));
	if (o->technique)
		used += snprintf(want + used, sizeof want - (size_t)used, " whose hardest step is %s",
		                 o->technique);
	if (run->options.rating_max)
		snprintf(want + used, sizeof want - (size_t)used, " rated %d.%d-%d.%d", run->options.rating_min / 10,
		         run->options.rating_min % 10, run->options.rating_max / 10, run->options.rating_max % 10);
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, run->size, 0);
	if (sudoku_generate_walks(&shape, o))
		fprintf(stderr, "sudoku generate: no %s came in %d moves near hard puzzles "
		        "(try other targets or more --attempts)\n", want, o->attempts ? o->attempts : SUDOKU_GENERATE_MOVES);
	else
		fprintf(stderr, "sudoku generate: no %dx%d grid gave %s in %d attempts "
		        "(try other targets or more --attempts)\n", run->size, run->size, want,
		        o->attempts ? o->attempts : SUDOKU_GENERATE_ATTEMPTS);
}

/* Makes and writes plain puzzle k. Returns an exit code. */
static int make_puzzle(struct generate_state *state, uint64_t k, struct puzzle_sink *sink)
{
	const struct generate_run *run = state->run;
	struct sudoku_generated made;
	sudoku_generator_reseed(state->gen, sudoku_seed_for(run->seed, k));
	int err = sudoku_generate(state->gen, &run->options, &made);
	if (err) {
		fprintf(sink->err, "sudoku generate: %s\n", sudoku_strerror(err));
		return EXIT_BAD_INPUT;
	}
	if (!made.found)
		return EXIT_UNSOLVED; /* explained once, after the batch */
	write_puzzle(sink, run, &state->shape, &made);
	return EXIT_ALL_GOOD;
}

static int make_one(void *arg, uint64_t k, struct puzzle_sink *sink)
{
	struct generate_state *state = arg;
	return state->run->variant ? make_variant(state, k, sink) : make_puzzle(state, k, sink);
}

static void *start_state(void *shared)
{
	const struct generate_run *run = shared;
	struct generate_state *state = calloc(1, sizeof *state);
	if (!state)
		return NULL;
	state->run = run;
	sudoku_shape_init(&state->shape, run->size, 0);
	if (run->variant)
		state->made = malloc(sizeof *state->made);
	else
		state->gen = sudoku_generator_create(&state->shape, run->seed);
	if (!state->made && !state->gen) {
		free(state);
		return NULL;
	}
	return state;
}

static void finish_state(void *shared, void *arg)
{
	(void)shared;
	struct generate_state *state = arg;
	if (!state)
		return;
	sudoku_generator_destroy(state->gen);
	free(state->made);
	free(state);
}

static void progress(void *shared, uint64_t done)
{
	struct generate_run *run = shared;
	if (run->progress)
		show_progress(done, run->count, &run->shown);
}

/* -j 1: puzzles 0, 1, 2 ... in this thread, until one fails. */
static int generate_here(struct generate_run *run, FILE *stream, bool *first)
{
	struct generate_state *state = start_state(run);
	if (!state) {
		fprintf(stderr, "sudoku generate: out of memory\n");
		return EXIT_BAD_INPUT;
	}
	state->header_due = &run->header_due;
	struct puzzle_sink sink = {.out = stream, .err = stderr, .first = first, .lead = -1};
	int code = EXIT_ALL_GOOD;
	for (uint64_t k = 0; k < run->count && code == EXIT_ALL_GOOD; k++) {
		code = make_one(state, k, &sink);
		if (code == EXIT_ALL_GOOD)
			progress(run, k + 1);
	}
	finish_state(run, state);
	return code;
}

/*
 * Puzzles a chunk under -j: many, so that the threads rarely meet at the
 * queue and the writer wakes rarely (one puzzle a chunk cost a fifth more
 * CPU on two cores), yet few enough that each thread gets some 32 chunks,
 * so that the last chunk of slow puzzles (a rating filter) ends with the rest.
 */
static int chunk_size(const struct generate_run *run)
{
	uint64_t size = run->count / ((uint64_t)run->jobs * 32);
	return size < 1 ? 1 : size > 16 ? 16 : (int)size;
}

/* Makes and writes the puzzles. Returns an exit code. */
static int generate_all(struct generate_run *run, FILE *stream)
{
	bool first = true;
	run->header_due = run->variant != 0;
	run->progress = run->count > 1 && stream_is_terminal(stderr);
	run->shown = -1;
	int code;
	if (run->jobs <= 1) {
		code = generate_here(run, stream, &first);
	} else {
		struct batch_spec batch = {
			.jobs = run->jobs, .chunk = chunk_size(run), .start = start_state, .finish = finish_state,
			.shared = run, .out = stream, .first = &first, .count = run->count,
			.work_index = make_one, .progress = progress,
			.note_size = sizeof(bool), .before_write = header_before_write,
		};
		code = for_each_index_parallel(&batch);
	}
	if (run->progress)
		clear_progress();
	if (code == EXIT_UNSOLVED && !run->variant)
		explain_failure(run);
	return code;
}

int command_generate(int argc, char **argv)
{
	struct generate_run run = {.count = 1, .size = 9, .format = SUDOKU_OUTPUT_LINE, .jobs = 1};
	int code = parse_flags(&run, argc, argv);
	if (code >= 0)
		return code;
	if (!run.seed_given) {
		run.seed = fresh_seed();
		fprintf(stderr, "sudoku generate: seed %" PRIu64 " (repeat with --seed %" PRIu64 ")\n",
		        run.seed, run.seed);
	}
	struct output_file out;
	if (!output_open(&out, run.output_path, NULL, 0))
		return EXIT_BAD_INPUT;
	code = generate_all(&run, out.stream);
	if (code != EXIT_ALL_GOOD) {
		output_abort(&out); /* no half-made file; what went to stdout stays */
		return code;
	}
	return output_commit(&out) ? EXIT_ALL_GOOD : EXIT_BAD_INPUT;
}
