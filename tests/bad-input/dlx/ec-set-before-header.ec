c n = 3
s 1 2
p ec 3
