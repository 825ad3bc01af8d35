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
#include "puzzles.h"
#include "sudoku_logic.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char generate_help[] =
	"usage: sudoku generate [-n COUNT] [--size N] [--clues K] [--minimal]\n"
	"                       [--symmetry KIND] [--difficulty LEVEL] [--seed S]\n"
	"                       [--with-solution] [--rate] [--attempts N]\n"
	"                       [--rating MIN-MAX]\n"
	"                       [-f line|grid|pretty] [-o FILE] [--variant V] [-j N]\n"
	"\n"
	"Makes COUNT puzzles, each with exactly one solution: a random full grid,\n"
	"then clues removed in random order (in symmetric groups with --symmetry),\n"
	"each only if the puzzle keeps a single solution. Every puzzle is unique.\n"
	"Each uniqueness count has a node budget; a count that runs out keeps its\n"
	"clue, so a big puzzle (16x16 and up) may keep a clue it could lose (9x9\n"
	"counts never come near the budget). --minimal gives the counts ten times\n"
	"the budget and throws away any puzzle where one still ran out.\n"
	"\n"
	"  -n, --count COUNT    how many puzzles (default 1)\n"
	"  --size N             grid size: 4, 6, 8, 9 (default), 10, 12, 15, 16 ...\n"
	"  --clues K            stop removing at K clues; a grid that cannot get down\n"
	"                       to K is replaced by a fresh one\n"
	"  --minimal            only puzzles proven minimal: no clue (no symmetric\n"
	"                       group) can be removed; with --clues, exactly K clues\n"
	"  --symmetry KIND      none (default), rot180, rot90, mirror (left-right),\n"
	"                       flip (top-bottom), diagonal, or random (one of the\n"
	"                       five, drawn for each puzzle)\n"
	"  --difficulty LEVEL   only puzzles of that level of the older rater: simple\n"
	"                       (singles), easy (+ locked candidates), intermediate\n"
	"                       (+ pairs, triples, X-wing) or expert (more needed)\n"
	"  --rating MIN-MAX     9x9: only puzzles whose rating on Sudoku Explainer's\n"
	"                       scale (see 'sudoku rate --help') is in MIN-MAX, e.g.\n"
	"                       2.6-4.0; generates again, up to --attempts times\n"
	"  --seed S             seed (0 to 2^64-1); without it one is chosen and\n"
	"                       printed on stderr. Same arguments and seed: same output\n"
	"  --with-solution      print each solution after its puzzle (line format:\n"
	"                       on the same line, after a space)\n"
	"  --rate               add the level and hardest technique (line format: two\n"
	"                       more fields; grids: a '# level technique' line before)\n"
	"  --attempts N         fresh grids to try for one puzzle before giving up\n"
	"                       on --clues, --minimal or --difficulty (default 1000)\n"
	"  -f, --format FORMAT  line (default), grid or pretty\n"
	"  -o, --output FILE    write to FILE (atomically: complete or untouched)\n"
	"  -j, --jobs N         make puzzles with N threads (0: one per online CPU);\n"
	"                       the output is the same for every N (puzzle k comes\n"
	"                       from a seed made of --seed and k)\n"
	"  --variant V          x, windoku, jigsaw (random regions), killer (cages\n"
	"                       merged while the solution stays unique, no givens),\n"
	"                       or joined by + (x+windoku, x+killer, ...). Writes\n"
	"                       the one-line form 'sudoku solve --variant V' reads\n"
	"                       (jigsaw: CELLS REGIONS; killer: CAGES SUMS) or, with\n"
	"                       -f pretty, a picture; --with-solution adds a\n"
	"                       '# solution: ...' line. Not with --clues, --minimal,\n"
	"                       --symmetry, --difficulty or --rate\n"
	"\n"
	"A progress bar shows on stderr when it is a terminal.\n"
	"\n"
	"Exit codes: 0 all puzzles made; 1 --attempts ran out before a puzzle met\n"
	"--clues, --minimal or --difficulty; 2 bad usage or an I/O error.\n";

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
	int rating_min, rating_max; /* --rating, SE scale in tenths; max 0: no filter */
	int jobs;
	bool progress;   /* a bar on stderr (a terminal, more than one puzzle) */
	int shown;       /* the percentage the bar shows */
};

