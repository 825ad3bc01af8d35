# plot.gp - microseconds per puzzle, per solver and dataset, on a log scale,
# from the table bench/compare.sh writes (a header row of solver names, then
# one row per dataset; "?" where a solver was not run).
#
#   gnuplot -e "data='us-per-puzzle.tsv'; outbase='us-per-puzzle'" bench/plot.gp
#
# Writes outbase.png and outbase.svg.
if (!exists("data")) data = 'us-per-puzzle.tsv'
if (!exists("outbase")) outbase = 'us-per-puzzle'

set datafile separator "\t"
set datafile missing "?"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set logscale y 10
set format y "10^{%L}"
set yrange [1:*]
set grid ytics mytics
set ylabel "microseconds per puzzle (whole process, log scale)"
set xlabel "dataset (bundled samples in data/)"
set title "Sudoku solvers: dancing links against classic backtracking"
set key top left Left reverse noenhanced
set xtics noenhanced nomirror
set ytics nomirror
set label "naive and bitmask are not run on 17clue-1000:\nmost of its puzzles take them over a second" \
	at graph 0.99, graph 0.96 right font ",10" noenhanced

set terminal pngcairo size 1000,600 font "sans,11"
set output outbase.'.png'
# Columns 2.. are the solvers, named in the header row.
columns = 6
plot for [k=2:columns] data using k:xtic(1) title columnheader(k)
set terminal svg size 1000,600 dynamic font "sans,11"
set output outbase.'.svg'
replot
unset output
