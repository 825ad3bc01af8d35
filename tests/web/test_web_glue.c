/*
 * test_web_glue.c - the web module's C layer, built natively so the
 * sanitizer builds check it too: Knuth's node table (Table 1 of TAOCP
 * 7.2.2.1 for the example (5), restored by uncovering in reverse), the
 * playground's replay of the engine's trace, its two orders (against a
 * brute-force count), the JSON text, and the error
 * answers of the Sudoku calls. The pages themselves are tested in Chromium
 * (tests/web/web.sh).
 */
#include "json.h"
#include "node_table.h"
#include "web.h"

#include "dlx_format.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

static const char knuth_example[] = "a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n";

static struct dlx_format *read_problem(const char *text)
{
	struct dlx_format *format = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_read(format, text, strlen(text), NULL, NULL, &error), 0, "%s", error.message);
	return format;
}

/* TAOCP Vol. 4B, 7.2.2.1, Table 1; the fields Knuth leaves blank are 0 here. */
Test(node_table, is_knuths_table_1_before_the_search)
{
	static const int llink[] = {7, 0, 1, 2, 3, 4, 5, 6, 8};
	static const int rlink[] = {1, 2, 3, 4, 5, 6, 7, 0, 8};
	static const int top[] = {0, 2, 2, 2, 3, 2, 2, 3, 0, 3, 5, -1, 1, 4, 7, -2,
	                          2, 3, 6, -3, 1, 4, 6, -4, 2, 7, -5, 4, 5, 7, -6};
	static const int ulink[] = {0, 20, 24, 17, 27, 28, 22, 29, 0, 3, 5, 9, 1, 4, 7, 12,
	                            2, 9, 6, 16, 12, 13, 18, 20, 16, 14, 24, 21, 10, 25, 27};
	static const int dlink[] = {0, 12, 16, 9, 13, 10, 18, 14, 10, 17, 28, 14, 20, 21, 25, 18,
	                            24, 3, 22, 22, 1, 27, 6, 25, 2, 29, 29, 4, 5, 7, 0};
	struct dlx_format *format = read_problem(knuth_example);
	struct node_table t;
	cr_assert(node_table_init(&t, dlx_format_problem(format)));
	cr_assert_eq(t.nodes, 31);
	for (int i = 0; i < 9; i++) {
		cr_expect_eq(t.llink[i], llink[i], "LLINK(%d)", i);
		cr_expect_eq(t.rlink[i], rlink[i], "RLINK(%d)", i);
	}
	for (int x = 0; x < 31; x++) {
		cr_expect_eq(t.top[x], top[x], "TOP(%d)", x);
		cr_expect_eq(t.ulink[x], ulink[x], "ULINK(%d)", x);
		cr_expect_eq(t.dlink[x], dlink[x], "DLINK(%d)", x);
	}
	node_table_finish(&t);
	dlx_format_destroy(format);
}

static bool same_table(const struct node_table *a, const struct node_table *b)
{
	size_t items = (size_t)a->items + 2, nodes = (size_t)a->nodes;
	return memcmp(a->llink, b->llink, items * sizeof *a->llink) == 0 &&
	       memcmp(a->rlink, b->rlink, items * sizeof *a->rlink) == 0 &&
	       memcmp(a->ulink, b->ulink, nodes * sizeof *a->ulink) == 0 &&
	       memcmp(a->dlink, b->dlink, nodes * sizeof *a->dlink) == 0 &&
	       memcmp(a->top, b->top, nodes * sizeof *a->top) == 0;
}

/* Knuth's point: uncovering in the reverse order of covering restores every link. */
Test(node_table, uncovering_in_reverse_restores_every_link)
{
	FILE *file = fopen(TEST_DATA_DIR "/../../data/exact-cover/queens-6.dlx", "r");
	cr_assert_not_null(file);
	static char text[8192];
	text[fread(text, 1, sizeof text - 1, file)] = '\0';
	fclose(file);
	struct dlx_format *format = read_problem(text);
	struct node_table t, start;
	cr_assert(node_table_init(&t, dlx_format_problem(format)));
	cr_assert(node_table_init(&start, dlx_format_problem(format)));
	static const int order[] = {1, 8, 3, 20, 12, 5, 30}; /* primary and secondary, scattered */
	int count = sizeof order / sizeof order[0];
	for (int k = 0; k < count; k++)
		node_table_cover(&t, order[k]);
	cr_assert_not(same_table(&t, &start));
	/* a covered item leaves the item list but keeps its own options (r1 has 6) */
	cr_expect_eq(t.rlink[0], 2, "r1 is out of the list of items");
	cr_expect_eq(t.top[1], 6, "r1 keeps its %d options", t.top[1]);
	for (int k = count - 1; k >= 0; k--)
		node_table_uncover(&t, order[k]);
	cr_assert(same_table(&t, &start));
	node_table_finish(&t);
	node_table_finish(&start);
	dlx_format_destroy(format);
}

