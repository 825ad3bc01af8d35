/*
 * links.c - the link graph and the breadth-first walk over implications
 * described in links.h.
 */
#include "links.h"
#include "../../util/inline.h"

#include <string.h>

/* ON: the cell's other candidates, then the digit in the peers, turn OFF. */
static void list_on(const struct sudoku_pencil *p, const struct link_graph *g, int cell, int digit,
                    int16_t *to, uint8_t *count, uint8_t *from_digit)
{
	int n = 0;
	for (unsigned m = p->cand[cell] & ~BIT(digit); m; m &= m - 1)
		to[n++] = (int16_t)STATE(CAND(cell, lowest_digit(m)), 0);
	*from_digit = (uint8_t)n;
	/* the peers holding the digit, in cell order: those of the 20 the marks keep */
	const uint64_t *peers = logic_peer_bits[cell], *holding = g->holding[digit];
	for (uint64_t m = peers[0] & holding[0]; m; m &= m - 1)
		to[n++] = (int16_t)STATE(CAND(__builtin_ctzll(m), digit), 0);
	for (uint64_t m = peers[1] & holding[1]; m; m &= m - 1)
		to[n++] = (int16_t)STATE(CAND(64 + __builtin_ctzll(m), digit), 0);
	*count = (uint8_t)n;
}

/*
 * Which cells hold each digit, for list_on: the rows' places side by side,
 * nine bits a row (row 7 straddles the two words).
 */
static void find_holding(const struct places *pl, struct link_graph *g)
{
	for (int digit = 1; digit <= 9; digit++) {
		uint64_t low = 0;
		for (int row = 0; row < 8; row++)
			low |= (uint64_t)pl->at[row][digit] << (9 * row);
		g->holding[digit][0] = low;
		g->holding[digit][1] = (uint64_t)pl->at[7][digit] >> 1 | (uint64_t)pl->at[8][digit] << 8;
	}
}

/* OFF: a cell's last other candidate, then a unit's last other place, turn ON. */
static void list_off(const struct sudoku_pencil *p, const struct places *pl, int cell, int digit,
                     int16_t *to, uint8_t *count, uint8_t *from_digit)
{
	int n = 0;
	if (bit_count(p->cand[cell]) == 2)
		to[n++] = (int16_t)STATE(CAND(cell, lowest_digit(p->cand[cell] & ~BIT(digit))), 1);
	*from_digit = (uint8_t)n;
	/*
	 * The cell's place in its row, column and box: with two places, the
	 * other is the link. Written either way, kept only then (no branch).
	 */
	int row = cell / 9, col = cell % 9;
	const int index[3] = {col, row, row % 3 * 3 + col % 3};
	for (int u = 0; u < 3; u++) {
		int unit = logic_cell_units[cell][u];
		unsigned where = pl->at[unit][digit], other = where & ~(1u << index[u]);
		int k = __builtin_ctz(other | 0x100); /* any place when there is no other */
		to[n] = (int16_t)STATE(CAND(logic_unit_cells[unit][k], digit), 1);
		n += bit_count(where) == 2;
	}
	*count = (uint8_t)n;
}

static void mark(uint64_t *set, int bit)
{
	set[bit / 64] |= (uint64_t)1 << (bit % 64);
}

static bool listed(const int16_t *list, int count, int16_t to)
{
	for (int k = 0; k < count; k++)
		if (list[k] == to)
			return true;
	return false;
}

/*
 * Puts a state's new list in place of its old one; marks the state changed
 * when they differ, and gained when the new one has a link the old lacked.
 * An ON list never gains (its links go to candidates, and marks only lose
 * them), so only OFF lists are searched for new links.
 */
