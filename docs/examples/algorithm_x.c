/*
 * algorithm_x.c - Algorithm X with plain arrays and recursion, for teaching:
 * no dancing links, just a flag per option saying whether it is still
 * possible. It reads a problem in the DLX format (no colours), counts the
 * solutions and the search nodes, and branches either on the primary item
 * with the fewest options left (MRV, as dlx does) or, with --no-mrv, on the
 * first primary item not yet covered.
 *
 *     cc -std=c17 -O2 docs/examples/algorithm_x.c -o algorithm_x
 *     ./algorithm_x [--no-mrv] FILE.dlx
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define MAX_ITEMS 400
#define MAX_OPTIONS 4096

struct problem {
	char names[MAX_ITEMS][32];
	int items, primary;                /* primary items come first */
	bool has[MAX_OPTIONS][MAX_ITEMS];  /* has[o][x]: option o contains item x */
	int options;
	bool covered[MAX_ITEMS];
	int hidden_at[MAX_OPTIONS];        /* 0: still possible; else the depth that hid it */
	bool mrv;
	long long solutions, nodes;
};

static struct problem pb; /* big: kept out of the stack */

/* Adds the words of one line: the item names (first line) or an option. */
static bool add_line(char *line)
{
	bool item_line = pb.items == 0;
	if (!item_line && pb.options == MAX_OPTIONS)
		return false;
	for (char *word = strtok(line, " \t\r\n"); word; word = strtok(NULL, " \t\r\n")) {
		if (item_line && strcmp(word, "|") == 0) {
			pb.primary = pb.items;
		} else if (item_line) {
			if (pb.items == MAX_ITEMS || strlen(word) >= sizeof pb.names[0])
				return false;
			strcpy(pb.names[pb.items++], word);
		} else {
			int x = 0;
			while (x < pb.items && strcmp(pb.names[x], word) != 0)
				x++;
			if (x == pb.items)
				return false; /* unknown item (or a colour, which this program skips) */
			pb.has[pb.options][x] = true;
		}
	}
	if (item_line && pb.primary == 0)
		pb.primary = pb.items; /* no '|': every item is primary */
	if (!item_line)
		pb.options++;
	return true;
}

/* Covering item x at depth d hides every still-possible option that contains x. */
static void cover(int x, int d)
{
	pb.covered[x] = true;
	for (int o = 0; o < pb.options; o++)
		if (pb.has[o][x] && !pb.hidden_at[o])
			pb.hidden_at[o] = d;
}

/* Undoing depth d: every option hidden at depth d comes back, and its items are free again. */
static void uncover_depth(int d, int option)
{
	for (int o = 0; o < pb.options; o++)
		if (pb.hidden_at[o] == d)
			pb.hidden_at[o] = 0;
	for (int x = 0; x < pb.items; x++)
		if (pb.has[option][x])
			pb.covered[x] = false;
}

static int options_left(int x)
{
	int count = 0;
	for (int o = 0; o < pb.options; o++)
		count += pb.has[o][x] && !pb.hidden_at[o];
	return count;
}

/* The item to branch on, or -1 when every primary item is covered (a solution). */
static int choose(void)
{
	int best = -1, fewest = MAX_OPTIONS + 1;
	for (int x = 0; x < pb.primary; x++) {
		if (pb.covered[x])
			continue;
		if (!pb.mrv)
			return x;
		int count = options_left(x);
		if (count < fewest) {
			best = x;
			fewest = count;
		}
	}
	return best;
}

static void search(int depth)
{
	pb.nodes++;
	int x = choose();
	if (x < 0) {
		pb.solutions++;
		return;
	}
	for (int o = 0; o < pb.options; o++) {
		if (!pb.has[o][x] || pb.hidden_at[o])
			continue;
		/* choose option o: cover all its items, which hides every option that clashes */
		for (int y = 0; y < pb.items; y++)
			if (pb.has[o][y])
				cover(y, depth + 1);
		search(depth + 1);
		uncover_depth(depth + 1, o);
	}
}

int main(int argc, char **argv)
{
	pb.mrv = !(argc == 3 && strcmp(argv[1], "--no-mrv") == 0);
	FILE *in = argc >= 2 ? fopen(argv[argc - 1], "r") : NULL;
	if (!in || argc > 3) {
		fprintf(stderr, "usage: algorithm_x [--no-mrv] FILE.dlx\n");
		return 2;
	}
	char line[4096];
	while (fgets(line, sizeof line, in)) {
		if (line[0] == '|' || strspn(line, " \t\r\n") == strlen(line))
			continue;
		if (!add_line(line)) {
			fprintf(stderr, "algorithm_x: too big, or an unknown item\n");
			return 2;
		}
	}
	fclose(in);
	search(0);
	printf("%lld solutions, %lld nodes (%s)\n", pb.solutions, pb.nodes,
	       pb.mrv ? "fewest options first" : "first item first");
	return 0;
}
