/*
 * cover-tree.js - the search tree of a large search, folded, and zooming
 * the tree's drawing.
 *
 * A tree of more than PATH_TREE_NODES nodes drawn whole is a hairball (the
 * pentominoes in 6x10 pass a thousand nodes within a few hundred steps).
 * Folded, it keeps the path to the current node expanded and draws each
 * subtree the search has finished as one box labelled with its nodes and
 * solutions (a finished leaf stays a dot: a dead end or a solution). The
 * counts come from the trace's tally, the difference of the node and
 * solution counts between the step that enters a subtree's root and the
 * step that leaves it, so the path's nodes and the boxes' counts add up to
 * the nodes entered so far.
 *
 * Zoom and pan act on the drawing's viewBox: the + and - buttons, the wheel
 * (a touchpad's pinch comes as a wheel with Ctrl), two fingers, dragging;
 * "fit" goes back to the whole drawing. The zoom is kept while the search
 * steps, so a teacher can follow one corner of the tree.
 */
'use strict';

const FOLD_DX = 46; /* room for a box's label between two siblings */
const FOLD_DY = 50;

/*
 * The current path after `step` events, each level's node with its
 * finished children folded: [{level, kind, children: [{nodes, solutions,
 * kind}]}]. A node ends when an event at its level or above comes: a new
 * node there, or a try, skip or backtrack one level up.
 */
function foldedPath(events, step, tally) {
  const stack = [];
  const finish = (level, k) => {
    while (stack.length > level) {
      const node = stack.pop();
      const summary = {nodes: tally.nodes[k] - node.nodes, solutions: tally.solutions[k] - node.solutions,
        kind: node.kind};
      if (stack.length) stack[stack.length - 1].children.push(summary);
    }
  };
  for (let k = 0; k < step; k++) {
    const type = events[5 * k], level = events[5 * k + 1];
    if (type === EVENT.CHOOSE || type === EVENT.SOLUTION) {
      finish(level, k);
      const kind = type === EVENT.SOLUTION ? 'solution' : events[5 * k + 4] === 0 ? 'dead' : '';
      stack.push({level, kind, nodes: tally.nodes[k], solutions: tally.solutions[k], children: []});
    } else {
      finish(level + 1, k);
    }
  }
  return stack;
}

/* x of each drawn node: a folded child takes one place, the path's next node the places under it. */
function layoutFolded(path) {
  const boxes = [], at = [];
  let places = 0;
  const place = (depth) => {
    const xs = path[depth].children.map((child) => {
      boxes.push({...child, x: places, level: depth + 1, parent: depth});
      return places++;
    });
    if (depth + 1 < path.length) xs.push(place(depth + 1));
    at[depth] = xs.length ? (xs[0] + xs[xs.length - 1]) / 2 : places++;
    return at[depth];
  };
  if (path.length) place(0);
  return {boxes, at, width: Math.max(places, 1)};
}

/* One folded subtree: a dot for a single node, else a box with its counts. */
function foldedBox(box) {
  const x = box.x * FOLD_DX, y = box.level * FOLD_DY;
  const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
  const title = `<title>${plural(box.nodes, 'node')}, ${plural(box.solutions, 'solution')}</title>`;
  if (box.nodes === 1)
    return `<circle cx="${x}" cy="${y}" r="6" class="${box.kind}" data-nodes="1" data-solutions="${box.solutions}">${title}</circle>`;
  const label = box.solutions ? `<tspan x="${x}" dy="11">${box.solutions}✓</tspan>` : '';
  return `<g class="fold" data-nodes="${box.nodes}" data-solutions="${box.solutions}">${title}` +
    `<rect class="folded" x="${x - 20}" y="${y - 12}" width="40" height="${box.solutions ? 30 : 22}" rx="4"/>` +
    `<text x="${x}" y="${y + 3}">${box.nodes.toLocaleString('en')}${label}</text></g>`;
}

