/*
 * names.c - the short names of the techniques (SE's ladder), and the names
 * HoDoKu gives a step, read from the step record alone.
 *
 * SE rates every chain on one digit as an X-chain and every other chain as
 * an AIC; HoDoKu names the common shapes apart. The shape is in the chain
 * the finder recorded: the nodes between the assumed candidate and its
 * negation, strong link first and last (see sudoku_logic.h), so
 *
 *   4 nodes, one digit:  a=b-c=d   skyscraper, two-string kite, turbot fish
 *   6 nodes, two digits: (x=y)c1-(y)p=(y)q-(y=x)c2               W-wing
 *   every strong link inside a cell (a bivalue cell)  XY-chain, remote pair
 *
 * A unique rectangle's type is read from what it removes (see
 * rectangle_type). The names are the short names' style, so a step's name
 * and sudoku_logic_technique_name's are alike where HoDoKu has nothing more
 * specific to say. HoDoKu's techniques that SE lacks are named as
 * techniques (finned-x-wing, als-xz ...): the finder knows the shape it
 * found, so nothing is left to read from the record.
 */
#include "logic.h"

#include <string.h>

static const char *const technique_names[SUDOKU_LOGIC_TECHNIQUE_COUNT] = {
	"full-house", "hidden-single-box", "hidden-single-line", "direct-pointing",
	"direct-claiming", "direct-hidden-pair", "naked-single", "direct-hidden-triple",
	"pointing", "claiming", "naked-pair", "x-wing", "hidden-pair", "naked-triple",
	"swordfish", "hidden-triple", "xy-wing", "xyz-wing", "unique-rectangle", "naked-quad",
	"jellyfish", "hidden-quad", "bug-plus-one", "x-chain", "aic", "cell-forcing-chains",
	"region-forcing-chains", "dynamic-contradiction", "dynamic-plus", "nested-forcing-chains",
	"last-resort", "unique-rectangle-5", "unique-rectangle-6", "empty-rectangle",
	"finned-x-wing", "sashimi-x-wing", "finned-swordfish", "sashimi-swordfish",
	"finned-jellyfish", "sashimi-jellyfish", "als-xz", "als-xy-wing", "als-chain",
};

const char *sudoku_logic_technique_name(enum sudoku_logic_technique technique)
{
	if ((unsigned)technique >= SUDOKU_LOGIC_TECHNIQUE_COUNT)
		return "?";
	return technique_names[technique];
}

enum shape_name {
	NAME_SKYSCRAPER, NAME_KITE, NAME_TURBOT, NAME_X_CHAIN, NAME_W_WING, NAME_XY_CHAIN,
	NAME_REMOTE_PAIR, NAME_AIC, NAME_UR_1, NAME_UR_2, NAME_UR_3, NAME_UR_4, NAME_NONE
};

static const char *const shape_names[NAME_NONE] = {
	"skyscraper", "two-string-kite", "turbot-fish", "x-chain", "w-wing", "xy-chain",
	"remote-pair", "aic", "unique-rectangle-1", "unique-rectangle-2", "unique-rectangle-3",
	"unique-rectangle-4",
};

static const char *const shape_words[NAME_NONE] = {
	"skyscraper", "2-string kite", "turbot fish", "X-chain", "W-wing", "XY-chain",
	"remote pair", "alternating inference chain", "unique rectangle type 1",
	"unique rectangle type 2", "unique rectangle type 3", "unique rectangle type 4",
};

/* The unit two single-cell nodes share, lines first: a row link is not called a box link. */
enum link_unit { IN_ROW, IN_COLUMN, IN_BOX, APART };

static enum link_unit shared_unit(const struct sudoku_chain_node *a,
                                  const struct sudoku_chain_node *b)
{
	int x = a->cells[0] % 81, y = b->cells[0] % 81;
	return row_of(x) == row_of(y) ? IN_ROW : col_of(x) == col_of(y) ? IN_COLUMN
	       : box_of(x) == box_of(y) ? IN_BOX : APART;
}

/*
 * a=b-c=d on one digit. A skyscraper's strong links lie in two parallel
 * lines whose ends b and c share the crossing line; a kite's in a row and
 * a column whose ends share a box; any other four-node shape is a turbot fish.
 */
static enum shape_name four_node_name(const struct sudoku_chain_node *n)
{
	enum link_unit first = shared_unit(&n[0], &n[1]), weak = shared_unit(&n[1], &n[2]),
	               last = shared_unit(&n[2], &n[3]);
	bool lines = first == last && first != IN_BOX;
	if (lines && weak == (first == IN_ROW ? IN_COLUMN : IN_ROW))
		return NAME_SKYSCRAPER;
	if (first != last && first != IN_BOX && last != IN_BOX && weak == IN_BOX)
		return NAME_KITE;
	return NAME_TURBOT;
}

static bool same_cell(const struct sudoku_chain_node *a, const struct sudoku_chain_node *b)
{
	return a->cells[0] == b->cells[0];
}

/* Every strong link (nodes 2k, 2k + 1) inside one cell; *one_pair: all cells the same pair. */
static bool bivalue_links(const struct sudoku_chain_node *n, int count, bool *one_pair)
{
	unsigned pair = BIT(n[0].digit) | BIT(n[1].digit);
	*one_pair = true;
	for (int k = 0; k + 1 < count; k += 2) {
		if (!same_cell(&n[k], &n[k + 1]))
			return false;
		*one_pair &= (BIT(n[k].digit) | BIT(n[k + 1].digit)) == pair;
	}
	return count % 2 == 0;
}

