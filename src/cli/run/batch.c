/*
 * batch.c - the items of a batch over worker threads, answers in input
 * order (see batch.h): the ring and the main thread's side; the workers'
 * side is batch_work.c.
 *
 *   main thread:  read ──▶ fill chunk ──▶ submit ─┐        ┌─▶ write chunks in order
 *                                                 ▼        │
 *   ring:         [ done | working | working | queued | filling | free ... ]
 *                    ▲ head           taken ──▶          ▲ submitted
 *   workers:      take the oldest queued chunk, work it into its buffers, mark it done
 *
 * Chunk k lives in ring[k % size]; head <= taken <= submitted <= head + size,
 * so memory is bounded by the ring whatever the input's length. Workers take
 * chunks in order, so the chunk the writer waits for is always the one most
 * advanced. One mutex guards the counters and the done flags; a chunk's
 * contents belong to the main thread until submitted, then to one worker
 * until done, then to the main thread again (the mutex orders the hand-offs).
 *
 * A plain puzzle travels as its cells (n*n bytes in the chunk's arena), not
 * as a reader record of several kilobytes; each worker rebuilds a record in
 * its own scratch space. Variant puzzles (rare, and carrying cages) travel
 * as a copy of their record.
 */
#include "batch_ring.h"

#include <stdlib.h>
#include <string.h>

enum { DEFAULT_CHUNK = 128, MAX_JOBS = BATCH_MAX_JOBS, ARENA_START = 16384 };

/* ---- the main thread's side ---- */

/* Writes a done chunk's items as one thread would have, up to where it stops. */
static void write_chunk(struct pipeline *p, struct chunk *c)
{
	const struct batch_spec *spec = p->spec;
	if (c->failed) {
		fprintf(stderr, "out of memory\n");
		p->worst = EXIT_BAD_INPUT;
		p->stopped = true;
		return;
	}
	size_t out_at = 0, err_at = 0;
	for (int k = 0; k < c->ran && !p->stopped; k++) {
		const struct item *it = &c->items[k];
		if (spec->before_write && it->kind != MESSAGE)
			spec->before_write(spec->shared, note_of(spec, c, k), spec->out);
		if (k == c->lead_item) {
			if (c->lead_multi_line && !*spec->first)
				fputc('\n', spec->out);
			*spec->first = false;
		}
		fwrite(c->out_text + out_at, 1, it->out_end - out_at, spec->out);
		fwrite(c->err_text + err_at, 1, it->err_end - err_at, stderr);
		out_at = it->out_end;
		err_at = it->err_end;
		if (it->code >= 0 && it->code > p->worst)
			p->worst = it->code;
		p->stopped = stops_here(p, it->code);
		if (!p->stopped && it->kind == INDEX && spec->progress)
			spec->progress(spec->shared, it->index + 1);
	}
	if (p->stopped)
		atomic_store(&p->cancel, true);
}

/* Frees what a written chunk holds and makes it ready to fill again. */
static void empty_chunk(struct chunk *c)
{
	for (int k = 0; k < c->count; k++)
		if (c->items[k].kind == VARIANT)
			free(c->items[k].variant);
	free(c->out_text);
	free(c->err_text);
	c->out_text = c->err_text = NULL;
	c->count = c->ran = 0;
	c->arena_used = 0;
	c->done = false;
}

/* Waits for the oldest chunk, writes it and frees its slot. */
static void write_oldest(struct pipeline *p)
{
	struct chunk *c = &p->ring[p->head % p->ring_size];
	pthread_mutex_lock(&p->lock);
	while (!c->done)
		pthread_cond_wait(&p->finished, &p->lock);
	pthread_mutex_unlock(&p->lock);
	if (!p->stopped)
		write_chunk(p, c);
	empty_chunk(c);
	p->head++;
}

/* The chunk being filled: ring[submitted], made free first if the ring is full. */
static struct chunk *filling(struct pipeline *p)
{
	while (p->submitted - p->head >= p->ring_size)
		write_oldest(p);
	return &p->ring[p->submitted % p->ring_size];
}

static void submit(struct pipeline *p)
{
	pthread_mutex_lock(&p->lock);
	p->submitted++;
	pthread_cond_signal(&p->queued);
	pthread_mutex_unlock(&p->lock);
}

/* Writes the chunks that are done already, without waiting. */
static void write_done(struct pipeline *p)
{
	for (;;) {
		pthread_mutex_lock(&p->lock);
		bool ready = p->head < p->submitted && p->ring[p->head % p->ring_size].done;
		pthread_mutex_unlock(&p->lock);
		if (!ready)
			return;
		write_oldest(p);
	}
}

