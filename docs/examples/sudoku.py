"""sudoku.py - dlx.sudoku: solve, count, generate, rate, explain, hint and check."""
import dlx
import dlx.sudoku as sudoku

puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
print(sudoku.solve(puzzle))
print(sudoku.count(puzzle), sudoku.count("." * 16, limit=None))  # one; 288 4x4 grids
grid = [[0, 0, 0, 2], [0, 0, 0, 0], [4, 0, 0, 0], [0, 1, 0, 0]]
print(sudoku.solve(grid))  # a list of lists comes back as one

made = sudoku.generate(2, seed=42, symmetry="rot180")
print(made)
print(sudoku.solve_many(made, jobs=2) == [sudoku.solve(p) for p in made])

rated = sudoku.rate(puzzle)
print(rated["rating"], rated["level"], rated["hardest"], rated["steps"])
steps = sudoku.explain(puzzle)
print(len(steps), "steps; the first:", steps[0]["text"])
hint = sudoku.hint(puzzle)  # the first step, with its hints of levels 1, 2 and 3
print(hint["hints"], sudoku.hint(puzzle, level=1))

# Pencil marks (729 symbols, or nine rows of candidates): the givens, r1c3
# marked 4 alone, every other cell open to 1-9. The marks are constraints.
def cell(digits):
    return "".join(str(d) if d in digits else "." for d in range(1, 10))


marks = "".join(cell([int(c)]) if c != "." else cell([4]) if k == 2 else cell(range(1, 10))
                for k, c in enumerate(puzzle))
print(sudoku.solve(marks) == sudoku.solve(puzzle), sudoku.hint(marks)["text"])

# A player's progress: the digits placed so far, checked against the solution.
print(sudoku.check(puzzle, "539" + puzzle[3:]))

try:
    sudoku.solve("55" + "." * 79)
except dlx.NoSolutionError as error:
    print("error:", error)
