/*
 * batch.h - `-j N` for the sudoku subcommands (issue 11): puzzles go to N
 * worker threads, each with its own state (its own solvers), and their
 * output comes out in input order, byte for byte what one thread writes,
 * with the same exit code. Each puzzle writes into its own buffers (a
 * puzzle_sink); the main thread reads a window of puzzles, lets the threads
 * work through it, then writes the buffers in order. Messages of the reader
 * itself (parse errors) wait until the puzzles before them are written.
 */
#ifndef CLI_BATCH_H
#define CLI_BATCH_H

#include "puzzles.h"

/* Where one puzzle's output goes. */
struct puzzle_sink {
	FILE *out;   /* the answer (the -o file, or its buffer) */
	FILE *err;   /* messages (stderr, or its buffer) */
	bool *first; /* write_grid's "no separator yet" flag for `out` */
	int grid_format; /* under -j: the format of a grid written with write_grid, else -1 */
};

/* Writes a grid to a sink (write_grid, remembering the separator rule for -j). */
void sink_write_grid(struct puzzle_sink *sink, const struct sudoku_shape *shape,
                     const struct sudoku_grid *grid, enum sudoku_output_format format);

/* The same for a variant's grid (write_variant_grid). */
void sink_write_variant_grid(struct puzzle_sink *sink, const struct sudoku_variant_puzzle *puzzle,
                             const struct sudoku_grid *grid, enum sudoku_output_format format);

/* Puzzles are read as variant records (plain ones have flags 0). */
struct parallel_batch {
	int jobs;
	bool strict;
	unsigned variant_flags; /* the --variant named on the command line */
	/* A worker's private state (made before the first puzzle, in the main thread). */
	void *(*start)(void *shared);
	/* Folds a worker's totals into the shared state and frees it (one at a time). */
	void (*finish)(void *shared, void *state);
	/* One puzzle: an exit code as for puzzle_fn, or -1 to stop the batch. */
	int (*work)(void *state, const char *file, const struct sudoku_variant_record *record,
	            struct puzzle_sink *sink);
	/*
	 * May be NULL. When the whole batch is one puzzle, this runs instead of
	 * work, in the main thread, free to use all `jobs` threads on it.
	 */
	int (*work_alone)(void *state, const char *file, const struct sudoku_variant_record *record,
	                  struct puzzle_sink *sink, int jobs);
	void *shared;
	FILE *out;   /* the answers, in input order */
	bool *first; /* write_grid's separator flag for `out` */
};

/*
 * The same for a batch that reads nothing (generate): items 0 .. count-1,
 * made by work_index; the first item with a non-zero code ends the batch, as
 * it would one thread's loop. `progress` (may be NULL) hears of each item
 * written, in order.
 */
struct index_batch {
	int jobs;
	uint64_t count;
	void *(*start)(void *shared);
	void (*finish)(void *shared, void *state);
	int (*work_index)(void *state, uint64_t index, struct puzzle_sink *sink);
	void (*progress)(void *shared, uint64_t done);
	void *shared;
	FILE *out;
	bool *first;
};

int for_each_index_parallel(const struct index_batch *batch);

/*
 * for_each_variant_puzzle with batch->jobs threads. Returns the worst exit
 * code; *complete as for for_each_puzzle_complete.
 */
int for_each_puzzle_parallel(char *const *files, int file_count, enum sudoku_input_format format,
                             const struct parallel_batch *batch, bool *complete);

/* The most threads -j gives a batch (-j 0: one per online CPU, up to this). */
#define BATCH_MAX_JOBS 256

/* The -j row of a batch command's option table (options.h); text: what N threads do. */
#define BATCH_JOBS_OPTION(jobs, text)                                                    \
	{.name = "jobs", .short_name = 'j', .kind = OPTION_INT, .destination = (jobs),        \
	 .max = BATCH_MAX_JOBS, .value_name = "N", .help = (text)}

#endif
