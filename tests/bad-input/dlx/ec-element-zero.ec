p ec 3
s 0 1
