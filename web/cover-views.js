/*
 * cover-views.js - the playground's pictures of one moment of the search:
 * the matrix (covered items, hidden options, the partial solution), the
 * search tree so far, Knuth's node table with the links the step changed,
 * and a board for problems that have one (queens, pentominoes, Sudoku).
 * Everything drawn comes from the module's answers and the engine's trace.
 */
'use strict';

const EVENT = {CHOOSE: 0, TRY: 1, SOLUTION: 2, BACKTRACK: 3, SKIP: 4}; /* enum dlx_event */
const MATRIX_ROWS = 300;   /* a larger problem shows a sample: its first options */
/*
 * and its first items: a cell for every item of a problem of thousands held the page's
 * thread for minutes (3,000 items made 900,000 cells)
 */
const MATRIX_COLUMNS = 100;
const TREE_NODES = 4000;   /* the tree drawing stops there (the search goes on) */
const TABLE_WINDOW = 160;  /* nodes of the node table shown around the step's changes */
const SVG = 'http://www.w3.org/2000/svg';

function el(tag, attributes, text) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/* ---- the matrix ---- */

/*
 * The matrix of `options` (option numbers, ascending; the first MATRIX_ROWS
 * when absent): each row keeps its option's number, so a presentation can
 * build one of the rows that matter at a step of a problem of thousands.
 * Given `columns` (item numbers, ascending) it is the folded matrix of a
 * large problem: those columns alone, and each run of options left out a
 * strip saying how many, as is the rest of the items.
 */
function buildMatrix(container, problem, options, columns) {
  const list = options || [...Array(Math.min(problem.shown, MATRIX_ROWS)).keys()];
  const rows = list.length;
  const items = columns || [...Array(Math.min(problem.items.length, MATRIX_COLUMNS)).keys()];
  const table = el('table', {class: 'matrix'});
  const colgroup = el('colgroup');
  colgroup.appendChild(el('col'));
  const cols = items.map(() => colgroup.appendChild(el('col')));
  table.appendChild(colgroup);
  const head = el('tr');
  head.appendChild(el('th', {}, ''));
  items.forEach((x) => head.appendChild(el('th', x >= problem.primary ? {class: 'secondary'} : {}, problem.items[x])));
  const foldedColumns = columns ? problem.items.length - items.length : 0;
  if (foldedColumns) head.appendChild(el('th', {class: 'fold'}, `${foldedColumns} column${foldedColumns === 1 ? '' : 's'} hidden`));
  table.appendChild(el('thead')).appendChild(head);
  const body = table.appendChild(el('tbody'));
  const strip = (count, where) => {
    if (!columns || count <= 0) return;
    body.appendChild(el('tr', {class: 'fold', 'data-rows': count, 'data-from': where}))
      .appendChild(el('td', {colspan: items.length + 1}, `${count.toLocaleString('en')} row${count === 1 ? '' : 's'} hidden`));
  };
  let next = 0;
  const trs = list.map((k) => {
    strip(k - next, next);
    next = k + 1;
    const tr = el('tr');
    /* numbered from 0 with the item names, as `dlx --matrix` and `dlx --trace` show options */
    tr.appendChild(el('td', {class: 'option-name', 'data-option': k}, `${k}: ${problem.texts[k]}`));
    const members = new Set(problem.options[k]);
    const colors = colorsOf(problem.texts[k]);
    items.forEach((x) => {
      const one = members.has(x);
      tr.appendChild(el('td', one ? {class: 'one'} : {}, one ? (colors[problem.items[x]] || '1') : ''));
    });
    return body.appendChild(tr);
  });
  strip(problem.option_count - next, next);
  container.replaceChildren(table);
  const label = Math.max(0, ...list.map((k) => `${k}: ${problem.texts[k]}`.length));
  const matrix = {table, cols, trs, rows, columns: items.length, items, label, problem, options: list,
    folded: !!columns, members: list.map((k) => problem.options[k])};
  fitMatrix(container, matrix);
  return matrix;
}

/*
 * Sizes the matrix's type to its panel, so a large one stays readable (it
 * scrolls). In presentation mode cover-present.js fits it at each step.
 */