/*
 * Covering a in Knuth's example, link by link, worked by hand from Table 1:
 * a's list is node 12 (option 1, a d g) then node 20 (option 3, a d f);
 * hiding 12 takes out 13 (d: between 4 and 21) and 14 (g: between 7 and
 * 25); hiding 20 takes out 21 (d: now between 4 and 27) and 22 (f: between
 * 18 and 6); then a leaves the item list between 0 and 2. Uncovering puts
 * a back first, then the nodes from the bottom up.
 */
Test(node_table, notes_each_link_step_of_a_cover_and_its_uncover)
{
	static const int cover_moves[][4] = {{13, 1, 4, 21}, {14, 1, 7, 25}, {21, 3, 4, 27},
	                                     {22, 3, 18, 6}, {1, -1, 0, 2}};
	static const int uncover_nodes[][2] = {{1, -1}, {22, 3}, {21, 3}, {14, 1}, {13, 1}};
	struct dlx_format *format = read_problem(knuth_example);
	struct node_table t;
	cr_assert(node_table_init(&t, dlx_format_problem(format)));
	node_table_watch(&t);
	node_table_cover(&t, 1);
	cr_assert_eq(t.move_count, 5);
	for (int k = 0; k < 5; k++) {
		const struct node_move *m = &t.moves[k];
		cr_expect(m->item == 1 && !m->restore && m->node == cover_moves[k][0] &&
		          m->option == cover_moves[k][1], "move %d: node %d option %d", k, m->node, m->option);
		/* the first two writes of a move: the neighbours' links that skip the node */
		int field = m->option < 0 ? FIELD_RLINK : FIELD_DLINK;
		cr_expect_eq(t.changed[m->first], field << 28 | cover_moves[k][2], "move %d", k);
		cr_expect_eq(t.written[m->first], cover_moves[k][3], "move %d", k);
		cr_expect_eq(t.written[m->first + 1], cover_moves[k][2], "move %d", k);
	}
	node_table_watch(&t);
	node_table_uncover(&t, 1);
	cr_assert_eq(t.move_count, 5);
	for (int k = 0; k < 5; k++)
		cr_expect(t.moves[k].restore && t.moves[k].node == uncover_nodes[k][0] &&
		          t.moves[k].option == uncover_nodes[k][1], "uncover move %d: node %d", k, t.moves[k].node);
	node_table_finish(&t);
	dlx_format_destroy(format);
}

/*
 * Knuth's example with colours (TAOCP 7.2.2.1, (49)), worked by hand: p q r
 * are items 1-3, x y items 4-5; colour A is 1 and B is 2 (in order of
 * appearance). x's list is nodes 9 (option 0, no colour), 14 (option 1,
 * A), 18 (option 2, B) and 21 (option 3, A). Purifying x for A hides
 * option 0 (its nodes 10, 7, 8, from the one after 9 round to 9), marks
 * 14, hides option 2 (its node 17) and marks 21. Covering p then hides
 * option 1 but leaves its marked node 14 in place (DLX2's hide).
 */
