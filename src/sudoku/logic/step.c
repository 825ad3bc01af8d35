/*
 * step.c - building step records, writing them in standard notation (in
 * words; the short names are names.c's), SE's chain-length bonus and the
 * rating bands.
 */
#include "logic.h"

#include <stdio.h>
#include <string.h>

/* How a step opens in the text form: words rather than the short name. */
static const char *const technique_words[SUDOKU_LOGIC_TECHNIQUE_COUNT] = {
	"full house", "hidden single", "hidden single", "direct pointing", "direct claiming",
	"direct hidden pair", "naked single", "direct hidden triple", "pointing", "claiming",
	"naked pair", "X-wing", "hidden pair", "naked triple", "swordfish", "hidden triple",
	"XY-wing", "XYZ-wing", "unique rectangle", "naked quad", "jellyfish", "hidden quad",
	"BUG+1", "X-chain", "alternating inference chain", "cell forcing chains",
	"region forcing chains", "dynamic forcing chain", "dynamic forcing chain (+)",
	"nested forcing chain", "last resort", "unique rectangle type 5", "unique rectangle type 6",
	"empty rectangle", "finned X-wing", "sashimi X-wing", "finned swordfish",
	"sashimi swordfish", "finned jellyfish", "sashimi jellyfish", "ALS-XZ", "ALS-XY-wing",
	"ALS chain",
};

/*
 * Written by hand, not by snprintf: a single's step names its unit, and
 * formatting cost more than finding most singles.
 */
const char *unit_name(int unit, char *buf, size_t len)
{
	static const char *const kinds[3] = {"row ", "column ", "box "};
	char name[10];
	size_t n = strlen(kinds[unit / 9]);
	memcpy(name, kinds[unit / 9], n);
	name[n++] = (char)('1' + unit % 9);
	if (len > 0) { /* cut to fit, as snprintf would */
		n = n < len - 1 ? n : len - 1;
		memcpy(buf, name, n);
		buf[n] = '\0';
	}
	return buf;
}

void step_start(struct sudoku_step *step, enum sudoku_logic_technique technique, int difficulty)
{
	step->technique = technique;
	step->difficulty = difficulty;
	step->placement_count = step->elimination_count = step->cause_count = 0;
	step->chain_count = step->node_count = 0;
	step->detail[0] = '\0';
}

void step_begin(struct sudoku_step *step, enum sudoku_logic_technique technique, int difficulty,
                const char *fmt, ...)
{
	step_start(step, technique, difficulty);
	va_list args;
	va_start(args, fmt);
	vsnprintf(step->detail, sizeof step->detail, fmt, args);
	va_end(args);
}

void step_begin_in(struct sudoku_step *step, enum sudoku_logic_technique technique, int difficulty,
                   int unit)
{
	step_start(step, technique, difficulty);
	memcpy(step->detail, "in ", 3);
	unit_name(unit, step->detail + 3, sizeof step->detail - 3);
}

void step_place(struct sudoku_step *step, int cell, int digit)
{
	uint16_t cand = CAND(cell, digit);
	for (int k = 0; k < step->placement_count; k++)
		if (step->placements[k] == cand)
			return;
	if (step->placement_count < 81)
		step->placements[step->placement_count++] = cand;
}

void step_eliminate(struct sudoku_step *step, const struct sudoku_pencil *p, int cell, int digit)
{
	if (!(p->cand[cell] & BIT(digit)))
		return;
	uint16_t cand = CAND(cell, digit);
	for (int k = 0; k < step->elimination_count; k++)
		if (step->eliminations[k] == cand)
			return;
	step->eliminations[step->elimination_count++] = cand; /* at most 729: no overflow */
}

void step_cause(struct sudoku_step *step, int cell, int digit)
{
	uint16_t cand = CAND(cell, digit);
	for (int k = 0; k < step->cause_count; k++)
		if (step->causes[k] == cand)
			return;
	if (step->cause_count < SUDOKU_STEP_MAX_CAUSES)
		step->causes[step->cause_count++] = cand;
}

bool chain_open(struct sudoku_step *step, int depth)
{
	if (step->chain_count >= SUDOKU_STEP_MAX_CHAINS)
		return false;
	step->chains[step->chain_count++] =
		(struct sudoku_chain){.depth = depth, .first = step->node_count, .node_count = 0};
	return true;
}

