/*
 * search_m.c - Algorithm M (TAOCP 7.2.2.1, Knuth's DLX3): exact cover with
 * multiplicities and colours. A primary item i must lie in at least
 * upper - slack and at most upper chosen options; while the search runs,
 * BOUND(i) is how many more options it may still take.
 *
 * The steps, as the loop below names them:
 *
 *     M2 enter level l: no active primary item -> a solution; M9.
 *     M3 choose i, minimising its degree len + min(slack, bound) - bound + 1
 *        (ties: smaller min(slack, bound), then the longer list; of degree
 *        1, the first item); a degree <= 0 means too few options are left
 *        for i's lower bound: M9.
 *     M4 prepare: x_l = i's first option; BOUND(i)--. Once BOUND(i) is 0 the
 *        item is covered. With bound and slack both 0 this is Algorithm X
 *        (cover i, then try its options in turn); otherwise the level
 *        "tweaks": each option tried is taken out of the lists for good
 *        (until M8), so a later branch never picks it again and each set of
 *        options turns up once. FT_l remembers where the tweaking began.
 *     M5 possibly tweak x_l: stop (M8) when too few options are left to
 *        reach the lower bound; at the item's head with the bound met, the
 *        branch is a skip: no option, the item leaves the active list.
 *     M6 try x_l: every other item of the option takes one (a primary
 *        item's BOUND goes down, covered at 0; a secondary item is covered
 *        or, with a colour, purified); l++; M2.
 *     M7 try again: undo M6 leftwards; x_l = the next option down; M5.
 *     M8 restore i: uncover, or untweak the level's options; BOUND(i)++.
 *     M9 leave level l: done at l = 0; l--; a skip reactivates its item
 *        and goes to M8; an option goes to M7.
 *
 * Why undoing in this order restores the lists: every removal leaves the
 * removed node's up and down untouched, so putting nodes back in exactly
 * the reverse order of removal finds each neighbour where it was. Tweaks
 * are the exception that makes them cheap: a run of tweaks from the top of
 * one list leaves each tweaked node pointing at the next, so untweak needs
 * only the first (FT_l) to relink the whole run.
 *
 * The layout is the problem's own (problem.h): flat arrays, spacers
 * between options, item lists headed by nodes 1..items. In a problem
 * without colours a node's colour field is a right link, so `colored` is a
 * constant at each copy of the loop and colours are read only where they
 * exist. Updates are counted as DLX3 counts them (one per cover or purify
 * call and one per node taken out of a list), and nodes too, except that
 * among items of degree 1 the scan takes the first, so the tree can differ
 * a little from DLX3's (search_knuth_m.c walks DLX3's own). The lean
 * copies cut short a commit that makes a dead end (search_m_loop.h), so
 * they count fewer updates than DLX3. The watched copy must commit in full,
 * for its hooks see the dead end as a node (its choice, its trace), but it
 * counts the updates the lean copy would: watching a search changes none
 * of its figures (commit_counted).
 *
 * The hooks (limits, progress, trace, the replay of a prefix, the walk that
 * lists prefixes) sit in helpers that only the `watched` copy calls. A
 * part with no other hook has the watched copy replay its prefix and undo
 * it, and the lean copy search the subtree below (run_part).
 */
#include "util/clock.h"
#include "util/inline.h"
#include "m/search_m.h"

#include "m/choose_m.h"
#include "hooks/hooks.h"

#include <stdlib.h>


/* What the lean loops' counts hold over each item's excess (struct m_tally). */
#define ROOM_BIAS 1

/*
 * An empty asm that claims to change v, in the rare arm of a branch, keeps
 * the compiler from turning the branch into arithmetic on every pass (a
 * compare and a carry-add where a predicted branch costs one jump).
 */
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__) || defined(__aarch64__))
#define KEEP_BRANCH(v) __asm__("" : "+r"(v))
#else
#define KEEP_BRANCH(v) ((void)0)
#endif

/*
 * M3: the active primary item of smallest degree, *score its degree
 * (INT32_MAX when no primary item is active: a solution), as a running
 * minimum of choose_m.h's keys: DLX3's order, but for the items of degree
 * 1, where the first in list order goes first (m_key_forced). With `cut`
 * the tally has ruled out degrees below 1, so the scan stops at that item.
 * Below KEY64_OPTIONS options the key is 64 bits, made of pb->m.key (the
 * part the bounds make, kept up as they change) and len[k]: the list
 * length, or with `cut` the excess plus ROOM_BIAS (see below), which
 * pb->m.key then allows for; above, 128 bits made afresh.
 */