Test(node_table, purifies_as_dlx2_and_unpurifies_back)
{
	static const int purify_moves[][2] = {{10, 0}, {7, 0}, {8, 0}, {14, 1}, {17, 2}, {21, 3}};
	static const int cover_p[] = {13, 15, 1};
	struct dlx_format *format = read_problem("p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n");
	struct node_table t, start;
	cr_assert(node_table_init(&t, dlx_format_problem(format)));
	cr_assert(node_table_init(&start, dlx_format_problem(format)));
	cr_assert(t.colors);
	cr_expect(t.color[10] == 1 && t.color[14] == 1 && t.color[18] == 2 && t.color[24] == 2 && t.color[9] == 0);
	node_table_watch(&t);
	node_table_purify(&t, 4, 1);
	cr_assert_eq(t.move_count, 6);
	for (int k = 0; k < 6; k++)
		cr_expect(t.moves[k].node == purify_moves[k][0] && t.moves[k].option == purify_moves[k][1],
		          "purify move %d: node %d option %d", k, t.moves[k].node, t.moves[k].option);
	cr_expect(t.color[14] == -1 && t.color[21] == -1, "the nodes of colour A are marked");
	cr_expect_eq(t.dlink[4], 9, "x keeps its list: node 9 is hidden from the others' lists, not x's");
	cr_expect_eq(t.dlink[1], 12, "p's list skips node 7 of option 0");
	node_table_watch(&t);
	node_table_cover(&t, 1);
	cr_assert_eq(t.move_count, 3);
	for (int k = 0; k < 3; k++)
		cr_expect_eq(t.moves[k].node, cover_p[k], "cover p, move %d", k);
	node_table_uncover(&t, 1);
	node_table_unpurify(&t, 4, 1);
	cr_expect(same_table(&t, &start), "uncover and unpurify restore every field");
	cr_expect_eq(memcmp(t.color, start.color, (size_t)t.nodes * sizeof *t.color), 0, "and every colour");
	node_table_finish(&t);
	node_table_finish(&start);
	dlx_format_destroy(format);
}

static char *answer_of(char *json)
{
	cr_assert_not_null(json, "out of memory");
	return json;
}

/* The JSON of a view from "\"table\"" up to its list of changed fields. */
static char *table_part(const char *view)
{
	const char *from = strstr(view, "\"table\""), *to = strstr(view, "\"changed\"");
	cr_assert(from && to && to > from);
	return strndup(from, (size_t)(to - from));
}

Test(playground, replays_the_engines_trace_to_its_end)
{
	struct web_cover *cover = web_cover_create();
	free(answer_of(web_cover_load(cover, knuth_example)));
	char *run = answer_of(web_cover_run(cover, 1000, 1));
	cr_expect(strstr(run, "\"steps\":15,\"complete\":true,\"solutions\":1,\"nodes\":6"), "%s", run);
	free(run);
	char *start = answer_of(web_cover_view(cover, 0)), *table0 = table_part(start);
	for (int step = 1; step <= 15; step++) {
		char *view = answer_of(web_cover_view(cover, step));
		cr_expect(strstr(view, "\"lost\":false"), "step %d: %s", step, view);
		if (step == 15) { /* back at level 0: every link as before the search */
			char *table = table_part(view);
			cr_expect_str_eq(table, table0);
			free(table);
		}
		free(view);
	}
	char *bad = answer_of(web_cover_view(cover, 16));
	cr_expect(strstr(bad, "\"error\":\"no such step\""), "%s", bad);
	free(bad);
	free(table0);
	free(start);
	web_cover_destroy(cover);
}

Test(playground, stops_keeping_steps_at_the_cap_and_still_counts)
{
	struct web_cover *cover = web_cover_create();
	free(answer_of(web_cover_load(cover, "a b\na\nb\na b\n")));
	char *run = answer_of(web_cover_run(cover, 3, 1));
	cr_expect(strstr(run, "\"steps\":3,\"complete\":false,\"solutions\":2"), "%s", run);
	free(run);
	web_cover_destroy(cover);
}

/*
 * Algorithm X by brute force on bit masks (primary items only), to check
 * the engine's two orders against: nodes counted as Knuth counts them, one
 * for each level entered and one for each solution. `fewest` branches on
 * the open item with the fewest options (the leftmost on ties), else on the
 * leftmost open item.
 */
static long brute_nodes(const unsigned *options, int count, unsigned open, bool fewest, long *solutions)
{
	int item = -1, best = count + 1;
	for (int x = 0; x < 32 && (fewest || item < 0); x++) {
		if (!(open >> x & 1))
			continue;
		int fits = 0;
		for (int k = 0; k < count; k++)
			fits += (options[k] >> x & 1) && !(options[k] & ~open);
		if (fits < best) {
			item = x;
			best = fits;
		}
	}
	long nodes = 1;
	for (int k = 0; k < count; k++) {
		if (!(options[k] >> item & 1) || (options[k] & ~open))
			continue;
		if ((open & ~options[k]) == 0) {
			nodes++;
			++*solutions;
		} else {
			nodes += brute_nodes(options, count, open & ~options[k], fewest, solutions);
		}
	}
	return nodes;
}

