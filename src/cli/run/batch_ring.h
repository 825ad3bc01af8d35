/*
 * batch_ring.h - the inside of a batch (batch.h): the items and chunks of
 * the ring, a worker's space and the pipeline, shared by the main thread's
 * side (batch.c) and the workers' side (batch_work.c). The picture of the
 * ring and its hand-offs is at the top of batch.c.
 */
#ifndef CLI_BATCH_RING_H
#define CLI_BATCH_RING_H

#include "batch.h"
#include "pool.h"

#include <pthread.h>
#include <stdatomic.h>

enum kind { PLAIN, VARIANT, MESSAGE, INDEX };

/* One item of a chunk, and where its output ends in the chunk's buffers. */
struct item {
	enum kind kind;
	const char *file;
	long line;
	enum sudoku_input_format format;
	int size, box_rows;
	bool marked;                           /* PLAIN: pencil marks follow the cells */
	size_t at;                             /* PLAIN: cells, MESSAGE: text, in the arena */
	struct sudoku_variant_record *variant; /* VARIANT: a copy, owned */
	uint64_t index;                        /* INDEX */
	int code;
	size_t out_end, err_end;
};

struct chunk {
	struct item *items;
	int count, ran;   /* items filled; items worked (the rest were not needed) */
	char *arena;
	size_t arena_used, arena_size;
	char *notes;
	char *out_text, *err_text;
	size_t out_length, err_length;
	int lead_item;    /* the item that wrote the chunk's first block; -1 none */
	bool lead_multi_line;
	bool failed;      /* no memory for its buffers */
	bool done;        /* under the lock */
};

/* A worker's own space: the command's state and a record to rebuild puzzles in. */
struct worker {
	struct pipeline *p;
	void *state;
	struct sudoku_variant_record *scratch;
	struct sudoku_record plain;
	int shape_size, shape_box_rows; /* the shape in scratch (0: none yet) */
};

struct pipeline {
	const struct batch_spec *spec;
	int jobs, capacity;
	struct worker *workers;
	struct pool pool;
	struct chunk *ring;
	int ring_size;
	long head, taken, submitted; /* counters of chunks (see the picture above) */
	pthread_mutex_t lock;
	pthread_cond_t queued, finished;
	bool quit;
	atomic_bool cancel; /* the writer stopped: the rest need no work */
	bool alone;         /* the batch is one puzzle: work_alone in the main thread */
	int worst;          /* of the items written */
	bool stopped;       /* the writer stopped */
	bool failed;        /* no memory for a chunk */
};


static inline void *note_of(const struct batch_spec *spec, const struct chunk *c, int k)
{
	return spec->note_size ? c->notes + (size_t)k * spec->note_size : NULL;
}

/* Whether the writer will stop at an item with this code (the rest of its chunk is not needed). */
static inline bool stops_here(const struct pipeline *p, int code)
{
	return code < 0 || (code != EXIT_ALL_GOOD && (p->spec->strict || p->spec->work_index));
}

/* Works through a chunk into its own buffers. */
void batch_run_chunk(struct worker *w, struct chunk *c);

/* A worker thread: takes the oldest queued chunk and works it, until the pipeline quits. */
void *batch_worker(void *arg);

#endif
