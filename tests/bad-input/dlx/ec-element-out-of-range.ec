p ec 3
s 1 4
