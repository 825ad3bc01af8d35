p ec 3
s 2 1 2
