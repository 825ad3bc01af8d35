/*
 * links.h - private to the chain techniques: implications between
 * candidates, followed breadth first.
 *
 * A state is a candidate and a truth value: state = cand * 2 + on. From an
 * ON state the weak links lead to OFF states (a true candidate kills the
 * other candidates of its cell and its digit in its peers); from an OFF state
 * the strong links lead to ON states (the other candidate of a two-candidate
 * cell, the other place of a digit with two places in a unit). Every
 * implication is sound on its own, so whatever the assumption reaches is
 * implied by it; a chain from "c on" to "c off" proves c false.
 *
 * The links depend only on the marks, and one step's chain search walks them
 * from every candidate (a few hundred walks), so they are kept in lists, a
 * link_graph, brought up to date at each step. Each list keeps the order the walk visits them in
 * (the cell's links before the digit's), so shortest chains and their
 * parents do not depend on the listing.
 */
#ifndef SUDOKU_LOGIC_LINKS_H
#define SUDOKU_LOGIC_LINKS_H

#include "logic.h"

#define STATES (729 * 2)
#define STATE(cand, on) ((cand) * 2 + (on))
#define STATE_WORDS ((STATES + 63) / 64)
#define NO_LIMIT 0x7fff

/*
 * For each candidate: the OFF states its ON leads to (the cell's other
 * candidates first, from index 0, then the digit in the peers, from
 * on_digit[cand]) and the ON states its OFF leads to (the cell's other
 * candidate first, then the digit's other place in each unit, from
 * off_digit[cand]). Lists of dead candidates are empty. An ON row has room
 * for 32 links, more than its 28 at most, so that a walk copies any list
 * (or its digit part, which starts at index 8 at most) a fixed width at a time.
 */
#define ON_ROW 32
struct link_graph {
	uint64_t holding[10][2]; /* the cells holding each digit as a candidate, as logic_peer_bits */
	int16_t on[729][ON_ROW];
	int16_t off[729][4];
	uint8_t on_count[729], on_digit[729];
	uint8_t off_count[729], off_digit[729];
};

/*
 * A walk's record. For a reached state s, link[s] holds its depth (links
 * from the start) in the low 16 bits and its parent (the previous state on
 * a shortest chain, -1 at the start) in the high 16: one store a state.
 */
struct implications {
	uint32_t link[STATES + 1]; /* and a last entry the walk writes to when it has nothing to record */
	uint64_t reached[STATE_WORDS]; /* bit s: s was reached */
};

static inline int implied_depth(const struct implications *imp, int state)
{
	return (int)(imp->link[state] & 0xffff);
}

static inline int implied_parent(const struct implications *imp, int state)
{
	return (int16_t)(imp->link[state] >> 16);
}

/*
 * Follows the implications of `start` (a state) breadth first; `one_digit`
 * keeps to links on the start's digit (X-chains). Stops early once `stop` (a
 * state, or -1) is reached, and expands no state at depth `limit` or more
 * (NO_LIMIT: none), so only chains shorter than `limit` links are sure to be
 * found; without a limit or a stop the walk is complete.
 */
void implications_follow(const struct link_graph *g, int start, bool one_digit, int stop,
                         int limit, struct implications *out);

/*
 * The length of the shortest chain from `cand` on to `cand` off shorter than
 * `limit` links, or 0. The walk from `cand` on goes into *out; it is complete
 * when the answer is 0 with NO_LIMIT.
 */
int chain_length(const struct link_graph *g, int cand, bool one_digit, int limit,
                 struct implications *out);

/* Adds the candidates of the chain ending at `state` to the step's causes. */
void implications_causes(const struct implications *imp, int state, struct sudoku_step *step);

/*
 * Records the chain the walk followed to `state` as a chain of the step at
 * `depth`: every state from the start, or (`inner`) without the first and
 * the last, the assumption and its own negation, for a contradiction.
 * From an OFF state a link is strong, from an ON state weak.
 */
void implications_chain(const struct implications *imp, int state, bool inner, int depth,
                        struct sudoku_step *step);

/* What a step's new marks did to the links: states whose lists changed, or gained a link. */
struct link_news {
	uint64_t changed[STATE_WORDS];
	uint64_t gained[STATE_WORDS];
};

/*
 * The chain rungs' scratch for one puzzle. A walk depends only on the links
 * of the states it expanded, so what it showed is kept from one step to the
 * next while those links allow: at each step only the candidates whose
 * links may have changed are listed again (see link_graph_update), and each
 * kept walk is checked against what changed (see forget_touched).
 * imp[cand] is the last walk from cand on: exact[cand] when it is complete
 * and still holds (the forcing chains need every one). aic_floor[cand],
 * when not 0, says no chain from cand is shorter than that many links, so a
 * step looking only for shorter ones needs no walk. x_floor[cand] says the
 * same of cand's X-chains, x_reached[cand] being that walk's states.
 */
struct chain_work {
	struct link_graph graph;
	uint16_t last_cand[81]; /* the marks the graph lists (none at first) */
	const struct places *pl; /* their places, as given to chain_work_start */
	struct link_news news;
	bool exact[729];
	int16_t aic_floor[729], x_floor[729];
	uint64_t x_reached[729][STATE_WORDS];
	struct implications scratch;
	struct implications imp[729];
};

/* An empty graph for empty marks; before the first chain_work_start. */
void chain_work_init(struct chain_work *w);

/*
 * Brings w's links to the marks p (whose places are pl) and drops the kept
 * walks the changes touch. The chain searches that follow read pl too, so
 * it stays p's places until then.
 */
void chain_work_start(const struct sudoku_pencil *p, const struct places *pl,
                      struct chain_work *w);

/* The easiest X-chain or AIC, of the kinds allowed (`x`, `aic`); false if none. */
bool find_chain(const struct sudoku_pencil *p, struct chain_work *w, bool x, bool aic,
                struct sudoku_step *step);
/* The easiest cell or region forcing chain, of the kinds allowed; false if none. */
bool find_forcing(const struct sudoku_pencil *p, struct chain_work *w, bool cells, bool regions,
                  struct sudoku_step *step);

#endif
