/*
 * logic_choice.c - the logical solver's choices on the command line (see
 * logic_choice.h).
 */
#include "logic_choice.h"
#include "puzzles.h"

#include <string.h>

const char *const logic_name_choices[] = {"hodoku", "se", NULL};

bool read_technique_list(const char *text, void *destination)
{
	sudoku_technique_mask mask = 0;
	char name[64];
	for (const char *at = text;; at++) {
		size_t length = strcspn(at, ",");
		if (length == 0 || length >= sizeof name)
			return false; /* an empty name: ",," or a comma at an end */
		memcpy(name, at, length);
		name[length] = '\0';
		sudoku_technique_mask named = sudoku_logic_techniques_named(name);
		if (!named)
			return false;
		mask |= named;
		at += length;
		if (!*at)
			break;
	}
	*(sudoku_technique_mask *)destination = mask;
	return true;
}

sudoku_technique_mask logic_choice_allowed(const struct logic_choice *choice)
{
	sudoku_technique_mask only = choice->only ? choice->only : SUDOKU_LOGIC_SE_TECHNIQUES;
	return only & ~choice->without;
}

enum sudoku_names logic_choice_names(const struct logic_choice *choice)
{
	return choice->names == 0 ? SUDOKU_NAMES_HODOKU : SUDOKU_NAMES_SE;
}

void report_stuck(FILE *err, const char *file, long line, int steps,
                  const struct sudoku_step *needed)
{
	/* "skyscraper (x-chain)": HoDoKu's name, and the name --techniques allows it by */
	const char *technique = sudoku_logic_technique_name(needed->technique);
	const char *name = sudoku_step_hodoku_name(needed);
	bool same = strcmp(name, technique) == 0;
	char after[48] = "";
	if (steps >= 0)
		snprintf(after, sizeof after, " after %d step%s", steps, steps == 1 ? "" : "s");
	report_to(err, file, line, 0,
	          "no technique allowed finds the next step%s: it needs %s%s%s%s", after, name,
	          same ? "" : " (", same ? "" : technique, same ? "" : ")");
}
