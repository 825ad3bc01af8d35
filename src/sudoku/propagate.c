/*
 * propagate.c - naked singles, hidden singles and locked candidates on
 * candidate bitmasks (see propagate.h).
 *
 * Each open cell keeps its candidates as bits 1..n, and each digit the set
 * of open cells that may still take it (spots). Placing a digit clears it
 * from the peers that have it, found a word of cells at a time as the
 * digit's spots among the cell's peers, where walking all twenty peers of a
 * 9x9 cell to find the few concerned was a third of the time on easy
 * puzzles. A peer left with one candidate joins the queue of naked
 * singles, one left with none is a contradiction. When the queue
 * runs dry, a sweep over the units finds hidden singles with the once/twice
 * trick (OR-ing each cell's candidates into `once` after OR-ing `once & cand`
 * into `twice` leaves in once & ~twice the digits seen in exactly one cell).
 * When that finds nothing either, locked candidates: for two units A and B
 * sharing cells, a digit whose candidates in A all lie in the shared cells
 * cannot go in the rest of B (pointing, or claiming, depending on which of
 * A and B is the box).
 */
#include "propagate.h"
#include "../util/inline.h"

#include <stdlib.h>
#include <string.h>

/* Marks in near[] the cells that share a unit with x (x itself too). */
static void mark_peers(const struct propagator *p, int x, bool *near)
{
	const struct units *units = &p->units;
	for (int i = 0; i < units->units_of_count[x]; i++)
		for (int k = 0; k < p->n; k++)
			near[units->unit[units->units_of[x][i]][k]] = true;
}

static int build_peers(struct propagator *p)
{
	int cells = p->cells, count = 0;
	p->peer_start = malloc(((size_t)cells + 1) * sizeof *p->peer_start);
	/* at most five units of n - 1 other cells each */
	p->peer = malloc((size_t)cells * 5 * (size_t)p->n * sizeof *p->peer);
	if (!p->peer_start || !p->peer)
		return SUDOKU_ENOMEM;
	for (int x = 0; x < cells; x++) {
		/* each cell's units marked, then read in order: no test per pair of units */
		bool near[SUDOKU_MAX_CELLS] = {false};
		mark_peers(p, x, near);
		p->peer_start[x] = count;
		for (int y = 0; y < cells; y++)
			if (y != x && near[y])
				p->peer[count++] = (int16_t)y;
	}
	p->peer_start[cells] = count;
	p->peer_set = calloc((size_t)cells * (size_t)p->words, sizeof *p->peer_set);
	if (!p->peer_set)
		return SUDOKU_ENOMEM;
	for (int x = 0; x < cells; x++)
		for (int32_t k = p->peer_start[x]; k < p->peer_start[x + 1]; k++)
			p->peer_set[(size_t)x * (size_t)p->words + p->peer[k] / 64] |=
				(uint64_t)1 << (p->peer[k] % 64);
	return 0;
}

/* Each unit's cells as a set. */
static int build_unit_sets(struct propagator *p)
{
	p->unit_set = calloc((size_t)p->units.unit_count * (size_t)p->words, sizeof *p->unit_set);
	if (!p->unit_set)
		return SUDOKU_ENOMEM;
	for (int u = 0; u < p->units.unit_count; u++)
		for (int i = 0; i < p->n; i++) {
			int cell = p->units.unit[u][i];
			p->unit_set[(size_t)u * (size_t)p->words + cell / 64] |= (uint64_t)1 << (cell % 64);
		}
	return 0;
}

static bool in_unit(const struct propagator *p, int u, int cell)
{
	for (int i = 0; i < p->units.units_of_count[cell]; i++) /* a cell has 3 to 5 units */
		if (p->units.units_of[cell][i] == u)
			return true;
	return false;
}

