c comment only

c and no header