DLX_INLINE int32_t choose(const struct dlx_problem *pb, const int32_t *len, bool cut,
                        int32_t *score)
{
	const struct dlx_item *item = pb->item;
	int32_t best = 0;
	if (pb->options < KEY64_OPTIONS) {
		const uint64_t *base = pb->m.key;
		uint64_t best_key = UINT64_MAX;
		for (int32_t k = item[0].next; k != 0; k = item[k].next) {
			uint64_t key = m_key_forced(base[k] + ((uint64_t)len[k] << (2 * KEY_FIELD_BITS)));
			best = key < best_key ? k : best; /* two selects: conditional moves, */
			best_key = key < best_key ? key : best_key; /* where a branch mispredicts */
			if (cut && key == FORCED_KEY)
				break;
		}
		*score = best ? m_key_degree(best_key) : INT32_MAX;
		return best;
	}
	const struct item_bound *bd = pb->bound;
	wide_key best_key = ~(wide_key)0;
	for (int32_t k = item[0].next; k != 0; k = item[k].next) {
		int32_t count = cut ? len[k] - ROOM_BIAS + bd[k].bound - bd[k].slack : len[k];
		int32_t s, t = m_degree(count, bd[k].bound, bd[k].slack, &s);
		wide_key key = t == 1 ? m_key128(1, 0, DLX_MAX_BOUND) : m_key128(t, s, bd[k].bound);
		if (key < best_key) {
			best_key = key;
			best = k;
		}
		if (cut && t == 1)
			break;
	}
	*score = best ? m_key_degree(best_key) : INT32_MAX;
	return best;
}

/* ---- The hooks: what a watched search does besides the steps ---- */

/* A search, a replay of a prefix followed by a search, or a walk over the top levels. */
struct m_run {
	struct dlx_problem *pb;
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline; /* 0: none */
	uint64_t next_progress;
	const int *prefix; /* choices to replay on levels 0 .. replay-1 */
	int replay;
	bool replayed;     /* level `replay` was reached: the prefix is a path of the tree */
	uint64_t replay_updates; /* the updates made before it was: not the part's own */
	bool pause;        /* a watched replay returns at level `replay`, its choices in place */
	bool unwind;       /* a watched run that only undoes a paused replay's choices */
	int base;          /* a lean loop's first level, where it ends when it backs up to it */
	int depth;         /* a walk reports the path at this level; -1: not a walk */
	dlx_prefix_fn on_prefix;
	void *user;
	uint64_t walk_nodes;
	struct m_cost *cost; /* a search for the cheapest solutions, else NULL */
	uint64_t offered;    /* options of the offers since the clock was last read */
	bool failed;         /* memory ran out keeping a solution */
	int stop;          /* why the search stops (enum dlx_stop), -1 while it runs */
	uint64_t nodes, updates;
	int max_level;
};


/* Options offered to a list of the cheapest (sorted, then compared) between clock reads. */
#define OFFER_CHECK_OPTIONS (1u << 16)

/* The choice made at `level`, as a prefix entry: an option number, or -1 - item for a skip. */
static int choice_entry(const struct dlx_problem *pb, int level)
{
	int32_t x = pb->m.choice[level];
	return x <= pb->items ? -x : option_of(pb, x);
}

/* Reports the walk's path so far as one prefix. false when the callback stops the walk. */
static bool report_prefix(struct m_run *r, int level)
{
	for (int l = 0; l < level; l++)
		r->pb->m.solution[l] = choice_entry(r->pb, l);
	return r->on_prefix(r->user, r->pb->m.solution, level) == 0;
}

/*
 * A solution at `level`: its options (skips left out) to the callback, and
 * the limit. A costed search counts and reports it only when it enters the
 * list.
 */