/* The "solutions" and "nodes" fields of a web_cover_run_order answer. */
static void run_counts(struct web_cover *cover, int order, long *solutions, long *nodes)
{
	char *run = answer_of(web_cover_run_order(cover, 1000, 1, order));
	const char *s = strstr(run, "\"solutions\":"), *n = strstr(run, "\"nodes\":");
	cr_assert(s && n, "%s", run);
	*solutions = strtol(s + 12, NULL, 10);
	*nodes = strtol(n + 8, NULL, 10);
	free(run);
}

Test(playground, searches_in_either_order_as_brute_force_counts)
{
	static const struct {
		const char *text;
		unsigned options[8];
		int count, items;
	} cases[] = {
		{knuth_example, {0x14, 0x49, 0x26, 0x29, 0x42, 0x58}, 6, 7},
		/* a has the most options: the first item and the fewest part ways */
		{"a b c d\na\na b\na c\nb\nc d\nb d\nd\n", {0x1, 0x3, 0x5, 0x2, 0xc, 0xa, 0x8}, 7, 4},
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		struct web_cover *cover = web_cover_create();
		free(answer_of(web_cover_load(cover, cases[c].text)));
		long want[2][2] = {{0, 0}, {0, 0}}, got[2][2];
		unsigned all = (1u << cases[c].items) - 1;
		want[0][1] = brute_nodes(cases[c].options, cases[c].count, all, true, &want[0][0]);
		want[1][1] = brute_nodes(cases[c].options, cases[c].count, all, false, &want[1][0]);
		run_counts(cover, DLX_ORDER_MRV, &got[0][0], &got[0][1]);
		run_counts(cover, DLX_ORDER_FIRST, &got[1][0], &got[1][1]);
		for (int o = 0; o < 2; o++) {
			cr_expect_eq(got[o][0], want[o][0], "case %zu, order %d: solutions", c, o);
			cr_expect_eq(got[o][1], want[o][1], "case %zu, order %d: nodes", c, o);
		}
		if (c == 1)
			cr_expect_neq(want[0][1], want[1][1], "the second case tells the orders apart");
		web_cover_destroy(cover);
	}
}

Test(playground, refuses_an_unknown_order_and_runs_first_item_with_bounds)
{
	struct web_cover *cover = web_cover_create();
	free(answer_of(web_cover_load(cover, knuth_example)));
	char *answer = answer_of(web_cover_run_order(cover, 10, 1, 7));
	cr_expect(strstr(answer, "no such order"), "%s", answer);
	free(answer);
	/* a twice, b once: {a, a b} is the one way (by hand) */
	free(answer_of(web_cover_load(cover, "2:2|a b\na\na b\nb\n")));
	for (int order = DLX_ORDER_MRV; order <= DLX_ORDER_FIRST; order++) {
		answer = answer_of(web_cover_run_order(cover, 10, 1, order));
		cr_expect(strstr(answer, "\"status\":\"done\""), "%s", answer);
		cr_expect(strstr(answer, "\"solutions\":1,"), "%s", answer);
		free(answer);
	}
	web_cover_destroy(cover);
}

Test(playground, reports_a_bad_problem_by_line_and_column)
{
	struct web_cover *cover = web_cover_create();
	char *answer = answer_of(web_cover_load(cover, "a b c\na d\n"));
	cr_expect_str_eq(answer, "{\"status\":\"error\",\"error\":\"line 2, column 3: unknown item 'd'\"}");
	free(answer);
	answer = answer_of(web_cover_run(cover, 10, 1));
	cr_expect(strstr(answer, "no problem loaded"), "%s", answer);
	free(answer);
	web_cover_destroy(cover);
}

Test(json, escapes_quotes_backslashes_and_control_characters)
{
	struct json json;
	json_init(&json);
	json_printf(&json, "{");
	json_key_string(&json, "a", "say \"hi\"\\\n");
	json_key_int(&json, "b", -3);
	json_key_bool(&json, "c", true);
	json_printf(&json, "}");
	char *text = json_finish(&json);
	cr_expect_str_eq(text, "{\"a\":\"say \\\"hi\\\"\\\\\\u000a\",\"b\":-3,\"c\":true}");
	free(text);
}