void chain_add_node(struct sudoku_step *step, const struct sudoku_chain_node *node,
                    enum sudoku_link link)
{
	if (step->chain_count <= 0)
		return;
	struct sudoku_chain *chain = &step->chains[step->chain_count - 1];
	if (step->node_count >= SUDOKU_STEP_MAX_NODES) {
		chain->cut = true;
		return;
	}
	int k = step->node_count++;
	step->nodes[k] = *node;
	if (chain->node_count++ > 0)
		step->links[k - 1] = (uint8_t)link;
}

void chain_add(struct sudoku_step *step, int cell, int digit, enum sudoku_link link)
{
	struct sudoku_chain_node node = {(uint8_t)digit, 1, {(uint8_t)cell, 0, 0}};
	chain_add_node(step, &node, link);
}

void eliminate_seeing_all(struct sudoku_step *step, const struct sudoku_pencil *p, int digit,
                          const int *cells, int count)
{
	/* the cells seeing them all: their peers' sets and-ed, taken in cell order (peer order) */
	uint64_t see[2] = {logic_peer_bits[cells[0]][0], logic_peer_bits[cells[0]][1]};
	for (int k = 1; k < count; k++) {
		see[0] &= logic_peer_bits[cells[k]][0];
		see[1] &= logic_peer_bits[cells[k]][1];
	}
	for (int w = 0; w < 2; w++)
		for (uint64_t m = see[w]; m; m &= m - 1) {
			int target = w * 64 + __builtin_ctzll(m);
			if (p->cand[target] & BIT(digit))
				step_eliminate(step, p, target, digit);
		}
}

/*
 * SE adds 0.1 each time the chain outgrows a ceiling; the ceilings start at
 * 4 and grow by 3/2 and 4/3 in turn (4, 6, 8, 12, 16, 24, 32, ...).
 */
int chain_length_bonus(int length)
{
	int bonus = 0, ceiling = 4;
	bool odd = false;
	while (length > ceiling) {
		bonus++;
		ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
		odd = !odd;
	}
	return bonus;
}

/* Appends like snprintf into buf at *used, keeping track of the full length. */
static void append(char *buf, size_t len, size_t *used, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	size_t room = *used < len ? len - *used : 0;
	int n = vsnprintf(room ? buf + *used : NULL, room, fmt, args);
	va_end(args);
	if (n > 0)
		*used += (size_t)n;
}

/*
 * Appends the first `count` candidates, `count` bounded by the list's
 * `capacity` (a step filled by hand may hold any count), "r?c?" for a
 * number past the last candidate.
 */
static void append_list(char *buf, size_t len, size_t *used, const uint16_t *cands, int count,
                        int capacity, const char *op)
{
	count = count < 0 ? 0 : count > capacity ? capacity : count;
	for (int k = 0; k < count; k++)
		if (cands[k] >= 729)
			append(buf, len, used, "%sr?c?%s?", k ? ", " : "", op);
		else
			append(buf, len, used, "%sr%dc%d%s%d", k ? ", " : "", CAND_CELL(cands[k]) / 9 + 1,
		       CAND_CELL(cands[k]) % 9 + 1, op, CAND_DIGIT(cands[k]));
}

/* The words a step opens with: HoDoKu's name for its shape where asked and it has one. */
static const char *step_words(const struct sudoku_step *step, bool hodoku)
{
	const char *shape = hodoku ? step_hodoku_words(step) : NULL;
	if (shape)
		return shape;
	return (unsigned)step->technique < SUDOKU_LOGIC_TECHNIQUE_COUNT
	           ? technique_words[step->technique] : "?";
}

/* The technique and where it works: "hidden single in box 5", "pointing: 3 in box 1 only in row 2". */
static void append_where(char *buf, size_t len, size_t *used, const struct sudoku_step *step,
                         bool hodoku)
{
	/* "hidden single in box 5: ...", "X-wing on 5, ...", but "pointing: 3 in box 1 only ..." */
	enum sudoku_logic_technique t = step->technique;
	bool colon = t == SUDOKU_LOGIC_POINTING || t == SUDOKU_LOGIC_CLAIMING ||
	             t == SUDOKU_LOGIC_DIRECT_POINTING || t == SUDOKU_LOGIC_DIRECT_CLAIMING ||
	             (t >= SUDOKU_LOGIC_DYNAMIC_CONTRADICTION && t <= SUDOKU_LOGIC_LAST_RESORT);
	const char *glue = !step->detail[0] ? "" : colon ? ": " : " ";
	append(buf, len, used, "%s%s%.*s", step_words(step, hodoku), glue,
	       (int)strnlen(step->detail, sizeof step->detail), step->detail);
}