static bool report_solution_m(struct m_run *r, int level)
{
	const struct dlx_search_options *opt = r->opt;
	struct dlx_problem *pb = r->pb;
	int count = 0;
	for (int l = 0; l < level; l++)
		if (pb->m.choice[l] > pb->items)
			pb->m.solution[count++] = option_of(pb, pb->m.choice[l]);
	if (r->cost) {
		/*
		 * An offer sorts the solution's options, and with bounds a solution
		 * may hold every option: between two clock reads of enter_node, the
		 * offers alone could take minutes. So their options count towards
		 * a clock read of their own, before the offer: one at the deadline is
		 * not made.
		 */
		r->offered += (uint64_t)level + 1;
		if (r->deadline > 0 && r->offered >= OFFER_CHECK_OPTIONS) {
			r->offered = 0;
			if (seconds_now() >= r->deadline) {
				r->stop = DLX_STOP_TIME;
				return false;
			}
		}
		int entered = m_cost_offer(r->cost, level, pb->m.solution, count);
		if (entered <= 0) {
			r->failed = entered < 0;
			r->stop = r->failed ? DLX_STOP_CALLBACK : r->stop;
			return !r->failed;
		}
	}
	r->stats->solutions++;
	if (opt->on_trace &&
	    opt->on_trace(opt->user, DLX_EVENT_SOLUTION, level - r->replay, -1, -1, count)) {
		r->stop = DLX_STOP_CALLBACK;
		return false;
	}
	if (opt->on_solution && opt->on_solution(opt->user, pb->m.solution, count)) {
		r->stop = DLX_STOP_CALLBACK;
		return false;
	}
	if (opt->solution_limit && r->stats->solutions >= opt->solution_limit) {
		r->stop = DLX_STOP_SOLUTIONS;
		return false;
	}
	return true;
}

/* What M2's hooks decide as a watched search enters a node. */
enum m_entry {
	M_ENTRY_GO,    /* on to M3 */
	M_ENTRY_STOP,  /* a limit or a callback stops the search */
	M_ENTRY_LEAVE, /* a leaf of the prefix walk, or nothing below can pay: back up (M9) */
	M_ENTRY_PAUSE, /* the paused replay's end: return with the choices in place */
};

/* M2's hooks on entering a node. */
static enum m_entry enter_node(struct m_run *r, int level, uint64_t updates)
{
	r->updates = updates;
	const struct dlx_search_options *opt = r->opt;
	if (r->depth >= 0) {
		bool at_solution = r->pb->item[0].next == 0;
		if (level == r->depth || at_solution) {
			if (report_prefix(r, level))
				return M_ENTRY_LEAVE;
			r->stop = DLX_STOP_CALLBACK;
			return M_ENTRY_STOP;
		}
		r->walk_nodes++;
		return M_ENTRY_GO;
	}
	if (level < r->replay) {
		if (r->cost)
			m_cost_enter(r->cost, r->pb, level, false);
		return M_ENTRY_GO; /* a level of the prefix: counted by the walk that listed it */
	}
	if (!r->replayed) {
		r->replayed = true;
		r->replay_updates = r->updates;
		if (r->pause)
			return M_ENTRY_PAUSE;
	}
	int stop = node_or_time_stop(opt, r->nodes, r->deadline);
	if (stop >= 0) {
		r->stop = stop;
		return M_ENTRY_STOP;
	}
	r->nodes++;
	int l = level - r->replay;
	if (l < opt->level_nodes_length)
		opt->level_nodes[l]++;
	r->stats->nodes = r->nodes;
	r->stats->updates = r->updates - r->replay_updates;
	if (r->cost && !m_cost_enter(r->cost, r->pb, level, true))
		return M_ENTRY_LEAVE; /* nothing below can enter the list */
	if (opt->on_progress && r->nodes >= r->next_progress) {
		r->next_progress += opt->progress_interval ? opt->progress_interval : 1000000;
		r->stats->explored = explored_share(l, r->pb->m.position + r->replay,
		                                    r->pb->m.branches + r->replay);
		if (opt->on_progress(opt->user, r->stats, l, r->pb->m.position + r->replay,
		                     r->pb->m.branches + r->replay)) {
			r->stop = DLX_STOP_CALLBACK;
			return M_ENTRY_STOP;
		}
	}
	return M_ENTRY_GO;
}

/* A trace event at `level`; false when the callback stops the search. */
static bool trace(struct m_run *r, enum dlx_event event, int level, int32_t item, int option,
                  int count)
{
	const struct dlx_search_options *opt = r->opt;
	if (!opt || !opt->on_trace || level < r->replay || r->depth >= 0)
		return true;
	if (opt->on_trace(opt->user, event, level - r->replay, item - 1, option, count) == 0)
		return true;
	r->stop = DLX_STOP_CALLBACK;
	return false;
}

/* What M6's hook decides as a watched search goes down a branch. */
enum m_branch {
	M_BRANCH_TAKE, /* down to M2 */
	M_BRANCH_SKIP, /* not the prefix's branch: undone as a tried one, the next one tried */
	M_BRANCH_STOP, /* the trace stops the search: it unwinds from the level below */
};