/* Draws the folded tree after `step`; returns how many nodes it stands for. */
function drawFoldedTree(container, events, step, tally) {
  const path = foldedPath(events, step, tally);
  const {boxes, at, width} = layoutFolded(path);
  let lines = '', dots = '';
  for (const box of boxes)
    lines += `<line x1="${at[box.parent] * FOLD_DX}" y1="${box.parent * FOLD_DY}" x2="${box.x * FOLD_DX}" y2="${box.level * FOLD_DY}"/>`;
  path.forEach((node, depth) => {
    if (depth > 0)
      lines += `<line x1="${at[depth - 1] * FOLD_DX}" y1="${(depth - 1) * FOLD_DY}" x2="${at[depth] * FOLD_DX}" y2="${depth * FOLD_DY}"/>`;
    dots += `<circle cx="${at[depth] * FOLD_DX}" cy="${depth * FOLD_DY}" r="8" class="path" data-nodes="1" data-solutions="${node.kind === 'solution' ? 1 : 0}"/>`;
  });
  dots += boxes.map(foldedBox).join('');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'tree folded-tree');
  const depth = Math.max(path.length + 1, 4), margin = FOLD_DX;
  svg.setAttribute('viewBox', `${-margin} ${-margin / 2} ${Math.max(width, 8) * FOLD_DX + 2 * margin} ${depth * FOLD_DY + margin}`);
  svg.setAttribute('preserveAspectRatio', 'xMidYMin meet');
  svg.innerHTML = lines + dots;
  const folded = boxes.reduce((sum, b) => sum + b.nodes, 0);
  container.replaceChildren(svg, el('p', {class: 'note'}, `${tally.nodes[step].toLocaleString('en')} nodes so far: ` +
    `the path to the current one, and each subtree finished folded into its counts (${boxes.length} drawn for ` +
    `${folded.toLocaleString('en')} nodes); zoom with the wheel or + and -, drag to pan`));
  return path.length + folded;
}

/* ---- zoom and pan ---- */

let treeBox = null; /* the viewBox zoomed to, [x, y, width, height]; null: the whole drawing */

function treeSvg() {
  return document.querySelector('#ec-tree svg.tree');
}

function viewBoxOf(svg) {
  return svg.getAttribute('viewBox').split(' ').map(Number);
}

/* After a drawing: it remembers its whole box (for fit) and takes the zoom kept. */
function keepZoom() {
  const svg = treeSvg();
  if (!svg) return;
  svg.dataset.fit = svg.getAttribute('viewBox');
  if (treeBox) svg.setAttribute('viewBox', treeBox.join(' '));
}

/* Zooms by `factor` (above 1: in) about the point at fractions fx, fy of the drawing. */
function zoomTree(factor, fx = 0.5, fy = 0.5) {
  const svg = treeSvg();
  if (!svg) return;
  const [x, y, w, h] = viewBoxOf(svg), nw = w / factor, nh = h / factor;
  treeBox = [x + (w - nw) * fx, y + (h - nh) * fy, nw, nh];
  svg.setAttribute('viewBox', treeBox.join(' '));
}

function fitTree() {
  treeBox = null;
  const svg = treeSvg();
  if (svg && svg.dataset.fit) svg.setAttribute('viewBox', svg.dataset.fit);
}

/* Moves the view by a drag of dx, dy pixels. */
function panTree(dx, dy) {
  const svg = treeSvg();
  if (!svg || !svg.clientWidth) return;
  const [x, y, w, h] = viewBoxOf(svg);
  const scale = Math.max(w / svg.clientWidth, h / svg.clientHeight); /* the drawing is fitted, "meet" */
  treeBox = [x - dx * scale, y - dy * scale, w, h];
  svg.setAttribute('viewBox', treeBox.join(' '));
}

/* Wheel, pinch (two pointers) and drag on the tree's panel. */
function setupTreeZoom(container) {
  container.addEventListener('wheel', (event) => {
    const svg = treeSvg();
    if (!svg) return;
    event.preventDefault();
    const r = svg.getBoundingClientRect();
    zoomTree(Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.002)),
      (event.clientX - r.left) / r.width, (event.clientY - r.top) / r.height);
  }, {passive: false});
  const pointers = new Map();
  container.addEventListener('pointerdown', (event) => {
    if (!treeSvg()) return;
    pointers.set(event.pointerId, [event.clientX, event.clientY]);
    container.setPointerCapture(event.pointerId);
  });
  container.addEventListener('pointermove', (event) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const now = [event.clientX, event.clientY];
    if (pointers.size === 2) {
      const other = [...pointers].find(([id]) => id !== event.pointerId)[1];
      const apart = (p) => Math.hypot(p[0] - other[0], p[1] - other[1]);
      if (apart(last) > 0) zoomTree(apart(now) / apart(last));
    } else {
      panTree(now[0] - last[0], now[1] - last[1]);
    }
    pointers.set(event.pointerId, now);
  });
  const release = (event) => pointers.delete(event.pointerId);
  container.addEventListener('pointerup', release);
  container.addEventListener('pointercancel', release);
}
