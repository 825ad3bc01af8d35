c n = 6, m = 15
p ec 6
s 1 2
s 1 3
s 1 4
s 1 5
s 1 6
s 2 3
s 2 4
s 2 5
s 2 6
s 3 4
s 3 5
s 3 6
s 4 5
s 4 6
s 5 6