/* The next item of the chunk being filled; the chunk goes to the workers when full. */
static struct item *add_item(struct pipeline *p, struct chunk **into)
{
	struct chunk *c = filling(p);
	*into = c;
	return &c->items[c->count++];
}

static void item_added(struct pipeline *p, struct chunk *c)
{
	if (c->count == p->capacity) {
		submit(p);
		write_done(p);
	}
}

/* Room for `length` bytes in the chunk's arena; false when out of memory. */
static bool arena_room(struct chunk *c, size_t length)
{
	if (c->arena_used + length <= c->arena_size)
		return true;
	size_t size = c->arena_size ? c->arena_size : ARENA_START;
	while (size < c->arena_used + length)
		size *= 2;
	char *arena = realloc(c->arena, size);
	if (!arena)
		return false;
	c->arena = arena;
	c->arena_size = size;
	return true;
}

static int out_of_memory(struct pipeline *p)
{
	p->failed = true;
	return -1;
}

/*
 * A plain puzzle's cells into the chunk, and its pencil marks after them
 * when `marks` is not NULL. -1 (stop) when out of memory.
 */
static int collect_cells(struct pipeline *p, const char *file, long line,
                         enum sudoku_input_format format, const struct sudoku_grid *grid,
                         int box_rows, const uint16_t *marks)
{
	struct chunk *c;
	size_t cells = (size_t)grid->size * (size_t)grid->size;
	size_t marks_size = marks ? 81 * sizeof *marks : 0;
	struct item *it = add_item(p, &c);
	if (!arena_room(c, cells + marks_size)) {
		c->count--;
		return out_of_memory(p);
	}
	*it = (struct item){.kind = PLAIN, .file = file, .line = line, .format = format,
	                    .size = grid->size, .box_rows = box_rows, .marked = marks != NULL,
	                    .at = c->arena_used};
	memcpy(c->arena + c->arena_used, grid->cell, cells);
	if (marks)
		memcpy(c->arena + c->arena_used + cells, marks, marks_size);
	c->arena_used += cells + marks_size;
	item_added(p, c);
	return p->stopped ? -1 : EXIT_ALL_GOOD;
}

static int collect_plain(void *user, const char *file, const struct sudoku_record *record)
{
	return collect_cells(user, file, record->line, record->format, &record->grid, 0,
	                     record->marked ? record->marks : NULL);
}

static int collect_variant(void *user, const char *file, const struct sudoku_variant_record *record)
{
	struct pipeline *p = user;
	const struct sudoku_variant_puzzle *v = &record->puzzle;
	const struct sudoku_shape *s = &v->shape;
	if (v->flags == 0 && v->cages.count == 0 && !s->jigsaw && !s->diagonals && !s->windows)
		return collect_cells(p, file, record->line, record->format, &v->grid, s->box_rows,
		                     record->marked ? record->marks : NULL);
	struct sudoku_variant_record *copy = malloc(sizeof *copy);
	if (!copy)
		return out_of_memory(p);
	*copy = *record;
	struct chunk *c;
	struct item *it = add_item(p, &c);
	*it = (struct item){.kind = VARIANT, .file = file, .line = record->line, .variant = copy};
	item_added(p, c);
	return p->stopped ? -1 : EXIT_ALL_GOOD;
}

/* A message of the reader's joins the chunk, to be written in its place. */
static int collect_message(void *user, const char *text)
{
	struct pipeline *p = user;
	struct chunk *c;
	size_t length = strlen(text) + 1;
	struct item *it = add_item(p, &c);
	if (!arena_room(c, length)) {
		c->count--;
		return out_of_memory(p);
	}
	*it = (struct item){.kind = MESSAGE, .at = c->arena_used};
	memcpy(c->arena + c->arena_used, text, length);
	c->arena_used += length;
	item_added(p, c);
	return p->stopped;
}

/* ---- setting up and tearing down ---- */

static bool make_ring(struct pipeline *p)
{
	const struct batch_spec *spec = p->spec;
	p->ring_size = 2 * p->jobs + 2; /* a chunk being written, one filling, two per worker */
	p->ring = calloc((unsigned)p->ring_size, sizeof *p->ring);
	if (!p->ring)
		return false;
	for (int k = 0; k < p->ring_size; k++) {
		struct chunk *c = &p->ring[k];
		c->items = malloc((size_t)p->capacity * sizeof *c->items);
		c->notes = spec->note_size ? calloc((size_t)p->capacity, spec->note_size) : NULL;
		if (!c->items || (spec->note_size && !c->notes))
			return false;
	}
	return true;
}

