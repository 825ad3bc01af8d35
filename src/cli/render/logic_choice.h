/*
 * logic_choice.h - what explain, hint and rate let a user choose of the
 * logical solver: whose names the steps carry (--names) and which
 * techniques it may use (--techniques, --without), and what is said when
 * the techniques allowed cannot finish a puzzle.
 */
#ifndef CLI_LOGIC_CHOICE_H
#define CLI_LOGIC_CHOICE_H

#include "options.h"
#include "sudoku_logic.h"

#include <stdio.h>

struct logic_choice {
	int names;        /* an index into logic_name_choices: 0 HoDoKu's, 1 SE's */
	sudoku_technique_mask only;    /* --techniques: the techniques named (0: not given) */
	sudoku_technique_mask without; /* --without: the techniques named (0: none) */
};

extern const char *const logic_name_choices[]; /* "hodoku", "se", NULL */

/* A comma-separated list of technique names into a mask; false on an unknown name. */
bool read_technique_list(const char *text, void *destination);

#define TECHNIQUE_LIST_EXPECTED "technique names separated by commas (see --help)"

/* The option rows for --techniques and --without. */
#define LOGIC_TECHNIQUE_OPTIONS(choice)                                                      \
	{.name = "techniques", .kind = OPTION_CUSTOM, .destination = &(choice)->only,            \
	 .read = read_technique_list, .expected = TECHNIQUE_LIST_EXPECTED, .value_name = "LIST", \
	 .help = "use only these techniques (names separated by commas,\n"                        \
	         "see TECHNIQUES below)"},                                                        \
	{.name = "without", .kind = OPTION_CUSTOM, .destination = &(choice)->without,            \
	 .read = read_technique_list, .expected = TECHNIQUE_LIST_EXPECTED, .value_name = "LIST", \
	 .help = "use every technique but these"}

/* The option row for --names. */
#define LOGIC_NAMES_OPTION(choice)                                                           \
	{.name = "names", .kind = OPTION_CHOICE, .destination = &(choice)->names,                \
	 .choices = logic_name_choices, .value_name = "WHOSE",                                    \
	 .help = "hodoku (default): a step opens with HoDoKu's name for\n"                        \
	         "its shape where SE's is less specific (skyscraper,\n"                           \
	         "2-string kite, W-wing ... for X-chain, AIC); se: SE's"}

/* The names accepted, for the end of a command's --help. */
#define LOGIC_TECHNIQUES_HELP                                                                \
	"\n"                                                                                     \
	"TECHNIQUES: full-house, hidden-single-box, hidden-single-line, naked-single,\n"        \
	"direct-pointing, direct-claiming, direct-hidden-pair, direct-hidden-triple,\n"         \
	"pointing, claiming, naked-pair, naked-triple, naked-quad, hidden-pair,\n"              \
	"hidden-triple, hidden-quad, x-wing, swordfish, jellyfish, xy-wing, xyz-wing,\n"        \
	"unique-rectangle, bug-plus-one, x-chain, aic, cell-forcing-chains,\n"                  \
	"region-forcing-chains, dynamic-contradiction, dynamic-plus,\n"                         \
	"nested-forcing-chains, last-resort; HoDoKu's hidden-single (box and line),\n"          \
	"and its names of shapes, each standing for its whole technique: skyscraper,\n"         \
	"two-string-kite, turbot-fish (x-chain), w-wing, xy-chain, remote-pair (aic),\n"        \
	"unique-rectangle-1 to -4 (unique-rectangle). HoDoKu's techniques beyond\n"       \
	"SE's ladder, used only when named: unique-rectangle-5, unique-rectangle-6,\n"       \
	"empty-rectangle, finned-x-wing, sashimi-x-wing, finned-swordfish,\n"               \
	"sashimi-swordfish, finned-jellyfish, sashimi-jellyfish, als-xz, als-xy-wing,\n"     \
	"als-chain; se stands for SE's whole ladder (se,finned-x-wing: the ladder\n"         \
	"and finned X-wings).\n"

/* The techniques the solver may use. */
sudoku_technique_mask logic_choice_allowed(const struct logic_choice *choice);

/* The names the steps' text is written in. */
enum sudoku_names logic_choice_names(const struct logic_choice *choice);

/*
 * Reports on err, as file:line: that no technique allowed finds the next
 * step (after `steps` steps, when not negative), naming the technique of
 * the step that was needed.
 */
void report_stuck(FILE *err, const char *file, long line, int steps,
                  const struct sudoku_step *needed);

#endif
