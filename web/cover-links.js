/*
 * cover-links.js - link mode (L): the dance one link step at a time. A
 * step of the search covers and uncovers items; the module's replay of it
 * on Knuth's node table (web_cover_view's moves, web/node_table.h) splits
 * each cover into its link steps, a node out of its item's list
 * (DLINK(ULINK(q)) <- DLINK(q), ULINK(DLINK(q)) <- ULINK(q)) or the item out
 * of the list of items (RLINK(LLINK(i)) <- RLINK(i), LLINK(RLINK(i)) <-
 * LLINK(i)), and each uncover into the same put back. Nothing of the dance
 * is worked out here: the table before the step is the module's, and each
 * link step applies the values the module wrote.
 *
 * #ec-link carries the link step shown: data-step (the search's step),
 * data-move and data-moves (which of its link steps), data-change (cover or
 * uncover, or bound for Algorithm M's BOUND of an item lowered or raised,
 * with the value written in data-bound), data-item (the item's name),
 * data-option (the option holding the node, from 0; empty for the list of
 * items), data-node and data-pair (the two nodes or items whose links change).
 */
'use strict';

const FIELD = {LLINK: 0, RLINK: 1, ULINK: 2, DLINK: 3, TOP: 4, COLOR: 5, BOUND: 6};
const NODE_COLUMN = {[FIELD.TOP]: 0, [FIELD.ULINK]: 1, [FIELD.DLINK]: 2, [FIELD.COLOR]: 3}; /* in a view's nodes */

/* The link steps of one search step, from its view: each with its writes [field, index, value]. */
function linkMoves(view) {
  const table = view.table;
  if (!table) return [];
  return table.moves.map(([restore, item, node, option, first], k) => {
    const last = k + 1 < table.moves.length ? table.moves[k + 1][4] : table.changed.length;
    return {restore: restore === 1, item, node, option, writes: table.changed.slice(first, last)};
  });
}

/* A copy of `table` with the writes of moves[0 .. count) applied. */
function tableAfter(table, moves, count) {
  const copy = {...table, items: table.items.map((r) => r.slice()), nodes: table.nodes.map((r) => r.slice())};
  for (const move of moves.slice(0, count))
    for (const [field, index, value] of move.writes) {
      if (field <= FIELD.RLINK) copy.items[index][field] = value;
      else if (field === FIELD.BOUND) copy.items[index][2] = value;
      else if (index < copy.nodes.length) copy.nodes[index][NODE_COLUMN[field]] = value;
    }
  return copy;
}

/* The two nodes (or items) whose links a move changes: those its first two writes land on. */
function movePair(move) {
  return move.writes.slice(0, 2).map(([, index]) => index);
}

/* A purify's move: a node of the colour wanted marked in place (COLOR -1), or unmarked. */
function isMark(move) {
  return move.writes.length === 1 && move.writes[0][0] === FIELD.COLOR;
}

/* Algorithm M's move: an item's BOUND lowered (M4, or a commit) or raised (M7, M8). */
function isBound(move) {
  return move.writes.length === 1 && move.writes[0][0] === FIELD.BOUND;
}

/* One line for the move, in Knuth's notation. */
function describeMove(move, problem) {
  const name = problem.items[move.item - 1];
  const verb = move.restore ? 'uncover' : 'cover';
  const [a, b] = movePair(move);
  if (isBound(move))
    return `${name}: BOUND(${move.item}) ← ${move.writes[0][2]}, ${move.restore ? 'raised' : 'lowered'}`;
  if (isMark(move))
    return `${move.restore ? 'unpurify' : 'purify'} ${name}: node ${move.node} (option ${move.option}) has the ` +
      `colour: it stays, COLOR(${move.node}) ← ${move.writes[0][2]}`;
  if (move.option < 0)
    return move.restore ? `${verb} ${name}: item ${move.item} back between ${a} and ${b}: RLINK(${a}) ← ${move.item}, LLINK(${b}) ← ${move.item}`
      : `${verb} ${name}: item ${move.item} leaves the list of items: RLINK(${a}) ← ${b}, LLINK(${b}) ← ${a}`;
  const text = move.option < problem.shown ? problem.texts[move.option] : `option ${move.option}`;
  const q = move.node;
  return move.restore
    ? `${verb} ${name}, '${text}' (option ${move.option}): node ${q} back between ${a} and ${b}: DLINK(${a}) ← ${q}, ULINK(${b}) ← ${q}`
    : `${verb} ${name}, '${text}' (option ${move.option}): node ${q} leaves its list: DLINK(${a}) ← ${b}, ULINK(${b}) ← ${a}`;
}

/* Marks #ec-link with the move shown (or none) for its reader and for tests. */
function markMove(element, step, index, moves, problem) {
  const move = moves[index - 1];
  Object.assign(element.dataset, {step, move: index, moves: moves.length});
  for (const key of ['change', 'item', 'option', 'node', 'pair', 'bound']) delete element.dataset[key];
  if (!move) {
    element.textContent = moves.length ? 'Before the first link step of this step.' : 'This step changes no links.';
    return;
  }
  const change = isBound(move) ? 'bound' : move.restore ? 'uncover' : 'cover';
  Object.assign(element.dataset, {change, item: problem.items[move.item - 1], bound: isBound(move) ? move.writes[0][2] : '',
    option: move.option < 0 ? '' : move.option, node: move.node, pair: movePair(move).join(' ')});
  element.textContent = `link step ${index} of ${moves.length}: ${describeMove(move, problem)}`;
}