/* The cells a step changes, each once: its placements' cells, else its eliminations'. */
static void append_cells(char *buf, size_t len, size_t *used, const struct sudoku_step *step)
{
	bool place = step->placement_count > 0;
	const uint16_t *cands = place ? step->placements : step->eliminations;
	int count = place ? step->placement_count : step->elimination_count;
	int capacity = place ? 81 : 729; /* a step filled by hand may hold any count */
	count = count < 0 ? 0 : count > capacity ? capacity : count;
	bool seen[81] = {false};
	const char *sep = " at ";
	for (int k = 0; k < count; k++) {
		int cell = CAND_CELL(cands[k]);
		if (cands[k] >= 729 || seen[cell])
			continue;
		seen[cell] = true;
		append(buf, len, used, "%sr%dc%d", sep, cell / 9 + 1, cell % 9 + 1);
		sep = ", ";
	}
}

/* A buffer's text starts empty; no buffer means no room (the length is still counted). */
static void start_text(char *buf, size_t *len)
{
	if (!buf)
		*len = 0;
	if (*len)
		buf[0] = '\0';
}

/* The whole step, as sudoku_step_format writes it, in SE's or HoDoKu's words. */
static size_t format_step(const struct sudoku_step *step, bool hodoku, char *buf, size_t len);

size_t sudoku_step_format_named(const struct sudoku_step *step, int level,
                                enum sudoku_names names, char *buf, size_t len)
{
	bool hodoku = names == SUDOKU_NAMES_HODOKU;
	if (level >= 3)
		return format_step(step, hodoku, buf, len);
	size_t used = 0;
	start_text(buf, &len);
	if (!step)
		return 0;
	if (level <= 1) {
		append(buf, len, &used, "%s", step_words(step, hodoku));
		return used;
	}
	append_where(buf, len, &used, step, hodoku);
	if (!step->detail[0])
		append_cells(buf, len, &used, step);
	return used;
}

size_t sudoku_step_format_hint(const struct sudoku_step *step, int level, char *buf, size_t len)
{
	return sudoku_step_format_named(step, level, SUDOKU_NAMES_SE, buf, len);
}

/* A step shown by one chain that proves its eliminations (X-chain, AIC, empty rectangle). */
bool sudoku_step_shows_chain(const struct sudoku_step *step)
{
	return step &&
	       (step->technique == SUDOKU_LOGIC_X_CHAIN || step->technique == SUDOKU_LOGIC_AIC ||
	        step->technique == SUDOKU_LOGIC_EMPTY_RECTANGLE) &&
	       step->chain_count == 1;
}

size_t sudoku_step_format(const struct sudoku_step *step, char *buf, size_t len)
{
	return format_step(step, false, buf, len);
}

static size_t format_step(const struct sudoku_step *step, bool hodoku, char *buf, size_t len)
{
	size_t used = 0;
	start_text(buf, &len);
	if (!step)
		return 0;
	if (sudoku_step_shows_chain(step)) { /* "X-chain: (6)r6c1=r6c5-...=(6)r8c1" */
		append(buf, len, &used, "%s: ", step_words(step, hodoku));
		size_t room = used < len ? len - used : 0;
		used += sudoku_chain_format(step, 0, room ? buf + used : NULL, room);
	} else {
		append_where(buf, len, &used, step, hodoku);
	}
	bool eliminations_first = step->placement_count <= 0;
	append(buf, len, &used, eliminations_first ? " => " : ": ");
	if (eliminations_first) {
		append_list(buf, len, &used, step->eliminations, step->elimination_count, 729, "<>");
		return used;
	}
	append_list(buf, len, &used, step->placements, step->placement_count, 81, "=");
	if (step->elimination_count > 0) {
		append(buf, len, &used, " (");
		append_list(buf, len, &used, step->eliminations, step->elimination_count, 729, "<>");
		append(buf, len, &used, ")");
	}
	return used;
}

