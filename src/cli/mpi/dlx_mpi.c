/*
 * dlx_mpi.c - dlx-mpi: the `dlx` command with one search spread over MPI
 * ranks. Every rank reads the problem and walks the same prefixes (the walk
 * is deterministic), so only part numbers travel. Rank 0 hands the parts out
 * as workers ask (dynamic, so one large part delays only its worker), adds
 * up their counts and statistics, and alone prints: the other ranks send it
 * their solutions and write nothing themselves.
 *
 * Parts go out in runs of neighbouring parts ("batches"), each the parts left
 * divided by twice the workers: large while much is left, one part at a time
 * near the end. Larger runs would mean fewer messages, but may end the search with
 * one worker alone on a heavy run.
 * A worker searches its batches in one pool of work with one thread, which
 * it adds each batch to, so the memo of subproblem counts (--memo) is kept
 * over all of its parts, as a thread's is, and a worker waits for rank 0 a
 * few dozen times rather than once a part. Problems with bounds, and the
 * search on bitsets (--algorithm bits), take no memo and no pool: their
 * parts are searched one by one.
 *
 * With a checkpoint, rank 0 hands out one part at a time, skipping those
 * done before, and workers search each alone (no pool, so a part's figures
 * are its own and do not depend on the parts before it): rank 0 records
 * each part reported done and stores the checkpoint; the others never
 * write it.
 *
 * Messages (all to or from rank 0):
 *   ASK      worker -> 0   the last batch's results (zeros the first time)
 *   GIVE     0 -> worker   the next batch (first part, parts) and what is left
 *                          of the node limit; first part -1: stop
 *   SOLUTION worker -> 0   a whole solution's option numbers (printing or a limit only)
 *   VERDICT  0 -> worker   1: go on, 0: stop (the solution limit is reached)
 * With one rank, rank 0 searches alone (with --jobs threads).
 */
#include "dlx_main.h"
#include "split.h"

#include "clock.h"
#include "common.h"

#include <mpi.h>
#include <stdlib.h>
#include <time.h>

enum { TAG_ASK = 1, TAG_GIVE, TAG_SOLUTION, TAG_VERDICT };

/* A batch is what is left over BATCH_SHARES times the workers (at least one part). */
#define BATCH_SHARES 2

/*
 * Every rank takes part in exactly one agreement (an all-reduce): in
 * split_search_mpi when it got that far, else at the end of main. So a rank
 * that stopped early (bad input) never leaves the others waiting for parts.
 */
struct mpi_run {
	bool agreed;
};

