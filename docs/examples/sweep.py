"""sweep.py - one family of instances under Knuth's loop, in a few lines:
each count's mems from Problem.stats, then the rows dlx.bench returns."""
import dlx

for n in range(8, 11):  # range(8, 14) goes to 13 queens, in a few seconds more
    p = dlx.Problem.load("data/exact-cover/queens-%d.dlx" % n)
    print(n, "queens:", p.count(knuth=True), "solutions,", p.stats.nodes, "nodes,",
          p.stats.mems, "mems")

paths = ["data/exact-cover/queens-%d.dlx" % n for n in range(8, 11)]
for row in dlx.bench(paths, configs=["knuth", "first"], runs=1):
    print(row["instance"], row["config"], row["nodes"], row["mems"])