static void replace_list(int16_t *list, uint8_t *count, uint8_t *from_digit, const int16_t *fresh,
                         uint8_t fresh_count, uint8_t fresh_digit, struct link_news *news,
                         int state)
{
	if (fresh_count == *count && fresh_digit == *from_digit &&
	    memcmp(fresh, list, fresh_count * sizeof *fresh) == 0)
		return;
	mark(news->changed, state);
	for (int k = 0; k < fresh_count && !(state & 1); k++)
		if (!listed(list, *count, fresh[k]))
			mark(news->gained, state);
	memcpy(list, fresh, fresh_count * sizeof *fresh);
	*count = fresh_count;
	*from_digit = fresh_digit;
}

/* Lists the links of candidate (cell, digit) again (none when it is dead). */
static void relist(const struct sudoku_pencil *p, const struct places *pl, struct link_graph *g,
                   int cell, int digit, struct link_news *news)
{
	int cand = CAND(cell, digit);
	int16_t on[28], off[4];
	uint8_t on_count = 0, on_digit = 0, off_count = 0, off_digit = 0;
	if (p->cand[cell] & BIT(digit)) {
		list_on(p, g, cell, digit, on, &on_count, &on_digit);
		list_off(p, pl, cell, digit, off, &off_count, &off_digit);
	}
	replace_list(g->on[cand], &g->on_count[cand], &g->on_digit[cand], on, on_count, on_digit,
	             news, STATE(cand, 1));
	replace_list(g->off[cand], &g->off_count[cand], &g->off_digit[cand], off, off_count,
	             off_digit, news, STATE(cand, 0));
}

static void link_graph_build(const struct sudoku_pencil *p, const struct places *pl,
                             struct link_graph *g)
{
	memset(g->on_count, 0, sizeof g->on_count);
	memset(g->off_count, 0, sizeof g->off_count);
	find_holding(pl, g);
	for (int cell = 0; cell < 81; cell++)
		for (unsigned m = p->cand[cell]; m; m &= m - 1) {
			int digit = lowest_digit(m), cand = CAND(cell, digit);
			list_on(p, g, cell, digit, g->on[cand], &g->on_count[cand],
			        &g->on_digit[cand]);
			list_off(p, pl, cell, digit, g->off[cand], &g->off_count[cand],
			         &g->off_digit[cand]);
		}
}

/*
 * Brings the graph from the marks `old` to p's (candidates only lost) and
 * marks the states whose links changed, or gained one. A candidate's ON links change only
 * when one in its cell or a peer on its digit dies; its OFF links only when
 * its cell or a unit's places of its digit lose one: so only the cells that
 * lost candidates, and their peers on the lost digits, are listed again.
 */
static void link_graph_update(const uint16_t *old, const struct sudoku_pencil *p,
                              const struct places *pl, struct link_graph *g,
                              struct link_news *news)
{
	memset(news, 0, sizeof *news);
	find_holding(pl, g);
	/*
	 * The candidates to list again, each once: neighbouring losses share
	 * peers. Each listing reads only the new marks, so one is as good as
	 * several, in any order.
	 */
	uint64_t todo[(729 + 63) / 64] = {0};
	for (int cell = 0; cell < 81; cell++) {
		unsigned lost = old[cell] & ~p->cand[cell];
		if (!lost)
			continue;
		for (unsigned m = old[cell]; m; m &= m - 1)
			mark(todo, CAND(cell, lowest_digit(m)));
		for (; lost; lost &= lost - 1) {
			int digit = lowest_digit(lost);
			for (int w = 0; w < 2; w++)
				for (uint64_t m = logic_peer_bits[cell][w] & g->holding[digit][w]; m; m &= m - 1)
					mark(todo, CAND(w * 64 + __builtin_ctzll(m), digit));
		}
	}
	for (int w = 0; w < (729 + 63) / 64; w++)
		for (uint64_t m = todo[w]; m; m &= m - 1) {
			int cand = w * 64 + __builtin_ctzll(m);
			relist(p, pl, g, CAND_CELL(cand), CAND_DIGIT(cand), news);
		}
}

