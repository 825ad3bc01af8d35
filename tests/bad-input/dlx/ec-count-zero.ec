c empty universe
p ec 0