/* What a thread needs of its own: one generator, reseeded for every puzzle. */
struct generate_state {
	const struct generate_run *run;
	struct sudoku_shape shape;
	struct sudoku_generator *gen;          /* plain puzzles */
	struct sudoku_variant_generated *made; /* variants */
};

enum { OPT_SIZE = 256, OPT_CLUES, OPT_MINIMAL, OPT_SYMMETRY, OPT_DIFFICULTY, OPT_SEED,
       OPT_WITH_SOLUTION, OPT_RATE, OPT_ATTEMPTS, OPT_VARIANT, OPT_RATING };

static const struct option long_options[] = {
	{"count", required_argument, NULL, 'n'},
	{"size", required_argument, NULL, OPT_SIZE},
	{"clues", required_argument, NULL, OPT_CLUES},
	{"minimal", no_argument, NULL, OPT_MINIMAL},
	{"symmetry", required_argument, NULL, OPT_SYMMETRY},
	{"difficulty", required_argument, NULL, OPT_DIFFICULTY},
	{"seed", required_argument, NULL, OPT_SEED},
	{"with-solution", no_argument, NULL, OPT_WITH_SOLUTION},
	{"rate", no_argument, NULL, OPT_RATE},
	{"attempts", required_argument, NULL, OPT_ATTEMPTS},
	{"rating", required_argument, NULL, OPT_RATING},
	{"format", required_argument, NULL, 'f'},
	{"output", required_argument, NULL, 'o'},
	{"help", no_argument, NULL, 'h'},
	{"variant", required_argument, NULL, OPT_VARIANT},
	{"jobs", required_argument, NULL, 'j'},
	{NULL, 0, NULL, 0},
};

static bool parse_symmetry(const char *text, enum sudoku_symmetry *symmetry)
{
	for (int k = 0; k < SUDOKU_SYMMETRY_COUNT; k++)
		if (strcmp(text, sudoku_symmetry_name((enum sudoku_symmetry)k)) == 0) {
			*symmetry = (enum sudoku_symmetry)k;
			return true;
		}
	return false;
}

static bool parse_level(const char *text, enum sudoku_level *level)
{
	for (int k = 0; k < SUDOKU_LEVEL_COUNT; k++)
		if (strcmp(text, sudoku_level_name((enum sudoku_level)k)) == 0) {
			*level = (enum sudoku_level)k;
			return true;
		}
	return false;
}

