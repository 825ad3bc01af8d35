p ec 3 7