/* 1 when every rank is ready to search. */
static int agree(struct mpi_run *run, int ready)
{
	int all;
	run->agreed = true;
	MPI_Allreduce(&ready, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
	return all;
}
/* R_SOLUTIONS and R_SOLUTIONS_HIGH: the count in 128 bits, which a memo's hits can pass 2^64 in */
enum { R_SOLUTIONS, R_NODES, R_UPDATES, R_MEMO_HITS, R_MAX_LEVEL, R_STOP, R_PARTS, R_BRANCHES,
       R_SOLUTIONS_HIGH, R_SIZE };
enum { G_FIRST, G_NODE_LIMIT, G_PARTS, G_SIZE };

static int rank_count(void)
{
	int size;
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	return size;
}

/* Twenty parts a worker rank (one worker a rank, whatever --jobs). */
static int cut_for_ranks(struct dlx_parts *set, struct dlx_problem *pb, int jobs)
{
	(void)jobs;
	int workers = rank_count() - 1;
	return dlx_parts_enough(set, pb, 20 * (workers > 1 ? workers : 1));
}

/* ---- Rank 0 ---- */

struct master {
	const struct split_request *req;
	struct split_result *result;
	int next_part, parts_done, active;
	int stop_reason;           /* -1: none */
	uint64_t tickets, nodes;   /* solutions numbered; nodes reported */
	bool by_ticket;            /* solutions are counted as workers send them */
	double start, deadline, last_progress;
	int *buffer;
	int capacity;
	/* with progress: each part's share of the tree, their sum, the share of the parts done */
	double *shares, whole, explored;
	double explored_before;    /* a resumed checkpoint's parts: explored before this run */
	int *batch_first, *batch_parts; /* each worker's batch under search */
};

static void stop(struct master *m, int reason)
{
	if (m->stop_reason < 0)
		m->stop_reason = reason;
}

/* A worker's solution: print it if it is within the limit; tell the worker whether to go on. */
static void take_solution(struct master *m, const MPI_Status *status)
{
	int count;
	MPI_Get_count(status, MPI_INT, &count);
	if (count > m->capacity)
		count = m->capacity; /* cannot happen: a solution has at most one option per item */
	MPI_Recv(m->buffer, count, MPI_INT, status->MPI_SOURCE, TAG_SOLUTION, MPI_COMM_WORLD,
	         MPI_STATUS_IGNORE);
	int verdict = 0;
	uint64_t limit = m->req->solution_limit;
	if (m->stop_reason < 0) {
		m->tickets++;
		if (m->req->print)
			m->req->print(m->req->user, m->buffer, count);
		if (limit && m->tickets >= limit)
			stop(m, DLX_STOP_SOLUTIONS);
		verdict = m->stop_reason < 0;
	}
	MPI_Send(&verdict, 1, MPI_INT, status->MPI_SOURCE, TAG_VERDICT, MPI_COMM_WORLD);
}

/* Adds the shares of a worker's batch, searched to the end, to the share explored. */
static void note_batch_done(struct master *m, int worker)
{
	int first = m->batch_first[worker], parts = m->batch_parts[worker];
	for (int k = first; k < first + parts; k++)
		m->explored += m->shares ? m->shares[k] / m->whole : 1.0 / dlx_parts_count(m->req->set);
	m->batch_parts[worker] = 0;
}

/* A worker's report as the figures of a search. */
static struct dlx_stats report_stats(const uint64_t *report)
{
	bool wide = report[R_SOLUTIONS_HIGH] != 0;
	return (struct dlx_stats){.solutions = wide ? UINT64_MAX : report[R_SOLUTIONS],
	                          .saturated = wide, .solutions_high = report[R_SOLUTIONS_HIGH],
	                          .solutions_low = wide ? report[R_SOLUTIONS] : 0,
	                          .nodes = report[R_NODES],
	                          .updates = report[R_UPDATES], .memo_hits = report[R_MEMO_HITS],
	                          .branches = report[R_BRANCHES], .max_level = (int)report[R_MAX_LEVEL],
	                          .stop = (enum dlx_stop)report[R_STOP]};
}

/* Records the worker's part (batches of one with a checkpoint), searched to the end, and stores it. */
static void record_part(struct master *m, int worker, const struct dlx_stats *part)
{
	const struct split_request *req = m->req;
	int k = m->batch_first[worker];
	if (m->batch_parts[worker] == 1 && dlx_checkpoint_finish(req->checkpoint, k, part) == 0 &&
	    req->on_part && req->on_part(req->user, req->checkpoint, k))
		stop(m, DLX_STOP_CALLBACK);
}

/* Adds a worker's report on its last part to the totals. */
static void account(struct master *m, int worker, const uint64_t *report)
{
	struct split_result *r = m->result;
	struct dlx_stats part = report_stats(report);
	struct dlx_stats sum = part;
	sum.stop = DLX_STOP_EXHAUSTED; /* the stop is the master's to decide, below */
	dlx_stats_add(&r->total, &sum);
	m->nodes += report[R_NODES];
	if (worker < SPLIT_MAX_WORKERS) {
		r->worker_nodes[worker] += report[R_NODES];
		r->worker_parts[worker] += (int)report[R_PARTS];
	}
	if (report[R_STOP] == DLX_STOP_NODES || report[R_STOP] == DLX_STOP_TIME)
		stop(m, (int)report[R_STOP]);
	else if (report[R_STOP] == DLX_STOP_EXHAUSTED)
		m->parts_done += (int)report[R_PARTS];
	if (report[R_STOP] == DLX_STOP_EXHAUSTED && m->req->checkpoint && m->batch_parts)
		record_part(m, worker, &part);
	if (report[R_STOP] == DLX_STOP_EXHAUSTED && m->batch_parts)
		note_batch_done(m, worker);
}

/*
 * How many parts the next batch holds: a share of what is left small enough
 * that the workers' last batches end close together (guided scheduling).
 */
static int batch_size(const struct master *m)
{
	int left = dlx_parts_count(m->req->set) - m->next_part;
	int workers = rank_count() - 1;
	if (m->req->checkpoint)
		return 1; /* each part recorded on its own */
	int size = left / (BATCH_SHARES * workers);
	return size > 1 ? size : 1;
}

/* A worker asks for work: account for its last batch, give it the next or tell it to stop. */
static void give_part(struct master *m, const MPI_Status *status)
{
	uint64_t report[R_SIZE];
	MPI_Recv(report, R_SIZE, MPI_UINT64_T, status->MPI_SOURCE, TAG_ASK, MPI_COMM_WORLD,
	         MPI_STATUS_IGNORE);
	account(m, status->MPI_SOURCE - 1, report);
	const struct split_request *req = m->req;
	if (req->node_limit && m->nodes >= req->node_limit)
		stop(m, DLX_STOP_NODES);
	if (m->deadline > 0 && seconds_now() >= m->deadline)
		stop(m, DLX_STOP_TIME);
	int64_t give[G_SIZE] = {-1, 0, 0};
	while (req->checkpoint && m->next_part < dlx_parts_count(req->set) &&
	       dlx_checkpoint_is_done(req->checkpoint, m->next_part) == 1)
		m->next_part++; /* done before this run */
	if (m->stop_reason < 0 && m->next_part < dlx_parts_count(req->set)) {
		give[G_FIRST] = m->next_part;
		give[G_PARTS] = batch_size(m);
		give[G_NODE_LIMIT] = req->node_limit ? (int64_t)(req->node_limit - m->nodes) : 0;
		m->next_part += (int)give[G_PARTS];
		if (m->batch_parts) {
			m->batch_first[status->MPI_SOURCE - 1] = (int)give[G_FIRST];
			m->batch_parts[status->MPI_SOURCE - 1] = (int)give[G_PARTS];
		}
	} else {
		m->active--;
	}
	MPI_Send(give, G_SIZE, MPI_INT64_T, status->MPI_SOURCE, TAG_GIVE, MPI_COMM_WORLD);
}

static void master_progress(struct master *m)
{
	double now = seconds_now();
	if (m->req->progress_every <= 0 || now - m->last_progress < m->req->progress_every)
		return;
	m->last_progress = now;
	const struct dlx_stats tickets = {.solutions = m->tickets};
	split_print_progress(now - m->start, m->nodes, m->by_ticket ? &tickets : &m->result->total,
	                     m->explored < 1 ? m->explored : 1, m->explored_before, m->parts_done,
	                     dlx_parts_count(m->req->set));
}

/*
 * Waits for the next message to rank 0. MPI_Probe spins (Open MPI polls
 * its queues), and rank 0 only hands out parts: on a machine with no core
 * to spare, the spinning took CPU from the ranks that search. So it probes
 * and sleeps between probes, from a microsecond up to a millisecond while
 * nothing comes; printed solutions, which come in quick turns, keep it
 * awake.
 */
static void wait_message(MPI_Status *status)
{
	long pause = 1000; /* nanoseconds */
	for (;;) {
		int arrived;
		MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, status);
		if (arrived)
			return;
		nanosleep(&(struct timespec){.tv_nsec = pause}, NULL);
		if (pause < 1000000)
			pause *= 2;
	}
}