function fitMatrix(container, matrix) {
  if (document.body.classList.contains('presenting')) return;
  const width = container.clientWidth || 800;
  /* an item's column is about 2.3 em wide, a character of the labels 0.6 em (monospace) */
  const ems = matrix.columns * 2.3 + matrix.label * 0.6 + 1;
  const size = Math.min(width / ems, 380 / ((matrix.rows + 1) * 1.6), 18);
  matrix.table.style.fontSize = `${Math.max(size, 11)}px`;
}

/* An option's colours by item name, from its text ("p x:A y" gives {x: 'A'}). */
function colorsOf(text) {
  const colors = {};
  for (const word of text.split(' ')) {
    const at = word.indexOf(':');
    if (at > 0) colors[word.slice(0, at)] = word.slice(at + 1);
  }
  return colors;
}

/*
 * Marks the moment's covered items, hidden options, partial solution and
 * option tried; or, given a solution, its rows alone, so each column shows
 * the one option that covers it.
 */
function updateMatrix(matrix, view, partial, trying, solution) {
  if (solution) {
    const rows = new Set(solution);
    matrix.cols.forEach((col) => { col.className = ''; });
    matrix.trs.forEach((tr, j) => { tr.className = rows.has(matrix.options[j]) ? 'solution' : 'other'; });
    return;
  }
  matrix.cols.forEach((col, j) => { col.className = view.covered[matrix.items[j]] === '1' ? 'covered' : ''; });
  const chosen = new Set(partial);
  matrix.trs.forEach((tr, j) => {
    const k = matrix.options[j];
    let name = view.hidden[k] === '1' ? 'hidden' : '';
    if (chosen.has(k)) name = 'chosen';
    if (k === trying) name += ' trying';
    tr.className = name;
  });
}

/* ---- the search tree ---- */

/*
 * Lays out the tree of the whole trace once: a node for each CHOOSE or
 * SOLUTION event, under the node one level up; x is the number of leaves
 * finished before it, so a first child sits under its parent.
 */
function layoutTree(events, steps) {
  const nodes = [];
  const path = [];
  let leaves = 0;
  for (let k = 0; k < steps && nodes.length < TREE_NODES; k++) {
    const type = events[5 * k], level = events[5 * k + 1], count = events[5 * k + 4];
    if (type !== EVENT.CHOOSE && type !== EVENT.SOLUTION) continue;
    const node = {step: k + 1, level, x: leaves, parent: level > 0 ? path[level - 1] : -1,
      kind: type === EVENT.SOLUTION ? 'solution' : count === 0 ? 'dead' : ''};
    path[level] = nodes.length;
    nodes.push(node);
    if (type === EVENT.SOLUTION || count === 0) leaves++;
  }
  return nodes;
}

function drawTree(container, nodes, step, pathNodes, truncated) {
  /* a small tree is not blown up: at least 24 leaves wide and 8 levels deep (6 and 4 when presenting) */
  const presenting = document.body.classList.contains('presenting');
  let shown = 0, width = presenting ? 6 : 24, depth = presenting ? 4 : 8;
  while (shown < nodes.length && nodes[shown].step <= step) {
    width = Math.max(width, nodes[shown].x + 1);
    depth = Math.max(depth, nodes[shown].level + 1);
    shown++;
  }
  /* levels spread to the drawing's height, so a wide tree is not a flat line */
  const dx = 12, aspect = container.clientWidth ? 0.8 * container.clientHeight / container.clientWidth : 0.8;
  const dy = Math.max(24, (width * dx * Math.max(aspect, 0.5)) / depth);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'tree');
  const margin = Math.max(10, dx * width / 100);
  svg.setAttribute('viewBox', `${-margin} ${-margin} ${width * dx + 2 * margin} ${depth * dy + 2 * margin}`);
  svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
  const onPath = new Set(pathNodes);
  let lines = '', dots = '';
  for (let k = 0; k < shown; k++) {
    const n = nodes[k];
    if (n.parent >= 0) {
      const p = nodes[n.parent];
      lines += `<line x1="${p.x * dx}" y1="${p.level * dy}" x2="${n.x * dx}" y2="${n.level * dy}"/>`;
    }
    const kind = onPath.has(k) ? 'path' : n.kind;
    const r = Math.max(3.5, dx * width / 300) * (kind === 'path' ? 1.3 : 1);
    dots += `<circle cx="${n.x * dx}" cy="${n.level * dy}" r="${r}" class="${kind}"/>`;
  }
  svg.innerHTML = lines + dots;
  container.replaceChildren(svg);
  if (truncated && shown === nodes.length)
    container.appendChild(el('p', {class: 'note'}, `The drawing stops at ${TREE_NODES} nodes; the search goes on.`));
}