/* M6's hook. */
static enum m_branch on_branch(struct m_run *r, int level, int32_t i)
{
	struct dlx_problem *pb = r->pb;
	int32_t x = pb->m.choice[level];
	if (level < r->replay)
		return choice_entry(pb, level) == r->prefix[level] ? M_BRANCH_TAKE : M_BRANCH_SKIP;
	bool go = x <= pb->items
	                  ? trace(r, DLX_EVENT_SKIP, level, i, -1, pb->m.position[level])
	                  : trace(r, DLX_EVENT_TRY, level, i, option_of(pb, x), pb->m.position[level]);
	return go ? M_BRANCH_TAKE : M_BRANCH_STOP;
}

/*
 * The dead-item tally of the lean loops (`cut`). There len[] holds each
 * item's excess instead of its list length: the length less what the item
 * still needs, bound - slack (a secondary item needs nothing). An active
 * primary item with a negative excess can no longer reach its lower bound,
 * which is what makes M3 find a degree <= 0 (a covered or skipped item
 * needs nothing or less, so its excess is never negative). `dead` counts
 * the items whose excess a removal took below 0; `updates` the links
 * removed, as DLX3 counts them. len[] holds the excess plus ROOM_BIAS, so
 * that an item dies when a removal takes its count to 0: the decrement's
 * own flags then make the test (the unlink step's hot path).
 */
struct m_tally {
	uint64_t updates;
	int32_t dead;
};

/* What item x still needs: its lower bound less the options it has. */
DLX_INLINE int32_t need_of(const struct dlx_problem *pb, int32_t x)
{
	return x <= pb->primary ? pb->bound[x].bound - pb->bound[x].slack : 0;
}

/*
 * Item j takes one more option: its bound, and its choice key with it, go
 * down; with `cut` its excess goes up, which may end a dead end. The new
 * bound.
 */
DLX_INLINE int32_t lower_bound(struct dlx_problem *pb, int32_t *len, int32_t j, bool cut,
                             struct m_tally *t)
{
	struct item_bound *b = &pb->bound[j];
	pb->m.key[j] += m_key_step(b->bound, b->slack, cut);
	if (cut && ++len[j] == ROOM_BIAS)
		t->dead--;
	return --b->bound;
}

DLX_INLINE void raise_bound(struct dlx_problem *pb, int32_t *len, int32_t j, bool cut)
{
	struct item_bound *b = &pb->bound[j];
	pb->m.key[j] -= m_key_step(++b->bound, b->slack, cut);
	if (cut)
		len[j]--;
}

/* M5's test: too few options are left in i's list to reach its lower bound. */
DLX_INLINE bool too_few(const struct dlx_problem *pb, const int32_t *len, int32_t i, bool cut)
{
	return len[i] <= (cut ? ROOM_BIAS : need_of(pb, i));
}

/*
 * The excess counts (struct m_tally) from the lengths and bounds as they
 * stand; the dead items among them, which is what the lean loops' tally
 * holds in the same state: it counts each item as its excess drops below
 * 0 and as it comes back, and is put back whenever the state is.
 */
static int32_t fill_excess(struct dlx_problem *pb)
{
	int32_t dead = 0;
	for (int32_t x = 1; x <= pb->items; x++) {
		pb->m.excess[x] = pb->len[x] - need_of(pb, x) + ROOM_BIAS;
		dead += pb->m.excess[x] < ROOM_BIAS;
	}
	return dead;
}

/* Whether an item is short of its lower bound: what fill_excess would count dead. */
static bool any_short(const struct dlx_problem *pb, const int32_t *len)
{
	for (int32_t x = 1; x <= pb->primary; x++)
		if (len[x] < need_of(pb, x))
			return true;
	return false;
}

/* The lean loops' excess counts and keys; the dead items among them. */
static int32_t start_excess(struct dlx_problem *pb)
{
	int32_t dead = fill_excess(pb);
	for (int32_t x = 1; x <= pb->primary; x++)
		pb->m.key[x] = m_key_excess_base(pb->bound[x].bound, pb->bound[x].slack) -
		               ((uint64_t)ROOM_BIAS << (2 * KEY_FIELD_BITS));
	return dead;
}

/* ---- The link operations and the loop, over node[] and over a 16-bit copy ---- */

/*
 * M8's hook, after item i of `level` is restored: true when the search
 * stops there (a level of a prefix is done, nothing else of it is
 * searched; or the trace stops it).
 */
