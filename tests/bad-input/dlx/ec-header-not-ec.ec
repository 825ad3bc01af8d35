p cnf 3 2