/* Appends to pair_cells the cells of unit u that are (or are not) in unit v; returns how many. */
static int16_t list_cells(struct propagator *p, int *used, int u, int v, bool in_v)
{
	int16_t count = 0;
	for (int i = 0; i < p->n; i++) {
		int cell = p->units.unit[u][i];
		if (in_unit(p, v, cell) == in_v) {
			p->pair_cells[(*used)++] = (int16_t)cell;
			count++;
		}
	}
	return count;
}

/* Every pair of units sharing two or more cells, with its cells listed by kind. */
static int build_pairs(struct propagator *p)
{
	int units = p->units.unit_count, n = p->n;
	size_t max_pairs = (size_t)units * (size_t)units / 2 + 1;
	p->pair = malloc(max_pairs * sizeof *p->pair);
	p->pair_cells = malloc(max_pairs * 2 * (size_t)n * sizeof *p->pair_cells);
	if (!p->pair || !p->pair_cells)
		return SUDOKU_ENOMEM;
	int used = 0;
	for (int a = 0; a < units; a++)
		for (int b = a + 1; b < units; b++) {
			struct unit_pair pair = {.first = used};
			pair.shared = list_cells(p, &used, a, b, true);
			if (pair.shared < 2) {
				used = pair.first;
				continue;
			}
			pair.a_only = list_cells(p, &used, a, b, false);
			pair.b_only = list_cells(p, &used, b, a, false);
			p->pair[p->pair_count++] = pair;
		}
	return 0;
}

/* Whether the shape has the counts of NINE (below): 9x9, rows, columns and regions alone. */
static bool fits_nine(const struct propagator *p)
{
	if (p->n != 9 || p->units.unit_count != 27)
		return false;
	for (int cell = 0; cell < p->cells; cell++)
		if (p->units.units_of_count[cell] != 3 || p->peer_start[cell] != 20 * cell)
			return false;
	return p->peer_start[p->cells] == 20 * p->cells;
}

int propagator_init(struct propagator *p, const struct sudoku_shape *shape)
{
	*p = (struct propagator){.n = shape->size, .cells = shape->size * shape->size};
	p->words = (p->cells + 63) / 64;
	p->all = (((uint64_t)1 << p->n) - 1) << 1;
	units_build(&p->units, shape);
	if (build_peers(p) != 0 || build_unit_sets(p) != 0 || build_pairs(p) != 0) {
		propagator_finish(p);
		return SUDOKU_ENOMEM;
	}
	p->nine = fits_nine(p);
	return 0;
}

void propagator_finish(struct propagator *p)
{
	free(p->peer_start);
	free(p->peer);
	free(p->peer_set);
	free(p->unit_set);
	free(p->pair);
	free(p->pair_cells);
	p->peer_start = NULL;
	p->peer = NULL;
	p->peer_set = NULL;
	p->unit_set = NULL;
	p->pair = NULL;
	p->pair_cells = NULL;
}

/*
 * The counts the deductions loop over: a unit's cells, the cells, the words
 * of a set of cells, the units, a cell's units and peers. The functions
 * below take them as an argument, and each public entry calls them with
 * NINE, the constants of the 9x9 shape with rows, columns and regions
 * (boxes, or jigsaw pieces that leave every cell twenty peers), or with
 * the propagator's own counts for the other shapes. Those marked DLX_INLINE are
 * inlined into both, so the compiler unrolls their loops for 9x9; it clones
 * the smaller ones (drain) by itself, and forcing those inline as well cost
 * more than it saved (bench/NOTES.md, generator).
 */
struct geometry {
	int n, cells, words, units;
	int units_per_cell; /* the same for every cell, or 0: see units_per */
	int peers;          /* of every cell, or 0: see peers_from */
};


static const struct geometry NINE = {
	.n = 9, .cells = 81, .words = 2, .units = 27, .units_per_cell = 3, .peers = 20};

static struct geometry geometry_of(const struct propagator *p)
{
	return (struct geometry){
		.n = p->n, .cells = p->cells, .words = p->words, .units = p->units.unit_count};
}

DLX_INLINE int units_per(const struct propagator *p, struct geometry g, int cell)
{
	return g.units_per_cell ? g.units_per_cell : p->units.units_of_count[cell];
}