Test(sudoku_calls, give_the_readers_and_solvers_reasons)
{
	struct web_sudoku *web = web_sudoku_create();
	char *answer = answer_of(web_sudoku_solve(web, "12x", 2));
	cr_expect(strncmp(answer, "{\"status\":\"error\",\"error\":\"line 1: line has 3 cells", 51) == 0, "%s", answer);
	free(answer);
	answer = answer_of(web_sudoku_hint(web, "1.......3..4...2", NULL));
	cr_expect(strstr(answer, "4x4: the logical solver handles 9x9 puzzles only"), "%s", answer);
	free(answer);
	answer = answer_of(web_sudoku_rate(web, ".................................................................................."));
	cr_expect(strstr(answer, "\"status\":\"error\""), "%s", answer);
	free(answer);
	answer = answer_of(web_sudoku_explain(web, ".................................................................................", NULL));
	cr_expect(strstr(answer, "more than one solution"), "%s", answer);
	free(answer);
	answer = answer_of(web_sudoku_generate(web, "hard", "none", "1", 10));
	cr_expect(strstr(answer, "unknown band"), "%s", answer);
	free(answer);
	answer = answer_of(web_sudoku_generate(web, "any", "sideways", "1", 10));
	cr_expect(strstr(answer, "unknown symmetry"), "%s", answer);
	free(answer);
	answer = answer_of(web_sudoku_generate(web, "any", "none", "-1", 10));
	cr_expect(strstr(answer, "the seed is a whole number"), "%s", answer);
	free(answer);
	web_sudoku_destroy(web);
}

/*
 * A hint on marks that allow several solutions is refused at once, as `sudoku
 * hint` refuses it: the empty grid's marks (every digit in every cell) allow
 * every Sudoku grid. Marks that leave one solution still get their hint.
 */
Test(sudoku_calls, hint_refuses_marks_with_several_solutions, .timeout = 30)
{
	struct web_sudoku *web = web_sudoku_create();
	char marks[81 * 9 + 1];
	for (int cell = 0; cell < 81; cell++)
		memcpy(marks + cell * 9, "123456789", 9);
	marks[81 * 9] = '\0';
	char *answer = answer_of(web_sudoku_hint(web, marks, NULL));
	cr_expect(strstr(answer, "the pencil marks allow more than one solution"), "%s", answer);
	free(answer);
	/* Wikipedia's puzzle as marks: a given is its digit alone at its place, other cells 1-9 */
	const char *puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
	for (int cell = 0; cell < 81; cell++)
		if (puzzle[cell] != '.') {
			memset(marks + cell * 9, '.', 9);
			marks[cell * 9 + puzzle[cell] - '1'] = puzzle[cell];
		}
	answer = answer_of(web_sudoku_hint(web, marks, NULL));
	cr_expect(strstr(answer, "\"status\":\"done\""), "%s", answer);
	free(answer);
	web_sudoku_destroy(web);
}

/* The explanation's placements, written into the puzzle, give the solution the engine finds. */
Test(sudoku_calls, explanation_places_the_solution)
{
	static const char puzzle[] =
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
	struct web_sudoku *web = web_sudoku_create();
	char *solved = answer_of(web_sudoku_solve(web, puzzle, 2));
	const char *at = strstr(solved, "\"solution\":\"");
	cr_assert_not_null(at);
	char solution[82];
	memcpy(solution, at + 12, 81);
	solution[81] = '\0';
	char *explained = answer_of(web_sudoku_explain(web, puzzle, NULL));
	char grid[82];
	memcpy(grid, puzzle, 82);
	for (const char *p = explained; (p = strstr(p, "\"placements\":[")) != NULL;) {
		p += strlen("\"placements\":[");
		while (*p != ']') {
			int cand = (int)strtol(p, (char **)&p, 10);
			grid[cand / 9] = (char)('1' + cand % 9);
			p += *p == ',';
		}
	}
	cr_expect_str_eq(grid, solution);
	free(solved);
	free(explained);
	web_sudoku_destroy(web);
}

