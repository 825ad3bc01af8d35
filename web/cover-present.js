/*
 * cover-present.js - the playground in front of a lecture hall: in
 * presentation mode the matrix, the node table, the tree (or the lists of
 * link mode) and the board share the screen with no scrolling, in type of
 * at least 2.25% of the window's height (24 px at 1080p, 16 px at 720p).
 *
 * A part that would not fit at that size shows less, never smaller type:
 * the matrix keeps the option tried and the rows and columns that the step
 * touched or that are live (the partial solution last), the node table
 * the nodes around the step's changes, and a deep tree becomes the path to
 * the current node with each level's siblings counted. Each part notes what
 * it leaves out. The legend draws its samples with the page's own classes,
 * so it cannot drift from the colours used.
 */
'use strict';

const TYPE_FLOOR = 0.0225; /* of the window's height: 24 px at 1080p */
const TYPE_CEILING = 56;   /* px: a tiny matrix is not blown up past this */
const PATH_TREE_NODES = 300; /* a tree larger than this is shown as the current path */

function presenting() {
  return document.body.classList.contains('presenting');
}

function typeFloor() {
  return Math.max(16, Math.ceil(TYPE_FLOOR * window.innerHeight));
}

/* Whether `inner` overflows `box` (the part's content area). */
function overflows(inner, box) {
  return inner.scrollHeight > box.clientHeight + 1 || inner.scrollWidth > box.clientWidth + 1;
}

/* ---- the matrix: live and touched rows and columns ---- */

/*
 * The options worth showing at this moment, most important first: the
 * option tried, what the step changed, then what is still live; then the
 * partial solution, deepest first. A deep search's partial solution would
 * otherwise fill the room and leave out the live part, which is what the
 * search works on; the board and the list show the partial solution.
 */
function optionPriorities(view, before, partial, trying) {
  const count = view.hidden.length, order = [], seen = new Set(), chosen = new Set(partial);
  const add = (k) => { if (k >= 0 && k < count && !seen.has(k)) { seen.add(k); order.push(k); } };
  add(trying);
  for (let k = 0; k < count; k++) if (before && before.hidden[k] !== view.hidden[k]) add(k);
  for (let k = 0; k < count; k++) if (view.hidden[k] !== '1' && !chosen.has(k)) add(k);
  partial.slice().reverse().forEach(add);
  return order;
}

/*
 * The options a presentation builds its matrix of, for a problem larger
 * than the matrix's sample: as many of the most important as rows could fit.
 */
function presentedOptions(container, view, before, partial, trying, solution) {
  const room = Math.ceil(container.clientHeight / typeFloor());
  const order = solution ? solution.slice() : optionPriorities(view, before, partial, trying);
  return order.slice(0, room).sort((a, b) => a - b);
}

/* The matrix's rows (their places in it) and columns worth showing, most important first. */
function matrixPriorities(matrix, view, before, partial, trying) {
  const at = new Map(matrix.options.map((k, j) => [k, j]));
  const rows = optionPriorities(view, before, partial, trying).filter((k) => at.has(k)).map((k) => at.get(k));
  const columns = [], added = new Set();
  const addColumn = (x) => { if (x < matrix.columns && !added.has(x)) { added.add(x); columns.push(x); } };
  const itemsOf = (k) => matrix.problem.options[k] || [];
  itemsOf(trying).forEach(addColumn);
  for (let x = 0; x < matrix.columns; x++) if (before && before.covered[x] !== view.covered[x]) addColumn(x);
  for (let x = 0; x < matrix.columns; x++) if (view.covered[x] !== '1') addColumn(x);
  partial.slice().reverse().forEach((k) => itemsOf(k).forEach(addColumn));
  return {rows, columns};
}

/* Shows the first `count` rows of the priorities, in matrix order. */
function showRows(matrix, priorities, count) {
  const rows = new Set(priorities.rows.slice(0, count));
  matrix.trs.forEach((tr, k) => { tr.style.display = rows.has(k) ? '' : 'none'; });
}

/* Shows the first `count` columns of the priorities, in matrix order (collapsed <col>s: one style a column). */
function showColumns(matrix, priorities, count) {
  const columns = new Set(priorities.columns.slice(0, count));
  matrix.cols.forEach((col, x) => { col.style.visibility = columns.has(x) ? '' : 'collapse'; });
}

/*
 * The largest count from 1 to `most` for which `fits` holds once `apply`d
 * (fewer rows or columns never fit worse), by halving: a large matrix is
 * laid out a dozen times a step, not once per row.
 */
function largestFitting(most, apply, fits) {
  let low = 1, high = most;
  apply(most);
  if (fits()) return most;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    apply(middle);
    if (fits()) low = middle;
    else high = middle - 1;
  }
  apply(low);
  return low;
}