/* A whole number in 1..max into *value; false otherwise. */
static bool parse_int(const char *text, int max, int *value)
{
	uint64_t v;
	if (!parse_count(text, &v) || v < 1 || v > (uint64_t)max)
		return false;
	*value = (int)v;
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

/* --rating MIN-MAX on SE's scale, e.g. 3.0-4.5; false when malformed or MIN > MAX. */
static bool parse_rating_range(const char *text, int *min, int *max)
{
	const char *dash = strchr(text, '-');
	return dash && parse_tenths(text, dash, min) &&
	       parse_tenths(dash + 1, dash + strlen(dash), max) && *min <= *max && *max > 0;
}

/* The flags that take a value. Returns -1 to go on, or an exit code. */
static int parse_value_flag(struct generate_run *run, int ch, const char *arg)
{
	switch (ch) {
	case 'n':
		/* the same range as --attempts: one rule for the counts of this command */
		if (!parse_count(arg, &run->count) || run->count == 0 || run->count > 1000000000)
			return usage_error("sudoku generate", "--count needs a whole number from 1 to 1000000000, "
			                   "not '%s'", arg);
		break;
	case OPT_SIZE:
		if (!parse_int(arg, SUDOKU_MAX_SIZE, &run->size) || !sudoku_size_supported(run->size))
			return usage_error("sudoku generate", "no grid of size '%s' (4 to %d, not prime)", arg, SUDOKU_MAX_SIZE);
		break;
	case OPT_CLUES:
		if (!parse_int(arg, SUDOKU_MAX_CELLS, &run->options.clues))
			return usage_error("sudoku generate", "--clues needs a positive whole number, not '%s'", arg);
		break;
	case OPT_SYMMETRY:
		if (!parse_symmetry(arg, &run->options.symmetry))
			return usage_error("sudoku generate", "unknown symmetry '%s' (none, rot180, rot90, mirror, flip, "
			                   "diagonal, random)", arg);
		break;
	case OPT_DIFFICULTY:
		if (!parse_level(arg, &run->options.level))
			return usage_error("sudoku generate", "unknown level '%s' (simple, easy, intermediate, expert)", arg);
		run->options.want_level = true;
		break;
	case OPT_SEED:
		if (!parse_count(arg, &run->seed))
			return usage_error("sudoku generate", "--seed needs a whole number from 0 to 2^64-1, not '%s'", arg);
		run->seed_given = true;
		break;
	case OPT_ATTEMPTS:
		if (!parse_int(arg, 1000000000, &run->options.attempts))
			return usage_error("sudoku generate", "--attempts needs a whole number from 1 to "
			                   "1000000000, not '%s'", arg);
		break;
	case OPT_RATING:
		if (!parse_rating_range(arg, &run->rating_min, &run->rating_max))
			return usage_error("sudoku generate", "--rating needs MIN-MAX on SE's scale, e.g. 2.0-4.5, not '%s'", arg);
		break;
	case 'f':
		if (!parse_output_format(arg, &run->format))
			return usage_error("sudoku generate", "unknown output format '%s' (line, grid, pretty)", arg);
		break;
	case 'o': run->output_path = arg; break;
	case 'j':
		if (!parse_jobs(arg, &run->jobs))
			return usage_error("sudoku generate", "--jobs needs a number of threads from 0 to 256, "
			                   "not '%s'", arg);
		break;
	case OPT_VARIANT:
		if (!parse_variant(arg, &run->variant))
			return usage_error("sudoku generate", "unknown variant '%s' (x, windoku, jigsaw, killer, "
			                   "joined by +; not jigsaw+killer)", arg);
		break;
	}
	return -1;
}

static int parse_flags(struct generate_run *run, int argc, char **argv)
{
	int ch;
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":n:f:o:hj:", long_options, NULL)) != -1) {
		int code = -1;
		switch (ch) {
		case OPT_MINIMAL: run->options.minimal = true; break;
		case OPT_WITH_SOLUTION: run->with_solution = true; break;
		case OPT_RATE: run->rate = true; break;
		case 'h': fputs(generate_help, stdout); return EXIT_ALL_GOOD;
		case ':': return usage_error("sudoku generate", "option '%s' needs a value", argv[optind - 1]);
		case '?': return usage_error("sudoku generate", "unknown option '%s'", argv[optind - 1]);
		default: code = parse_value_flag(run, ch, optarg); break;
		}
		if (code >= 0)
			return code;
	}
	if (optind < argc)
		return usage_error("sudoku generate", "unexpected argument '%s' (generate reads no files)", argv[optind]);
	if (run->rating_max && run->size != 9)
		return usage_error("sudoku generate", "--rating rates 9x9 puzzles only");
	if (run->options.clues > run->size * run->size)
		return usage_error("sudoku generate", "--clues %d is more than the %d cells of a %dx%d grid",
		                   run->options.clues, run->size * run->size, run->size, run->size);
	const struct sudoku_generate_options *o = &run->options;
	if (run->variant && (o->clues || o->minimal || o->symmetry || o->want_level || run->rate))
		return usage_error("sudoku generate", "--variant does not combine with --clues, --minimal, "
		                   "--symmetry, --difficulty or --rate");
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

/* Makes and writes variant puzzle k. Returns an exit code. */
static int make_variant(struct generate_state *state, uint64_t k, struct puzzle_sink *sink)
{
	const struct generate_run *run = state->run;
	int err = sudoku_generate_variant(run->size, run->variant, sudoku_seed_for(run->seed, k),
	                                  state->made);
	if (err || !state->made->found) {
		fprintf(sink->err, "sudoku generate: %s\n",
		        err ? sudoku_strerror(err) : "no puzzle of this variant and size was found");
		return err ? EXIT_BAD_INPUT : EXIT_UNSOLVED;
	}
	write_variant(sink, run, state->made);
	return EXIT_ALL_GOOD;
}

