/*
 * dlx_instances.c - the `dlx-instances` command: writes classic exact-cover
 * problems in Knuth's DLX format on standard output.
 *
 *   queens N      place N queens: items r1..rN, c1..cN (rows and columns,
 *                 primary) | a2..a2N (sum diagonals r+c), b1..b(2N-1)
 *                 (difference diagonals r-c+N), secondary; one option per square
 *   langford N    Langford pairs: items d1..dN (each digit placed once) and
 *                 s1..s2N (each slot filled once); digit i in slots j and
 *                 j+i+1; both a sequence and its reverse are counted
 *   pentomino W H the 12 pentominoes in a W x H rectangle (W*H = 60): items
 *                 F I L N P T U V W X Y Z and cells rXcY (1-based row and
 *                 column); one option per piece placement, every rotation
 *                 and reflection included, so symmetric copies all count
 *
 * Each output starts with comment lines: what the problem is and, when it is
 * published (see known_count()), "| expected: N solutions", which the tests
 * read back. Counts come from the literature, never from running dlx.
 */
#include "common.h"
#include "dlx.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
	"usage: dlx-instances queens N | langford N | pentomino W H\n"
	"\n"
	"Writes an exact-cover problem in Knuth's DLX format on standard output:\n"
	"  queens N       N queens on an N x N board (1 <= N <= 64); rows and columns\n"
	"                 are primary items, diagonals secondary\n"
	"  langford N     Langford pairs 1 1 2 2 ... N N (1 <= N <= 64), a sequence\n"
	"                 and its reverse counted separately\n"
	"  pentomino W H  the twelve pentominoes tiling a W x H box, W*H = 60\n"
	"\n"
	"When the number of solutions is published, a comment line\n"
	"'| expected: N solutions' gives it.\n"
	"\n"
	"Exit codes: 0 written; 2 bad usage or a write error.\n";

/* ---- Published counts (OEIS A000170, A014552 doubled, and Golomb / Haselgrove) ---- */

static const uint64_t queens_counts[] = {
	0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
	95815104, 666090624,
};

/* Langford pairings counted in both directions (twice OEIS A014552). */
static const uint64_t langford_counts[] = {
	0, 0, 0, 2, 2, 0, 0, 52, 300, 0, 0, 35584, 216288, 0, 0, 79619280, 653443600,
};

/* Returns true with *count set when the family's count for this size is published. */
static bool known_count(const uint64_t *table, size_t length, int n, uint64_t *count)
{
	if (n < 0 || (size_t)n >= length)
		return false;
	*count = table[n];
	return true;
}

static void expected_line(bool known, uint64_t count)
{
	if (known)
		printf("| expected: %" PRIu64 " solutions\n", count);
}

/* ---- n queens ---- */

static void write_queens(int n)
{
	uint64_t count = 0;
	bool known = known_count(queens_counts, sizeof queens_counts / sizeof *queens_counts, n, &count);
	printf("| %d queens: one queen in each row rK and column cK; at most one on each\n", n);
	printf("| diagonal aK (row + column = K) and bK (row - column + %d = K)\n", n);
	expected_line(known, count);
	for (int k = 1; k <= n; k++)
		printf("r%d ", k);
	for (int k = 1; k <= n; k++)
		printf("c%d ", k);
	printf("|");
	for (int k = 2; k <= 2 * n; k++)
		printf(" a%d", k);
	for (int k = 1; k < 2 * n; k++)
		printf(" b%d", k);
	printf("\n");
	for (int r = 1; r <= n; r++)
		for (int c = 1; c <= n; c++)
			printf("r%d c%d a%d b%d\n", r, c, r + c, r - c + n);
}

/* ---- Langford pairs ---- */

static void write_langford(int n)
{
	uint64_t count = 0;
	bool known =
		known_count(langford_counts, sizeof langford_counts / sizeof *langford_counts, n, &count);
	printf("| Langford pairs for n = %d: the two copies of digit i sit i slots apart\n", n);
	printf("| (digit i in slots j and j+i+1); a pairing and its reverse both count\n");
	expected_line(known, count);
	for (int i = 1; i <= n; i++)
		printf("d%d ", i);
	for (int j = 1; j <= 2 * n; j++)
		printf(j < 2 * n ? "s%d " : "s%d\n", j);
	for (int i = 1; i <= n; i++)
		for (int j = 1; j + i + 1 <= 2 * n; j++)
			printf("d%d s%d s%d\n", i, j, j + i + 1);
}

/* ---- Pentominoes ---- */

struct cell {
	int row, col;
};

/* Each piece in one orientation; the others come from rotating and reflecting it. */
static const struct {
	char name;
	struct cell cells[5];
} pieces[12] = {
	{'F', {{0, 1}, {0, 2}, {1, 0}, {1, 1}, {2, 1}}},
	{'I', {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}},
	{'L', {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}}},
	{'N', {{0, 1}, {1, 1}, {2, 0}, {2, 1}, {3, 0}}},
	{'P', {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}}},
	{'T', {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {2, 1}}},
	{'U', {{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}}},
	{'V', {{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}}},
	{'W', {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}}},
	{'X', {{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}}},
	{'Y', {{0, 1}, {1, 0}, {1, 1}, {2, 1}, {3, 1}}},
	{'Z', {{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}}},
};

