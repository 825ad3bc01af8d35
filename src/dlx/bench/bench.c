/*
 * bench.c - dlx_bench_config and dlx_bench_run (dlx_bench.h): the words
 * of a configuration, and a count run several times on the clock.
 *
 * The words are one table. An entry names a field of struct
 * dlx_search_options and the value the word stores there, with a line of
 * help that the commands print, so a setting added to the search is one
 * more entry here, for a field of any integer, enum or bool type: the
 * value is stored in the field's own size.
 */
#include "dlx_bench.h"

#include "util/clock.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A field of the options, and a value to store in it. */
#define FIELD(name, value)                                                     \
	offsetof(struct dlx_search_options, name),                             \
	sizeof(((struct dlx_search_options *)0)->name), (uint64_t)(value)

static const struct word {
	const char *name;
	size_t offset, size;
	uint64_t value;
	const char *help; /* for the commands' --help: what the word does */
} words[] = {
	{"links", FIELD(algorithm, DLX_ALGORITHM_LINKS), "dancing links, the default (--algorithm links)"},
	{"cells", FIELD(algorithm, DLX_ALGORITHM_CELLS), "dancing cells, Knuth's SSXCC (--algorithm cells)"},
	{"bits", FIELD(algorithm, DLX_ALGORITHM_BITS), "bitsets, small problems (--algorithm bits)"},
	{"mrv", FIELD(order, DLX_ORDER_MRV), "branch on the item of fewest options (--branch mrv)"},
	{"first", FIELD(order, DLX_ORDER_FIRST), "branch on the first item left (--branch first)"},
	{"sharp", FIELD(order, DLX_ORDER_SHARP), "Knuth's DLX2-SHARP choice (--branch sharp)"},
	{"binary", FIELD(binary, true), "two-way branching, SSXCC-BINARY (--binary; with cells)"},
	{"wtd", FIELD(order, DLX_ORDER_WTD), "weights (--branch wtd; cells,binary, or bounded cells)"},
	{"frb", FIELD(order, DLX_ORDER_FRB), "failure rates (--branch frb; cells,binary, or bounded cells)"},
	{"memo", FIELD(memo_bytes, DLX_BENCH_MEMO_BYTES), "a memo of 256 MiB (--memo 256)"},
	{"nomemo", FIELD(memo_bytes, 0), "no memo: Knuth's tree node for node (--memo 0)"},
	{"knuth", FIELD(knuth_counts, true), "the reference loop, Knuth's counts (--stats=knuth)"},
	{"infer", FIELD(infer, true), "inference at every node (--infer; no memo)"},
};

#define WORD_COUNT ((int)(sizeof words / sizeof words[0]))

const char *dlx_bench_word(int k)
{
	return k >= 0 && k < WORD_COUNT ? words[k].name : NULL;
}

const char *dlx_bench_word_help(int k)
{
	return k >= 0 && k < WORD_COUNT ? words[k].help : NULL;
}

/* Stores the word's value in its field, in the field's size: an integer,
   enum or bool of that size holds it so (true is 1) on every platform built for. */
static void apply(const struct word *word, struct dlx_search_options *options)
{
	unsigned char *field = (unsigned char *)options + word->offset;
	uint8_t u8 = (uint8_t)word->value;
	uint16_t u16 = (uint16_t)word->value;
	uint32_t u32 = (uint32_t)word->value;
	uint64_t u64 = word->value;
	const void *from = word->size == 1 ? (const void *)&u8
	                 : word->size == 2 ? (const void *)&u16
	                 : word->size == 4 ? (const void *)&u32
	                                   : (const void *)&u64;
	memcpy(field, from, word->size);
}

static const struct word *find_word(const char *text, size_t length)
{
	for (int k = 0; k < WORD_COUNT; k++)
		if (strlen(words[k].name) == length && memcmp(words[k].name, text, length) == 0)
			return &words[k];
	return NULL;
}

int dlx_bench_config(const char *config, struct dlx_search_options *options,
                     size_t *bad_offset, size_t *bad_length)
{
	if (!config || !options)
		return DLX_EINVAL;
	dlx_search_options_init(options);
	options->memo_bytes = DLX_BENCH_MEMO_BYTES;
	size_t start = 0;
	for (;;) {
		size_t length = strcspn(config + start, ",");
		const struct word *word = find_word(config + start, length);
		if (!word) {
			if (bad_offset)
				*bad_offset = start;
			if (bad_length)
				*bad_length = length;
			return DLX_EINVAL;
		}
		apply(word, options);
		if (config[start + length] == '\0')
			return 0;
		start += length + 1;
	}
}

static int compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* The median, min and max of the runs' times (sorted here). */
static void summarise(double *seconds, int runs, struct dlx_bench_result *result)
{
	qsort(seconds, (size_t)runs, sizeof *seconds, compare_doubles);
	result->min_seconds = seconds[0];
	result->max_seconds = seconds[runs - 1];
	result->median_seconds = runs % 2 ? seconds[runs / 2]
	                                  : (seconds[runs / 2 - 1] + seconds[runs / 2]) / 2;
}

/*
 * One count, as the dlx command makes it: with the memo, by dlx_count,
 * which also counts independent parts apart; without it, by dlx_search,
 * whose tree is Knuth's node for node (`dlx --memo 0` does the same).
 */
static int count_once(struct dlx_problem *problem, const struct dlx_search_options *options,
                      struct dlx_stats *stats)
{
	if (options && options->memo_bytes == 0)
		return dlx_search(problem, options, stats);
	/* no text asked for: the stats hold the count, saturated past 2^64 */
	return dlx_count(problem, options, stats, NULL, 0);
}

int dlx_bench_run(struct dlx_problem *problem, const struct dlx_search_options *options,
                  int runs, struct dlx_bench_result *result)
{
	if (!problem || !result || runs < 1 || runs > DLX_BENCH_MAX_RUNS)
		return DLX_EINVAL;
	double *seconds = malloc((size_t)runs * sizeof *seconds);
	if (!seconds)
		return DLX_ENOMEM;
	memset(result, 0, sizeof *result);
	for (int run = 0; run < runs; run++) {
		double start = seconds_now();
		int code = count_once(problem, options, &result->stats);
		seconds[run] = seconds_now() - start;
		if (code < 0) {
			free(seconds);
			return code;
		}
	}
	result->runs = runs;
	result->mems_counted = options && (options->knuth_counts || options->order == DLX_ORDER_FIRST ||
	                                   options->order == DLX_ORDER_SHARP);
	summarise(seconds, runs, result);
	free(seconds);
	return 0;
}