/* Where the peers of `cell` start in p->peer (those of cell + 1: where they end). */
DLX_INLINE int32_t peers_from(const struct propagator *p, struct geometry g, int cell)
{
	return g.peers ? cell * g.peers : p->peer_start[cell];
}

static void add_spot(struct propagation *w, int digit, int cell)
{
	w->spots[digit][cell / 64] |= (uint64_t)1 << (cell % 64);
}

static void drop_spot(struct propagation *w, int digit, int cell)
{
	w->spots[digit][cell / 64] &= ~((uint64_t)1 << (cell % 64));
}

/* Settles `cell` to `digit` and clears the digit from its peers. false: contradiction. */
static bool place(const struct propagator *p, struct geometry g, struct propagation *w, int cell,
                  int digit)
{
	uint64_t bit = (uint64_t)1 << digit;
	if (!(w->cand[cell] & bit))
		return false; /* an earlier placement took this digit away */
	for (uint64_t c = w->cand[cell]; c; c &= c - 1)
		drop_spot(w, __builtin_ctzll(c), cell);
	w->value[cell] = (uint8_t)digit;
	w->cand[cell] = 0;
	w->open--;
	for (int k = 0; k < units_per(p, g, cell); k++)
		w->placed[p->units.units_of[cell][k]] |= bit;
	const uint64_t *peers = p->peer_set + (size_t)cell * (size_t)g.words;
	uint64_t *spots = w->spots[digit];
	for (int k = 0; k < g.words; k++) {
		uint64_t hits = spots[k] & peers[k]; /* the peers that may still take the digit */
		spots[k] &= ~hits;
		for (; hits; hits &= hits - 1) {
			int q = k * 64 + __builtin_ctzll(hits);
			uint64_t c = w->cand[q] & ~bit;
			w->cand[q] = c;
			if (c == 0)
				return false;
			w->queue[w->queued] = q; /* kept if a single: see from_base */
			w->queued += (c & (c - 1)) == 0;
		}
	}
	return true;
}

/* Places queued naked singles until none is left. false: contradiction. */
static bool drain(const struct propagator *p, struct geometry g, struct propagation *w)
{
	while (w->queued > 0) {
		int cell = w->queue[--w->queued];
		if (w->value[cell])
			continue; /* queued twice */
		if (!place(p, g, w, cell, __builtin_ctzll(w->cand[cell])))
			return false;
	}
	return true;
}

/* Hidden singles of every unit. Returns how many were placed, or -1. */
DLX_INLINE int hidden_sweep(const struct propagator *p, struct geometry g, struct propagation *w)
{
	int placed = 0;
	for (int u = 0; u < g.units; u++) {
		const int16_t *cells = p->units.unit[u];
		uint64_t once = 0, twice = 0;
		for (int i = 0; i < g.n; i++) {
			uint64_t c = w->cand[cells[i]];
			twice |= once & c;
			once |= c;
		}
		uint64_t missing = p->all & ~w->placed[u];
		if ((once & missing) != missing)
			return -1; /* a digit with no place left in the unit */
		const uint64_t *unit = p->unit_set + (size_t)u * (size_t)g.words;
		for (uint64_t hidden = once & ~twice & missing; hidden; hidden &= hidden - 1) {
			int d = __builtin_ctzll(hidden);
			/* the digit's one cell in the unit, read off its spots: a walk of the
			   unit's cells mispredicted where it stopped. None left: an earlier
			   placement of this sweep settled the digit here or took its last
			   place (the next sweep finds that) */
			int cell = -1;
			for (int k = 0; k < g.words; k++) {
				uint64_t here = w->spots[d][k] & unit[k];
				cell = here ? k * 64 + __builtin_ctzll(here) : cell;
			}
			if (cell < 0)
				continue;
			if (!place(p, g, w, cell, d) || !drain(p, g, w))
				return -1;
			placed++;
		}
	}
	return placed;
}

