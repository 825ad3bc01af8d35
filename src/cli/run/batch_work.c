/*
 * batch_work.c - the workers' side of a batch (batch.h, batch_ring.h): a
 * worker takes the oldest queued chunk, rebuilds each plain puzzle from its
 * cells in its own scratch record, and works the items into the chunk's own
 * buffers through a puzzle sink, stopping where one thread would stop.
 */
#include "batch_ring.h"

#include <stdlib.h>
#include <string.h>

void sink_begin_block(struct puzzle_sink *sink, bool multi_line)
{
	if (*sink->first) {
		*sink->first = false;
		if (sink->lead < 0)
			sink->lead = multi_line;
	} else if (multi_line) {
		fputc('\n', sink->out);
	}
}

void sink_write_grid(struct puzzle_sink *sink, const struct sudoku_shape *shape,
                     const struct sudoku_grid *grid, enum sudoku_output_format format)
{
	bool none_before = true;
	sink_begin_block(sink, format != SUDOKU_OUTPUT_LINE);
	write_grid(sink->out, shape, grid, format, &none_before);
}

void sink_write_variant_grid(struct puzzle_sink *sink, const struct sudoku_variant_puzzle *puzzle,
                             const struct sudoku_grid *grid, enum sudoku_output_format format)
{
	bool none_before = true;
	sink_begin_block(sink, format != SUDOKU_OUTPUT_LINE);
	write_variant_grid(sink->out, puzzle, grid, format, &none_before);
}

/* A plain record rebuilt from the chunk, in the worker's scratch space. */
static const struct sudoku_variant_record *rebuild(struct worker *w, const struct chunk *c,
                                                   const struct item *it)
{
	struct sudoku_variant_record *r = w->scratch;
	if (w->shape_size != it->size || w->shape_box_rows != it->box_rows) {
		sudoku_shape_init(&r->puzzle.shape, it->size, it->box_rows);
		sudoku_grid_clear(&r->puzzle.grid, it->size);
		w->shape_size = it->size;
		w->shape_box_rows = it->box_rows;
	}
	r->error = 0;
	r->format = it->format;
	r->line = it->line;
	r->column = 0;
	r->puzzle.flags = 0;
	r->puzzle.cages.count = 0;
	size_t cells = (size_t)it->size * (size_t)it->size;
	memcpy(r->puzzle.grid.cell, c->arena + it->at, cells);
	r->marked = it->marked;
	if (it->marked)
		memcpy(r->marks, c->arena + it->at + cells, sizeof r->marks);
	return r;
}

static const struct sudoku_record *rebuild_plain(struct worker *w, const struct chunk *c,
                                                 const struct item *it)
{
	struct sudoku_record *r = &w->plain;
	if (r->grid.size != it->size)
		sudoku_grid_clear(&r->grid, it->size);
	r->error = 0;
	r->format = it->format;
	r->line = it->line;
	r->column = 0;
	size_t cells = (size_t)it->size * (size_t)it->size;
	memcpy(r->grid.cell, c->arena + it->at, cells);
	r->marked = it->marked;
	if (it->marked)
		memcpy(r->marks, c->arena + it->at + cells, sizeof r->marks);
	return r;
}

static int run_item(struct worker *w, struct chunk *c, struct item *it, struct puzzle_sink *sink)
{
	const struct batch_spec *spec = w->p->spec;
	switch (it->kind) {
	case MESSAGE:
		fputs(c->arena + it->at, sink->err);
		return EXIT_BAD_INPUT;
	case INDEX:
		return spec->work_index(w->state, it->index, sink);
	case VARIANT:
		return spec->work(w->state, it->file, it->variant, sink);
	case PLAIN:
		break;
	}
	if (!spec->variants)
		return spec->work_plain(w->state, it->file, rebuild_plain(w, c, it), sink);
	const struct sudoku_variant_record *record = rebuild(w, c, it);
	if (w->p->alone)
		return spec->work_alone(w->state, it->file, record, sink, w->p->jobs);
	return spec->work(w->state, it->file, record, sink);
}

void batch_run_chunk(struct worker *w, struct chunk *c)
{
	struct pipeline *p = w->p;
	c->ran = 0;
	c->lead_item = -1;
	FILE *out = open_memstream(&c->out_text, &c->out_length);
	FILE *err = open_memstream(&c->err_text, &c->err_length);
	c->failed = !out || !err;
	bool first = true;
	struct puzzle_sink sink = {.out = out, .err = err, .first = &first, .lead = -1};
	for (int k = 0; !c->failed && k < c->count && !atomic_load(&p->cancel); k++) {
		struct item *it = &c->items[k];
		sink.note = note_of(p->spec, c, k);
		it->code = run_item(w, c, it, &sink);
		if (c->lead_item < 0 && sink.lead >= 0) {
			c->lead_item = k;
			c->lead_multi_line = sink.lead;
		}
		it->out_end = (size_t)ftell(out);
		it->err_end = (size_t)ftell(err);
		c->ran = k + 1;
		if (stops_here(p, it->code))
			break;
	}
	if (out)
		fclose(out);
	if (err)
		fclose(err);
}

void *batch_worker(void *arg)
{
	struct worker *w = arg;
	struct pipeline *p = w->p;
	pthread_mutex_lock(&p->lock);
	for (;;) {
		while (!p->quit && p->taken == p->submitted)
			pthread_cond_wait(&p->queued, &p->lock);
		if (p->taken == p->submitted)
			break;
		struct chunk *c = &p->ring[p->taken++ % p->ring_size];
		pthread_mutex_unlock(&p->lock);
		batch_run_chunk(w, c);
		pthread_mutex_lock(&p->lock);
		c->done = true;
		pthread_cond_signal(&p->finished);
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}