/*
 * The walk behind implications_follow and chain_length. With `meet`, each
 * newly reached state s is checked against its negation ~s: reached too, the
 * two make a chain of depth(s) + depth(~s) links (see chain_length). Returns
 * the shortest such chain below `limit`, or 0.
 *
 * Whether a state was reached is read from the `reached` bits, so the
 * records need no clearing between walks (a few hundred walks a step):
 * only reached states' entries are ever read. The queue is taken a depth at
 * a time, so a state's depth is the loop's and is never read back.
 */
/*
 * Marks `to` reached from `state` at depth + 1 unless it was; checks the
 * chain it may close, and returns true when that chain ends the walk (no
 * deeper state is needed). Whether `to` was reached is a coin toss to the
 * branch predictor, so it selects the stores instead of branching.
 */
DLX_INLINE bool reach(struct implications *out, unsigned state, unsigned to, int depth, bool meet,
                      uint16_t *queue, unsigned *tail, int *best, int *cut)
{
	uint64_t *word = &out->reached[to / 64], bits = *word;
	unsigned fresh = !(bits >> (to % 64) & 1);
	*word = bits | (uint64_t)1 << (to % 64);
	out->link[fresh ? to : STATES] = (unsigned)(depth + 1) | state << 16;
	queue[*tail] = (uint16_t)to;
	*tail += fresh;
	/* ~to shares to's word: whether it was reached is in `bits` already */
	if (meet && (fresh & (unsigned)(bits >> ((to ^ 1) % 64))) & 1 &&
	    depth + 1 + implied_depth(out, (int)(to ^ 1)) < *best) {
		*best = depth + 1 + implied_depth(out, (int)(to ^ 1));
		*cut = *best / 2;
		return depth >= *cut;
	}
	return false;
}

/*
 * A depth's links are gathered, list after list, into one run of targets
 * with their sources, and then marked in one loop: a loop over each
 * state's list would end at a different count each time, a branch the
 * predictor misses once a state. The lists are copied a fixed width at a
 * time, whatever their length: the rows of the graph are wide enough.
 */
#define GATHER 256
#define COPY_ON ON_ROW   /* an ON list whole: at most 8 cell links and 20 digit links */
#define COPY_ON_DIGIT 24 /* its digit links, from index 8 at most */
#define COPY_OFF 4
#define COPY_OFF_DIGIT 3 /* from index 1 at most */

struct gathered {
	uint16_t to[GATHER + COPY_ON], from[GATHER + COPY_ON];
	unsigned count;
};

/* Appends a state's links (those on its digit, with `one_digit`) and itself as their source. */
DLX_INLINE void gather_links(const struct link_graph *g, bool on, bool one_digit, unsigned state,
                             struct gathered *run)
{
	unsigned cand = state / 2, n = run->count;
	uint16_t *to = run->to + n, *from = run->from + n;
	if (on) {
		unsigned first = one_digit ? g->on_digit[cand] : 0;
		memcpy(to, g->on[cand] + first, (one_digit ? COPY_ON_DIGIT : COPY_ON) * sizeof *to);
		for (int k = 0; k < COPY_ON; k++)
			from[k] = (uint16_t)state;
		run->count = n + g->on_count[cand] - first;
	} else {
		unsigned first = one_digit ? g->off_digit[cand] : 0;
		memcpy(to, g->off[cand] + first, (one_digit ? COPY_OFF_DIGIT : COPY_OFF) * sizeof *to);
		for (int k = 0; k < COPY_OFF; k++)
			from[k] = (uint16_t)state;
		run->count = n + g->off_count[cand] - first;
	}
}

/* Marks the gathered links in order; false once a chain ends the walk (its source's links done). */
DLX_INLINE bool mark_gathered(const struct gathered *run, bool meet, int depth,
                              struct implications *out, uint16_t *queue, unsigned *tail, int *best,
                              int *cut)
{
	for (unsigned k = 0; k < run->count; k++)
		if (reach(out, run->from[k], run->to[k], depth, meet, queue, tail, best, cut)) {
			for (unsigned j = k + 1; j < run->count && run->from[j] == run->from[k]; j++)
				reach(out, run->from[j], run->to[j], depth, meet, queue, tail, best, cut);
			return false;
		}
	return true;
}