/* Clears `digits` from `count` cells. Returns how many cells changed, or -1. */
static int clear_digits(struct propagation *w, const int16_t *cells, int count, uint64_t digits)
{
	int cleared = 0;
	for (int i = 0; i < count; i++) {
		int cell = cells[i];
		uint64_t hit = w->cand[cell] & digits;
		if (!hit)
			continue;
		w->cand[cell] &= ~hit;
		for (; hit; hit &= hit - 1) {
			int d = __builtin_ctzll(hit);
			drop_spot(w, d, cell);
			if (w->elim_count < (int)(sizeof w->elim / sizeof w->elim[0]))
				w->elim[w->elim_count++] = (struct elimination){(int16_t)cell, (uint8_t)d};
		}
		if (w->cand[cell] == 0)
			return -1;
		if ((w->cand[cell] & (w->cand[cell] - 1)) == 0)
			w->queue[w->queued++] = cell;
		cleared++;
	}
	return cleared;
}

static uint64_t candidates_of(const struct propagation *w, const int16_t *cells, int count)
{
	uint64_t m = 0;
	for (int i = 0; i < count; i++)
		m |= w->cand[cells[i]];
	return m;
}

/* Locked candidates over every unit pair. Returns cells changed, or -1. */
DLX_INLINE int locked_sweep(const struct propagator *p, struct geometry g, struct propagation *w)
{
	int changed = 0;
	for (int k = 0; k < p->pair_count; k++) {
		const struct unit_pair *pair = &p->pair[k];
		const int16_t *shared = &p->pair_cells[pair->first];
		const int16_t *a_only = shared + pair->shared, *b_only = a_only + pair->a_only;
		uint64_t in = candidates_of(w, shared, pair->shared);
		if (!in)
			continue;
		uint64_t rest_a = candidates_of(w, a_only, pair->a_only);
		uint64_t rest_b = candidates_of(w, b_only, pair->b_only);
		/* confined to the shared cells within a: not elsewhere in b; and the other way */
		uint64_t from_b = in & ~rest_a & rest_b, from_a = in & ~rest_b & rest_a;
		int got = 0;
		if (from_b && (got = clear_digits(w, b_only, pair->b_only, from_b)) < 0)
			return -1;
		changed += got;
		if (from_a && (got = clear_digits(w, a_only, pair->a_only, from_a)) < 0)
			return -1;
		changed += got;
		if (changed && !drain(p, g, w))
			return -1;
	}
	return changed;
}

DLX_INLINE void start(const struct propagator *p, struct geometry g, const struct sudoku_grid *puzzle,
                  struct propagation *w)
{
	w->n = g.n;
	w->open = g.cells;
	w->settled = 0;
	w->elim_count = 0;
	w->queued = 0;
	memset(w->placed, 0, (size_t)g.units * sizeof w->placed[0]);
	memset(w->value, 0, (size_t)g.cells);
	for (int d = 1; d <= g.n; d++)
		memset(w->spots[d], 0, (size_t)g.words * sizeof w->spots[d][0]);
}

/*
 * Places the givens. Returns how many, or -1 when they contradict each other
 * or leave an open cell no candidate. Rather than clearing each given from
 * its peers one by one (twenty peers a given on 9x9), it notes the digits
 * each unit holds, then gives every open cell what its units leave: a third
 * of the work on a typical puzzle, which the generator pays some eighty
 * times per puzzle.
 */
