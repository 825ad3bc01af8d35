/*
 * rated.c - whether a generated puzzle rates as asked: its SE rating in a
 * band and a range, and the step that sets the rating of a technique.
 *
 * A teacher who asks for a skyscraper puzzle wants one that needs it: the
 * hardest step of the ladder's path, the one that sets the rating, is a
 * skyscraper (another step just as hard may be something else). A
 * puzzle that merely passes one on the way is not asked for: its rating
 * comes from something harder.
 */
#include "sudoku_logic.h"
#include "generator.h"

#include <string.h>

/* The hardest steps seen so far, and whether one of them has the technique asked for. */
struct hardest {
	const char *technique;
	sudoku_technique_mask mask; /* sudoku_logic_techniques_named(technique) */
	bool by_shape;   /* a name of HoDoKu's for a shape: the step must be named so */
	int difficulty;
	bool matched;
};

static int note_step(void *user, const struct sudoku_pencil *before, const struct sudoku_step *step)
{
	(void)before;
	struct hardest *h = user;
	bool match = ((h->mask >> step->technique) & 1u) &&
	             (!h->by_shape || strcmp(sudoku_step_hodoku_name(step), h->technique) == 0);
	if (step->difficulty > h->difficulty) {
		h->difficulty = step->difficulty;
		h->matched = match;
	} else if (step->difficulty == h->difficulty) {
		h->matched |= match;
	}
	return 0;
}

/* Whether `name` stands for a shape of HoDoKu's (skyscraper ...) rather than a whole technique. */
static bool shape_name(const char *name)
{
	for (int t = 0; t < SUDOKU_LOGIC_TECHNIQUE_COUNT; t++)
		if (strcmp(sudoku_logic_technique_name((enum sudoku_logic_technique)t), name) == 0)
			return false;
	return strcmp(name, "hidden-single") != 0;
}

bool rating_asked(const struct sudoku_generate_options *opt)
{
	return opt->want_band || opt->rating_max > 0 || opt->technique;
}

bool rate_as_wanted(const struct sudoku_generate_options *opt, const struct sudoku_grid *puzzle,
                    int *rating)
{
	struct hardest h = {.difficulty = -1};
	if (opt->technique) {
		h.mask = sudoku_logic_techniques_named(opt->technique);
		/* "2-string-kite" is taken for HoDoKu's "two-string-kite" */
		h.technique = strcmp(opt->technique, "2-string-kite") == 0 ? "two-string-kite" : opt->technique;
		h.by_shape = shape_name(opt->technique);
	}
	struct sudoku_se_rating se;
	struct sudoku_pencil pencil;
	/*
	 * SE's ladder, with the technique asked for when it is one of HoDoKu's
	 * beyond it (it is tried only when chosen). The generator keeps the
	 * solution unique, so the uniqueness techniques may be used.
	 */
	sudoku_technique_mask allowed = SUDOKU_LOGIC_SE_TECHNIQUES | h.mask;
	if (sudoku_pencil_from_grid(&pencil, puzzle) != 0 ||
	    sudoku_logic_rate_allowed(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE, allowed,
	                              opt->technique ? note_step : NULL, &h, &se, NULL) != 0) {
		*rating = -1;
		return false;
	}
	*rating = se.rating;
	return (!opt->want_band || (int)sudoku_band_of(se.rating) == opt->band) &&
	       (opt->rating_max <= 0 || (se.rating >= opt->rating_min && se.rating <= opt->rating_max)) &&
	       (!opt->technique || h.matched);
}
