/*
 * test_dlx_bench.c - dlx_bench_config and dlx_bench_run (dlx_bench.h):
 * each word sets what it names, the last of two words wins, and a count
 * run several times gives the published number of solutions (n queens:
 * OEIS A000170) under every configuration and leaves the problem as it was.
 */
#include "dlx_bench.h"
#include "queens.h"

#include <criterion/criterion.h>
#include <string.h>

static struct dlx_search_options configured(const char *config)
{
	struct dlx_search_options opt;
	cr_assert_eq(dlx_bench_config(config, &opt, NULL, NULL), 0, "config %s", config);
	return opt;
}

Test(dlx_bench, starts_from_the_commands_defaults)
{
	struct dlx_search_options opt = configured("links");
	cr_expect_eq(opt.order, DLX_ORDER_MRV);
	cr_expect_not(opt.knuth_counts);
	cr_expect_eq(opt.memo_bytes, (size_t)256 << 20, "the dlx command's --memo 256");
	cr_expect_eq(opt.jobs, 0);
	cr_expect_eq(opt.node_limit, 0);
}

Test(dlx_bench, each_word_sets_its_field)
{
	cr_expect_eq(configured("first").order, DLX_ORDER_FIRST);
	cr_expect_eq(configured("sharp").order, DLX_ORDER_SHARP);
	cr_expect_eq(configured("sharp,mrv").order, DLX_ORDER_MRV);
	cr_expect(configured("knuth").knuth_counts);
	cr_expect_eq(configured("nomemo").memo_bytes, 0);
	cr_expect_eq(configured("nomemo,memo").memo_bytes, DLX_BENCH_MEMO_BYTES);
	struct dlx_search_options opt = configured("cells,binary,wtd");
	cr_expect(opt.algorithm == DLX_ALGORITHM_CELLS && opt.binary && opt.order == DLX_ORDER_WTD);
	cr_expect_eq(configured("wtd,frb").order, DLX_ORDER_FRB);
	cr_expect_not(configured("frb").binary, "frb is the order alone: binary is a word of its own");
}

/*
 * 8 queens under Knuth's binary programs, as data/exact-cover/knuth-counts.txt
 * records them ("Altogether 92 solutions, A+M mems, U updates, ..., N nodes"):
 * ssxcc-binary 1280 nodes, 15035 updates, 302490 mems; ssxcc-wtd 1258, 15079,
 * 305596; ssxcc-frb 1201, 13546, 282918. Mems count with knuth alone.
 */
Test(dlx_bench, binary_words_give_knuths_ssxcc_figures)
{
	static const struct {
		const char *config;
		uint64_t nodes, updates, mems;
	} runs[] = {
		{"cells,binary,knuth", 1280, 15035, 302490},
		{"cells,binary,wtd,knuth", 1258, 15079, 305596},
		{"cells,binary,frb,knuth", 1201, 13546, 282918},
		{"cells,binary,frb", 1201, 13546, 0},
	};
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	for (size_t k = 0; k < sizeof runs / sizeof runs[0]; k++) {
		struct dlx_search_options opt = configured(runs[k].config);
		struct dlx_bench_result r;
		cr_assert_eq(dlx_bench_run(pb, &opt, 1, &r), 0, "%s", runs[k].config);
		cr_expect_eq(r.stats.solutions, 92, "%s", runs[k].config);
		cr_expect_eq(r.stats.nodes, runs[k].nodes, "%s", runs[k].config);
		cr_expect_eq(r.stats.updates, runs[k].updates, "%s", runs[k].config);
		cr_expect_eq(r.mems_counted, runs[k].mems > 0, "%s", runs[k].config);
		if (r.mems_counted)
			cr_expect_eq(r.stats.mems, runs[k].mems, "%s", runs[k].config);
	}
	dlx_problem_destroy(pb);
}

Test(dlx_bench, the_last_word_wins_and_links_changes_nothing)
{
	cr_expect_eq(configured("first,links").order, DLX_ORDER_FIRST);
	cr_expect_eq(configured("memo,nomemo").memo_bytes, 0);
}

Test(dlx_bench, names_the_unknown_word)
{
	struct dlx_search_options opt;
	size_t offset = 0, length = 0;
	cr_expect_eq(dlx_bench_config("first,cellz,knuth", &opt, &offset, &length), DLX_EINVAL);
	cr_expect_eq(offset, 6);
	cr_expect_eq(length, 5);
}

Test(dlx_bench, lists_every_word_once)
{
	int count = 0;
	for (; dlx_bench_word(count); count++) {
		cr_expect(dlx_bench_word_help(count) && *dlx_bench_word_help(count), "each has its help");
		for (int k = 0; k < count; k++)
			cr_expect_str_neq(dlx_bench_word(k), dlx_bench_word(count));
	}
	cr_expect_null(dlx_bench_word_help(count));
	cr_expect_eq(count, 13, "links cells bits mrv first sharp binary wtd frb memo nomemo knuth infer");
}

static const char *const configs[] = {"links,mrv", "nomemo", "first", "sharp", "knuth",
                                      "first,knuth,nomemo"};

Test(dlx_bench, counts_queens_under_every_configuration)
{
	static const uint64_t published[] = {[4] = 2, [5] = 10, [6] = 4, [7] = 40, [8] = 92};
	for (int n = 4; n <= 8; n++) {
		struct dlx_problem *pb = queens_problem(n, false);
		cr_assert_not_null(pb);
		for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++) {
			struct dlx_search_options opt = configured(configs[c]);
			struct dlx_bench_result r;
			cr_assert_eq(dlx_bench_run(pb, &opt, 3, &r), 0);
			cr_expect_eq(r.stats.solutions, published[n], "%d queens, %s", n, configs[c]);
			cr_expect_eq(r.stats.stop, DLX_STOP_EXHAUSTED);
			cr_expect_eq(r.runs, 3);
			cr_expect(r.min_seconds <= r.median_seconds && r.median_seconds <= r.max_seconds);
		}
		dlx_problem_destroy(pb);
	}
}

Test(dlx_bench, counts_as_the_command_and_restores_the_problem)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++) {
		struct dlx_search_options opt = configured(configs[c]);
		struct dlx_bench_result r;
		struct dlx_stats once;
		cr_assert_eq(dlx_bench_run(pb, &opt, 2, &r), 0);
		cr_assert_eq(dlx_problem_check(pb), 0, "the links are whole after %s", configs[c]);
		int code = opt.memo_bytes ? dlx_count(pb, &opt, &once, NULL, 0) /* as the command */
		                          : dlx_search(pb, &opt, &once);
		cr_assert_eq(code, 0);
		cr_expect_eq(r.stats.nodes, once.nodes, "%s", configs[c]);
		cr_expect_eq(r.stats.updates, once.updates, "%s", configs[c]);
		cr_expect_eq(r.stats.mems, once.mems, "%s", configs[c]);
		cr_expect_eq(r.mems_counted, once.mems > 0, "%s: the reference loop counts mems", configs[c]);
	}
	dlx_problem_destroy(pb);
}