DLX_INLINE int place_givens(const struct propagator *p, struct geometry g,
                        const struct sudoku_grid *puzzle, struct propagation *w)
{
	const struct units *units = &p->units;
	int givens = 0;
	for (int cell = 0; cell < g.cells; cell++) {
		int digit = puzzle->cell[cell];
		if (!digit)
			continue;
		uint64_t bit = (uint64_t)1 << digit;
		for (int k = 0; k < units_per(p, g, cell); k++) {
			uint64_t *placed = &w->placed[units->units_of[cell][k]];
			if (*placed & bit)
				return -1; /* the digit twice in one unit */
			*placed |= bit;
		}
		w->value[cell] = (uint8_t)digit;
		w->cand[cell] = 0;
		givens++;
	}
	w->open = g.cells - givens;
	for (int cell = 0; cell < g.cells; cell++) {
		if (w->value[cell])
			continue;
		uint64_t cand = p->all;
		for (int k = 0; k < units_per(p, g, cell); k++)
			cand &= ~w->placed[units->units_of[cell][k]];
		if (cand == 0)
			return -1;
		w->cand[cell] = cand;
		for (uint64_t c = cand; c; c &= c - 1)
			add_spot(w, __builtin_ctzll(c), cell);
		if ((cand & (cand - 1)) == 0)
			w->queue[w->queued++] = cell;
	}
	return givens;
}

/* Singles, then locked candidates, until neither settles anything more. */
DLX_INLINE int deduce(const struct propagator *p, struct geometry g, bool locked, int givens,
                  struct propagation *w)
{
	if (!drain(p, g, w))
		return -1;
	while (w->open > 0) {
		int got = hidden_sweep(p, g, w);
		if (got == 0 && locked)
			got = locked_sweep(p, g, w);
		if (got < 0)
			return -1;
		if (got == 0)
			break;
	}
	w->settled = g.cells - w->open - givens;
	return w->open == 0 ? 1 : 0;
}

DLX_INLINE int propagate_shaped(const struct propagator *p, struct geometry g,
                            const struct sudoku_grid *puzzle, bool locked, struct propagation *w)
{
	start(p, g, puzzle, w);
	int givens = place_givens(p, g, puzzle, w);
	return givens < 0 ? -1 : deduce(p, g, locked, givens, w);
}

int propagate(const struct propagator *p, const struct sudoku_grid *puzzle, bool locked,
              struct propagation *w)
{
	return p->nine ? propagate_shaped(p, NINE, puzzle, locked, w)
	               : propagate_shaped(p, geometry_of(p), puzzle, locked, w);
}

/* Rare (a base whose givens clash): not worth a copy of its own for the 9x9 shape. */
int propagate_excluding(const struct propagator *p, const struct sudoku_grid *puzzle, int cell,
                        int digit, bool locked, struct propagation *w)
{
	struct geometry g = geometry_of(p);
	start(p, g, puzzle, w);
	int givens = place_givens(p, g, puzzle, w);
	if (givens < 0 || puzzle->cell[cell])
		return -1;
	if (clear_digits(w, &(int16_t){(int16_t)cell}, 1, (uint64_t)1 << digit) < 0)
		return -1;
	return deduce(p, g, locked, givens, w);
}

int propagate_givens(const struct propagator *p, const struct sudoku_grid *puzzle,
                     struct propagation *base)
{
	struct geometry g = geometry_of(p); /* once per puzzle or so: no copy of its own */
	start(p, g, puzzle, base);
	int givens = place_givens(p, g, puzzle, base);
	/* propagate_from() queues the singles of its own start, from these */
	memset(base->maybe_single, 0, sizeof base->maybe_single);
	for (int k = 0; k < base->queued; k++)
		base->maybe_single[base->queue[k] / 64] |= (uint64_t)1 << (base->queue[k] % 64);
	base->queued = 0;
	if (givens < 0)
		return givens; /* clashing givens: the caller starts from nothing */
	memset(base->holding, 0, sizeof base->holding);
	for (int cell = 0; cell < p->cells; cell++)
		base->holding[base->value[cell]][cell / 64] |= (uint64_t)1 << (cell % 64);
	return givens;
}

/* The candidates units leave an open cell. */
DLX_INLINE uint64_t left_by_units(const struct propagator *p, struct geometry g,
                              const struct propagation *w, int cell)
{
	uint64_t cand = p->all;
	for (int k = 0; k < units_per(p, g, cell); k++)
		cand &= ~w->placed[p->units.units_of[cell][k]];
	return cand;
}