/* ---- Knuth's node table ---- */

const FIELD_NAMES = ['LLINK', 'RLINK', 'ULINK', 'DLINK', 'TOP', 'COLOR', 'BOUND'];

/*
 * `layout` (optional): columns a block (16), nodes and items shown (window,
 * itemWindow: TABLE_WINDOW each), and
 * marks: the fields to mark as changed ([field, index] each; the step's own
 * when absent) and pair, the items and nodes whose links a link step changes.
 */
function drawNodeTable(container, table, problem, layout) {
  if (!table) {
    container.replaceChildren(el('p', {class: 'note'},
      'The node table did not come: the module ran out of memory.'));
    return;
  }
  const {columns = 16, window: shown = TABLE_WINDOW, itemWindow = TABLE_WINDOW, marks = null} = layout || {};
  const fields = marks ? marks.changed : table.changed;
  const changed = new Set(fields.map(([field, index]) => FIELD_NAMES[field] + index));
  const pair = marks ? marks.pair : {items: new Set(), nodes: new Set()};
  const blocks = [];
  const items = table.items.length;
  const names = ['(root)'].concat(problem.items, ['(secondary head)']);
  const itemField = (field) => field < 2 || field === FIELD_NAMES.indexOf('BOUND');
  const [first, last] = tableWindow(items, fields.filter(([field]) => itemField(field)).map(([, index]) => index), itemWindow);
  const itemFields = [
    ['NAME', (i) => i <= problem.items.length ? names[i] : names[names.length - 1]],
    ['LLINK', (i) => table.items[i][0], 'LLINK'],
    ['RLINK', (i) => table.items[i][1], 'RLINK'],
  ];
  /* Algorithm M's fields, as DLX3 keeps them: primary items only */
  const primary = (i) => i >= 1 && i <= problem.primary;
  if (table.bounds)
    itemFields.push(['BOUND', (i) => (primary(i) ? table.items[i][2] : ''), 'BOUND'],
      ['SLACK', (i) => (primary(i) ? table.items[i][3] : '')]);
  blocks.push(tableBlock({name: 'i', from: first, to: last, columns, pair: pair.items}, itemFields, changed, () => false));
  const n = table.nodes.length;
  const [from, to] = tableWindow(n, fields.filter(([field]) => !itemField(field)).map(([, index]) => index), shown);
  const headers = problem.items.length;
  const gone = (q) => q > headers && table.nodes[q][0] > 0 && table.nodes[table.nodes[q][1]][2] !== q;
  const nodeFields = [
    ['LEN/TOP', (q) => table.nodes[q][0], 'TOP'],
    ['ULINK', (q) => table.nodes[q][1], 'ULINK'],
    ['DLINK', (q) => table.nodes[q][2], 'DLINK'],
  ];
  /*
   * DLX2's colours: the table holds numbers, 1 for the first colour named, 0 none, -1 marked
   * by a purify; a colour is shown by its name, which the input used
   */
  const colorNames = problem.color_names || [];
  const colorText = (c) => (c > 0 && colorNames[c - 1] !== undefined ? colorNames[c - 1] : String(c));
  if (table.colors) nodeFields.push(['COLOR', (q) => colorText(table.nodes[q][3]), 'COLOR']);
  blocks.push(tableBlock({name: 'x', from, to, columns, pair: pair.nodes}, nodeFields, changed, gone));
  const notes = [];
  if (items > last - first) notes.push(`items ${first}..${last - 1} of ${items}`);
  if (table.node_count > to - from || from > 0) notes.push(`nodes ${from}..${to - 1} of ${table.node_count}`);
  const note = notes.length ? `${notes.join(', ')} (around the links this step changed)` : '';
  const bounds = problem.bounds ? ' Item bounds: DLX3\'s BOUND (the options an item may still take, one less ' +
    'from the step that chooses it) and SLACK (upper less lower bound), with the covers Algorithm M makes once an ' +
    'item reaches its bound; the tweaks that hide each option tried before that are not shown (the matrix shows ' +
    'those options hidden).' : '';
  container.replaceChildren(...blocks.flat(), el('p', {class: 'note'},
    `${note}${note ? '; ' : ''}changed fields are marked; grey nodes are out of their lists, their own links kept for the way back.${bounds}`));
}

