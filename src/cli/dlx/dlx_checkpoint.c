/*
 * dlx_checkpoint.c - --checkpoint FILE and --resume FILE: the parts of a
 * search done so far, read back before the parts are cut (the checkpoint's
 * depth cuts them, whatever the threads or ranks), checked against this
 * search, and stored atomically every --checkpoint-every seconds as parts
 * are done, and once more at the end. The library keeps the parts and
 * their figures and writes and reads the text; this file names files and
 * speaks.
 */
#include "dlx_settings.h"

#include "clock.h"

#include <stdlib.h>

static int write_checkpoint(const void *checkpoint, dlx_write_fn write, void *user)
{
	return dlx_checkpoint_write(checkpoint, write, user);
}

bool keeper_read(struct session *session)
{
	const struct settings *s = session->settings;
	if (!s->resume_path)
		return true;
	const char *name;
	size_t length = 0;
	char *text = load_text(s->resume_path, &name, &length);
	if (!text)
		return false;
	struct dlx_checkpoint_error error;
	int code = dlx_checkpoint_read(text, length, &session->keeper.checkpoint, &error);
	free(text);
	if (code == DLX_ECHECKPOINT)
		report_text_error(name, error.line, error.column, error.message);
	else if (code != 0)
		fprintf(stderr, "%s: %s\n", name, dlx_strerror(code));
	return code == 0;
}

int keeper_depth(const struct session *session)
{
	struct dlx_checkpoint_identity identity;
	if (!session->keeper.checkpoint)
		return -2;
	dlx_checkpoint_identity(session->keeper.checkpoint, &identity);
	return identity.depth;
}

/* Says why the checkpoint read is not this search's. */
static void report_mismatch(const struct settings *s, enum dlx_checkpoint_mismatch why)
{
	const char *what = why == DLX_CHECKPOINT_OTHER_PROBLEM
	                           ? "another problem (or the same one shuffled otherwise)"
	                   : why == DLX_CHECKPOINT_OTHER_SEARCH
	                           ? "other search options (--algorithm, --branch, --stats=knuth or --memo)"
	                           : "other parts (--depth, --part or --prefix-file)";
	fprintf(stderr, "%s: %s: this checkpoint was made for %s: it cannot go on with this search\n",
	        s->runner->program, s->resume_path, what);
}

bool keeper_check(struct session *session, const struct dlx_problem *pb, const struct dlx_parts *set,
                  const struct dlx_search_options *options)
{
	const struct settings *s = session->settings;
	struct keeper *keeper = &session->keeper;
	struct dlx_checkpoint_identity identity;
	dlx_checkpoint_identify(&identity, pb, set, options);
	keeper->last_store = seconds_now();
	if (keeper->checkpoint) {
		enum dlx_checkpoint_mismatch why = dlx_checkpoint_compare(keeper->checkpoint, &identity);
		if (why != DLX_CHECKPOINT_SAME)
			report_mismatch(s, why);
		return why == DLX_CHECKPOINT_SAME;
	}
	keeper->checkpoint = dlx_checkpoint_create(&identity);
	if (!keeper->checkpoint)
		fprintf(stderr, "%s: out of memory\n", s->runner->program);
	return keeper->checkpoint != NULL;
}

bool keeper_store(struct session *session)
{
	const struct settings *s = session->settings;
	struct keeper *keeper = &session->keeper;
	keeper->last_store = seconds_now();
	char *inputs[] = {(char *)s->path};
	if (!save_text(s->checkpoint_path, inputs, 1, write_checkpoint, keeper->checkpoint))
		keeper->failed = true;
	return !keeper->failed;
}

int keeper_on_part(void *user, const struct dlx_checkpoint *checkpoint, int part)
{
	(void)checkpoint, (void)part;
	struct session *session = user;
	if (seconds_now() - session->keeper.last_store < session->settings->checkpoint_every)
		return 0;
	return !keeper_store(session); /* a run that cannot keep its checkpoint stops */
}
