p ec x3
