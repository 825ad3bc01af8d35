"""exact_cover.py - the Python package on Knuth's 7-item example, built by
hand, then on files in Knuth's format: counting, streaming, threads, colours,
bounds, costs and errors."""
import dlx

# Items are names; each option lists the items it covers.
p = dlx.Problem("abcdefg", options=[["c", "e"], ["a", "d", "g"], ["b", "c", "f"],
                                    ["a", "d", "f"], ["b", "g"], ["d", "e", "g"]])
for solution in p.solutions():  # a generator: one list of option numbers a solution
    print("solution:", solution, [p.option(o) for o in solution])
print(p.stats._replace(seconds=None))  # the time varies from run to run

queens = dlx.Problem.load("data/exact-cover/queens-8.dlx")
print("8 queens:", queens.count(), "solutions;", queens.count(jobs=2), "with two threads")
stream = queens.solutions()
print("the first:", sorted(next(stream)))
stream.close()  # stops the search; dropping the generator does too

# Secondary items after the primary ones; a colour after a colon.
squares = dlx.Problem(["x", "y"], secondary=["c"], options=[["x", "c:red"], ["y", "c:red"],
                                                            ["y", "c:blue"]])
print("coloured:", list(squares.solutions()))

# Bounds: item "a" covered 1 to 2 times, "b" at most once; a file says 1:2|a.
bounded = dlx.Problem([("a", 1, 2), ("b", 0, 1)], options=[["a"], ["a", "b"], ["b"]])
print("bounded:", sorted(sorted(s) for s in bounded.solutions()))
print("queendom-5-3:", dlx.Problem.load("data/exact-cover/queendom-5-3.dlx").count(jobs=2))

# Costs: the cheapest solutions, as (cost, option numbers); a file says |3.
priced = dlx.Problem("abcd")
for option, cost in [("ab", 3), ("cd", 4), ("ac", 2), ("bd", 3), ("a", 1), ("b", 1)]:
    priced.add_option(list(option), cost=cost)
print("cheapest:", priced.best(2))
print("DLX5:", dlx.Problem.load("data/exact-cover/cheapest-cover.dlx").best(3))

try:
    dlx.Problem.parse("a b\na c\n")
except dlx.ParseError as error:
    print("error:", error, "(line %d, column %d)" % (error.line, error.column))