/* (x=y)c1-(y)p=(y)q-(y=x)c2: two cells of one pair, joined by a strong link on y. */
static bool w_wing(const struct sudoku_chain_node *n, int count)
{
	return count == 6 && same_cell(&n[0], &n[1]) && same_cell(&n[4], &n[5]) &&
	       !same_cell(&n[2], &n[3]) && n[0].digit == n[5].digit && n[1].digit == n[2].digit &&
	       n[2].digit == n[3].digit && n[3].digit == n[4].digit && n[0].digit != n[1].digit;
}

static enum shape_name chain_name(const struct sudoku_step *step)
{
	const struct sudoku_chain *c = &step->chains[0];
	if (step->chain_count != 1 || c->cut || c->first < 0 || c->node_count < 2 ||
	    c->node_count > SUDOKU_STEP_MAX_NODES - c->first)
		return NAME_NONE;
	const struct sudoku_chain_node *n = &step->nodes[c->first];
	bool one_digit = true;
	for (int k = 0; k < c->node_count; k++) {
		if (n[k].cell_count != 1)
			return step->technique == SUDOKU_LOGIC_X_CHAIN ? NAME_X_CHAIN : NAME_AIC;
		one_digit &= n[k].digit == n[0].digit;
	}
	/*
	 * The AIC search finds a chain on one digit only when X-chains are not
	 * allowed (an X-chain as short rates lower): it stays an AIC, so that
	 * no step is named after a technique left out.
	 */
	if (one_digit)
		return step->technique == SUDOKU_LOGIC_AIC ? NAME_AIC
		       : c->node_count == 4               ? four_node_name(n)
		                                          : NAME_X_CHAIN;
	bool one_pair;
	if (w_wing(n, c->node_count))
		return NAME_W_WING;
	if (bivalue_links(n, c->node_count, &one_pair))
		return one_pair && c->node_count >= 8 ? NAME_REMOTE_PAIR : NAME_XY_CHAIN;
	return NAME_AIC;
}

/*
 * HoDoKu's uniqueness test number, from what the rectangle removes (see
 * uniqueness.c): its pair is the first corner's two causes. Type 1 takes
 * both digits of the pair from one corner, type 4 one digit from two;
 * types 2 and 3 remove other digits, and only type 3 rates above 4.5.
 */
static enum shape_name rectangle_type(const struct sudoku_step *step)
{
	if (step->cause_count < 2 || step->elimination_count < 1 || step->elimination_count > 729)
		return NAME_NONE;
	unsigned pair = BIT(CAND_DIGIT(step->causes[0] % 729)) | BIT(CAND_DIGIT(step->causes[1] % 729));
	uint16_t first = step->eliminations[0] % 729;
	if (!(pair & BIT(CAND_DIGIT(first))))
		return step->difficulty > 45 ? NAME_UR_3 : NAME_UR_2;
	for (int k = 1; k < step->elimination_count; k++)
		if (CAND_CELL(step->eliminations[k] % 729) != CAND_CELL(first))
			return NAME_UR_4;
	return NAME_UR_1;
}

static enum shape_name step_shape(const struct sudoku_step *step)
{
	switch (step->technique) {
	case SUDOKU_LOGIC_X_CHAIN:
	case SUDOKU_LOGIC_AIC: return chain_name(step);
	case SUDOKU_LOGIC_UNIQUE_RECTANGLE: return rectangle_type(step);
	default: return NAME_NONE;
	}
}

const char *sudoku_step_hodoku_name(const struct sudoku_step *step)
{
	if (!step)
		return "?";
	enum shape_name shape = step_shape(step);
	return shape == NAME_NONE ? sudoku_logic_technique_name(step->technique) : shape_names[shape];
}

const char *step_hodoku_words(const struct sudoku_step *step)
{
	enum shape_name shape = step_shape(step);
	return shape == NAME_NONE ? NULL : shape_words[shape];
}

/* The technique each shape is a step of. */
static enum sudoku_logic_technique shape_technique(enum shape_name shape)
{
	return shape <= NAME_X_CHAIN ? SUDOKU_LOGIC_X_CHAIN
	       : shape <= NAME_AIC   ? SUDOKU_LOGIC_AIC
	                             : SUDOKU_LOGIC_UNIQUE_RECTANGLE;
}

sudoku_technique_mask sudoku_logic_techniques_named(const char *name)
{
	if (!name)
		return 0;
	for (int t = 0; t < SUDOKU_LOGIC_TECHNIQUE_COUNT; t++)
		if (strcmp(name, sudoku_logic_technique_name((enum sudoku_logic_technique)t)) == 0)
			return (sudoku_technique_mask)1 << t;
	for (int k = 0; k < NAME_NONE; k++)
		if (strcmp(name, shape_names[k]) == 0)
			return (sudoku_technique_mask)1 << shape_technique((enum shape_name)k);
	if (strcmp(name, "2-string-kite") == 0)
		return (sudoku_technique_mask)1 << SUDOKU_LOGIC_X_CHAIN;
	if (strcmp(name, "se") == 0) /* SE's ladder, to add HoDoKu's techniques to */
		return SUDOKU_LOGIC_SE_TECHNIQUES;
	if (strcmp(name, "hidden-single") == 0) /* HoDoKu does not tell box from line */
		return (sudoku_technique_mask)1 << SUDOKU_LOGIC_HIDDEN_SINGLE_BOX |
		       (sudoku_technique_mask)1 << SUDOKU_LOGIC_HIDDEN_SINGLE_LINE;
	return 0;
}