/*
 * For progress: the parts' shares of the tree. Without memory for the
 * shares the parts count alike.
 */
static void watch_shares(struct master *m)
{
	m->shares = split_part_shares(m->req->set, m->req->pb, &m->whole);
	if (m->whole <= 0) {
		free(m->shares);
		m->shares = NULL;
	}
}

/*
 * For progress and the checkpoint: room for each worker's batch. Without
 * it, progress shows no share; a checkpoint needs it (false: no memory).
 */
static bool watch_batches(struct master *m, int workers)
{
	m->batch_first = calloc((size_t)workers, sizeof *m->batch_first);
	m->batch_parts = calloc((size_t)workers, sizeof *m->batch_parts);
	if (!m->batch_first || !m->batch_parts) {
		free(m->batch_first);
		free(m->batch_parts);
		m->batch_first = m->batch_parts = NULL;
	}
	return m->batch_first != NULL;
}

/* A resumed search: the figures of the parts done before, their number and their share. */
static void count_done_before(struct master *m)
{
	const struct split_request *req = m->req;
	struct dlx_stats before;
	dlx_checkpoint_total(req->checkpoint, &before);
	dlx_stats_add(&m->result->total, &before);
	m->nodes = before.nodes;
	m->parts_done = dlx_checkpoint_done(req->checkpoint);
	for (int k = 0; k < dlx_parts_count(req->set); k++)
		if (dlx_checkpoint_is_done(req->checkpoint, k) == 1)
			m->explored += m->shares ? m->shares[k] / m->whole : 1.0 / dlx_parts_count(req->set);
	m->explored_before = m->explored;
}