static int compare_cells(const void *a, const void *b)
{
	const struct cell *x = a, *y = b;
	return x->row != y->row ? x->row - y->row : x->col - y->col;
}

/* Shifts the shape to touch row 0 and column 0 and sorts its cells, so equal shapes compare equal. */
static void normalise(struct cell *shape)
{
	int min_row = shape[0].row, min_col = shape[0].col;
	for (int k = 1; k < 5; k++) {
		if (shape[k].row < min_row)
			min_row = shape[k].row;
		if (shape[k].col < min_col)
			min_col = shape[k].col;
	}
	for (int k = 0; k < 5; k++) {
		shape[k].row -= min_row;
		shape[k].col -= min_col;
	}
	qsort(shape, 5, sizeof *shape, compare_cells);
}

/* The distinct orientations of piece p (1 to 8 of them) into out[8][5]; returns how many. */
static int orientations(int p, struct cell out[8][5])
{
	int count = 0;
	for (int t = 0; t < 8; t++) {
		struct cell shape[5];
		for (int k = 0; k < 5; k++) {
			int r = pieces[p].cells[k].row, c = pieces[p].cells[k].col;
			if (t & 4) { /* reflect */
				int swap = r;
				r = c;
				c = swap;
			}
			for (int turn = 0; turn < (t & 3); turn++) { /* rotate a quarter turn */
				int old = r;
				r = c;
				c = -old;
			}
			shape[k] = (struct cell){r, c};
		}
		normalise(shape);
		bool seen = false;
		for (int o = 0; o < count && !seen; o++)
			seen = memcmp(out[o], shape, sizeof shape) == 0;
		if (!seen)
			memcpy(out[count++], shape, sizeof shape);
	}
	return count;
}

static void write_pentomino(int width, int height)
{
	/* Published counts, every rotation and reflection counted separately. */
	uint64_t count = 0;
	bool known = true;
	int small = width < height ? width : height;
	switch (small) {
	case 6: count = 9356; break; /* 2339 up to symmetry */
	case 5: count = 4040; break; /* 1010 */
	case 4: count = 1472; break; /* 368 */
	case 3: count = 8; break;    /* 2 */
	case 2: case 1: count = 0; break;
	default: known = false;
	}
	printf("| the twelve pentominoes in a %d x %d box (%d rows, %d columns): each piece\n",
	       width, height, height, width);
	printf("| once, each cell rRcC once; rotations and reflections of a tiling all count\n");
	expected_line(known, count);
	for (int p = 0; p < 12; p++)
		printf("%c ", pieces[p].name);
	for (int r = 1; r <= height; r++)
		for (int c = 1; c <= width; c++)
			printf(r == height && c == width ? "r%dc%d\n" : "r%dc%d ", r, c);
	for (int p = 0; p < 12; p++) {
		struct cell shapes[8][5];
		int n = orientations(p, shapes);
		for (int o = 0; o < n; o++)
			for (int r = 0; r < height; r++)
				for (int c = 0; c < width; c++) {
					bool fits = true;
					for (int k = 0; k < 5 && fits; k++)
						fits = r + shapes[o][k].row < height && c + shapes[o][k].col < width;
					if (!fits)
						continue;
					printf("%c", pieces[p].name);
					for (int k = 0; k < 5; k++)
						printf(" r%dc%d", r + shapes[o][k].row + 1, c + shapes[o][k].col + 1);
					printf("\n");
				}
	}
}

/* ---- Command line ---- */

static bool parse_size(const char *text, int low, int high, int *value)
{
	uint64_t v;
	if (!parse_count(text, &v) || v < (uint64_t)low || v > (uint64_t)high)
		return false;
	*value = (int)v;
	return true;
}

static int finish_output(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		perror("dlx-instances: <stdout>");
		return EXIT_BAD_INPUT;
	}
	return EXIT_ALL_GOOD;
}

int main(int argc, char **argv)
{
	if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
		fputs(help, stdout);
		return EXIT_ALL_GOOD;
	}
	if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
		printf("dlx-instances (dlx) %s\n", DLX_VERSION_STRING);
		return EXIT_ALL_GOOD;
	}
	if (argc < 2)
		return usage_error("dlx-instances", "name a family: queens, langford or pentomino");
	int n, width, height;
	if (strcmp(argv[1], "queens") == 0 || strcmp(argv[1], "langford") == 0) {
		if (argc != 3)
			return usage_error("dlx-instances", "'%s' takes one size", argv[1]);
		if (!parse_size(argv[2], 1, 64, &n))
			return usage_error("dlx-instances", "the size must be a whole number from 1 to 64, not '%s'", argv[2]);
		if (argv[1][0] == 'q')
			write_queens(n);
		else
			write_langford(n);
		return finish_output();
	}
	if (strcmp(argv[1], "pentomino") == 0) {
		if (argc != 4)
			return usage_error("dlx-instances", "'pentomino' takes a width and a height");
		if (!parse_size(argv[2], 1, 60, &width) || !parse_size(argv[3], 1, 60, &height) ||
		    width * height != 60)
			return usage_error("dlx-instances", "the box must have 60 cells (6 10, 5 12, 4 15, 3 20 ...)");
		write_pentomino(width, height);
		return finish_output();
	}
	return usage_error("dlx-instances", "unknown family '%s' (queens, langford, pentomino)", argv[1]);
}