static bool backtrack_stops(struct m_run *r, int level, int32_t i)
{
	return level < r->replay ||
	       !trace(r, DLX_EVENT_BACKTRACK, level, i, -1, r->pb->m.branches[level]);
}

/* The loop's counts, handed back (a watched loop's nodes are counted by its hooks). */
static inline void finish_m(struct m_run *r, bool watched, uint64_t nodes, uint64_t guesses,
                            uint64_t updates, int max_level)
{
	if (!watched)
		r->nodes = nodes;
	r->stats->branches = guesses;
	r->updates = updates;
	r->max_level = max_level;
}

#define M_NODE struct dlx_node
#define M_NODES(pb) ((pb)->node)
#define M_NAME(f) f##_32
#include "m/search_m_loop.h"
#undef M_NODE
#undef M_NODES
#undef M_NAME

#define M_NODE struct dlx_node16
#define M_NODES(pb) ((pb)->compact)
#define M_NAME(f) f##_16
#include "m/search_m_loop.h"
#undef M_NODE
#undef M_NODES
#undef M_NAME

/* ---- Entry points ---- */

/*
 * Sizes the stack for dlx_max_depth's levels: a level chooses an option no
 * level above chose, or skips an item, and lowers one item's bound.
 */
/* Each primary item's choice key less its length, from its bound as it stands (choose). */
static int fill_keys(struct dlx_problem *pb)
{
	if (grow_array((void **)&pb->m.key, &pb->m.key_capacity, pb->primary + 1,
	               sizeof *pb->m.key) != 0)
		return DLX_ENOMEM;
	for (int32_t x = 1; x <= pb->primary; x++)
		pb->m.key[x] = m_key_base(pb->bound[x].bound, pb->bound[x].slack);
	return 0;
}

static int size_stack(struct dlx_problem *pb)
{
	if (fill_keys(pb) != 0 ||
	    grow_array((void **)&pb->m.excess, &pb->m.excess_capacity, pb->items + 1,
	               sizeof *pb->m.excess) != 0)
		return DLX_ENOMEM;
	int64_t need = (int64_t)dlx_max_depth(pb) + 1;
	if (need <= pb->m.capacity)
		return 0;
	struct m_stack *m = &pb->m;
	int32_t **arrays[] = {&m->choice,   &m->first_tweak, &m->position,
	                      &m->branches, &m->solution,    &m->dead_before};
	for (size_t k = 0; k < sizeof arrays / sizeof *arrays; k++) {
		int32_t *bigger = realloc(*arrays[k], (size_t)need * sizeof **arrays[k]);
		if (!bigger)
			return DLX_ENOMEM;
		*arrays[k] = bigger;
	}
	m->capacity = (int32_t)need;
	return 0;
}

/*
 * Copies node[] into the 16 bits of pb->compact (its links and items only:
 * the lean loop of a plain problem reads nothing else), when the problem
 * fits; false otherwise, or when memory runs out (node[] serves then).
 */
static bool make_copy16(struct dlx_problem *pb)
{
	if (pb->node_count > INT16_MAX ||
	    grow_array((void **)&pb->compact, &pb->compact_capacity, pb->node_count,
	               sizeof *pb->compact) != 0)
		return false;
	const struct dlx_node *from = pb->node;
	struct dlx_node16 *to = pb->compact;
	for (int32_t q = 0; q < pb->node_count; q++)
		to[q] = (struct dlx_node16){.up = (int16_t)from[q].up, .down = (int16_t)from[q].down,
		                            .top = (int16_t)from[q].top};
	return true;
}

static void run_watched(struct m_run *r)
{
	if (r->pb->has_colors)
		run_m_32(r, true, true, false);
	else
		run_m_32(r, false, true, false);
}

/* The lean loop from level r->base, the state there in place. */
static void run_lean(struct m_run *r)
{
	struct dlx_problem *pb = r->pb;
	if (pb->has_colors)
		run_m_32(r, true, false, true);
	else if (make_copy16(pb))
		run_m_16(r, false, false, true); /* unwinds to its base: the copy agrees with node[] */
	else
		run_m_32(r, false, false, true);
}

/*
 * A part with no hooks: the watched copy replays the prefix and returns
 * with its choices in place; the lean loop searches the subtree below
 * them; the watched copy then undoes the choices. The figures are the
 * lean loop's, as a part's are its subtree's.
 */
