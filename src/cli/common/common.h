/*
 * common.h - what the commands share: exit codes, a bounded line reader,
 * output files written atomically, and number parsing for flags.
 */
#ifndef CLI_COMMON_H
#define CLI_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum exit_code {
	EXIT_ALL_GOOD = 0,  /* every puzzle solved (or problem answered) */
	EXIT_UNSOLVED = 1,  /* some puzzle had no solution, or more than one when asked */
	EXIT_BAD_INPUT = 2, /* bad input, bad usage, or an I/O failure */
};

/* Lines longer than this are cut; the rest of the line is read and dropped,
 * and the caller is told (a cut line is an error unless the cut is in a comment). */
#define LINE_MAX_BYTES 65536

struct line_reader {
	FILE *file;
	const char *name; /* for messages: the path, or "<stdin>" */
	bool is_stdin;
	long line;        /* lines returned so far */
	char chunk[65536];
	size_t chunk_start, chunk_end;
	bool eof, error;
	char text[LINE_MAX_BYTES + 1];
	bool hold;          /* messages kept in `message` rather than printed */
	char message[4352]; /* the last message (a path and a reason), with its newline */
};

/* Opens `path` ("-" is standard input). Returns false, with a message printed, on failure. */
bool line_reader_open(struct line_reader *reader, const char *path);

/*
 * The same, but this reader's messages (cannot open, read error, NUL byte)
 * are left in reader->message for the caller to place, not printed: under
 * -j they wait for the puzzles before them.
 */
bool line_reader_open_held(struct line_reader *reader, const char *path);

/*
 * The next line without its newline in *text / *length (valid until the next
 * call). Returns 1 for a line, 0 at the end, -1 on a read error or a NUL
 * byte (message printed; nothing more is read). *cut is set when the line was
 * longer than LINE_MAX_BYTES.
 */
int line_reader_next(struct line_reader *reader, const char **text, size_t *length, bool *cut);

void line_reader_close(struct line_reader *reader);

/*
 * Output to stdout (path NULL or "-") or to a file, written under a temporary
 * name beside the file and renamed into place by output_commit, so a failure
 * never leaves half a file and never touches the old one; the file keeps its
 * permissions, and a file the user may not write is refused. A symbolic link
 * is followed: its target is replaced, the link stays. The shell's streams
 * (/dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N) are written through
 * their descriptor, and a device or FIFO directly: renaming over it would
 * replace it. Every signal that ends the process (SIGINT, SIGTERM, SIGHUP,
 * SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGXFSZ ...; not the faults) removes
 * the temporary file first. Refuses a path that names one of the inputs. Returns false,
 * with a message, on failure.
 */
struct output_file {
	FILE *stream;
	char *path;      /* as given, for messages; NULL for stdout */
	char *target;    /* the file the links lead to, renamed over at the end */
	char *temp_path; /* NULL when written directly */
	int slot;        /* the signal handler's record of temp_path, or -1 */
};

bool output_open(struct output_file *out, const char *path, char *const *inputs, int input_count);

/*
 * Whether two output paths lead to one file, however spelt ("t.dot",
 * "./t.dot", a link to it, "dir/../t.dot"), whether or not it exists yet.
 */
bool same_output(const char *a, const char *b);
bool output_commit(struct output_file *out); /* flush, close, rename; false (message) on failure */
void output_abort(struct output_file *out);  /* drop the temporary file */

/*
 * Prints "PROGRAM: message" and a pointer to PROGRAM --help on stderr, for a
 * bad command line; returns EXIT_BAD_INPUT. PROGRAM is e.g. "sudoku solve".
 */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
int usage_error(const char *program, const char *fmt, ...);

/*
 * Parses a whole non-negative decimal number, or a number of seconds written
 * as decimal digits with an optional fraction (2, 0.5, .25); false on anything
 * else (signs, hex, exponents, junk), so every command refuses the same text.
 */
bool parse_count(const char *text, uint64_t *value);
bool parse_seconds(const char *text, double *value);

/* A seed from the wall clock and the process id, for runs without --seed. */
uint64_t fresh_seed(void);

/* The online CPUs, from 1 to max: what "-j 0" asks for. */
int online_cpus(int max);

/* Whether stderr / stdout are terminals (for progress bars and default formats). */
bool stream_is_terminal(FILE *stream);

#endif
