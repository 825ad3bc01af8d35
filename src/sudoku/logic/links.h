/*
 * links.h - private to the chain techniques: implications between
 * candidates, followed breadth first.
 *
 * A state is a candidate and a truth value: state = cand * 2 + on. From an
 * ON state the weak links lead to OFF states (a true candidate kills the
 * other candidates of its cell and its digit in its peers); from an OFF state
 * the strong links lead to ON states (the other candidate of a two-candidate
 * cell, the other place of a digit with two places in a unit). Every
 * implication is sound on its own, so whatever the assumption reaches is
 * implied by it; a chain from "c on" to "c off" proves c false.
 */
#ifndef SUDOKU_LOGIC_LINKS_H
#define SUDOKU_LOGIC_LINKS_H

#include "logic.h"

#define STATES (729 * 2)
#define STATE(cand, on) ((cand) * 2 + (on))

struct implications {
	int16_t depth[STATES];  /* links from the start; -1: not reached */
	int16_t parent[STATES]; /* previous state on a shortest chain */
};

/*
 * Follows the implications of `start` (a state) on the marks, breadth first;
 * `one_digit` keeps to links on the start's digit (X-chains). Stops early
 * once `stop` (a state, or -1) is reached.
 */
void implications_follow(const struct sudoku_pencil *p, int start, bool one_digit, int stop,
                         struct implications *out);

/* Adds the candidates of the chain ending at `state` to the step's causes. */
void implications_causes(const struct implications *imp, int state, struct sudoku_step *step);

#endif