/*
 * The `shown` entries of `count` (TABLE_WINDOW, or fewer when presenting): all of a small table, else those from a little
 * before the first index changed. A problem of 100,000 items drew them all at every step,
 * which held the page for half a minute.
 */
function tableWindow(count, touched, shown) {
  if (count <= shown) return [0, count];
  const centre = touched.length ? touched.reduce((a, b) => Math.min(a, b)) : 0; /* no spread: lists can be long */
  const from = Math.max(0, Math.min(centre - Math.min(16, shown >> 2), count - shown));
  return [from, from + shown];
}

/* Rows of `block.columns` columns: an index row, then one row per field. */
function tableBlock(block, fields, changed, gone) {
  const tables = [];
  const {name: indexName, from, to, columns} = block;
  for (let start = from; start < to; start += columns) {
    const end = Math.min(start + columns, to);
    const t = el('table', {class: 'nodes'});
    const index = el('tr');
    index.appendChild(el('th', {}, indexName));
    for (let q = start; q < end; q++) index.appendChild(el('th', block.pair.has(q) ? {class: 'pair'} : {}, String(q)));
    t.appendChild(index);
    for (const [label, value, field] of fields) {
      const tr = el('tr');
      tr.appendChild(el('th', {}, label));
      for (let q = start; q < end; q++) {
        const classes = [];
        if (field && changed.has(field + q)) classes.push('changed');
        if (gone(q)) classes.push('gone');
        tr.appendChild(el('td', classes.length ? {class: classes.join(' ')} : {}, String(value(q))));
      }
      t.appendChild(tr);
    }
    tables.push(t);
  }
  return tables;
}

/* ---- boards ---- */

/* Finds a board for the problem from its item names, or null. */
function detectBoard(problem) {
  const names = problem.items;
  const index = new Map(names.map((name, x) => [name, x]));
  const queens = names.filter((n) => /^r\d+$/.test(n)).length;
  if (queens > 0 && names.filter((n) => /^c\d+$/.test(n)).length === queens)
    return {kind: 'queens', size: queens, index};
  const cells = names.filter((n) => /^r\d+c\d+$/.test(n));
  if (cells.length && names.some((n) => /^[A-Z]$/.test(n))) {
    let rows = 0, cols = 0;
    for (const name of cells) {
      const [, r, c] = /^r(\d+)c(\d+)$/.exec(name).map(Number);
      rows = Math.max(rows, r);
      cols = Math.max(cols, c);
    }
    return {kind: 'pentomino', rows, cols, index};
  }
  const sudokuCells = names.filter((n) => /^p\d\d$/.test(n)).length;
  const size = Math.round(Math.sqrt(sudokuCells));
  if (size >= 2 && size <= 9 && size * size === sudokuCells && names.includes('r1d1')) {
    const perCell = new Map();
    problem.options.forEach((option) => option.forEach((x) => {
      if (/^p\d\d$/.test(names[x])) perCell.set(x, (perCell.get(x) || 0) + 1);
    }));
    return {kind: 'sudoku', size, index, givenCells: new Set([...perCell].filter(([, c]) => c === 1).map(([x]) => x))};
  }
  return null;
}

const PIECE_COLORS = {F: '#e57373', I: '#64b5f6', L: '#81c784', N: '#ffb74d', P: '#ba68c8', T: '#4db6ac',
  U: '#f06292', V: '#aed581', W: '#ffd54f', X: '#90a4ae', Y: '#7986cb', Z: '#a1887f'};

