/*
 * commands.h - the sudoku subcommands. Each takes argv with argv[0] naming
 * the subcommand and returns the process exit code.
 */
#ifndef CLI_COMMANDS_H
#define CLI_COMMANDS_H

int command_solve(int argc, char **argv);
int command_count(int argc, char **argv);
int command_bench(int argc, char **argv);
int command_export(int argc, char **argv);
int command_generate(int argc, char **argv);
int command_rate(int argc, char **argv);
/* the logical solver's commands */
int command_explain(int argc, char **argv);
int command_hint(int argc, char **argv);
int command_print(int argc, char **argv);
int command_check(int argc, char **argv);

#endif