/*
 * The states of one depth, all ON (`on`) or all OFF: links join an ON state
 * to OFF ones and an OFF state to ON ones, so a depth's states are of the
 * start's kind when the depth is even. False at `stop`, or once a chain
 * ends the walk.
 */
DLX_INLINE bool walk_level(const struct link_graph *g, bool on, bool one_digit, int stop,
                           bool meet, int depth, struct implications *out, uint16_t *queue,
                           unsigned *head, unsigned *tail, int *best, int *cut)
{
	struct gathered run;
	unsigned level_end = *tail;
	while (*head < level_end) {
		run.count = 0;
		bool stopped = false;
		for (; *head < level_end && run.count < GATHER; ++*head) {
			unsigned state = queue[*head];
			if (!meet && (int)state == stop) {
				stopped = true;
				break;
			}
			gather_links(g, on, one_digit, state, &run);
		}
		if (!mark_gathered(&run, meet, depth, out, queue, tail, best, cut) || stopped)
			return false;
	}
	return true;
}

/*
 * The walk itself, inlined below with `one_digit` and `meet` constant, so a
 * state's links are read without a select on them. With `meet` there is no
 * stop: chain_length never asks for one.
 */
DLX_INLINE int walk_links(const struct link_graph *g, int start, bool one_digit, int stop,
                          bool meet, int limit, struct implications *out)
{
	uint16_t queue[STATES];
	unsigned head = 0, tail = 0;
	int best = limit;
	/* no state at depth `cut` or deeper is expanded; it moves only with best, within a depth too */
	int cut = meet ? best / 2 : limit - 1;
	memset(out->reached, 0, sizeof out->reached);
	out->link[start] = 0xffffu << 16; /* depth 0, parent -1 */
	out->reached[start / 64] |= (uint64_t)1 << (start % 64);
	queue[tail++] = (uint16_t)start;
	bool going = true;
	for (int depth = 0; going && head < tail && depth < cut; depth++)
		going = (start ^ depth) & 1 ? walk_level(g, true, one_digit, stop, meet, depth, out, queue,
		                                         &head, &tail, &best, &cut)
		                            : walk_level(g, false, one_digit, stop, meet, depth, out,
		                                         queue, &head, &tail, &best, &cut);
	return best < limit ? best : 0;
}

void implications_follow(const struct link_graph *g, int start, bool one_digit, int stop,
                         int limit, struct implications *out)
{
	if (one_digit)
		walk_links(g, start, true, stop, false, limit, out);
	else
		walk_links(g, start, false, stop, false, limit, out);
}

/*
 * Links come in contrapositive pairs (a on => b off gives b on => a off, a
 * off => b on gives b off => a on), so a walk from c on that reaches both s
 * and ~s also leads from c on to s and on from s to c off, in depth(s) +
 * depth(~s) links; and on a shortest chain from c on to c off of L links,
 * the state k links in is at depth k and its negation at depth L - k. The
 * shortest chain is then found once the walk has reached depth L/2 (rounded
 * up), not L: the walks are much smaller.
 */
int chain_length(const struct link_graph *g, int cand, bool one_digit, int limit,
                 struct implications *out)
{
	return one_digit ? walk_links(g, STATE(cand, 1), true, -1, true, limit, out)
	                 : walk_links(g, STATE(cand, 1), false, -1, true, limit, out);
}

void implications_causes(const struct implications *imp, int state, struct sudoku_step *step)
{
	for (int s = state; s >= 0; s = implied_parent(imp, s))
		step_cause(step, CAND_CELL(s / 2), CAND_DIGIT(s / 2));
}

