"""exact_cover.py - the Python package on Knuth's 7-item example, built by
hand, then on files in Knuth's format: counting, streaming, threads, colours
and errors."""
import dlx

# Items are names; each option lists the items it covers.
p = dlx.Problem("abcdefg", options=[["c", "e"], ["a", "d", "g"], ["b", "c", "f"],
                                    ["a", "d", "f"], ["b", "g"], ["d", "e", "g"]])
for solution in p.solutions():  # a generator: one list of option numbers a solution
    print("solution:", solution, [p.option(o) for o in solution])
print(p.stats)

queens = dlx.Problem.load("data/exact-cover/queens-8.dlx")
print("8 queens:", queens.count(), "solutions;", queens.count(jobs=2), "with two threads")
stream = queens.solutions()
print("the first:", sorted(next(stream)))
stream.close()  # stops the search; dropping the generator does too

# Secondary items after the primary ones; a colour after a colon.
squares = dlx.Problem(["x", "y"], secondary=["c"], options=[["x", "c:red"], ["y", "c:red"],
                                                            ["y", "c:blue"]])
print("coloured:", list(squares.solutions()))

try:
    dlx.Problem.parse("a b\na c\n")
except dlx.ParseError as error:
    print("error:", error, "(line %d, column %d)" % (error.line, error.column))
