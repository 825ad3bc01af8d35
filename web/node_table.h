/*
 * node_table.h - Knuth's node table (TAOCP 7.2.2.1, the layout of DLX1,
 * with DLX2's COLOR field), kept in step with a search so a page can show
 * it: each item has LLINK and RLINK; each node ULINK, DLINK, TOP and COLOR
 * (0 for none, the colour's number from 1, -1 once its item is purified
 * for that colour), and an item's header node holds LEN in its TOP field.
 *
 *   items 1..N1 primary, in a circular list through item 0 (the root);
 *   items N1+1..N secondary, in a circular list through item N+1;
 *   node x (1..N) is item x's header; node N+1 the first spacer; then
 *   each option's nodes followed by a spacer. The spacer after option k
 *   (counted from 1) has TOP = -k; a spacer's ULINK is the first node of
 *   the option before it, its DLINK the last node of the option after it.
 *
 * The engine keeps its own, faster layout (src/dlx/matrix/problem.h), which the
 * page does not read. The search's covers and uncovers, replayed from its
 * trace by dlx_dance, are carried out here as Knuth's cover and uncover,
 * so the table shows exactly the links Algorithm X leaves, the stale links
 * of removed nodes included (they are what lets uncover put a node back).
 */
#ifndef WEB_NODE_TABLE_H
#define WEB_NODE_TABLE_H

#include "dlx.h"

#include <stdbool.h>

enum node_field { FIELD_LLINK, FIELD_RLINK, FIELD_ULINK, FIELD_DLINK, FIELD_TOP, FIELD_COLOR, FIELD_BOUND };

/*
 * One link step of a cover or uncover, as a lecture takes them one at a
 * time: a node taken out of its item's list (DLINK(ULINK(q)) <- DLINK(q),
 * ULINK(DLINK(q)) <- ULINK(q), LEN down) or put back, or the covered item
 * taken out of the list of items (RLINK(LLINK(i)) <- RLINK(i) and its
 * mirror) or put back, or a node of a purified item's colour marked
 * (COLOR -1) or unmarked, in place, or (item bounds) an item's BOUND
 * lowered or raised as DLX3 does it. Its writes are the table's changed[first ...] up to
 * the next move's first.
 */
struct node_move {
	int item;     /* the item covered or uncovered, from 1 */
	int node;     /* the node unlinked or relinked; `item` itself for the list of items */
	int option;   /* the option holding `node`, from 0; -1 for the list of items, -2 for a BOUND */
	bool restore; /* an uncover's step: the links put back */
	int first;    /* index of its first write in changed */
};

struct node_table {
	int items;        /* N */
	int primary;      /* N1 */
	int nodes;        /* Z: nodes 0..Z-1, the last spacer included */
	int *llink, *rlink;       /* items 0..N+1 */
	int *ulink, *dlink, *top; /* nodes 0..Z-1 */
	int *color;       /* nodes 0..Z-1 */
	bool colors;      /* some node has a colour */
	int *bound, *slack; /* items 0..N+1: DLX3's BOUND and SLACK of primary items (0 for the others) */
	bool bounds;      /* the problem has item bounds: Algorithm M, with the two fields */
	int *changed;     /* field * 2^28 + index of each write since node_table_watch */
	int *written;     /* the value each of those writes stored */
	int changed_count, changed_capacity;
	struct node_move *moves; /* the link steps of those writes, in order */
	int move_count, move_capacity;
	int item_now;     /* the item being covered or uncovered */
	bool restoring;   /* an uncover is under way */
	bool watching;    /* writes are noted only after node_table_watch (one step's worth) */
	bool failed;      /* memory ran out for the list of changes */
};

/* Builds the table of `problem` as it stands with nothing covered. False when memory runs out. */
bool node_table_init(struct node_table *table, const struct dlx_problem *problem);
void node_table_finish(struct node_table *table);

/* Knuth's cover(i) and uncover(i), for item i counted from 1. */
void node_table_cover(struct node_table *table, int item);
void node_table_uncover(struct node_table *table, int item);

/*
 * DLX2's purify and unpurify of secondary item i (from 1) for colour c > 0:
 * the options that give i another colour hidden, its nodes of colour c
 * marked, and undone.
 */
void node_table_purify(struct node_table *table, int item, int color);
void node_table_unpurify(struct node_table *table, int item, int color);

/*
 * Algorithm M's BOUND of item i (from 1) is now `bound`: a link step of
 * its own when that changes it (the replay, dlx_dance_bound, keeps it).
 */
void node_table_bound(struct node_table *table, int item, int bound);

/* Empties the lists of changed fields and moves and notes the writes from now on. */
void node_table_watch(struct node_table *table);

#endif