void implications_chain(const struct implications *imp, int state, bool inner, int depth,
                        struct sudoku_step *step)
{
	int path[STATES], n = 0;
	for (int s = state; s >= 0 && n < STATES; s = implied_parent(imp, s))
		path[n++] = s; /* from the end back to the start */
	int first = inner ? n - 2 : n - 1, last = inner ? 1 : 0;
	bool open = first >= last && chain_open(step, depth);
	for (int k = first; open && k >= last; k--) {
		int cand = path[k] / 2;
		/* the link into path[k] leaves path[k + 1]: strong from an OFF state */
		enum sudoku_link link = k + 1 < n && !(path[k + 1] & 1) ? SUDOKU_LINK_STRONG
		                                                        : SUDOKU_LINK_WEAK;
		chain_add(step, CAND_CELL(cand), CAND_DIGIT(cand), link);
	}
}

/* No walk kept. */
static void forget_walks(struct chain_work *w)
{
	memset(w->exact, 0, sizeof w->exact);
	memset(w->aic_floor, 0, sizeof w->aic_floor);
	memset(w->x_floor, 0, sizeof w->x_floor);
}

void chain_work_init(struct chain_work *w)
{
	forget_walks(w);
	memset(w->last_cand, 0, sizeof w->last_cand);
	w->pl = NULL;
	memset(w->graph.on_count, 0, sizeof w->graph.on_count);
	memset(w->graph.off_count, 0, sizeof w->graph.off_count);
}

/* The words of a state set that hold any state: after a step, few do. */
struct set_words {
	uint8_t at[STATE_WORDS];
	int count;
};

static void set_words_of(const uint64_t *set, struct set_words *out)
{
	out->count = 0;
	for (int k = 0; k < STATE_WORDS; k++)
		if (set[k])
			out->at[out->count++] = (uint8_t)k;
}

/* Whether `reached` meets `set`, whose nonzero words are `words`. */
static bool touches(const uint64_t *reached, const uint64_t *set, const struct set_words *words)
{
	for (int k = 0; k < words->count; k++)
		if (reached[words->at[k]] & set[words->at[k]])
			return true;
	return false;
}

/*
 * Drops what the changes make untrue of candidate cand's kept walks. A walk
 * is exact while no state it reached changed its links. A floor (no chain
 * shorter than F) survives links lost, as they only remove chains; a new
 * chain shorter than F needs a gained link, and one turns up (the chain or
 * its contrapositive mirror) within F/2 links of the start over old links,
 * where the walk reached every state: so only gained links it reached
 * matter.
 */
static void forget_touched(struct chain_work *w, int cand, bool live,
                           const struct set_words *changed, const struct set_words *gained)
{
	const uint64_t *reached = w->imp[cand].reached;
	if (w->exact[cand] && (!live || touches(reached, w->news.changed, changed)))
		w->exact[cand] = false;
	if (w->aic_floor[cand] && (!live || touches(reached, w->news.gained, gained)))
		w->aic_floor[cand] = 0;
	if (w->x_floor[cand] && (!live || touches(w->x_reached[cand], w->news.gained, gained)))
		w->x_floor[cand] = 0;
}

void chain_work_start(const struct sudoku_pencil *p, const struct places *pl,
                      struct chain_work *w)
{
	if (marks_gained(w->last_cand, p)) {
		/* the first step, or marks that are not the last ones less some: all afresh */
		link_graph_build(p, pl, &w->graph);
		forget_walks(w);
	} else {
		link_graph_update(w->last_cand, p, pl, &w->graph, &w->news);
		struct set_words changed, gained;
		set_words_of(w->news.changed, &changed);
		set_words_of(w->news.gained, &gained);
		/*
		 * The live candidates, and those that died since the last listing:
		 * one dead then kept nothing (it was dropped as it died, or never
		 * walked), so it needs no visit.
		 */
		for (int cell = 0; cell < 81; cell++) {
			for (unsigned live = p->cand[cell]; live; live &= live - 1)
				forget_touched(w, cell * 9 + __builtin_ctz(live), true, &changed, &gained);
			for (unsigned died = w->last_cand[cell] & ~p->cand[cell]; died; died &= died - 1)
				forget_touched(w, cell * 9 + __builtin_ctz(died), false, &changed, &gained);
		}
	}
	memcpy(w->last_cand, p->cand, sizeof w->last_cand);
	w->pl = pl;
}
