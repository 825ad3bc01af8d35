"""The logical solver's steps as dicts, with the fields and values of
`sudoku explain -f json` (and `sudoku hint -f json`)."""
import ctypes

from . import _sudoku_native as native


def tenths(value):
    """A rating in tenths as the number the JSON output prints (42 -> 4.2)."""
    return value // 10 + (value % 10) / 10


def _candidates(array, count):
    return [{"cell": "r%dc%d" % (k // 81 + 1, k // 9 % 9 + 1), "digit": k % 9 + 1}
            for k in array[:count]]


def _cell(cell):
    return "r%dc%d" % (cell // 9 + 1, cell % 9 + 1)


def _node(node):
    """{"cell": "r6c1", "digit": 6}, or {"cells": [...], "digit": 3} for a group."""
    if node.cell_count <= 1:
        return {"cell": _cell(node.cells[0]), "digit": node.digit}
    return {"cells": [_cell(c) for c in node.cells[:node.cell_count]], "digit": node.digit}


def _chain(step, k):
    """Chain k of the step as `explain -f json` gives it: depth, nodes, links, cut, text."""
    lib = native.lib()
    size = lib.sudoku_chain_format(ctypes.byref(step), k, None, 0) + 1
    text = ctypes.create_string_buffer(size)
    lib.sudoku_chain_format(ctypes.byref(step), k, text, size)
    chain = step.chains[k]
    first, count = chain.first, chain.node_count
    return {"depth": chain.depth, "nodes": [_node(n) for n in step.nodes[first:first + count]],
            "links": ["strong" if link == native.LINK_STRONG else "weak"
                      for link in step.links[first:first + max(count - 1, 0)]],
            "cut": bool(chain.cut), "text": text.value.decode()}


def step_dict(step):
    lib = native.lib()
    size = 16384  # 729 eliminations of 8 bytes each fit
    text = ctypes.create_string_buffer(size)
    lib.sudoku_step_format_named(ctypes.byref(step), 3, native.NAMES_HODOKU, text, size)
    fields = {
        "technique": native.name("sudoku_logic_technique_name", step.technique),
        "difficulty": tenths(step.difficulty),
        "placements": _candidates(step.placements, step.placement_count),
        "eliminations": _candidates(step.eliminations, step.elimination_count),
        "causes": _candidates(step.causes, step.cause_count),
        "text": text.value.decode(),
        "name": lib.sudoku_step_hodoku_name(ctypes.byref(step)).decode(),
    }
    if step.chain_count:
        fields["chains"] = [_chain(step, k) for k in range(step.chain_count)]
    return fields


def hint_texts(step):
    """The step as hints of levels 1, 2 and 3 (sudoku_step_format_named, in
    HoDoKu's words as the commands write them)."""
    size = 16384
    texts = []
    for level in (1, 2, 3):
        text = ctypes.create_string_buffer(size)
        native.lib().sudoku_step_format_named(ctypes.byref(step), level, native.NAMES_HODOKU,
                                              text, size)
        texts.append(text.value.decode())
    return texts


def rate_steps(grid, flags, on_step=None, pencil=None):
    """sudoku_logic_rate (or, given `pencil`, sudoku_logic_rate_pencil from
    those marks): the SeRating and its return code; on_step(step) sees each
    step."""
    rating = native.SeRating()
    callback, errors = native.STEP_FN(), []
    if on_step is not None:
        def callback_body(user, before, step):
            try:
                on_step(step.contents)
                return 0
            except BaseException as error:  # raised again below; the run stops
                errors.append(error)
                return 1
        callback = native.STEP_FN(callback_body)
    if pencil is not None:
        code = native.lib().sudoku_logic_rate_pencil(ctypes.byref(pencil), flags, callback, None,
                                                     ctypes.byref(rating))
    else:
        code = native.lib().sudoku_logic_rate(ctypes.byref(grid), flags, callback, None,
                                              ctypes.byref(rating))
    if errors:
        raise errors[0]
    return rating, code
