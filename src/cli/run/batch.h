/*
 * batch.h - `-j N` for the sudoku subcommands: puzzles go to N
 * worker threads, each with its own state (its own solvers, built once), and
 * their output comes out in input order, byte for byte what one thread
 * writes, with the same messages and the same exit code.
 *
 * The main thread reads: it cuts the input into chunks (a run of puzzles
 * and of the reader's own messages, in order) and puts them in a bounded
 * ring. Each worker takes the oldest chunk not yet taken, works through it
 * into the chunk's own buffers, and marks it done; the main thread writes
 * done chunks strictly in ring order, and stops where one thread would have
 * stopped (--strict, or a puzzle that says stop), dropping what the workers
 * did beyond that point.
 */
#ifndef CLI_BATCH_H
#define CLI_BATCH_H

#include "puzzles.h"

/*
 * Where one puzzle's output goes. With -j 1 these are the run's own streams
 * and flag; under -j the chunk's buffers, a flag that starts true at each
 * chunk, and a note (spec->note_size bytes) the main thread reads back when
 * it writes the puzzle.
 */
struct puzzle_sink {
	FILE *out;   /* the answer (the -o file, or its buffer) */
	FILE *err;   /* messages (stderr, or its buffer) */
	bool *first; /* nothing written to `out` yet (write_grid's flag) */
	int lead;    /* under -j: the chunk's first block, 1 multi-line, 0 a line; -1 none */
	void *note;  /* under -j: this puzzle's note; NULL with -j 1 */
};

/*
 * Before a block of output: a blank line between multi-line blocks (grids),
 * none before the first. Under -j the chunk's first block leaves that choice
 * to the writer, which alone knows whether anything came before.
 */
void sink_begin_block(struct puzzle_sink *sink, bool multi_line);

/* write_grid and write_variant_grid through sink_begin_block. */
void sink_write_grid(struct puzzle_sink *sink, const struct sudoku_shape *shape,
                     const struct sudoku_grid *grid, enum sudoku_output_format format);
void sink_write_variant_grid(struct puzzle_sink *sink, const struct sudoku_variant_puzzle *puzzle,
                             const struct sudoku_grid *grid, enum sudoku_output_format format);

/*
 * What a command gives the batch. The work functions return an exit code
 * for the item (EXIT_ALL_GOOD, EXIT_UNSOLVED, EXIT_BAD_INPUT), or -1 to
 * stop the batch, as a puzzle_fn does.
 */
struct batch_spec {
	int jobs;
	bool strict;
	int chunk;        /* items a chunk (0: 128); smaller for slow items */
	size_t note_size; /* bytes of each item's note; 0: none */
	/* A worker's private state (made in the main thread before the threads start). */
	void *(*start)(void *shared);
	/* Frees a worker's state, in the main thread after the threads end. */
	void (*finish)(void *shared, void *state);
	/* May be NULL. In the main thread, in input order, before an item's output is written. */
	void (*before_write)(void *shared, const void *note, FILE *out);
	void *shared;
	FILE *out;   /* the answers, in input order */
	bool *first; /* the run's "nothing written yet" flag for `out` */

	/* Read batches: the records of one reader, plain or variant. */
	bool variants;          /* the variant reader; else the plain one */
	unsigned variant_flags; /* the --variant named on the command line */
	int (*work)(void *state, const char *file, const struct sudoku_variant_record *record,
	            struct puzzle_sink *sink);
	int (*work_plain)(void *state, const char *file, const struct sudoku_record *record,
	                  struct puzzle_sink *sink);
	/*
	 * May be NULL. When the whole batch is one puzzle, this runs instead of
	 * work, in the main thread, free to use all `jobs` threads on it.
	 */
	int (*work_alone)(void *state, const char *file, const struct sudoku_variant_record *record,
	                  struct puzzle_sink *sink, int jobs);

	/* Index batches (generate): items 0 .. count-1, made by work_index. */
	uint64_t count;
	int (*work_index)(void *state, uint64_t index, struct puzzle_sink *sink);
	/* May be NULL: hears of each item written, in order. */
	void (*progress)(void *shared, uint64_t done);
};

/*
 * Every puzzle of the files over spec->jobs threads. Returns the worst exit
 * code of what was written; *complete as for for_each_puzzle_complete.
 */
int for_each_puzzle_parallel(char *const *files, int file_count, enum sudoku_input_format format,
                             const struct batch_spec *spec, bool *complete);

/* Items 0 .. spec->count-1 over spec->jobs threads; the first with a non-zero code ends the batch. */
int for_each_index_parallel(const struct batch_spec *spec);

/* The most threads -j gives a batch (-j 0: one per online CPU, up to this). */
#define BATCH_MAX_JOBS 256

/* The -j row of a batch command's option table (options.h); text: what N threads do. */
#define BATCH_JOBS_OPTION(jobs, text)                                                    \
	{.name = "jobs", .short_name = 'j', .kind = OPTION_INT, .destination = (jobs),        \
	 .max = BATCH_MAX_JOBS, .value_name = "N", .help = (text)}

#endif
