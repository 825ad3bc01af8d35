/*
 * batch.c - the puzzles of a batch over worker threads, answers in input
 * order (see batch.h). The window is a fixed number of puzzles per thread:
 * big enough that the threads rarely wait for each other at its end, small
 * enough that memory stays flat for any input size.
 */
#include "batch.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

enum { WINDOW_PER_JOB = 256, MAX_JOBS = BATCH_MAX_JOBS };

void sink_write_grid(struct puzzle_sink *sink, const struct sudoku_shape *shape,
                     const struct sudoku_grid *grid, enum sudoku_output_format format)
{
	write_grid(sink->out, shape, grid, format, sink->first);
	sink->grid_format = (int)format;
}

void sink_write_variant_grid(struct puzzle_sink *sink, const struct sudoku_variant_puzzle *puzzle,
                             const struct sudoku_grid *grid, enum sudoku_output_format format)
{
	write_variant_grid(sink->out, puzzle, grid, format, sink->first);
	sink->grid_format = (int)format;
}

/* One puzzle of the window and what it wrote. */
struct item {
	const char *file;
	struct sudoku_variant_record *record; /* read puzzles only: a slot of window.records */
	uint64_t index;              /* index batches only */
	char *out_text, *err_text;
	size_t out_length, err_length;
	int grid_format;
	int code;
};

struct window {
	const struct parallel_batch *batch;
	const struct index_batch *by_index; /* set for an index batch (then batch is NULL) */
	void **states;          /* one per worker */
	struct item *items;
	struct sudoku_variant_record *records; /* one per item, read puzzles only (10 KB each) */
	int count, capacity;
	atomic_int next;
	int jobs;
	int worst;              /* of the puzzles written so far */
	bool stopped;           /* --strict, or a puzzle said stop */
	bool flushed;           /* a window was written already: the batch is not one puzzle */
	bool alone;             /* this window is the whole batch, one puzzle: work_alone */
};

/* Runs one puzzle into its own buffers. */
static void run_item(struct window *w, void *state, struct item *item)
{
	FILE *out = open_memstream(&item->out_text, &item->out_length);
	FILE *err = open_memstream(&item->err_text, &item->err_length);
	if (!out || !err) {
		if (out)
			fclose(out);
		if (err)
			fclose(err);
		item->code = -2; /* no memory for the buffers */
		return;
	}
	bool first = true;
	struct puzzle_sink sink = {.out = out, .err = err, .first = &first, .grid_format = -1};
	if (w->alone)
		item->code = w->batch->work_alone(state, item->file, item->record, &sink, w->jobs);
	else if (w->by_index)
		item->code = w->by_index->work_index(state, item->index, &sink);
	else
		item->code = w->batch->work(state, item->file, item->record, &sink);
	item->grid_format = sink.grid_format;
	fclose(out);
	fclose(err);
}

struct worker {
	struct window *w;
	void *state;
};

static void *work(void *arg)
{
	struct worker *worker = arg;
	struct window *w = worker->w;
	for (int k; (k = atomic_fetch_add(&w->next, 1)) < w->count;)
		run_item(w, worker->state, &w->items[k]);
	return NULL;
}

/* Writes one puzzle's buffers as the single-threaded run would have. */
static void emit(struct window *w, struct item *item)
{
	FILE *out = w->by_index ? w->by_index->out : w->batch->out;
	bool *first = w->by_index ? w->by_index->first : w->batch->first;
	bool strict = w->by_index ? true : w->batch->strict;
	if (item->code == -2) {
		if (w->by_index)
			fprintf(stderr, "out of memory\n");
		else
			fprintf(stderr, "%s:%ld: out of memory\n", item->file, item->record->line);
		item->code = -1;
	}
	if (item->grid_format >= 0) {
		if (item->grid_format != SUDOKU_OUTPUT_LINE && !*first)
			fputc('\n', out);
		*first = false;
	}
	if (item->out_length)
		fwrite(item->out_text, 1, item->out_length, out);
	if (item->err_length)
		fwrite(item->err_text, 1, item->err_length, stderr);
	if (item->code < 0) {
		w->stopped = true;
	} else {
		if (item->code > w->worst)
			w->worst = item->code;
		if (strict && item->code != EXIT_ALL_GOOD)
			w->stopped = true;
		else if (w->by_index && w->by_index->progress)
			w->by_index->progress(w->by_index->shared, item->index + 1);
	}
}

