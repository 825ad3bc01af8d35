p ec 3
| a comment of Knuth's format
s 1 2 3
