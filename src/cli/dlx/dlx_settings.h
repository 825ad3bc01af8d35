/*
 * dlx_settings.h - what the `dlx` command's files share: the settings read
 * from the command line (dlx_flags.c), the session a search runs in, and
 * each mode's entry: reading the input (dlx_input.c), the search and its
 * reports (dlx_search.c), the search in parts (dlx_parts.c), the pictures
 * (dlx_show.c), the export for SAT solvers (dlx_export.c). dlx_main.c picks
 * the mode.
 */
#ifndef CLI_DLX_SETTINGS_H
#define CLI_DLX_SETTINGS_H

#include "dlx.h"
#include "dlx_format.h"
#include "dlx_watch.h"
#include "runner.h"

#include <stdbool.h>
#include <stdint.h>

enum print_mode { PRINT_COUNT, PRINT_NAMES, PRINT_IDS };

/* --format, in the order of its values: by the file name, Knuth's, the benchmark's .ec. */
enum input_format { FORMAT_AUTO, FORMAT_DLX, FORMAT_EC };

/* What the command line asked for. */
struct settings {
	const char *path;
	uint64_t solution_limit; /* 0: all */
	enum print_mode print;
	bool stats, profile, trace, links, matrix, strict;
	double progress_every;   /* seconds; 0: no progress lines */
	uint64_t node_limit;
	double time_limit;
	bool shuffle;
	uint64_t seed;
	const char *tree_path;
	const char *svg_path;
	uint64_t step;
	const char *html_path;
	uint64_t max_steps;
	int jobs;                /* threads; 1: the undivided search */
	int split_depth;         /* --split DEPTH; -1: not asked */
	int depth;               /* --depth; -1: deep enough for the parts wanted */
	int part, parts;         /* --part I/N; parts 0: the whole */
	const char *prefix_file;
	const struct split_runner *runner; /* threads or MPI ranks, for the parts */
	uint64_t max_input_size; /* bytes */
	int format;              /* enum input_format */
	uint64_t memo_mib;       /* --memo: MiB for the engine's memo of subproblem counts */
	bool knuth;              /* --stats=knuth: the reference loop, counting as Knuth does */
	bool json;               /* --stats-format json */
	enum dlx_order order;    /* --order or --branch: mrv, first or sharp */
	enum dlx_algorithm algorithm; /* --algorithm: links or cells */
	bool binary;             /* --binary: two-way branching on the cells */
	float wtd_increment, wtd_growth; /* --wtd-increment, --wtd-growth; 0: Knuth's 1 */
	bool item_shuffle;       /* --seed with --algorithm cells: Knuth's shuffle of the items */
	bool count_parts;        /* --parts on (the default): dlx_count splits independent parts */
	int best;                /* --best K: the K cheapest solutions; 0: count */
	uint64_t probes;         /* --estimate N: Knuth's estimate from N probes; 0: none */
	uint64_t probe_seed;     /* --seed: the probes' random choices */
	enum dlx_estimate_method estimate_method; /* --estimate-method */
	bool export_cnf;         /* --export cnf: write the problem as DIMACS CNF */
	bool infer;              /* --infer: take away options no solution below a node can use */
	enum dlx_cnf_encoding cnf_encoding; /* --cnf-encoding */
	const char *zdd_path;    /* --zdd FILE: write the ZDD of every solution */
	uint64_t samples;        /* --sample N: N solutions drawn uniformly (seed: probe_seed) */
	const char *checkpoint_path; /* --checkpoint FILE, or --resume's FILE; NULL: none */
	const char *resume_path;     /* --resume FILE: the parts done before */
	double checkpoint_every;     /* --checkpoint-every: seconds between stores */
};

/* The seed of --estimate's probes without --seed: a fixed one, so runs repeat. */
#define DEFAULT_PROBE_SEED 0

/* The largest --best: each solution kept holds its options in memory. */
#define MAX_BEST 1000000

/* The deepest --split and --depth: far below what any search here reaches. */
#define MAX_DEPTH (1 << 20)

/* The memo's memory unless --memo says otherwise: room for millions of states. */
#define DEFAULT_MEMO_MIB 256
/* The most --memo takes (1 TiB): keeps the byte count far from overflowing. */
#define MAX_MEMO_MIB (UINT64_C(1) << 20)

/* Seconds between checkpoints unless --checkpoint-every says otherwise. */
#define DEFAULT_CHECKPOINT_EVERY 60.0

/*
 * The parts a checkpointed search is cut into, whatever its threads or
 * ranks, so a run can go on with other ones: enough for 50 workers to
 * balance, small enough that a part is a short loss when a run is killed.
 */
#define CHECKPOINT_PARTS 1000

/* Large enough for any instance shipped or generated here, small enough to fail fast. */
#define DEFAULT_MAX_INPUT_SIZE (256u << 20)

