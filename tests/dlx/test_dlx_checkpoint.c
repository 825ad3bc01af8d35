/*
 * test_dlx_checkpoint.c - checkpoints (dlx.h: "Checkpoints"): the text form
 * read back as written, corrupt texts refused at their line and column, a
 * checkpoint of another problem, options or parts told apart, and searches
 * stopped after some parts and resumed, from the text, with 1 to 3
 * threads: their count is the published one (n queens, OEIS A000170) and
 * their nodes those of the undivided search without the memo, as dlx.h
 * promises for parts (the undivided search's nodes are checked against no
 * checkpoint: only that stopping and going on changes nothing).
 */
#include "queens.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

/* A growing text, as dlx_checkpoint_write hands it over. */
struct text {
	char data[1 << 16];
	size_t length;
};

static int append(void *user, const char *piece, size_t length)
{
	struct text *t = user;
	if (t->length + length >= sizeof t->data)
		return -1;
	memcpy(t->data + t->length, piece, length);
	t->length += length;
	t->data[t->length] = '\0';
	return 0;
}

static struct dlx_checkpoint *sample(void)
{
	const struct dlx_checkpoint_identity identity = {.problem = UINT64_MAX, .search = 0,
	                                                 .parts = 0x0123456789abcdef,
	                                                 .count = 5, .depth = -1};
	struct dlx_checkpoint *checkpoint = dlx_checkpoint_create(&identity);
	cr_assert_not_null(checkpoint);
	const struct dlx_stats big = {.solutions = UINT64_MAX, .nodes = 1, .updates = 2,
	                              .branches = 3, .memo_hits = 4, .mems = 5, .max_level = 6};
	const struct dlx_stats small = {.solutions = 7, .nodes = 8};
	cr_assert_eq(dlx_checkpoint_finish(checkpoint, 3, &big), 0);
	cr_assert_eq(dlx_checkpoint_finish(checkpoint, 1, &small), 0);
	return checkpoint;
}

Test(dlx_checkpoint, writes_the_documented_text)
{
	struct dlx_checkpoint *checkpoint = sample();
	struct text t = {0};
	cr_assert_eq(dlx_checkpoint_write(checkpoint, append, &t), 0);
	cr_expect_str_eq(t.data, "dlx-checkpoint 1\n"
	                         "problem ffffffffffffffff\n"
	                         "search 0000000000000000\n"
	                         "parts 5 -1 0123456789abcdef\n"
	                         "part 1 7 8 0 0 0 0 0\n"
	                         "part 3 18446744073709551615 1 2 3 4 5 6\n"
	                         "end 2\n");
	dlx_checkpoint_destroy(checkpoint);
}

Test(dlx_checkpoint, reads_back_what_it_wrote)
{
	struct dlx_checkpoint *checkpoint = sample();
	struct text first = {0}, second = {0};
	cr_assert_eq(dlx_checkpoint_write(checkpoint, append, &first), 0);
	struct dlx_checkpoint *read = NULL;
	struct dlx_checkpoint_error error;
	cr_assert_eq(dlx_checkpoint_read(first.data, first.length, &read, &error), 0, "%s", error.message);
	struct dlx_checkpoint_identity identity;
	dlx_checkpoint_identity(checkpoint, &identity);
	cr_expect_eq(dlx_checkpoint_compare(read, &identity), DLX_CHECKPOINT_SAME);
	cr_expect_eq(dlx_checkpoint_done(read), 2);
	for (int k = 0; k < 5; k++)
		cr_expect_eq(dlx_checkpoint_is_done(read, k), k == 1 || k == 3, "part %d", k);
	struct dlx_stats total;
	dlx_checkpoint_total(read, &total);
	cr_expect_eq(total.solutions, UINT64_MAX, "UINT64_MAX + 7 passes 2^64");
	cr_expect(total.saturated);
	cr_expect_eq(total.solutions_high, 1, "and is 2^64 + 6");
	cr_expect_eq(total.solutions_low, 6);
	cr_expect_eq(total.nodes, 9);
	cr_expect_eq(total.max_level, 6);
	cr_assert_eq(dlx_checkpoint_write(read, append, &second), 0);
	cr_expect_str_eq(second.data, first.data);
	dlx_checkpoint_destroy(read);
	dlx_checkpoint_destroy(checkpoint);
}

