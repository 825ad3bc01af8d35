"""The exceptions of the dlx package: one base class, dlx.Error, and the
cases a caller may want to catch on their own."""


class Error(Exception):
    """A call into libdlx or libsudoku failed. `code` is the library's
    negative error code when there is one (None otherwise)."""

    def __init__(self, message, code=None):
        super().__init__(message)
        self.message = message
        self.code = code


class ParseError(Error, ValueError):
    """The text is not a valid problem or puzzle. `line` and `column` are
    1-based (0 when the whole line, or no line, is meant); `source` names the
    file, or is None for text given directly. str() reads
    "SOURCE:LINE:COLUMN: message", as the commands print it."""

    def __init__(self, message, line=0, column=0, source=None, code=None):
        self.reason = message
        self.line = line
        self.column = column
        self.source = source
        where = [] if source is None else [str(source)]
        if line:
            where.append(str(line))
            if column:
                where.append(str(column))
        text = ":".join(where) + ": " + message if where else message
        super().__init__(text, code)


class NoSolutionError(Error):
    """A puzzle (or pencil-mark grid) has no solution."""


class MultipleSolutionsError(Error):
    """A puzzle has more than one solution where one was required."""


class UnsupportedError(Error):
    """The request needs something the loaded library does not offer."""