DLX_INLINE void unplace(const struct propagator *p, struct geometry g, struct propagation *base,
                    int cell)
{
	int digit = base->value[cell];
	uint64_t bit = (uint64_t)1 << digit;
	for (int k = 0; k < units_per(p, g, cell); k++)
		base->placed[p->units.units_of[cell][k]] &= ~bit;
	base->value[cell] = 0;
	base->open++;
	base->cand[cell] = left_by_units(p, g, base, cell);
	for (uint64_t c = base->cand[cell]; c; c &= c - 1)
		add_spot(base, __builtin_ctzll(c), cell);
	uint64_t single = (base->cand[cell] & (base->cand[cell] - 1)) == 0;
	base->maybe_single[cell / 64] |= single << (cell % 64);
	for (int32_t k = peers_from(p, g, cell), end = peers_from(p, g, cell + 1); k < end; k++) {
		int q = p->peer[k];
		/* an open peer gets the digit back unless another unit holds it; a settled one
		   keeps none, by a mask rather than a branch, which would mispredict */
		uint64_t was = base->cand[q], open = (uint64_t)0 - (base->value[q] == 0);
		base->cand[q] = left_by_units(p, g, base, q) & open;
		/* the one digit a peer can get back is the cell's own: no loop */
		uint64_t regained = (base->cand[q] & ~was) >> digit & 1;
		base->spots[digit][q / 64] |= regained << (q % 64);
	}
}

void propagate_unplace(const struct propagator *p, struct propagation *base, int cell)
{
	uint64_t bit = (uint64_t)1 << (cell % 64);
	base->holding[base->value[cell]][cell / 64] &= ~bit;
	base->holding[0][cell / 64] |= bit;
	if (p->nine)
		unplace(p, NINE, base, cell);
	else
		unplace(p, geometry_of(p), base, cell);
}

DLX_INLINE int from_base(const struct propagator *p, struct geometry g, const struct propagation *base,
                     int cell, bool locked, struct propagation *w)
{
	int digit = base->value[cell];
	w->n = g.n;
	w->settled = 0;
	w->elim_count = 0;
	w->queued = 0;
	memcpy(w->placed, base->placed, (size_t)g.units * sizeof w->placed[0]);
	memcpy(w->value, base->value, (size_t)g.cells);
	memcpy(w->cand, base->cand, (size_t)g.cells * sizeof w->cand[0]);
	for (int d = 1; d <= g.n; d++)
		memcpy(w->spots[d], base->spots[d], (size_t)g.words * sizeof w->spots[d][0]);
	w->open = base->open;
	int givens = g.cells - base->open - 1;
	unplace(p, g, w, cell);
	/*
	 * The singles to start from. A base gets them from its givens and from an
	 * unplaced cell, and loses them as an unplaced cell's peers take a digit
	 * back (no open cell of a base is ever left empty), so its maybe_single
	 * holds every one, and some that are no longer: each is written and only
	 * a single kept, as a branch would mispredict. That takes fewer
	 * instructions than a scan of every cell (bench/NOTES.md, generator).
	 */
	for (int k = 0; k < g.words; k++)
		for (uint64_t maybe = base->maybe_single[k]; maybe; maybe &= maybe - 1) {
			int q = k * 64 + __builtin_ctzll(maybe);
			w->queue[w->queued] = q;
			w->queued += (w->value[q] == 0) & ((w->cand[q] & (w->cand[q] - 1)) == 0) &
			             (q != cell);
		}
	if (clear_digits(w, &(int16_t){(int16_t)cell}, 1, (uint64_t)1 << digit) < 0)
		return -1;
	return deduce(p, g, locked, givens, w);
}

int propagate_from(const struct propagator *p, const struct propagation *base, int cell,
                   bool locked, struct propagation *w)
{
	return p->nine ? from_base(p, NINE, base, cell, locked, w)
	               : from_base(p, geometry_of(p), base, cell, locked, w);
}