static void run_master(const struct split_request *req, struct split_result *result)
{
	int workers = rank_count() - 1;
	struct master m = {.req = req, .result = result, .active = workers, .stop_reason = -1,
	                   .by_ticket = req->print || req->solution_limit, .start = seconds_now()};
	m.last_progress = m.start;
	if (req->time_limit > 0)
		m.deadline = m.start + req->time_limit;
	m.capacity = 2 * dlx_max_depth(req->pb) + 2;
	m.buffer = malloc((size_t)m.capacity * sizeof *m.buffer);
	if (!m.buffer)
		MPI_Abort(MPI_COMM_WORLD, EXIT_BAD_INPUT); /* the workers would wait for ever */
	dlx_parts_depth(req->set, &result->total.nodes); /* the walk above the parts */
	if (req->progress_every > 0)
		watch_shares(&m);
	if ((req->progress_every > 0 || req->checkpoint) && !watch_batches(&m, workers) &&
	    req->checkpoint)
		MPI_Abort(MPI_COMM_WORLD, EXIT_BAD_INPUT); /* the workers would wait for ever */
	if (req->checkpoint)
		count_done_before(&m);
	while (m.active > 0) {
		MPI_Status status;
		wait_message(&status);
		if (status.MPI_TAG == TAG_SOLUTION)
			take_solution(&m, &status);
		else
			give_part(&m, &status);
		master_progress(&m);
	}
	free(m.buffer);
	free(m.shares);
	free(m.batch_first);
	free(m.batch_parts);
	if (m.by_ticket) {
		uint64_t limit = req->solution_limit;
		result->total.solutions = limit && m.tickets > limit ? limit : m.tickets;
	}
	result->total.stop = m.stop_reason >= 0 ? (enum dlx_stop)m.stop_reason : DLX_STOP_EXHAUSTED;
	result->workers = workers < SPLIT_MAX_WORKERS ? workers : SPLIT_MAX_WORKERS;
}

/* ---- The other ranks ---- */

