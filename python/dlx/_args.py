"""Checking the arguments of the package's public functions: a wrong type
raises TypeError, a wrong value ValueError, before anything reaches C
(ctypes would otherwise wrap an int past 32 or 64 bits, or fail with its
own ctypes.ArgumentError). Both are dlx.Error too, as the package promises
for every error it raises."""
from ._errors import Error

UINT64_MAX = (1 << 64) - 1  # C's uint64_t: limits and seeds
INT_MAX = (1 << 31) - 1     # C's int: counts


class ArgumentTypeError(Error, TypeError):
    """An argument of the wrong type."""


class ArgumentValueError(Error, ValueError):
    """An argument of the right type with a value outside what it may be."""


def _type_name(value):
    return type(value).__name__


def whole(value, what, low=None, high=None, none=False):
    """`value` as an int (bool is not one) from `low` to `high` (None: no
    bound); None passes when `none` is true."""
    if value is None and none:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentTypeError("%s must be an int%s, not %s"
                                % (what, " or None" if none else "", _type_name(value)))
    if (low is not None and value < low) or (high is not None and value > high):
        if high is None:
            span = ">= %d" % low
        elif low is None:
            span = "<= %d" % high
        else:
            span = "from %d to %d" % (low, high)
        raise ArgumentValueError("%s must be %s, got %r" % (what, span, value))
    return value


def flag(value, what):
    """`value` as a bool (an int 0 or 1 too, as C's would be)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise ArgumentTypeError("%s must be True or False, not %r" % (what, value))


def text(value, what, none=False):
    """`value` as a str; None passes when `none` is true."""
    if value is None and none:
        return None
    if not isinstance(value, str):
        raise ArgumentTypeError("%s must be a str%s, not %s"
                                % (what, " or None" if none else "", _type_name(value)))
    return value


def items(value, what, letters=False):
    """`value`, an iterable, as a list; a str only with `letters` (its
    letters the items), else it is refused for the one name it looks like."""
    if isinstance(value, (str, bytes)) and not letters:
        raise ArgumentTypeError("%s is a list, not the %s %r" % (what, _type_name(value), value))
    try:
        return list(value)
    except TypeError:
        raise ArgumentTypeError("%s is a list, not %s" % (what, _type_name(value))) from None