/*
 * Fits the matrix to its panel in presentation mode: at the type floor it
 * keeps the most important rows and columns that fit, then grows the type
 * while the table still fits. Returns the note of what is left out.
 */
function presentMatrix(container, matrix, view, before, partial, trying, solution) {
  const floor = typeFloor();
  const at = new Map(matrix.options.map((k, j) => [k, j]));
  const priorities = solution ? {rows: [...solution.filter((k) => at.has(k)).map((k) => at.get(k)), ...matrix.trs.keys()],
    columns: [...Array(matrix.columns).keys()]} : matrixPriorities(matrix, view, before, partial, trying);
  priorities.rows = [...new Set(priorities.rows)].filter((k) => k < matrix.rows);
  matrix.table.style.fontSize = `${floor}px`;
  /* no row is shorter than a line, no column narrower than 1.3 em: more could never fit */
  const rowRoom = Math.ceil(container.clientHeight / floor), columnRoom = Math.ceil(container.clientWidth / floor);
  showColumns(matrix, priorities, Math.min(priorities.columns.length, columnRoom));
  const rowCount = largestFitting(Math.min(priorities.rows.length, rowRoom), (n) => showRows(matrix, priorities, n),
    () => container.scrollHeight <= container.clientHeight + 1);
  const columnCount = largestFitting(Math.min(priorities.columns.length, columnRoom),
    (n) => showColumns(matrix, priorities, n), () => container.scrollWidth <= container.clientWidth + 1);
  let size = floor;
  while (size < TYPE_CEILING && !overflows(container, container)) {
    matrix.table.style.fontSize = `${size + 2}px`;
    if (overflows(container, container)) break;
    size += 2;
  }
  matrix.table.style.fontSize = `${size}px`;
  const rowsLeft = matrix.problem.option_count - rowCount, columnsLeft = matrix.problem.items.length - columnCount;
  return rowsLeft || columnsLeft ? `${rowsLeft} option${rowsLeft === 1 ? '' : 's'} and ${columnsLeft} ` +
    `item${columnsLeft === 1 ? '' : 's'} not shown (covered, hidden, or no room)` : '';
}

/* Back to every row and column, for the page out of presentation mode. */
function showWholeMatrix(matrix) {
  const all = {rows: [...matrix.trs.keys()], columns: [...Array(matrix.columns).keys()]};
  showRows(matrix, all, matrix.rows);
  showColumns(matrix, all, matrix.columns);
}

/* ---- the node table: as many nodes as fit ---- */

/*
 * Draws the node table in presentation mode at the type floor: fewer
 * columns a block, then fewer nodes around the step's changes, until it fits.
 */
function presentNodeTable(container, table, problem, marks) {
  container.style.fontSize = `${typeFloor()}px`;
  const layout = {columns: 16, window: TABLE_WINDOW, itemWindow: 16, marks};
  drawNodeTable(container, table, problem, layout);
  while (layout.columns > 6 && container.scrollWidth > container.clientWidth + 1) {
    layout.columns -= 2;
    layout.itemWindow = layout.columns; /* the items take one block: the nodes are the dance */
    drawNodeTable(container, table, problem, layout);
  }
  while (layout.window > layout.columns && container.scrollHeight > container.clientHeight + 1) {
    layout.window = Math.max(layout.columns, layout.window - layout.columns); /* down to one full block */
    drawNodeTable(container, table, problem, layout);
  }
}

/* ---- the tree: the path to the current node, when the tree is large ---- */

/*
 * Each level of the current path: the item chosen, its options, which of
 * them is tried, and the search nodes and solutions under the options
 * already tried there (`done`, `solved`), each finished subtree folded into
 * its count (`sizes`: one a finished option). `tally` is the trace's nodes and
 * solutions after each step, so a subtree is the difference between the
 * counts at the tries that open and close it.
 */
function pathLevels(events, step, tally) {
  const levels = [];
  for (let k = 0; k < step; k++) {
    const type = events[5 * k], level = events[5 * k + 1];
    if (type === EVENT.CHOOSE) {
      levels.length = level;
      levels[level] = {item: events[5 * k + 2], options: events[5 * k + 4], tried: 0, sizes: [],
        opened: tally.nodes[k + 1], solvedAt: tally.solutions[k + 1], done: 0, solved: 0};
    } else if (type === EVENT.TRY && levels[level]) {
      const l = levels[level];
      if (l.tried) l.sizes.push(tally.nodes[k] - l.opened - l.done);
      l.done = tally.nodes[k] - l.opened;
      l.solved = tally.solutions[k] - l.solvedAt;
      l.tried = events[5 * k + 4] + 1;
    } else if (type === EVENT.SOLUTION) {
      levels.length = level;
    }
  }
  return levels;
}