/* Draws the board with the options given placed; `last` marks the option just tried. */
function drawBoard(container, board, problem, options, last) {
  const svg = document.createElementNS(SVG, 'svg');
  const unit = 40;
  let body = '';
  const optionItems = (k) => (problem.options[k] || []).map((x) => problem.items[x]);
  if (board.kind === 'queens' || board.kind === 'sudoku') {
    const n = board.size;
    svg.setAttribute('viewBox', `0 0 ${n * unit} ${n * unit}`);
    const box = board.kind === 'sudoku' ? (n === 4 ? 2 : n === 9 ? 3 : 0) : 0;
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        const fill = board.kind === 'queens' ? ((r + c) % 2 ? '#b58863' : '#f0d9b5') : '#fff';
        body += `<rect x="${c * unit}" y="${r * unit}" width="${unit}" height="${unit}" fill="${fill}" stroke="#999" stroke-width="0.5"/>`;
      }
    if (box)
      for (let k = 0; k <= n; k += box)
        body += `<line x1="0" y1="${k * unit}" x2="${n * unit}" y2="${k * unit}" stroke="#222" stroke-width="2"/>` +
          `<line x1="${k * unit}" y1="0" x2="${k * unit}" y2="${n * unit}" stroke="#222" stroke-width="2"/>`;
    if (board.kind === 'sudoku') body += sudokuDigits(board, problem, options, last, unit);
    else for (const k of options) {
      const items = optionItems(k);
      const r = Number((items.find((n2) => /^r\d+$/.test(n2)) || 'r0').slice(1)) - 1;
      const c = Number((items.find((n2) => /^c\d+$/.test(n2)) || 'c0').slice(1)) - 1;
      body += `<circle cx="${c * unit + unit / 2}" cy="${r * unit + unit / 2}" r="${unit * 0.33}" ` +
        `fill="${k === last ? '#e08a00' : '#1d2430'}"/>`;
    }
  } else {
    svg.setAttribute('viewBox', `0 0 ${board.rows * unit} ${board.cols * unit}`);
    for (let r = 0; r < board.rows; r++)
      for (let c = 0; c < board.cols; c++)
        body += `<rect x="${r * unit}" y="${c * unit}" width="${unit}" height="${unit}" fill="#fff" stroke="#ccc"/>`;
    for (const k of options) {
      const items = optionItems(k);
      const piece = items.find((n2) => /^[A-Z]$/.test(n2));
      for (const name of items) {
        const m = /^r(\d+)c(\d+)$/.exec(name);
        if (!m) continue;
        /* drawn across the screen: row r of the box is column r on the screen */
        body += `<rect x="${(Number(m[1]) - 1) * unit}" y="${(Number(m[2]) - 1) * unit}" width="${unit}" ` +
          `height="${unit}" fill="${PIECE_COLORS[piece] || '#888'}" stroke="${k === last ? '#000' : '#fff'}" ` +
          `stroke-width="${k === last ? 3 : 1}"/>`;
      }
      const first = items.find((n2) => /^r\d+c\d+$/.test(n2));
      if (first) {
        const m = /^r(\d+)c(\d+)$/.exec(first);
        body += `<text x="${(Number(m[1]) - 0.5) * unit}" y="${(Number(m[2]) - 0.5) * unit + 6}" ` +
          `text-anchor="middle" font-size="18" font-weight="700">${piece || ''}</text>`;
      }
    }
  }
  svg.innerHTML = body;
  container.replaceChildren(svg);
}

function sudokuDigits(board, problem, options, last, unit) {
  let body = '';
  const place = (k, given) => {
    const items = (problem.options[k] || []).map((x) => problem.items[x]);
    const cell = items.find((n) => /^p\d\d$/.test(n));
    const digit = items.find((n) => /^r\dd\d$/.test(n));
    if (!cell || !digit) return;
    const r = Number(cell[1]) - 1, c = Number(cell[2]) - 1;
    const color = given ? '#1d2430' : k === last ? '#e08a00' : '#2457c5';
    body += `<text x="${c * unit + unit / 2}" y="${r * unit + unit * 0.7}" text-anchor="middle" ` +
      `font-size="${unit * 0.6}" font-weight="${given ? 700 : 400}" fill="${color}">${digit.slice(3)}</text>`;
  };
  /* a given is the only option of its cell; the search places it like any other */
  for (const k of options) {
    const cell = (problem.options[k] || []).find((x) => board.givenCells.has(x));
    place(k, cell !== undefined);
  }
  return body;
}
