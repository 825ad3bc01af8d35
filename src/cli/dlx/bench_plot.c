/*
 * bench_plot.c - `dlx bench --plot FILE.svg`: the seconds (median) or
 * nodes of each instance, one line per configuration, drawn by gnuplot.
 * The rows go to a temporary data file and the commands to a temporary
 * script; gnuplot runs as a child process with its standard output on
 * the output file's temporary name, which is renamed into place only when
 * gnuplot succeeds, so a failure leaves no FILE.svg, nor half of one.
 */
#define _GNU_SOURCE /* mkstemps */
#include "bench_rows.h"

#include "common.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* A temporary file under $TMPDIR (or /tmp); its name in `name`. NULL after a message. */
static FILE *temp_file(char *name, size_t capacity, const char *suffix)
{
	const char *dir = getenv("TMPDIR");
	snprintf(name, capacity, "%s/dlx-bench-XXXXXX%s", dir && *dir ? dir : "/tmp", suffix);
	int fd = mkstemps(name, (int)strlen(suffix));
	FILE *file = fd >= 0 ? fdopen(fd, "w") : NULL;
	if (!file) {
		fprintf(stderr, "dlx bench: cannot create a temporary file: %s\n", strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(name);
		}
	}
	return file;
}

/* Text for a gnuplot string or data field: the quote that would end it swapped for the other. */
static void plain(FILE *out, const char *text, char quote)
{
	for (const char *p = text; *p; p++)
		fputc(*p == quote ? (quote == '"' ? '\'' : '"') : *p == '\n' ? ' ' : *p, out);
}

/* One block per configuration (gnuplot's `index`): x, the value, the instance. */
static void write_data(FILE *out, enum bench_plot_what what, const struct bench_row *rows,
                       int count, int configs)
{
	for (int c = 0; c < configs; c++) {
		for (int r = c, x = 0; r < count; r += configs, x++) {
			if (what == PLOT_NODES)
				fprintf(out, "%d %" PRIu64 " \"", x, rows[r].result.stats.nodes);
			else
				fprintf(out, "%d %.9f \"", x, rows[r].result.median_seconds);
			const char *slash = strrchr(rows[r].instance, '/'); /* the labels are short */
			plain(out, slash ? slash + 1 : rows[r].instance, '"');
			fputs("\"\n", out);
		}
		fputs("\n\n", out);
	}
}

static void write_script(FILE *out, const char *data, enum bench_plot_what what,
                         const struct bench_row *rows, int configs)
{
	fprintf(out, "set terminal svg size 800,500 dynamic enhanced\n"
	             "set ylabel '%s'\nset logscale y\nset key outside right\n"
	             "set xtics rotate by -30\nset bmargin 6\nset grid ytics\n"
	             "set datafile separator whitespace\n"
	             "plot ",
	        what == PLOT_NODES ? "nodes" : "median seconds");
	for (int c = 0; c < configs; c++) {
		fprintf(out, "%s'%s' index %d using 1:2:xtic(3) with linespoints title '", c ? ", " : "",
		        data, c);
		plain(out, rows[c].config, '\'');
		fputs("' noenhanced", out);
	}
	fputc('\n', out);
}

/* Runs `gnuplot SCRIPT` with its output on `fd`; true when it exits 0. */
static bool run_gnuplot(const char *script, int fd)
{
	posix_spawn_file_actions_t actions;
	posix_spawn_file_actions_init(&actions);
	posix_spawn_file_actions_adddup2(&actions, fd, STDOUT_FILENO);
	posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
	char *argv[] = {"gnuplot", (char *)script, NULL};
	pid_t pid;
	int code = posix_spawnp(&pid, "gnuplot", &actions, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&actions);
	if (code != 0) {
		fprintf(stderr, "dlx bench: --plot needs gnuplot, which cannot be run: %s\n",
		        strerror(code));
		return false;
	}
	int status;
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return false;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "dlx bench: gnuplot failed; no chart written\n");
		return false;
	}
	return true;
}

/* Writes the data and script files and runs gnuplot into `svg`. */
static bool draw(struct output_file *svg, enum bench_plot_what what, const struct bench_row *rows,
                 int count, int configs)
{
	char data[4096], script[4096];
	FILE *data_file = temp_file(data, sizeof data, ".dat");
	if (!data_file)
		return false;
	FILE *script_file = temp_file(script, sizeof script, ".gp");
	bool ok = script_file != NULL;
	if (ok) {
		write_data(data_file, what, rows, count, configs);
		write_script(script_file, data, what, rows, configs);
		ok = fclose(script_file) == 0;
	}
	ok = fclose(data_file) == 0 && ok;
	ok = ok && fflush(svg->stream) == 0 && run_gnuplot(script, fileno(svg->stream));
	unlink(data);
	if (script_file)
		unlink(script);
	return ok;
}

bool bench_plot(const char *path, enum bench_plot_what what, const struct bench_row *rows,
                int configs, const struct bench_list *instances)
{
	struct output_file svg;
	int count = instances->count * configs;
	if (!output_open(&svg, path, instances->items, instances->count))
		return false;
	if (!draw(&svg, what, rows, count, configs)) {
		output_abort(&svg);
		return false;
	}
	return output_commit(&svg);
}
