/*
 * output_file.c - the commands' output files (common.h): written to a
 * temporary name beside the target and renamed into place on commit, so a
 * failure or a fatal signal never leaves half a file; an output that names
 * an input, or two outputs that name one file, are refused first.
 */
#include "common.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

/* ---- Removing temporary files when a signal ends the run ---- */

/*
 * The commands' one piece of global mutable state, and why: a signal handler
 * can reach nothing else. Each slot holds the temporary file of an open
 * output (heap memory that stays put until the slot is cleared), so a
 * signal that ends the process removes it before the process dies as the
 * signal wants.
 */
#define CLEANUP_SLOTS 4
static char *volatile cleanup_paths[CLEANUP_SLOTS];
/*
 * Every signal whose default action ends the process, but the faults
 * (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS): after those
 * the program's state is not to be trusted, and sanitizers report them.
 * SIGXFSZ comes from `ulimit -f` while the temporary file grows.
 */
static const int fatal_signals[] = {SIGINT,  SIGTERM,   SIGHUP,  SIGQUIT, SIGPIPE,
                                    SIGALRM, SIGUSR1,   SIGUSR2, SIGXFSZ, SIGXCPU,
                                    SIGPROF, SIGVTALRM, SIGPOLL};

static void on_fatal_signal(int sig)
{
	for (int k = 0; k < CLEANUP_SLOTS; k++) {
		char *path = cleanup_paths[k];
		if (path)
			unlink(path); /* async-signal-safe, as are signal() and raise() */
	}
	signal(sig, SIG_DFL);
	raise(sig); /* delivered when the handler returns: the usual death and status */
}