/* Wikipedia's puzzle and its published solution. */
static const char wiki_puzzle[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
static const char wiki_solution[] =
	"534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/* Placed digits: r1c3 holds 1 where the solution has 4, r1c4 the solution's 6. */
Test(sudoku_calls, check_names_a_wrong_digit_as_sudoku_check_does)
{
	struct web_sudoku *web = web_sudoku_create();
	char state[82];
	memcpy(state, wiki_puzzle, sizeof state);
	state[2] = '1';
	state[3] = '6';
	char *answer = answer_of(web_sudoku_check(web, wiki_puzzle, state));
	cr_expect_str_eq(answer, "{\"status\":\"done\",\"mistakes\":[{\"cell\":2,\"digit\":1,\"placed\":true,"
	                         "\"text\":\"r1c3: 1 is not the solution's digit\"}]}");
	free(answer);
	answer = answer_of(web_sudoku_check(web, wiki_puzzle, wiki_solution));
	cr_expect_str_eq(answer, "{\"status\":\"done\",\"mistakes\":[]}");
	free(answer);
	web_sudoku_destroy(web);
}

/*
 * Marks as the page sends them: a given alone at its place, the player's
 * marks, and every digit in a cell the player left unmarked (no claim).
 * r1c3's marks 1 and 2 leave out its solution digit, 4.
 */
Test(sudoku_calls, check_names_a_solution_digit_missing_from_the_marks)
{
	struct web_sudoku *web = web_sudoku_create();
	char marks[81 * 9 + 1];
	for (int cell = 0; cell < 81; cell++) {
		memcpy(marks + cell * 9, "123456789", 9);
		if (wiki_puzzle[cell] != '.') {
			memset(marks + cell * 9, '.', 9);
			marks[cell * 9 + wiki_puzzle[cell] - '1'] = wiki_puzzle[cell];
		}
	}
	memcpy(marks + 2 * 9, "12.......", 9);
	marks[81 * 9] = '\0';
	char *answer = answer_of(web_sudoku_check(web, wiki_puzzle, marks));
	cr_expect_str_eq(answer, "{\"status\":\"done\",\"mistakes\":[{\"cell\":2,\"digit\":4,\"placed\":false,"
	                         "\"text\":\"r1c3: 4 was eliminated, but it is the solution's digit\"}]}");
	free(answer);
	web_sudoku_destroy(web);
}

Test(sudoku_calls, check_refuses_a_puzzle_without_one_solution)
{
	struct web_sudoku *web = web_sudoku_create();
	char empty[82];
	memset(empty, '.', 81);
	empty[81] = '\0';
	char *answer = answer_of(web_sudoku_check(web, empty, empty));
	cr_expect_str_eq(answer, "{\"status\":\"error\",\"error\":\"the puzzle has more than one solution\"}");
	free(answer);
	answer = answer_of(web_sudoku_check(web, wiki_puzzle, "12x"));
	cr_expect(strstr(answer, "\"error\":\"line 1: line has 3 cells"), "%s", answer);
	free(answer);
	web_sudoku_destroy(web);
}

/*
 * The solution with r1c1 open: the one step is a full house placing 5
 * there. Level 1 names the technique, level 2 adds where, level 3 is the
 * whole step.
 */
Test(sudoku_calls, hint_gives_three_levels)
{
	struct web_sudoku *web = web_sudoku_create();
	char grid[82];
	memcpy(grid, wiki_solution, sizeof grid);
	grid[0] = '.';
	char *answer = answer_of(web_sudoku_hint(web, grid, NULL));
	const char *hints = strstr(answer, "\"hints\":[\"full house\",\"full house");
	cr_assert_not_null(hints, "%s", answer);
	const char *third = strstr(hints + 9, "\",\"");
	cr_assert_not_null(third);
	third = strstr(third + 3, "\",\"");
	cr_assert_not_null(third, "%s", answer);
	cr_expect(strncmp(third + 3, "full house", 10) == 0, "%s", answer);
	cr_expect(strstr(third, "r1c1=5\"]"), "%s", answer);
	free(answer);
	web_sudoku_destroy(web);
}

/*
 * The words a step opens with, as --names picks them. In this puzzle's
 * explanation, (9=6)r6c6-(6)r2c6=r2c4-(6=9)r7c4 joins two cells holding
 * 6 and 9 by a strong link on 6: a W-wing by its definition, which SE
 * rates as an alternating inference chain.
 */
Test(sudoku_calls, explain_names_steps_as_asked)
{
	static const char hard[] =
		"98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
	static const char chain[] = "(9=6)r6c6-(6)r2c6=r2c4-(6=9)r7c4 => r7c6<>9";
	struct web_sudoku *web = web_sudoku_create();
	char *hodoku = answer_of(web_sudoku_explain(web, hard, NULL));
	char *se = answer_of(web_sudoku_explain(web, hard, "se"));
	const char *at = strstr(hodoku, chain);
	cr_assert_not_null(at, "%.300s", hodoku);
	cr_expect(strncmp(at - 8, "W-wing: ", 8) == 0, "%.40s", at - 20);
	cr_expect(strstr(hodoku, "\"name\":\"w-wing\""));
	at = strstr(se, chain);
	cr_assert_not_null(at);
	cr_expect(strncmp(at - 29, "alternating inference chain: ", 29) == 0, "%.60s", at - 40);
	free(hodoku);
	free(se);
	char *wrong = answer_of(web_sudoku_hint(web, hard, "sukaku"));
	cr_expect_str_eq(wrong, "{\"status\":\"error\",\"error\":\"unknown names: expected hodoku or se\"}");
	free(wrong);
	web_sudoku_destroy(web);
}

/* A problem with item bounds says so: Algorithm M's tweaks are not in the node table. */
Test(playground, says_whether_items_have_bounds)
{
	const char *problems[] = {"2|a 1:2|b c\na b\na c\na\nb c\nb\n", "a b\na\nb\n"};
	const char *wanted[] = {"\"bounds\":true", "\"bounds\":false"};
	struct web_cover *cover = web_cover_create();
	for (int k = 0; k < 2; k++) {
		char *answer = answer_of(web_cover_load(cover, problems[k]));
		cr_expect(strstr(answer, wanted[k]), "%s", answer);
		free(answer);
	}
	web_cover_destroy(cover);
}

/*
 * Algorithm M's BOUND and SLACK in the table, worked by hand from DLX3 on
 * "2|a 1:2|b c" (a 2:2, b 1:2, c 1:1), whose trace (dlx --trace) starts
 * "choose a; try a b; choose a": the first choose lowers a's BOUND to 1
 * (M4), trying 'a b' lowers b's (a's own was lowered by the choose), and
 * choosing a again lowers a's to 0, a link step before the cover it causes.
 */
Test(playground, keeps_dlx3s_bound_and_slack_in_the_table)
{
	struct web_cover *cover = web_cover_create();
	free(answer_of(web_cover_load(cover, "2|a 1:2|b c\na b\na c\na\nb c\nb\n")));
	free(answer_of(web_cover_run(cover, 1000, 1)));
	const char *wanted[] = {
		"\"items\":[[3,1,0,0],[0,2,2,0],[1,3,2,1],[2,0,1,0],[4,4,0,0]],\"bounds\":true",
		"\"items\":[[3,1,0,0],[0,2,1,0],[1,3,2,1],[2,0,1,0],[4,4,0,0]]",
		"\"changed\":[[6,1,1]],\"moves\":[[0,1,1,-2,0]]",
		"\"items\":[[3,1,0,0],[0,2,1,0],[1,3,1,1],[2,0,1,0],[4,4,0,0]]",
		"\"changed\":[[6,2,1]],\"moves\":[[0,2,2,-2,0]]",
		"\"changed\":[[6,1,0],", /* then the cover of a */
	};
	const int steps[] = {0, 1, 1, 2, 2, 3};
	for (int k = 0; k < 6; k++) {
		char *view = answer_of(web_cover_view(cover, steps[k]));
		cr_expect(strstr(view, wanted[k]), "step %d: %s not in %s", steps[k], wanted[k], view);
		free(view);
	}
	web_cover_destroy(cover);
}

/* The colours' names in order of first use: red is 1, blue 2 (DLX2's numbering). */
Test(playground, lists_the_colour_names_in_order_of_first_use)
{
	struct web_cover *cover = web_cover_create();
	char *answer = answer_of(web_cover_load(cover, "p q | x y\np x:red\nq x:blue y:red\np y:blue\n"));
	cr_expect(strstr(answer, "\"colors\":true,\"color_names\":[\"red\",\"blue\"]"), "%s", answer);
	free(answer);
	answer = answer_of(web_cover_load(cover, "a b\na\nb\n"));
	cr_expect(strstr(answer, "\"colors\":false,\"color_names\":[]"), "%s", answer);
	free(answer);
	web_cover_destroy(cover);
}