/* A node's cells: "r4c5", or a group on a row "r4c123" or on a column "r123c5". */
static void append_node_cells(char *buf, size_t len, size_t *used,
                              const struct sudoku_chain_node *node)
{
	int count = node->cell_count < 1 ? 1 : node->cell_count > 3 ? 3 : node->cell_count;
	bool same_row = true;
	for (int k = 1; k < count; k++)
		same_row &= node->cells[k] / 9 == node->cells[0] / 9;
	append(buf, len, used, "r");
	for (int k = 0; k < count && (k == 0 || !same_row); k++)
		append(buf, len, used, "%d", node->cells[k] / 9 % 9 + 1);
	append(buf, len, used, "c");
	for (int k = 0; k < count && (k == 0 || same_row); k++)
		append(buf, len, used, "%d", node->cells[k] % 9 + 1);
}

static bool one_cell(const struct sudoku_chain_node *a, const struct sudoku_chain_node *b)
{
	return a->cell_count == 1 && b->cell_count == 1 && a->cells[0] == b->cells[0];
}

/*
 * The nodes from `first` (of `count`, the chain's nodes from `nodes`) that
 * stay in one cell over strong links, as one "(4=7)r1c2"; returns the last.
 */
static int append_run(char *buf, size_t len, size_t *used, const struct sudoku_chain_node *nodes,
                      const uint8_t *links, int first, int count, bool digit)
{
	int last = first;
	while (last + 1 < count && links[last] == SUDOKU_LINK_STRONG &&
	       one_cell(&nodes[last], &nodes[last + 1]))
		last++;
	if (last > first || digit) {
		append(buf, len, used, "(");
		for (int k = first; k <= last; k++)
			append(buf, len, used, "%s%d", k > first ? "=" : "", nodes[k].digit);
		append(buf, len, used, ")");
	}
	append_node_cells(buf, len, used, &nodes[first]);
	return last;
}

/* The chain's node count, bounded by the pool (a step filled by hand may say anything). */
static int pool_count(const struct sudoku_chain *chain)
{
	if (chain->first < 0 || chain->first >= SUDOKU_STEP_MAX_NODES || chain->node_count < 0)
		return 0;
	int room = SUDOKU_STEP_MAX_NODES - chain->first;
	return chain->node_count < room ? chain->node_count : room;
}

size_t sudoku_chain_format(const struct sudoku_step *step, int chain, char *buf, size_t len)
{
	size_t used = 0;
	start_text(buf, &len);
	if (!step || chain < 0 || chain >= step->chain_count || chain >= SUDOKU_STEP_MAX_CHAINS)
		return 0;
	const struct sudoku_chain *c = &step->chains[chain];
	int count = pool_count(c);
	/* an empty chain's first may be anywhere: no address is made of it */
	const struct sudoku_chain_node *nodes = count ? &step->nodes[c->first] : step->nodes;
	const uint8_t *links = count ? &step->links[c->first] : step->links;
	bool run_before = false;
	for (int k = 0; k < count; k++) {
		/* the digit is written first, last, where it changes and after a cell's own link */
		bool digit = k == 0 || k == count - 1 || run_before || nodes[k].digit != nodes[k - 1].digit;
		int last = append_run(buf, len, &used, nodes, links, k, count, digit);
		run_before = last > k;
		k = last;
		if (k + 1 < count)
			append(buf, len, &used, links[k] == SUDOKU_LINK_STRONG ? "=" : "-");
	}
	if (c->cut)
		append(buf, len, &used, "...");
	return used;
}

enum sudoku_band sudoku_band_of(int difficulty)
{
	static const int upper[SUDOKU_BAND_COUNT - 1] = {25, 39, 59, 74, 89};
	int band = 0;
	while (band < SUDOKU_BAND_COUNT - 1 && difficulty > upper[band])
		band++;
	return (enum sudoku_band)band;
}

const char *sudoku_band_name(enum sudoku_band band)
{
	static const char *const names[SUDOKU_BAND_COUNT] = {"gentle", "moderate", "tough",
	                                                     "fiendish", "diabolical", "extreme"};
	return (unsigned)band < SUDOKU_BAND_COUNT ? names[band] : "?";
}