/* A seed from the clock and the process id, for runs without --seed. */
static uint64_t fresh_seed(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	uint64_t seed = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
	return seed ^ ((uint64_t)getpid() << 32);
}

static void write_rating(FILE *stream, const struct sudoku_shape *shape,
                         const struct sudoku_grid *puzzle, bool line)
{
	struct sudoku_logic_rating rating;
	if (sudoku_rate_logic(shape, puzzle, &rating) != 0) { /* cannot happen: the puzzle is unique */
		rating.level = SUDOKU_LEVEL_EXPERT;
		rating.hardest = SUDOKU_TECHNIQUE_GUESSING;
	}
	fprintf(stream, line ? " %s %s" : "# %s %s\n", sudoku_level_name(rating.level),
	        sudoku_technique_name(rating.hardest));
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
			write_rating(stream, shape, &made->puzzle, true);
		fputc('\n', stream);
		return;
	}
	if (run->rate) { /* the comment line, then the grid directly below it */
		bool none_before = true;
		sink_begin_block(sink, true);
		write_rating(stream, shape, &made->puzzle, false);
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
	char want[160];
	int used = snprintf(want, sizeof want, "a%s puzzle", o->minimal ? " minimal" : "");
	if (o->clues)
		used += snprintf(want + used, sizeof want - (size_t)used, " with %d clues", o->clues);
	if (o->want_level)
		used += snprintf(want + used, sizeof want - (size_t)used, " of level %s", sudoku_level_name(o->level));
	if (run->rating_max)
		snprintf(want + used, sizeof want - (size_t)used, " rated %d.%d-%d.%d", run->rating_min / 10,
		         run->rating_min % 10, run->rating_max / 10, run->rating_max % 10);
	fprintf(stderr, "sudoku generate: no %dx%d grid gave %s in %d attempts "
	        "(try other targets or more --attempts)\n", run->size, run->size, want,
	        o->attempts ? o->attempts : 1000);
}

/* Whether a 9x9 puzzle's SE-scale rating lies in --rating's range. */
static bool rating_fits(const struct generate_run *run, const struct sudoku_grid *puzzle)
{
	struct sudoku_se_rating rating;
	return sudoku_logic_rate(puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating) == 0 &&
	       rating.rating >= run->rating_min && rating.rating <= run->rating_max;
}

/*
 * The next puzzle; with --rating, the generator is asked again until a
 * puzzle rates in range, at most --attempts times (default 1000).
 */
static int generate_rated(const struct generate_run *run, struct sudoku_generator *gen,
                          struct sudoku_generated *made)
{
	int tries = run->rating_max ? (run->options.attempts ? run->options.attempts : 1000) : 1;
	for (int k = 0; k < tries; k++) {
		int err = sudoku_generate(gen, &run->options, made);
		if (err || !made->found || !run->rating_max || rating_fits(run, &made->puzzle))
			return err;
	}
	made->found = false;
	return 0;
}

/* Makes and writes plain puzzle k. Returns an exit code. */
static int make_puzzle(struct generate_state *state, uint64_t k, struct puzzle_sink *sink)
{
	const struct generate_run *run = state->run;
	struct sudoku_generated made;
	sudoku_generator_reseed(state->gen, sudoku_seed_for(run->seed, k));
	int err = generate_rated(run, state->gen, &made);
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

/* Makes and writes the puzzles. Returns an exit code. */
static int generate_all(struct generate_run *run, FILE *stream)
{
	bool first = true;
	run->progress = run->count > 1 && stream_is_terminal(stderr);
	run->shown = -1;
	int code;
	if (run->jobs <= 1) {
		code = generate_here(run, stream, &first);
	} else {
		struct batch_spec batch = {
			.jobs = run->jobs, .chunk = 1, .start = start_state, .finish = finish_state,
			.shared = run, .out = stream, .first = &first, .count = run->count,
			.work_index = make_one, .progress = progress,
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