Test(dlx_checkpoint, takes_crlf_line_ends)
{
	const char text[] = "dlx-checkpoint 1\r\nproblem 1\r\nsearch 2\r\nparts 1 0 3\r\n"
	                    "part 0 1 1 1 1 1 1 1\r\nend 1\r\n";
	struct dlx_checkpoint *read = NULL;
	struct dlx_checkpoint_error error;
	cr_assert_eq(dlx_checkpoint_read(text, sizeof text - 1, &read, &error), 0, "%s", error.message);
	cr_expect_eq(dlx_checkpoint_done(read), 1);
	dlx_checkpoint_destroy(read);
}

/* 2^100 + 5 solutions in a part, as a memo's hits can count them, in 128 bits */
Test(dlx_checkpoint, keeps_a_part_count_past_2_64_exactly)
{
	const struct dlx_checkpoint_identity identity = {.problem = 1, .count = 2, .depth = 1};
	struct dlx_checkpoint *checkpoint = dlx_checkpoint_create(&identity);
	cr_assert_not_null(checkpoint);
	const struct dlx_stats wide = {.solutions = UINT64_MAX, .saturated = true,
	                               .solutions_high = UINT64_C(1) << 36, .solutions_low = 5,
	                               .nodes = 9};
	const struct dlx_stats other = {.solutions = UINT64_MAX - 4};
	cr_assert_eq(dlx_checkpoint_finish(checkpoint, 0, &wide), 0);
	cr_assert_eq(dlx_checkpoint_finish(checkpoint, 1, &other), 0);
	struct text t = {0};
	cr_assert_eq(dlx_checkpoint_write(checkpoint, append, &t), 0);
	cr_expect_not_null(strstr(t.data, "\npart 0 1267650600228229401496703205381 9 "), "%s",
	                   t.data); /* python3: 2**100 + 5 */
	struct dlx_checkpoint *read = NULL;
	struct dlx_checkpoint_error error;
	cr_assert_eq(dlx_checkpoint_read(t.data, t.length, &read, &error), 0, "%s", error.message);
	struct dlx_stats total;
	dlx_checkpoint_total(read, &total);
	/* 2^100 + 5 + 2^64 - 5 */
	cr_expect(total.saturated);
	cr_expect_eq(total.solutions_high, (UINT64_C(1) << 36) + 1);
	cr_expect_eq(total.solutions_low, 0);
	char text[DLX_COUNT_TEXT_SIZE];
	cr_expect_eq(dlx_stats_count_text(&total, text, sizeof text), 31);
	cr_expect_str_eq(text, "1267650600246676145570412756992"); /* python3: 2**100 + 2**64 */
	dlx_checkpoint_destroy(read);
	dlx_checkpoint_destroy(checkpoint);
}

/* A text that must be refused, and where. */
struct corrupt {
	const char *text;
	long line;
	int column;
	const char *words; /* in the message */
};

#define HEAD "dlx-checkpoint 1\nproblem 1\nsearch 2\nparts 3 2 ab\n"