/* ---- a drawing of the lists the move changes ---- */

/* Item x's list as it was built (node indices top to bottom) and as it is linked now. */
function columnOf(table, x, headers) {
  const all = [];
  for (let q = headers + 1; q < table.nodes.length; q++) if (table.nodes[q][0] === x) all.push(q);
  const live = new Set();
  for (let q = table.nodes[x][2], guard = 0; q !== x && guard < table.nodes.length; q = table.nodes[q][2], guard++) {
    live.add(q);
    if (q >= table.nodes.length) break;
  }
  return {all, live};
}

/* Boxes for the list's members, joined where they are linked now; the moving one offset. */
function drawList(svg, members, live, marks, vertical) {
  const gap = 56, size = 38;
  const at = (k) => (vertical ? [70, 10 + k * gap] : [10 + k * gap, 40]);
  let body = '';
  const linked = members.filter((q, k) => k === 0 || live.has(q));
  for (let k = 1; k < linked.length; k++) {
    const [x1, y1] = at(members.indexOf(linked[k - 1])), [x2, y2] = at(members.indexOf(linked[k]));
    body += `<line class="link" x1="${x1 + size / 2}" y1="${y1 + size / 2}" x2="${x2 + size / 2}" y2="${y2 + size / 2}"/>`;
  }
  members.forEach((q, k) => {
    const [x, y] = at(k);
    const shift = q === marks.moving ? (vertical ? 60 : 0) : 0, drop = q === marks.moving && !vertical ? 50 : 0;
    const kind = q === marks.moving ? 'moving' : marks.pair.includes(q) ? 'pair' : k > 0 && !live.has(q) ? 'out' : '';
    body += `<rect class="${kind}" x="${x + shift}" y="${y + drop}" width="${size}" height="${size}" rx="4"/>` +
      `<text x="${x + shift + size / 2}" y="${y + drop + size * 0.65}">${q}</text>`;
  });
  const [wx, wy] = at(members.length);
  svg.setAttribute('viewBox', vertical ? `0 0 220 ${wy + 20}` : `0 0 ${wx + 20} 140`);
  svg.innerHTML = body;
}

function drawLists(container, table, move, problem) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'lists');
  container.replaceChildren(svg);
  if (!move || !table || isBound(move)) return;
  const headers = problem.items.length;
  const pair = movePair(move);
  if (move.option < 0) {
    const members = [...Array(headers + 1).keys()].slice(0, 24);
    const live = new Set();
    for (let i = table.items[0][1], guard = 0; i !== 0 && guard <= headers; i = table.items[i][1], guard++) live.add(i);
    drawList(svg, members, live, {pair, moving: move.item}, false);
    container.appendChild(el('p', {class: 'note'}, 'the list of items through the root, 0'));
    return;
  }
  const x = table.nodes[move.node] ? table.nodes[move.node][0] : 0;
  const {all, live} = columnOf(table, x, headers);
  const around = all.indexOf(move.node);
  const members = [x, ...all.slice(Math.max(0, around - 5), around + 6)];
  drawList(svg, members, live, {pair, moving: move.node}, true);
  container.appendChild(el('p', {class: 'note'}, `item ${problem.items[x - 1]}'s list, header ${x} at the top`));
}

/* ---- the matrix midway through a step ---- */

/*
 * The matrix's state at a link step, read off the table as it stands then
 * (`before` and `after`: the module's views of the step's ends), so the
 * matrix and the node table never disagree: an option is hidden while one
 * of its nodes is out of its list, or one of its items is out of the list
 * of items (an option of that item alone loses no node); an item is covered
 * while it is out of the list of items. Two things the table has no link
 * for are taken from the step's ends: a purified item (DLX2 marks its nodes
 * in place) stays covered while it is purified at both ends, and with item
 * bounds an option Algorithm M tweaked stays hidden while both ends hide
 * it. A table cut short (a problem of thousands of nodes) cannot say: the
 * matrix then stays as it was before the step until its last link step.
 */
function matrixAt(table, before, after, problem) {
  const headers = problem.items.length;
  if (table.nodes.length < table.node_count) return before;
  const listed = (t, i) => t.items[t.items[i][0]][1] === i;
  const inItems = (i) => listed(table, i);
  const out = (q) => table.nodes[table.nodes[q][1]][2] !== q;
  const purified = (view, x) => view.covered[x] === '1' && view.table && listed(view.table, x + 1);
  const hidden = [];
  for (let q = headers + 2, option = 0; q < table.nodes.length && option < after.hidden.length; q++) {
    const top = table.nodes[q][0];
    if (top <= 0) option++;
    else if (out(q) || !inItems(top)) hidden[option] = true;
  }
  const covered = [...after.covered].map((c, x) =>
    (!inItems(x + 1) || (purified(before, x) && purified(after, x)) ? '1' : '0')).join('');
  const tweaked = (k) => problem.bounds && before.hidden[k] === '1' && after.hidden[k] === '1';
  const rows = [...after.hidden].map((h, k) => (hidden[k] || tweaked(k) ? '1' : '0'));
  return {...after, covered, hidden: rows.join('')};
}