/* A checkpointed search's parts done so far, and when they were last stored. */
struct keeper {
	struct dlx_checkpoint *checkpoint; /* NULL: no --checkpoint or --resume */
	double last_store;
	bool failed;             /* a store failed (said on stderr): the search stops */
};

/* Everything the callbacks need while the search runs. */
struct session {
	struct keeper keeper;
	const struct settings *settings;
	struct dlx_format *format;
	struct watch watch;
	bool watching;           /* trace or tree */
	int *sorted;             /* a solution's options in input order */
	double start, last_progress;
};

/* Fills *s from the command line. Returns -1 to go on, or an exit code. */
int parse_flags(struct settings *s, int argc, char **argv);

/* Whether the search is cut into parts (threads, one part, a prefix file, MPI). */
bool split_mode(const struct settings *s);

/*
 * Reads a whole stream into memory, at most `limit` bytes; false, with a
 * message naming `name`, on failure, a control byte or a longer input.
 */
bool read_all(FILE *file, const char *name, uint64_t limit, char **text, size_t *length);

/* A library writer of one kind of object (dlx_zdd_write, dlx_checkpoint_write, a dot drawing). */
typedef int (*text_writer_fn)(const void *object, dlx_write_fn write, void *user);

/*
 * Writes `object` to `path` atomically (an output that names one of the
 * `inputs` is refused). false after a message.
 */
bool save_text(const char *path, char *const *inputs, int input_count, text_writer_fn writer,
               const void *object);

/* Reads a whole file ("-": standard input), its name for messages in *name; NULL after a message. */
char *load_text(const char *path, const char **name, size_t *length);

/* Prints NAME:LINE:COLUMN: MESSAGE, leaving out a line or column of 0. */
void report_text_error(const char *name, long line, int column, const char *message);

/* Reads and parses the input. Returns the reader, or NULL after printing why. */
struct dlx_format *load(const struct settings *s, const char **name);

/* Opens the tree file (atomically written) and runs the search. */
int search_and_report(struct session *session, double read_seconds);

/* Prints one solution, its options sorted into input order (so search order does not show). */
int print_solution(void *user, const int *options, int count);

/*
 * `whole`: one search made the figures. A search cut into parts does not
 * count the branches of the walk that made the parts, so it shows none.
 */
void print_stats(const struct dlx_stats *stats, bool whole, double seconds, double read_seconds);

/* Says on stderr why a count is partial. */
void report_partial(enum dlx_stop stop);

/* The exit code for a search's statistics. */
int exit_code_for(const struct dlx_stats *stats);

/* --split: prints the parts and stops. */
int list_parts(const struct settings *s, struct dlx_problem *pb);

/* Searches the parts (threads, or ranks in dlx-mpi) and reports as run_search does. */
int run_split(struct session *session, double read_seconds);

/*
 * --checkpoint and --resume (dlx_checkpoint.c): reads the checkpoint to go
 * on from before the parts are cut (its depth cuts them), checks it
 * against the search, and stores it as parts are done.
 */

/* Reads --resume's checkpoint into session->keeper, if asked. false after a message. */
bool keeper_read(struct session *session);

/* The depth the read checkpoint's parts were cut at (-1: a prefix file), or -2: none read. */
int keeper_depth(const struct session *session);

/*
 * Checks the read checkpoint against a search of pb in `set` (a clear
 * message when the problem, the options or the parts differ), or makes a
 * new one. false after a message.
 */
bool keeper_check(struct session *session, const struct dlx_problem *pb, const struct dlx_parts *set,
                  const struct dlx_search_options *options);

/* The library's on_part (user: the session): stores the checkpoint when --checkpoint-every has passed. */
int keeper_on_part(void *user, const struct dlx_checkpoint *checkpoint, int part);

/* Stores the checkpoint now, atomically. false after a message. */
bool keeper_store(struct session *session);

/* Prints Knuth's estimate of the search (the --estimate mode); runs no search. */
int print_estimate(const struct settings *s, struct dlx_problem *pb, const char *name);

/* Prints the matrix (the --matrix mode). */
int show_matrix(const struct dlx_format *format);

/* Writes the matrix at step K as SVG (the --svg-matrix mode), atomically. */
int show_svg_matrix(const struct settings *s, const struct dlx_format *format);

/* Writes the replay page (the --html mode), atomically, and prints the count. */
int show_html(const struct settings *s, const struct dlx_format *format, const char *name);

/*
 * The --zdd and --sample modes: writes the ZDD of every solution to the
 * --zdd file (atomically) and prints the count, and/or prints --sample's
 * solutions drawn from it (dlx_zdd.c).
 */
int run_zdd(const struct settings *s, const struct dlx_format *format, const char *name);

/* `dlx zdd ...`: reads a ZDD file and counts, lists or samples its solutions. */
int zdd_command(int argc, char **argv);

/* Writes the problem as DIMACS CNF on stdout (the --export cnf mode). */
int export_cnf(const struct settings *s, const struct dlx_format *format);

#endif