static const struct corrupt corrupt_texts[] = {
	{"", 0, 0, "'dlx-checkpoint'"},
	{"dlx-checkpoint 2\n", 1, 0, "version 2"},
	{"dlx-checkpoints 1\n", 1, 1, "'dlx-checkpoint'"},
	{"dlx-checkpoint 1\nproblem\n", 2, 8, "hash"},
	{"dlx-checkpoint 1\nproblem 1g\n", 2, 9, "hash"},
	{"dlx-checkpoint 1\nproblem 10000000000000000\n", 2, 9, "too large"},
	{"dlx-checkpoint 1\nproblem 1\nsearch 2 3\n", 3, 10, "end of the line"},
	{"dlx-checkpoint 1\nproblem 1\nsearch 2\nparts -1 2 ab\n", 4, 7, "number of parts"},
	{"dlx-checkpoint 1\nproblem 1\nsearch 2\nparts 3 -2 ab\n", 4, 9, "depth"},
	{HEAD, 4, 0, "cut short"},
	{HEAD "part 3 1 1 1 1 1 1 1\nend 1\n", 5, 6, "3 parts"},
	{HEAD "part 1 1 1 1 1 1 1 1\npart 1 1 1 1 1 1 1 1\nend 2\n", 6, 6, "increasing"},
	{HEAD "part 2 1 1 1 1 1 1 1\npart 0 1 1 1 1 1 1 1\nend 2\n", 6, 6, "increasing"},
	{HEAD "part 0 1 1 1 1 1 1\nend 1\n", 5, 19, "deepest level"},
	{HEAD "part 0 1 1 1 -1 1 1 1\nend 1\n", 5, 14, "branches"},
	{HEAD "part 0 18446744073709551616 18446744073709551616 1 1 1 1 1\nend 1\n", 5, 29,
	 "too large"}, /* 2^64 solutions, but 2^64 nodes */
	{HEAD "part 0 1844674407370955161600x 1 1 1 1 1 1\nend 1\n", 5, 8, "the solutions"},
	{HEAD "part 0 340282366920938463463374607431768211456 1 1 1 1 1 1\nend 1\n", 5, 8,
	 "128 bits"}, /* 2^128 */
	{HEAD "part 0 1 1 1 1 1 1 1\nend 2\n", 6, 5, "2 parts done, but 1"},
	{HEAD "part 0 1 1 1 1 1 1 1\nend 1\npart 1 1 1 1 1 1 1 1\n", 7, 1, "after the 'end'"},
	{HEAD "parts 0 1 1 1 1 1 1 1\nend 1\n", 5, 1, "'part'"},
	{HEAD "part 0 1 1 1 1 1 1 1\n", 5, 0, "cut short"},
};

Test(dlx_checkpoint, refuses_corrupt_texts_where_they_go_wrong)
{
	for (size_t k = 0; k < sizeof corrupt_texts / sizeof corrupt_texts[0]; k++) {
		const struct corrupt *c = &corrupt_texts[k];
		struct dlx_checkpoint *read = NULL;
		struct dlx_checkpoint_error error;
		int code = dlx_checkpoint_read(c->text, strlen(c->text), &read, &error);
		cr_expect_eq(code, DLX_ECHECKPOINT, "text %zu", k);
		cr_expect_null(read, "text %zu", k);
		cr_expect_eq(error.line, c->line, "text %zu: line %ld (%s)", k, error.line, error.message);
		cr_expect_eq(error.column, c->column, "text %zu: column %d (%s)", k, error.column,
		             error.message);
		cr_expect_not_null(strstr(error.message, c->words), "text %zu: '%s' lacks '%s'", k,
		                   error.message, c->words);
	}
}

/* The identity of counting pb in the parts at `depth`, with or without a memo. */
static void identify(struct dlx_problem *pb, int depth, size_t memo,
                     struct dlx_checkpoint_identity *identity)
{
	struct dlx_parts *parts = dlx_parts_create();
	cr_assert_eq(dlx_parts_walk(parts, pb, depth), 0);
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.memo_bytes = memo;
	dlx_checkpoint_identify(identity, pb, parts, &options);
	dlx_parts_destroy(parts);
}

