# check_dlx_solutions.awk - validates solutions as `dlx --print` writes them.
# Usage: awk -f check_dlx_solutions.awk PROBLEM.dlx SOLUTIONS
# Reads the problem's primary items, then solutions as --print writes them (options
# one a line, a blank line after each); prints "bad" for a solution that does not
# cover every primary item exactly once, then the numbers of distinct and of all solutions.
# Prints "ok DISTINCT ALL" or "bad N DISTINCT ALL" (N solutions broke the rule).
FNR == NR { if ($0 !~ /^\|/ && !seen++) { for (i = 1; i <= NF && $i != "|"; i++) primary[$i] = 1 } next }
/^$/ { for (p in primary) if (used[p] != 1) bad++
       n = split(block, lines, "\n")
       for (i = 2; i <= n; i++) for (j = i; j > 1 && lines[j - 1] > lines[j]; j--) {
               t = lines[j]; lines[j] = lines[j - 1]; lines[j - 1] = t }
       key = ""; for (i = 1; i <= n; i++) key = key lines[i] ";"
       distinct[key] = 1; total++; delete used; block = ""; next }
{ block = block (block == "" ? "" : "\n") $0
  for (i = 1; i <= NF; i++) { sub(/:.*/, "", $i); if ($i in primary) used[$i]++ } }
END { c = 0; for (k in distinct) c++; print (bad ? "bad " bad : "ok") " " c " " total + 0 }