/* Sends a solution to rank 0 and waits for its word: non-zero stops the search. */
static int send_solution(void *user, const int *options, int count)
{
	MPI_Send(options, count, MPI_INT, 0, TAG_SOLUTION, MPI_COMM_WORLD);
	int verdict;
	MPI_Recv(&verdict, 1, MPI_INT, 0, TAG_VERDICT, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
	return !verdict;
}

/* Seconds until the deadline, at least a millisecond (0 would be no limit). */
static double time_left(double deadline)
{
	double left = deadline - seconds_now();
	return left > 1e-3 ? left : 1e-3;
}

/* The engine's options for a batch: the memo, the solution hook, what is left of the limits. */
static void batch_options(const struct split_request *req, const int64_t *give, double deadline,
                          struct dlx_search_options *opt)
{
	dlx_search_options_init(opt);
	opt->memo_bytes = req->memo_bytes;
	opt->algorithm = req->algorithm;
	if (req->print || req->solution_limit)
		opt->on_solution = send_solution;
	opt->node_limit = (uint64_t)give[G_NODE_LIMIT];
	if (deadline > 0)
		opt->time_limit = time_left(deadline);
}

/*
 * Searches `count` parts from `first` in the worker's pool, with one
 * thread. The pool lasts from batch to batch, and with it the memo. 0 or DLX_E*.
 */
static int search_pooled(const struct split_request *req, struct dlx_share *pool, int first,
                         int count, const struct dlx_search_options *opt, struct dlx_stats *st)
{
	int code = 0;
	for (int k = first; code == 0 && k < first + count; k++) {
		const int *prefix;
		int length = dlx_parts_prefix(req->set, k, &prefix);
		code = dlx_share_add(pool, prefix, length);
	}
	if (code == 0)
		code = dlx_search_shared(req->pb, pool, opt, st);
	return code < 0 ? code : 0;
}

/*
 * Searches `count` parts from `first` one after another (a problem with
 * bounds, which a pool does not take): the library's parts, in this
 * thread, stopping at the first part that stops early. 0 or DLX_E*.
 */
static int search_one_by_one(const struct split_request *req, int first, int count,
                             const struct dlx_search_options *opt, struct dlx_stats *total)
{
	struct dlx_parts *batch = dlx_parts_create();
	int code = batch ? 0 : DLX_ENOMEM;
	for (int k = first; code == 0 && k < first + count; k++) {
		const int *prefix;
		int length = dlx_parts_prefix(req->set, k, &prefix);
		code = dlx_parts_add(batch, prefix, length);
	}
	if (code == 0)
		code = dlx_search_parts(req->pb, batch, opt, total, NULL);
	dlx_parts_destroy(batch);
	return code < 0 ? code : 0;
}

static void run_worker(const struct split_request *req)
{
	double deadline = req->time_limit > 0 ? seconds_now() + req->time_limit : 0;
	/* bounds and bits take no pool, and a checkpoint wants each part's own figures: one by one */
	bool pooled = !dlx_has_bounds(req->pb) && req->algorithm == DLX_ALGORITHM_LINKS &&
	              !req->checkpoint;
	struct dlx_share *pool = pooled ? dlx_share_create() : NULL;
	if (pooled && !pool)
		MPI_Abort(MPI_COMM_WORLD, EXIT_BAD_INPUT);
	uint64_t report[R_SIZE] = {0};
	for (;;) {
		MPI_Send(report, R_SIZE, MPI_UINT64_T, 0, TAG_ASK, MPI_COMM_WORLD);
		int64_t give[G_SIZE];
		MPI_Recv(give, G_SIZE, MPI_INT64_T, 0, TAG_GIVE, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
		int first = (int)give[G_FIRST], count = (int)give[G_PARTS];
		if (first < 0 || count < 1 || count > dlx_parts_count(req->set) - first)
			break;
		struct dlx_search_options opt;
		batch_options(req, give, deadline, &opt);
		struct dlx_stats st;
		int code = pool ? search_pooled(req, pool, first, count, &opt, &st)
		                : search_one_by_one(req, first, count, &opt, &st);
		if (code != 0)
			MPI_Abort(MPI_COMM_WORLD, EXIT_BAD_INPUT); /* out of memory: the prefixes were checked */
		report[R_SOLUTIONS] = st.saturated ? st.solutions_low : st.solutions;
		report[R_SOLUTIONS_HIGH] = st.saturated ? st.solutions_high : 0;
		report[R_NODES] = st.nodes;
		report[R_UPDATES] = st.updates;
		report[R_MEMO_HITS] = st.memo_hits;
		report[R_BRANCHES] = st.branches;
		report[R_MAX_LEVEL] = (uint64_t)st.max_level;
		report[R_STOP] = st.stop;
		report[R_PARTS] = (uint64_t)count;
	}
	dlx_share_destroy(pool);
}

static void split_search_mpi(const struct split_request *req, struct split_result *result)
{
	int rank;
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	*result = (struct split_result){.worker_name = "rank"};
	if (!agree(req->runner, 1)) {
		result->failed = true;
		return;
	}
	if (rank_count() == 1)
		split_search(req, result);
	else if (rank == 0)
		run_master(req, result);
	else
		run_worker(req);
	result->helper = rank != 0 && rank_count() > 1;
}

/* ---- The command ---- */

int main(int argc, char **argv)
{
	MPI_Init(&argc, &argv);
	int rank;
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	/* Rank 0 speaks for all: the others read the same input and would repeat it. */
	if (rank != 0 && (!freopen("/dev/null", "w", stdout) || !freopen("/dev/null", "w", stderr)))
		MPI_Abort(MPI_COMM_WORLD, EXIT_BAD_INPUT);
	struct mpi_run run = {0};
	const struct split_runner ranks = {
		.program = "dlx-mpi", .over_ranks = true, .cut = cut_for_ranks,
		.search = split_search_mpi, .state = &run,
	};
	int code = dlx_command(argc, argv, &ranks);
	if (!run.agreed)
		agree(&run, 0);
	/* Every rank exits as rank 0 does, so mpirun reports the command's own exit code. */
	MPI_Bcast(&code, 1, MPI_INT, 0, MPI_COMM_WORLD);
	MPI_Finalize();
	return code;
}