Test(dlx_checkpoint, tells_another_problem_options_or_parts)
{
	struct dlx_problem *pb = queens_problem(6, false), *other = queens_problem(6, true);
	struct dlx_checkpoint_identity mine, same, changed;
	identify(pb, 2, 0, &mine);
	identify(pb, 2, 0, &same);
	struct dlx_checkpoint *checkpoint = dlx_checkpoint_create(&mine);
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, &same), DLX_CHECKPOINT_SAME);
	identify(other, 2, 0, &changed);
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, &changed), DLX_CHECKPOINT_OTHER_PROBLEM,
	             "the same items and options, with colours");
	identify(pb, 2, 1 << 20, &changed);
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, &changed), DLX_CHECKPOINT_OTHER_SEARCH);
	identify(pb, 3, 0, &changed);
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, &changed), DLX_CHECKPOINT_OTHER_PARTS);
	cr_assert_eq(dlx_problem_shuffle(pb, 1), 0);
	identify(pb, 2, 0, &changed);
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, &changed), DLX_CHECKPOINT_OTHER_PROBLEM,
	             "shuffled: another tree");
	dlx_checkpoint_destroy(checkpoint);
	dlx_problem_destroy(other);
	dlx_problem_destroy(pb);
}

/* Stops the search after `left` more parts are done. */
static int stop_after(void *user, const struct dlx_checkpoint *checkpoint, int part)
{
	(void)checkpoint, (void)part;
	int *left = user;
	return --*left <= 0;
}

/* The checkpoint's text read back: what a restarted process has. */
static struct dlx_checkpoint *reread(const struct dlx_checkpoint *checkpoint)
{
	static struct text t;
	t.length = 0;
	cr_assert_eq(dlx_checkpoint_write(checkpoint, append, &t), 0);
	struct dlx_checkpoint *read = NULL;
	struct dlx_checkpoint_error error;
	cr_assert_eq(dlx_checkpoint_read(t.data, t.length, &read, &error), 0, "%s", error.message);
	return read;
}

/* Counts pb in parts, stopped every `every` parts and resumed from the text with `jobs` threads. */
static struct dlx_stats count_in_steps(struct dlx_problem *pb, int depth, int every, int jobs)
{
	struct dlx_parts *parts = dlx_parts_create();
	cr_assert_eq(dlx_parts_walk(parts, pb, depth), 0);
	struct dlx_checkpoint_identity identity;
	dlx_checkpoint_identify(&identity, pb, parts, NULL);
	struct dlx_checkpoint *checkpoint = dlx_checkpoint_create(&identity);
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.jobs = jobs;
	int left;
	options.user = &left;
	struct dlx_stats stats;
	for (int rounds = 0;; rounds++) {
		cr_assert_leq(rounds, dlx_parts_count(parts), "each round finishes a part at least");
		left = every;
		cr_assert_geq(dlx_search_checkpoint(pb, parts, checkpoint, stop_after, &options, &stats,
		                                    NULL), 1);
		struct dlx_checkpoint *next = reread(checkpoint);
		dlx_checkpoint_destroy(checkpoint);
		checkpoint = next;
		if (stats.stop == DLX_STOP_EXHAUSTED)
			break;
		cr_assert_eq(stats.stop, DLX_STOP_CALLBACK);
	}
	cr_expect_eq(dlx_checkpoint_done(checkpoint), dlx_parts_count(parts));
	dlx_checkpoint_destroy(checkpoint);
	dlx_parts_destroy(parts);
	return stats;
}

static const uint64_t queens_counts[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};

Test(dlx_checkpoint, stopped_and_resumed_counts_as_one_search)
{
	for (int n = 4; n <= 10; n++) {
		struct dlx_problem *pb = queens_problem(n, n % 2 == 1); /* colours on odd n */
		struct dlx_stats whole;
		cr_assert_eq(dlx_search(pb, NULL, &whole), 0);
		if (n % 2 == 0)
			cr_assert_eq(whole.solutions, queens_counts[n], "the published count, n %d", n);
		for (int jobs = 1; jobs <= 3; jobs++) {
			struct dlx_stats st = count_in_steps(pb, 2, 3, jobs);
			cr_expect_eq(st.solutions, whole.solutions, "n %d, jobs %d", n, jobs);
			cr_expect_eq(st.nodes, whole.nodes, "n %d, jobs %d", n, jobs);
			cr_expect_eq(st.max_level, whole.max_level, "n %d, jobs %d", n, jobs);
		}
		dlx_problem_destroy(pb);
	}
}