/* "level 2: item c, option 3 of 5 (2 done: 14 nodes, 1 solution)", its options as boxes. */
function drawPath(container, events, step, items, tally) {
  const levels = pathLevels(events, step, tally);
  const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
  const rows = levels.map((l, level) => {
    const row = el('li', {'data-level': level, 'data-done': l.done, 'data-solved': l.solved});
    const folded = l.tried > 1 ? ` (${l.tried - 1} done: ${plural(l.done, 'node')}, ${plural(l.solved, 'solution')})` : '';
    row.appendChild(el('span', {class: 'path-text'},
      `level ${level}: ${items[l.item]}, ${l.tried ? `option ${l.tried} of ${l.options}` : plural(l.options, 'option')}${folded}`));
    const boxes = row.appendChild(el('span', {class: 'siblings'}));
    for (let k = 1; k <= Math.min(l.options, 40); k++) {
      const box = boxes.appendChild(el('i', {class: k < l.tried ? 'done' : k === l.tried ? 'now' : ''}));
      if (k < l.tried) box.title = plural(l.sizes[k - 1], 'node');
    }
    return row;
  });
  const list = el('ol', {class: 'tree-path', start: 0}, undefined);
  list.replaceChildren(...rows);
  const nodes = tally.nodes[step];
  container.replaceChildren(el('p', {class: 'note'}, `${nodes.toLocaleString('en')} nodes so far: the path to the ` +
    'current one; the options tried at each level folded, with the nodes and solutions under them'), list);
  /* the deepest levels matter most: drop the shallowest that do not fit */
  while (list.children.length > 1 && container.scrollHeight > container.clientHeight + 1)
    list.removeChild(list.firstChild);
  list.start = levels.length - list.children.length;
}

/* ---- the legend ---- */

/* Each colour the page uses, drawn with the class that gives it. */
const LEGEND = {
  matrix: {one: 'an item of an option', secondary: 'secondary item', covered: 'covered item',
    hidden: 'option hidden by a cover',
    chosen: 'option of the partial solution', trying: 'option being tried',
    solution: 'option of the solution shown', other: 'option not in that solution',
    fold: 'rows or columns folded (a large problem)'},
  nodes: {changed: 'link the step changed', pair: 'the two nodes whose links change', gone: 'node out of its list'},
  tree: {path: 'current path', solution: 'solution', dead: 'dead end', folded: 'finished subtree, folded'},
  path: {done: 'option tried', now: 'option being tried'},
  lists: {link: 'a link in the list', moving: 'node leaving or rejoining', pair: 'its neighbours',
    out: 'node out of the list'},
};

function legendSample(kind, name) {
  if (kind === 'tree' || kind === 'lists') {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', kind);
    svg.setAttribute('viewBox', '-6 -6 12 12');
    svg.innerHTML = name === 'folded' ? '<rect x="-6" y="-4" width="12" height="8" class="folded"/>'
      : kind === 'tree' ? `<circle r="5" class="${name}"/>`
      : name === 'link' ? '<line class="link" x1="-6" y1="0" x2="6" y2="0"/>'
        : `<rect x="-5" y="-5" width="10" height="10" class="${name}"/>`;
    return svg;
  }
  if (kind === 'path') {
    const sample = el('span', {class: 'tree-path'});
    sample.appendChild(el('span', {class: 'siblings'})).appendChild(el('i', {class: name}));
    return sample;
  }
  const table = el('table', {class: kind === 'matrix' ? 'matrix' : 'nodes'});
  const tr = table.appendChild(el('tr'));
  if (name === 'covered') {
    const colgroup = el('colgroup');
    colgroup.appendChild(el('col', {class: 'covered'}));
    table.prepend(colgroup);
    tr.appendChild(el('td', {}, ' '));
  } else if (name === 'secondary') {
    tr.appendChild(el('th', {class: name}, 'x'));
  } else if (name === 'fold') {
    tr.className = name;
    tr.appendChild(el('td', {}, '…'));
  } else if (kind === 'matrix') {
    if (name !== 'one') tr.className = name;
    tr.appendChild(el('td', {class: 'one'}, '1'));
  } else if (name === 'pair') {
    tr.appendChild(el('th', {class: name}, '4'));
  } else {
    tr.appendChild(el('td', {class: name}, '21'));
  }
  return table;
}

function buildLegend(container) {
  const entries = Object.entries(LEGEND).flatMap(([kind, names]) =>
    Object.entries(names).map(([name, text]) => [kind, name, text]));
  container.replaceChildren(...entries.map(([kind, name, text]) => {
    const li = el('li', {'data-class': name, 'data-kind': kind});
    li.append(legendSample(kind, name), el('span', {}, text));
    return li;
  }));
}

/* ---- full screen ---- */

function toggleFullScreen() {
  if (document.fullscreenElement) document.exitFullscreen();
  else if (document.documentElement.requestFullscreen)
    document.documentElement.requestFullscreen().catch(() => {}); /* refused without a user's key */
}