/* Solves the window's puzzles in threads, writes them in order, empties the window. */
static void flush(struct window *w)
{
	int jobs = w->jobs;
	pthread_t threads[MAX_JOBS];
	struct worker workers[MAX_JOBS];
	int started = 0;
	atomic_store(&w->next, 0);
	if (w->alone)
		jobs = 0; /* work_alone shares the puzzle out itself */
	for (int t = 0; t < jobs; t++) {
		workers[t] = (struct worker){.w = w, .state = w->states[t]};
		if (pthread_create(&threads[started], NULL, work, &workers[t]) == 0)
			started++;
	}
	if (started == 0) { /* work_alone, or no thread to be had: this one does it all */
		workers[0] = (struct worker){.w = w, .state = w->states[0]};
		work(&workers[0]);
	}
	for (int t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	for (int k = 0; k < w->count; k++) {
		if (!w->stopped)
			emit(w, &w->items[k]);
		free(w->items[k].out_text);
		free(w->items[k].err_text);
	}
	w->count = 0;
	w->flushed = true;
}

static int collect(void *user, const char *file, const struct sudoku_variant_record *record)
{
	struct window *w = user;
	if (w->stopped)
		return -1;
	w->records[w->count] = *record;
	w->items[w->count] = (struct item){.file = file, .record = &w->records[w->count]};
	w->count++;
	if (w->count == w->capacity)
		flush(w);
	return w->stopped ? -1 : EXIT_ALL_GOOD;
}

static int before_message(void *user)
{
	struct window *w = user;
	if (w->count > 0)
		flush(w);
	return w->stopped;
}

/* The window's items and the workers' states; false (message printed) when out of memory. */
static bool open_window(struct window *w, void *(*start)(void *), void *shared)
{
	w->items = malloc((size_t)w->capacity * sizeof *w->items);
	w->states = calloc((size_t)w->jobs, sizeof *w->states);
	bool ok = w->items && w->states;
	for (int t = 0; ok && t < w->jobs; t++)
		ok = (w->states[t] = start(shared)) != NULL;
	if (!ok)
		fprintf(stderr, "out of memory\n");
	return ok;
}

static void close_window(struct window *w, void (*finish)(void *, void *), void *shared)
{
	for (int t = 0; w->states && t < w->jobs; t++)
		if (w->states[t])
			finish(shared, w->states[t]);
	free(w->states);
	free(w->items);
	free(w->records);
}

int for_each_puzzle_parallel(char *const *files, int file_count, enum sudoku_input_format format,
                             const struct parallel_batch *batch, bool *complete)
{
	int jobs = batch->jobs < 1 ? 1 : batch->jobs > MAX_JOBS ? MAX_JOBS : batch->jobs;
	struct parallel_batch local = *batch;
	local.jobs = jobs;
	struct window w = {.batch = &local, .jobs = jobs, .capacity = WINDOW_PER_JOB * jobs};
	int code = EXIT_BAD_INPUT;
	*complete = false;
	w.records = malloc((size_t)w.capacity * sizeof *w.records);
	if (!w.records)
		fprintf(stderr, "out of memory\n");
	else if (open_window(&w, batch->start, batch->shared)) {
		code = for_each_variant_puzzle_hooked(files, file_count, format, batch->variant_flags,
		                                      batch->strict, collect, before_message, &w,
		                                      complete);
		w.alone = !w.flushed && w.count == 1 && batch->work_alone && !w.stopped;
		if (w.count > 0)
			flush(&w);
		if (w.stopped) /* --strict met a puzzle, or a puzzle said stop */
			*complete = false;
		if (w.worst > code)
			code = w.worst;
	}
	close_window(&w, batch->finish, batch->shared);
	return code;
}

int for_each_index_parallel(const struct index_batch *batch)
{
	int jobs = batch->jobs < 1 ? 1 : batch->jobs > MAX_JOBS ? MAX_JOBS : batch->jobs;
	struct window w = {.by_index = batch, .jobs = jobs, .capacity = WINDOW_PER_JOB * jobs};
	if (!open_window(&w, batch->start, batch->shared)) {
		close_window(&w, batch->finish, batch->shared);
		return EXIT_BAD_INPUT;
	}
	for (uint64_t k = 0; k < batch->count && !w.stopped; k++) {
		w.items[w.count++] = (struct item){.index = k};
		if (w.count == w.capacity)
			flush(&w);
	}
	if (w.count > 0)
		flush(&w);
	close_window(&w, batch->finish, batch->shared);
	return w.worst;
}