static bool make_workers(struct pipeline *p)
{
	p->workers = calloc((unsigned)p->jobs, sizeof *p->workers);
	if (!p->workers)
		return false;
	for (int t = 0; t < p->jobs; t++) {
		struct worker *w = &p->workers[t];
		w->p = p;
		w->scratch = calloc(1, sizeof *w->scratch);
		w->state = p->spec->start(p->spec->shared);
		if (!w->scratch || !w->state)
			return false;
	}
	return true;
}

/* Starts the threads; false when none could be (then nothing would ever be worked). */
static bool start_threads(struct pipeline *p)
{
	return pool_start(&p->pool, p->jobs, batch_worker, p->workers, sizeof *p->workers) > 0;
}

static bool open_pipeline(struct pipeline *p, const struct batch_spec *spec)
{
	*p = (struct pipeline){.spec = spec, .worst = EXIT_ALL_GOOD};
	p->jobs = spec->jobs < 1 ? 1 : spec->jobs > MAX_JOBS ? MAX_JOBS : spec->jobs;
	p->capacity = spec->chunk > 0 ? spec->chunk : DEFAULT_CHUNK;
	atomic_init(&p->cancel, false);
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->queued, NULL);
	pthread_cond_init(&p->finished, NULL);
	bool ok = make_ring(p) && make_workers(p) && start_threads(p);
	if (!ok)
		fprintf(stderr, "out of memory\n");
	return ok;
}

/* Hands out what is left, writes every chunk in order, and ends the threads. */
static void drain_pipeline(struct pipeline *p)
{
	if (p->submitted < p->head + p->ring_size && p->ring[p->submitted % p->ring_size].count > 0)
		submit(p);
	while (p->head < p->submitted)
		write_oldest(p);
}

static void close_pipeline(struct pipeline *p)
{
	pthread_mutex_lock(&p->lock);
	p->quit = true;
	pthread_cond_broadcast(&p->queued);
	pthread_mutex_unlock(&p->lock);
	pool_join(&p->pool);
	for (int t = 0; p->workers && t < p->jobs; t++) {
		if (p->workers[t].state)
			p->spec->finish(p->spec->shared, p->workers[t].state);
		free(p->workers[t].scratch);
	}
	for (int k = 0; p->ring && k < p->ring_size; k++) {
		empty_chunk(&p->ring[k]);
		free(p->ring[k].items);
		free(p->ring[k].notes);
		free(p->ring[k].arena);
	}
	free(p->workers);
	free(p->ring);
	pthread_cond_destroy(&p->queued);
	pthread_cond_destroy(&p->finished);
	pthread_mutex_destroy(&p->lock);
}

/*
 * The whole batch is one puzzle (count -j N on one grid): work_alone runs it
 * in the main thread with worker 0's state and space, which no thread has
 * touched (nothing was ever submitted).
 */
static void run_alone(struct pipeline *p)
{
	struct chunk *c = &p->ring[0];
	p->alone = true;
	batch_run_chunk(&p->workers[0], c);
	c->done = true;
	write_chunk(p, c);
	empty_chunk(c);
}

static bool one_puzzle(const struct pipeline *p)
{
	const struct chunk *c = &p->ring[0];
	return p->spec->work_alone && p->submitted == 0 && c->count == 1 && c->items[0].kind == PLAIN;
}

int for_each_puzzle_parallel(char *const *files, int file_count, enum sudoku_input_format format,
                             const struct batch_spec *spec, bool *complete)
{
	struct pipeline p;
	*complete = false;
	if (!open_pipeline(&p, spec)) {
		close_pipeline(&p);
		return EXIT_BAD_INPUT;
	}
	bool read_all;
	if (spec->variants)
		for_each_variant_puzzle_hooked(files, file_count, format, spec->variant_flags,
		                               spec->strict, collect_variant, collect_message, &p,
		                               &read_all);
	else
		for_each_puzzle_hooked(files, file_count, format, spec->strict, collect_plain,
		                       collect_message, &p, &read_all);
	if (p.failed)
		fprintf(stderr, "out of memory\n");
	if (one_puzzle(&p) && !p.failed)
		run_alone(&p);
	else
		drain_pipeline(&p);
	close_pipeline(&p);
	*complete = read_all && !p.stopped && !p.failed;
	return p.failed ? EXIT_BAD_INPUT : p.worst;
}

int for_each_index_parallel(const struct batch_spec *spec)
{
	struct pipeline p;
	if (!open_pipeline(&p, spec)) {
		close_pipeline(&p);
		return EXIT_BAD_INPUT;
	}
	for (uint64_t k = 0; k < spec->count && !p.stopped; k++) {
		struct chunk *c;
		struct item *it = add_item(&p, &c);
		*it = (struct item){.kind = INDEX, .index = k};
		item_added(&p, c);
	}
	drain_pipeline(&p);
	close_pipeline(&p);
	return p.worst;
}