static void install_handlers(void)
{
	struct sigaction old, action = {.sa_handler = on_fatal_signal};
	/* one handler at a time: a second signal waits until the first has killed the process */
	sigemptyset(&action.sa_mask);
	for (size_t k = 0; k < sizeof fatal_signals / sizeof fatal_signals[0]; k++)
		sigaddset(&action.sa_mask, fatal_signals[k]);
	for (size_t k = 0; k < sizeof fatal_signals / sizeof fatal_signals[0]; k++) {
		/* a signal the caller ignores (nohup) stays ignored */
		if (sigaction(fatal_signals[k], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
			sigaction(fatal_signals[k], &action, NULL);
	}
}

/* Registers a temporary file for removal on a signal; returns its slot or -1. */
static int cleanup_add(char *path)
{
	install_handlers();
	for (int k = 0; k < CLEANUP_SLOTS; k++)
		if (!cleanup_paths[k]) {
			cleanup_paths[k] = path;
			return k;
		}
	return -1; /* more outputs than slots: the file is still dropped on a normal failure */
}

static void cleanup_remove(int slot)
{
	if (slot >= 0)
		cleanup_paths[slot] = NULL;
}

/* ---- Where an output path really leads ---- */

/*
 * The descriptor a path names when it is one of the shell's own streams
 * (/dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N), or -1. Those are
 * written through the descriptor itself, as `>` does, never reopened, renamed
 * over or truncated anew.
 */
static int stream_descriptor(const char *path)
{
	if (strcmp(path, "/dev/stdout") == 0)
		return STDOUT_FILENO;
	if (strcmp(path, "/dev/stderr") == 0)
		return STDERR_FILENO;
	static const char *const prefixes[] = {"/dev/fd/", "/proc/self/fd/"};
	for (int k = 0; k < 2; k++) {
		size_t len = strlen(prefixes[k]);
		uint64_t fd;
		if (strncmp(path, prefixes[k], len) == 0 && parse_count(path + len, &fd) && fd <= INT_MAX)
			return (int)fd;
	}
	return -1;
}

/*
 * Follows symbolic links from `path` to the file they end at (which may not
 * exist yet, as `>` creates the target of a dangling link). Returns a heap
 * string, or NULL with errno set (ELOOP after 40 links, as the kernel).
 */
static char *resolve_links(const char *path)
{
	char *current = strdup(path);
	for (int hops = 0; current && hops < 40; hops++) {
		struct stat st;
		if (lstat(current, &st) != 0 || !S_ISLNK(st.st_mode))
			return current;
		char link[PATH_MAX];
		ssize_t len = readlink(current, link, sizeof link - 1);
		if (len < 0) {
			free(current);
			return NULL;
		}
		link[len] = '\0';
		const char *slash = strrchr(current, '/');
		size_t dir = link[0] == '/' || !slash ? 0 : (size_t)(slash - current) + 1;
		char *next = malloc(dir + (size_t)len + 1);
		if (next) {
			memcpy(next, current, dir);
			memcpy(next + dir, link, (size_t)len + 1);
		}
		free(current);
		current = next;
	}
	if (current) {
		free(current);
		errno = ELOOP;
	}
	return NULL;
}

/* A path's directory (".": none) and last part, split in place in a copy. */
struct place {
	char *copy;
	const char *dir, *base;
};

/* Where a path would be written: its links followed. false when that cannot be told. */
static bool output_place(const char *path, struct place *place)
{
	place->copy = resolve_links(path);
	if (!place->copy)
		return false;
	char *slash = strrchr(place->copy, '/');
	place->dir = !slash ? "." : slash == place->copy ? "/" : place->copy;
	place->base = slash ? slash + 1 : place->copy;
	if (slash && slash != place->copy)
		*slash = '\0';
	return true;
}

bool same_output(const char *a, const char *b)
{
	if (strcmp(a, b) == 0 || same_file(a, b))
		return true;
	/* the file need not exist yet: the same name in the same directory */
	struct place x = {0}, y = {0};
	bool same = output_place(a, &x) && output_place(b, &y) && strcmp(x.base, y.base) == 0 &&
	            same_file(x.dir, y.dir);
	free(x.copy);
	free(y.copy);
	return same;
}

/* ---- Output files ---- */

/* Opens a stream straight onto a descriptor or a non-regular file. */
static bool open_direct(struct output_file *out, const char *path, int fd)
{
	if (fd == STDOUT_FILENO) {
		out->stream = stdout; /* the same as "-" */
		return true;
	}
	out->path = strdup(path);
	int copy = fd >= 0 ? dup(fd) : open(path, O_WRONLY | O_TRUNC);
	out->stream = copy >= 0 ? fdopen(copy, "w") : NULL;
	if (!out->stream || !out->path) {
		fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
		if (copy >= 0 && !out->stream)
			close(copy);
		output_abort(out);
		return false;
	}
	return true;
}

/* The temporary file beside out->target, with `mode`; false, with a message, on failure. */
static bool open_temporary(struct output_file *out, const char *path, mode_t mode)
{
	size_t len = strlen(out->target);
	out->temp_path = malloc(len + 16);
	if (!out->temp_path) {
		fprintf(stderr, "out of memory\n");
		return false;
	}
	/* beside the target, so the rename stays on one file system */
	snprintf(out->temp_path, len + 16, "%s.tmp-XXXXXX", out->target);
	int fd = mkstemp(out->temp_path);
	if (fd < 0) {
		fprintf(stderr, "%s: cannot create a file beside it: %s\n", path, strerror(errno));
		free(out->temp_path);
		out->temp_path = NULL;
		return false;
	}
	out->slot = cleanup_add(out->temp_path);
	fchmod(fd, mode);
	out->stream = fdopen(fd, "w");
	if (!out->stream) {
		close(fd);
		fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
		return false;
	}
	return true;
}

static bool names_an_input(const char *path, char *const *inputs, int input_count)
{
	for (int k = 0; k < input_count; k++)
		if (strcmp(inputs[k], "-") != 0 &&
		    (strcmp(inputs[k], path) == 0 || same_file(inputs[k], path)))
			return true;
	return false;
}

bool output_open(struct output_file *out, const char *path, char *const *inputs, int input_count)
{
	*out = (struct output_file){.slot = -1};
	if (!path || strcmp(path, "-") == 0) {
		out->stream = stdout;
		return true;
	}
	if (!*path) {
		fprintf(stderr, "the output file name is empty\n");
		return false;
	}
	if (names_an_input(path, inputs, input_count)) {
		fprintf(stderr, "%s: refusing to write the output over an input file\n", path);
		return false;
	}
	int fd = stream_descriptor(path);
	struct stat st;
	if (fd >= 0 || (stat(path, &st) == 0 && !S_ISREG(st.st_mode)))
		return open_direct(out, path, fd); /* a device or FIFO: never rename over it */
	out->path = strdup(path);
	out->target = resolve_links(path);
	if (!out->path || !out->target) {
		fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno ? errno : ENOMEM));
		output_abort(out);
		return false;
	}
	mode_t mode;
	if (stat(out->target, &st) == 0) {
		if (access(out->target, W_OK) != 0) { /* refuse as `>` would */
			fprintf(stderr, "%s: cannot write: %s\n", path, strerror(errno));
			output_abort(out);
			return false;
		}
		mode = st.st_mode & 07777; /* the file keeps its permissions */
	} else {
		mode_t mask = umask(0);
		umask(mask);
		mode = 0666 & ~mask;
	}
	if (!open_temporary(out, path, mode)) {
		output_abort(out);
		return false;
	}
	return true;
}

bool output_commit(struct output_file *out)
{
	if (!out->temp_path) { /* stdout, or a device, FIFO or descriptor opened directly */
		bool ok = fflush(out->stream) == 0 && !ferror(out->stream);
		if (out->path)
			ok = fclose(out->stream) == 0 && ok;
		if (!ok)
			fprintf(stderr, "%s: write error: %s\n", out->path ? out->path : "<stdout>",
			        strerror(errno));
		free(out->path);
		*out = (struct output_file){.slot = -1};
		return ok;
	}
	bool ok = fflush(out->stream) == 0 && !ferror(out->stream) && fsync(fileno(out->stream)) == 0;
	ok = fclose(out->stream) == 0 && ok;
	out->stream = NULL;
	if (ok && rename(out->temp_path, out->target) == 0) {
		cleanup_remove(out->slot);
		free(out->temp_path);
		free(out->target);
		free(out->path);
		*out = (struct output_file){.slot = -1};
		return true;
	}
	fprintf(stderr, "%s: write failed: %s (the file is unchanged)\n", out->path, strerror(errno));
	output_abort(out);
	return false;
}

void output_abort(struct output_file *out)
{
	if (!out->temp_path && out->path && out->stream)
		fclose(out->stream); /* a device or FIFO: nothing to undo */
	if (out->temp_path) {
		if (out->stream)
			fclose(out->stream);
		unlink(out->temp_path);
		cleanup_remove(out->slot);
	}
	free(out->temp_path);
	free(out->target);
	free(out->path);
	*out = (struct output_file){.slot = -1};
}
