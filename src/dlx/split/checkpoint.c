/*
 * checkpoint.c - the parts of one search done so far, each with its
 * figures (dlx.h: "Checkpoints"). Figures are kept per part rather than
 * as a running sum so that the text form lists what each part counted:
 * a reader can check one part against a search of that part alone.
 */
#include "split/checkpoint.h"
#include "count/wide.h"

#include <stdlib.h>

struct dlx_checkpoint *dlx_checkpoint_create(const struct dlx_checkpoint_identity *identity)
{
	if (!identity || identity->count < 0)
		return NULL;
	struct dlx_checkpoint *checkpoint = calloc(1, sizeof *checkpoint);
	if (!checkpoint)
		return NULL;
	checkpoint->identity = *identity;
	/* one entry more, so an empty list still has an array */
	checkpoint->part = calloc((size_t)identity->count + 1, sizeof *checkpoint->part);
	if (!checkpoint->part) {
		free(checkpoint);
		return NULL;
	}
	return checkpoint;
}

void dlx_checkpoint_destroy(struct dlx_checkpoint *checkpoint)
{
	if (!checkpoint)
		return;
	free(checkpoint->part);
	free(checkpoint);
}

void dlx_checkpoint_identity(const struct dlx_checkpoint *checkpoint,
                             struct dlx_checkpoint_identity *identity)
{
	if (checkpoint && identity)
		*identity = checkpoint->identity;
}

enum dlx_checkpoint_mismatch dlx_checkpoint_compare(const struct dlx_checkpoint *checkpoint,
                                                    const struct dlx_checkpoint_identity *identity)
{
	if (!checkpoint || !identity)
		return DLX_CHECKPOINT_OTHER_PROBLEM; /* nothing to agree with */
	const struct dlx_checkpoint_identity *own = &checkpoint->identity;
	if (own->problem != identity->problem)
		return DLX_CHECKPOINT_OTHER_PROBLEM;
	if (own->search != identity->search)
		return DLX_CHECKPOINT_OTHER_SEARCH;
	if (own->parts != identity->parts || own->count != identity->count ||
	    own->depth != identity->depth)
		return DLX_CHECKPOINT_OTHER_PARTS;
	return DLX_CHECKPOINT_SAME;
}

void checkpoint_record(struct dlx_checkpoint *checkpoint, int part, const struct part_figures *figures)
{
	checkpoint->part[part] = *figures;
	checkpoint->part[part].done = true;
	checkpoint->done++;
}

int dlx_checkpoint_finish(struct dlx_checkpoint *checkpoint, int part, const struct dlx_stats *stats)
{
	if (!checkpoint || !stats || part < 0 || part >= checkpoint->identity.count ||
	    stats->stop != DLX_STOP_EXHAUSTED)
		return DLX_EINVAL;
	if (checkpoint->part[part].done)
		return DLX_EBUSY;
	struct wide count = wide_of(stats);
	const struct part_figures figures = {
		.solutions = count.low, .solutions_high = count.high, .nodes = stats->nodes, .updates = stats->updates,
		.branches = stats->branches, .memo_hits = stats->memo_hits, .mems = stats->mems,
		.max_level = stats->max_level,
	};
	checkpoint_record(checkpoint, part, &figures);
	return 0;
}

int dlx_checkpoint_is_done(const struct dlx_checkpoint *checkpoint, int part)
{
	if (!checkpoint || part < 0 || part >= checkpoint->identity.count)
		return DLX_EINVAL;
	return checkpoint->part[part].done;
}

int dlx_checkpoint_done(const struct dlx_checkpoint *checkpoint)
{
	return checkpoint ? checkpoint->done : DLX_EINVAL;
}

void dlx_checkpoint_total(const struct dlx_checkpoint *checkpoint, struct dlx_stats *total)
{
	if (!total)
		return;
	*total = (struct dlx_stats){0};
	for (int k = 0; checkpoint && k < checkpoint->identity.count; k++) {
		const struct part_figures *f = &checkpoint->part[k];
		if (!f->done)
			continue;
		wide_put(total, wide_add(wide_of(total), (struct wide){f->solutions_high, f->solutions}));
		total->nodes += f->nodes;
		total->updates += f->updates;
		total->branches += f->branches;
		total->memo_hits += f->memo_hits;
		total->mems += f->mems;
		if (f->max_level > total->max_level)
			total->max_level = f->max_level;
	}
}