static void run_part(struct m_run *r)
{
	r->pause = true;
	run_watched(r);
	if (!r->replayed)
		return; /* not a path of the tree: that run went on to its end */
	r->base = r->replay;
	run_lean(r);
	uint64_t updates = r->updates, branches = r->stats->branches;
	int max_level = r->max_level;
	r->base = 0;
	r->unwind = true;
	run_watched(r);
	r->updates = r->replay_updates + updates;
	r->stats->branches = branches;
	r->max_level = max_level;
}

static void run_m_loop(struct m_run *r, bool watched)
{
	if (watched)
		run_watched(r);
	else if (r->replay > 0)
		run_part(r);
	else
		run_lean(r);
}

/* Runs a search or a replay with `options` (NULL: count all), filling *stats. */
static int search_m_with(struct m_run *r, const struct dlx_search_options *options,
                       struct dlx_stats *stats)
{
	struct dlx_search_options defaults;
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	*stats = (struct dlx_stats){0};
	if (options->level_nodes_length < 0 || (options->level_nodes_length > 0 && !options->level_nodes))
		return DLX_EINVAL;
	int err = size_stack(r->pb);
	if (err)
		return err;
	r->opt = options;
	r->stats = stats;
	r->stop = -1;
	r->depth = -1;
	if (options->time_limit > 0)
		r->deadline = seconds_now() + options->time_limit;
	r->next_progress = options->progress_interval ? options->progress_interval : 1000000;
	/* a stop object too: Algorithm M has no memo to lose, and no poll of its own */
	bool watched = r->cost || options->node_limit || options->time_limit > 0 ||
	               options->on_progress || options->on_trace || options->level_nodes ||
	               options->interrupt;
	run_m_loop(r, watched);
	stats->nodes = r->nodes;
	stats->updates = r->updates - r->replay_updates;
	stats->max_level = r->max_level;
	stats->stop = r->stop >= 0 ? (enum dlx_stop)r->stop : DLX_STOP_EXHAUSTED;
	return 0;
}

int search_m(struct dlx_problem *pb, const struct dlx_search_options *options,
             struct dlx_stats *stats)
{
	struct m_run r = {.pb = pb};
	return search_m_with(&r, options, stats);
}

int search_m_prefix(struct dlx_problem *pb, const int *prefix, int count,
                    const struct dlx_search_options *options, struct dlx_stats *stats)
{
	struct m_run r = {.pb = pb, .prefix = prefix, .replay = count};
	int err = search_m_with(&r, options, stats);
	if (err == 0 && count > 0 && !r.replayed) { /* the empty prefix is the root: always a path */
		*stats = (struct dlx_stats){0};
		return DLX_ECONFLICT;
	}
	return err;
}

/* The options of dlx_search_best that a costed search honours; the other hooks stay off. */
static void best_options(struct dlx_search_options *to, const struct dlx_search_options *from)
{
	dlx_search_options_init(to);
	if (!from)
		return;
	to->node_limit = from->node_limit;
	to->time_limit = from->time_limit;
	to->solution_limit = from->solution_limit;
	to->on_solution = from->on_solution;
	to->user = from->user;
	to->interrupt = from->interrupt;
}

int search_m_best(struct dlx_problem *pb, const int *prefix, int count, struct dlx_best *best,
                  const struct dlx_search_options *options, struct dlx_stats *stats)
{
	struct m_cost cost;
	int err = m_cost_start(&cost, pb, best);
	if (err)
		return err;
	struct dlx_search_options opt;
	best_options(&opt, options);
	struct m_run r = {.pb = pb, .prefix = prefix, .replay = count, .cost = &cost};
	err = search_m_with(&r, &opt, stats);
	m_cost_finish(&cost);
	if (err == 0 && r.failed)
		err = DLX_ENOMEM;
	if (err == 0 && count > 0 && !r.replayed) {
		*stats = (struct dlx_stats){0};
		return DLX_ECONFLICT;
	}
	return err;
}

int prefixes_m(struct dlx_problem *pb, int depth, dlx_prefix_fn on_prefix, void *user,
               uint64_t *nodes)
{
	struct dlx_search_options none;
	dlx_search_options_init(&none);
	struct dlx_stats stats = {0};
	int err = size_stack(pb);
	if (err)
		return err;
	struct m_run r = {.pb = pb, .opt = &none, .stats = &stats, .stop = -1, .depth = depth,
	                  .on_prefix = on_prefix, .user = user};
	run_m_loop(&r, true);
	if (nodes)
		*nodes = r.walk_nodes;
	return r.stop >= 0 ? 1 : 0;
}
