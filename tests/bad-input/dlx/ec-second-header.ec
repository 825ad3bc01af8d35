p ec 3
s 1
p ec 3
s 2 3
