/*
 * exact-cover.js - the playground: reads a problem, has the engine search
 * it (web_cover_run keeps the trace, up to STEP_CAP events), and steps
 * through the kept events forward and back; a worker counts the whole
 * search meanwhile, however long it is.
 *
 * Contract for tests and links: exact-cover.html#problem=TEXT&step=K (TEXT
 * URL-encoded Knuth format; example=NAME for a bundled problem), or &end
 * for the last step; &present opens in presentation mode, &compare the
 * two searches side by side. #ec-status carries data-step, data-steps,
 * data-level, data-solutions and data-nodes (the state after step K; the
 * level is that of step K's event, as `dlx --trace` prints it),
 * data-complete (whether the trace holds the whole search); #ec-total
 * carries the whole search's data-solutions and data-nodes once counted
 * (data-status done), and #ec-message any error. #ec-solutions lists the
 * solutions found by step K, each an <li data-options="0 3 4"> (option
 * numbers from 0, as dlx numbers them), the one on the matrix of class
 * shown; its data-count is how many were found.
 *
 * Side by side (&compare): the engine searches the problem a second time,
 * branching on the first open item (DLX_ORDER_FIRST) instead of the one
 * with the fewest options (MRV), and one clock steps both traces. K then
 * runs to the longer trace's end; #ec-status stays the MRV search's (at
 * step min(K, its steps)). #ec-compare-mrv and #ec-compare-first carry the
 * attributes of #ec-status for their own search at K; #ec-compare carries
 * data-step, data-steps, data-status (counting, done, stopped, error) and,
 * once a worker has counted both whole searches, data-solutions-mrv,
 * data-nodes-mrv, data-solutions-first and data-nodes-first.
 *
 * Link steps (&links, the L key): forward and back go one link step at a
 * time (cover-links.js); &move=J is the J-th link step of step K (0: the
 * state before its first). Presentation mode (cover-present.js) fits every
 * part to the window; T hides the tree, F asks for the full screen.
 * A large problem's matrix shows its live rows and columns, the rest
 * folded, and a large tree its finished subtrees folded (cover-tree.js).
 */
'use strict';

const STEP_CAP = 100000;
const LISTED_SOLUTIONS = 100; /* solutions listed by name; the count goes on */
const LISTED_PARTIAL = 100; /* levels of the partial solution listed, the deepest */
const URL_PROBLEM_MAX = 2000000; /* characters of a problem's encoding the URL holds */
const ORDER = {MRV: 0, FIRST: 1}; /* enum dlx_order */
const $ = (id) => document.getElementById(id);
let api = null;
let state = null;     /* the problem being stepped through */
let counter = null;   /* the worker counting the whole search */
let comparer = null;  /* the worker counting both orders' whole searches */
let comparing = false; /* the two orders are shown side by side */
let player = null;    /* the timer of play */
let linking = false;  /* forward and back take one link step at a time */
let treeShown = true; /* T hides the tree, to give the matrix and the table its room */

function eventAt(k) {
  const e = state.events;
  return {type: e[5 * k], level: e[5 * k + 1], item: e[5 * k + 2], option: e[5 * k + 3], count: e[5 * k + 4]};
}

/*
 * Solutions and nodes after each step, the steps that find a solution, and
 * each solution's options in the order of its levels.
 */
function tally(events, steps) {
  const solutions = new Uint32Array(steps + 1), nodes = new Uint32Array(steps + 1);
  const found = [], answers = [], tried = [];
  for (let k = 0; k < steps; k++) {
    const type = events[5 * k], at = events[5 * k + 1];
    solutions[k + 1] = solutions[k] + (type === EVENT.SOLUTION);
    nodes[k + 1] = nodes[k] + (type === EVENT.CHOOSE || type === EVENT.SOLUTION);
    if (type === EVENT.TRY) tried[at] = events[5 * k + 3];
    if (type === EVENT.SOLUTION) {
      found.push(k + 1);
      answers.push(tried.slice(0, at));
    }
  }
  return {solutions, nodes, found, answers};
}

/*
 * The moment after `step` of `events`: the options tried at each level, the
 * level of the last event (the one `dlx --trace` prints for it: a try at
 * level 0 is the first option of the partial solution), the last solution
 * and the tree path.
 */
function walk(events, step) {
  const tried = [], path = [];
  let depth = 0, lastSolution = null, treeNode = -1;
  for (let k = 0; k < step; k++) {
    const type = events[5 * k], at = events[5 * k + 1];
    if (type === EVENT.CHOOSE || type === EVENT.SOLUTION) {
      treeNode++;
      path[at] = treeNode;
    }
    if (type === EVENT.TRY) { tried[at] = events[5 * k + 3]; depth = at + 1; }
    else depth = at;
    if (type === EVENT.SOLUTION) lastSolution = tried.slice(0, at);
  }
  const level = step > 0 ? events[5 * (step - 1) + 1] : 0;
  return {partial: tried.slice(0, depth), level, lastSolution, path: path.slice(0, depth + 1)};
}

/* Options are numbered from 0 in input order, as `dlx --matrix` and `dlx --trace` number them. */
function optionText(k) {
  return k < state.problem.shown ? state.problem.texts[k] : `option ${k}`;
}

/* "a d f (option 3)": the names and the number `dlx --trace` gives. */
function optionLabel(k) {
  return k < state.problem.shown ? `${state.problem.texts[k]} (option ${k})` : `option ${k}`;
}

function describe(step) {
  if (step === 0) return 'Ready: step forward to start the search.';
  const e = eventAt(step - 1), name = state.problem.items[e.item];
  const bounds = state.problem.bounds; /* Algorithm M: a choice branches, and covers only at the bound */
  switch (e.type) {
    case EVENT.CHOOSE:
      if (e.count === 0) return `level ${e.level}: item ${name} has no option left: a dead end`;
      return bounds ? `level ${e.level}: choose item ${name} (${e.count} branch${e.count === 1 ? '' : 'es'})`
        : `level ${e.level}: choose item ${name} (${e.count} option${e.count === 1 ? '' : 's'}), cover it`;
    case EVENT.TRY: return `level ${e.level}: try '${optionText(e.option)}' (option ${e.option}; ` +
      `${e.count + 1} of item ${name}'s options)`;
    case EVENT.SOLUTION: return `solution ${state.tally.solutions[step]} found at level ${e.level}`;
    case EVENT.SKIP: return `level ${e.level}: skip ${name}: it takes no more options (branch ${e.count + 1})`;
    default: return bounds ? `level ${e.level}: every branch of ${name} tried: back up`
      : `level ${e.level}: every option of ${name} tried: uncover it, back up`;
  }
}

/* The clock's last step: the MRV trace's end, or the longer trace's when the two are compared. */
function lastStep() {
  const first = state.compare && state.compare.first;
  return first ? Math.max(state.steps, first.steps) : state.steps;
}

/*
 * Shows the moment after `step`; `picked`, when given, is the index of a
 * solution found so far to show on the matrix and the board. At the end
 * (the partial solution empty again) the last solution found is shown.
 */
function show(step, picked, move) {
  state.step = Math.max(0, Math.min(step, lastStep()));
  const k = Math.min(state.step, state.steps);
  const view = viewAt(k);
  const moment = walk(state.events, k);
  showStatus(k, moment);
  const trying = k > 0 && eventAt(k - 1).type === EVENT.TRY ? eventAt(k - 1).option : -1;
  const before = k > 0 && (linking || presenting()) ? viewAt(k - 1) : null;
  state.moves = linking && view.status === 'done' ? linkMoves(view) : [];
  state.move = Math.max(0, Math.min(move === undefined ? state.moves.length : move, state.moves.length));
  const found = state.tally.answers.slice(0, state.tally.solutions[k]);
  /* midway through the last step's link steps the matrix is the dance's, not a solution */
  const atSolution = !moment.partial.length && moment.lastSolution && state.move === state.moves.length;
  const shownIndex = picked !== undefined ? picked : atSolution ? found.length - 1 : -1;
  const shown = shownIndex >= 0 ? found[shownIndex] : null;
  if (view.status === 'done') {
    const table = linkTable(view, before);
    const seen = table && table !== view.table ? matrixAt(table, before, view, state.problem) : view;
    chooseRows(seen, before, moment.partial, trying, shown);
    updateMatrix(state.matrix, seen, moment.partial, trying, shown);
    $('matrix-note').textContent = placeMatrix(seen, before, moment.partial, trying, shown);
    showTable(table);
  }
  showPartial(moment.partial);
  listSolutions(found, shownIndex);
  $('matrix-title').textContent = state.matrixTitle + (state.matrix.folded ? ' · the live rows and columns' : '') +
    (shown ? ` · solution ${shownIndex + 1}: options ${sortedOptions(shown).join(', ')}` : '');
  showTree(k, moment.path);
  if (state.board) {
    drawBoard($('ec-board'), state.board, state.problem, shown || moment.partial, shown ? -1 : trying);
    $('board-title').textContent = shown ? `Board: solution ${shownIndex + 1}` : 'Board';
  }
  if (state.compare) showCompare(state.step);
  remember();
}

/* The module's view after step k; the last few are kept, as link steps and presentation ask for k - 1 too. */
function viewAt(k) {
  if (!state.views) state.views = new Map();
  if (!state.views.has(k)) {
    if (state.views.size > 4) state.views.delete(state.views.keys().next().value);
    state.views.set(k, api.cover.view(k));
  }
  return state.views.get(k);
}

/*
 * The tree after step k: a large one folded (cover-tree.js), or in
 * presentation the path to the current node; a small one whole. The zoom
 * buttons go with a drawing.
 */
function showTree(k, path) {
  const large = state.tree.length > PATH_TREE_NODES;
  if (presenting() && large)
    drawPath($('ec-tree'), state.events, k, state.problem.items, state.tally);
  else if (large)
    drawFoldedTree($('ec-tree'), state.events, k, state.tally);
  else
    drawTree($('ec-tree'), state.tree, k, path, state.tree.length >= TREE_NODES);
  keepZoom();
  $('tree-zoom').hidden = !treeSvg();
}

/*
 * A problem larger than the matrix's sample: in presentation the matrix is
 * built of the options that matter at the step (live, tried, just hidden),
 * else of its live rows and columns, the rest folded into strips.
 */
function chooseRows(view, before, partial, trying, solution) {
  if (state.problem.shown <= MATRIX_ROWS) return;
  const container = $('ec-matrix');
  const folded = !presenting();
  const list = folded ? liveOptions(view, trying, solution)
    : presentedOptions(container, view, before, partial, trying, solution);
  const columns = folded ? liveItems(view, solution) : undefined;
  const key = `${list.join()}|${columns ? columns.join() : 'all'}`;
  if (key !== state.matrixKey) {
    state.matrix = buildMatrix(container, state.problem, list, columns);
    state.matrixKey = key;
  }
}

/* The options not hidden at the step and the one tried (a solution's alone), the first MATRIX_ROWS. */
function liveOptions(view, trying, solution) {
  if (solution) return sortedOptions(solution).filter((k) => k < state.problem.shown);
  const live = [];
  for (let k = 0; k < view.hidden.length && live.length < MATRIX_ROWS; k++)
    if (view.hidden[k] !== '1' || k === trying) live.push(k);
  return live;
}

/* The items not covered at the step (every item under a solution), the first MATRIX_COLUMNS. */
function liveItems(view, solution) {
  const live = [];
  for (let x = 0; x < view.covered.length && live.length < MATRIX_COLUMNS; x++)
    if (solution || view.covered[x] !== '1') live.push(x);
  return live;
}

/* The matrix: every row in the page, the live and touched ones fitted to the screen when presenting. */
function placeMatrix(view, before, partial, trying, solution) {
  const matrix = state.matrix;
  if (!presenting()) {
    if (matrix.filtered) showWholeMatrix(matrix);
    matrix.filtered = false;
    return '';
  }
  matrix.filtered = true;
  return presentMatrix($('ec-matrix'), matrix, view, before, partial, trying, solution);
}

/*
 * The node table after the step, or in link mode after the link steps
 * taken of it (the module's table before the step with their writes).
 */
function linkTable(view, before) {
  if (!linking || !view.table || !before || !before.table || state.move >= state.moves.length) return view.table;
  return tableAfter(before.table, state.moves, state.move);
}

/* The node table shown, in link mode with the last link step's fields and nodes marked. */
function showTable(table) {
  let marks;
  $('links-panel').hidden = !linking;
  if (linking && table) {
    const moves = state.moves, move = moves[state.move - 1];
    const pair = move ? movePair(move) : [];
    marks = {changed: move ? move.writes : [],
      pair: {items: new Set(move && move.option < 0 ? pair : []), nodes: new Set(move && move.option >= 0 ? pair : [])}};
    markMove($('ec-link'), state.step, state.move, moves, state.problem);
    drawLists($('ec-lists'), table, move, state.problem);
  }
  if (presenting() && table) presentNodeTable($('ec-table'), table, state.problem, marks);
  else {
    $('ec-table').style.fontSize = '';
    drawNodeTable($('ec-table'), table, state.problem, {marks});
  }
}

/* Link mode's forward and back: the next or last link step, across the search's steps. */
function linkForward() {
  if (state.move < state.moves.length) show(state.step, undefined, state.move + 1);
  else if (state.step < lastStep()) show(state.step + 1, undefined, 1);
}

function linkBack() {
  if (state.move > 1) show(state.step, undefined, state.move - 1);
  else if (state.step > 0) show(state.step - 1);
}

function forward() {
  if (linking) linkForward();
  else show(state.step + 1);
}

function back() {
  if (linking) linkBack();
  else show(state.step - 1);
}

/*
 * The partial solution's deepest LISTED_PARTIAL options, numbered by level: a search tens of
 * thousands of levels deep listed them all at every step, for seconds each.
 */
function showPartial(partial) {
  const from = Math.max(0, partial.length - LISTED_PARTIAL);
  const list = $('ec-partial');
  list.start = from;
  list.replaceChildren(...partial.slice(from).map((o) => el('li', {}, optionLabel(o))));
}

/* The status line and the event: the level is the trace's, as in the event's text. */
function showStatus(k, moment) {
  const status = $('ec-status');
  status.dataset.step = k;
  status.dataset.steps = state.steps;
  status.dataset.level = moment.level;
  status.dataset.solutions = state.tally.solutions[k];
  status.dataset.nodes = state.tally.nodes[k];
  status.dataset.complete = state.complete;
  status.textContent = `step ${k} of ${state.steps}${state.complete ? '' : ' kept'} · level ${moment.level} · ` +
    `solutions ${state.tally.solutions[k]} · nodes ${state.tally.nodes[k]}`;
  $('ec-event').textContent = describe(k);
}

function sortedOptions(options) {
  return options.slice().sort((a, b) => a - b);
}

/*
 * The solutions found so far, each a button that shows it; the list is
 * rebuilt only when it changes, since play calls this many times a second.
 */
function listSolutions(found, shownIndex) {
  const key = `${found.length} ${shownIndex}`;
  if (state.listed === key) return;
  state.listed = key;
  const items = found.slice(0, LISTED_SOLUTIONS).map((options, i) => {
    const sorted = sortedOptions(options);
    const li = el('li', {'data-options': sorted.join(' ')});
    if (i === shownIndex) li.className = 'shown';
    const button = li.appendChild(el('button', {class: 'pick', title: 'show it on the matrix'},
      sorted.map((o) => `${o}: ${optionText(o)}`).join(' · ')));
    button.addEventListener('click', () => show(state.step, i));
    return li;
  });
  const list = $('ec-solutions');
  list.replaceChildren(...items);
  list.dataset.count = found.length;
  $('ec-solutions-note').textContent = !found.length ? 'None yet.'
    : found.length > LISTED_SOLUTIONS ? `The first ${LISTED_SOLUTIONS} of ${found.length} are listed.` : '';
}

/*
 * The URL holds the problem and the step; a problem too long for a URL (Chromium
 * opens none over 2 MiB) is left out, and so is the step, since writing a URL of
 * ten megabytes held the page for seconds at every step.
 */
function remember() {
  if (state.encoded.length > URL_PROBLEM_MAX) {
    history.replaceState(null, '', location.pathname);
    return;
  }
  const params = state.example ? `example=${encodeURIComponent(state.example)}` : `problem=${state.encoded}`;
  const where = state.step === lastStep() && state.step > 0 ? '&end' : `&step=${state.step}`;
  const present = presenting() ? '&present' : '';
  const links = linking ? `&links&move=${state.move}` : '';
  history.replaceState(null, '', `#${params}${where}${present}${comparing ? '&compare' : ''}${links}`);
}

function fail(message) {
  $('ec-message').textContent = message;
  $('ec-status').dataset.error = message;
}

function load(text, example, where, move) {
  stopPlay();
  $('ec-message').textContent = '';
  delete $('ec-status').dataset.error;
  const problem = api.cover.load(text);
  if (problem.status !== 'done') {
    fail(problem.error);
    return;
  }
  if (problem.warning) $('ec-message').textContent = `${problem.warnings} line(s) skipped; ${problem.warning}`;
  const run = api.cover.run(STEP_CAP, 0);
  if (run.status !== 'done') {
    fail(run.error);
    return;
  }
  const events = api.cover.events(run.steps);
  state = {problem, steps: run.steps, complete: run.complete, events, example, text,
    encoded: example ? '' : encodeURIComponent(text), tally: tally(events, run.steps)};
  state.tree = layoutTree(events, run.steps);
  state.matrix = buildMatrix($('ec-matrix'), problem);
  fitTree(); /* a new tree is seen whole first */
  state.board = detectBoard(problem);
  $('board-panel').hidden = !state.board;
  /* a long board (pentominoes in 3x20) takes the whole width, and so does the tree beside it */
  const long = state.board && state.board.kind === 'pentomino' && state.board.rows >= 2 * state.board.cols;
  $('board-panel').classList.toggle('wide', !!long);
  $('tree-panel').classList.toggle('wide', !state.board || !!long);
  document.body.classList.toggle('no-board', !state.board);
  state.matrixTitle = matrixTitle(problem, state.matrix);
  countWhole(text);
  syncCompare();
  show(where === 'end' ? lastStep() : where, undefined, move);
}

function matrixTitle(problem, matrix) {
  const items = problem.items.length, options = problem.option_count;
  if (problem.shown > MATRIX_ROWS || (options <= matrix.rows && items <= matrix.columns))
    return `Matrix: ${items} items, ${options} options`;
  const parts = [];
  if (options > matrix.rows) parts.push(`the first ${matrix.rows} of ${options} options`);
  if (items > matrix.columns) parts.push(`the first ${matrix.columns} of ${items} items`);
  return `Matrix: a sample, ${parts.join(' and ')} (the search uses them all)`;
}

/* Counts the whole search in a worker; the trace may hold only its start. */
function countWhole(text) {
  if (counter) counter.terminate();
  const total = $('ec-total');
  total.dataset.status = 'counting';
  delete total.dataset.solutions;
  delete total.dataset.nodes;
  total.textContent = 'Counting the whole search...';
  const started = new Worker('cover-worker.js');
  counter = started;
  started.onmessage = (event) => {
    if (started !== counter) return; /* a stopped count */
    const a = event.data.answer;
    counter.terminate();
    counter = null;
    updateStop();
    if (a.status !== 'done') {
      total.dataset.status = 'error';
      total.textContent = a.error;
      return;
    }
    total.dataset.status = 'done';
    total.dataset.solutions = a.solutions;
    total.dataset.nodes = a.nodes;
    total.textContent = `Whole search: ${a.solutions} solution${a.solutions === 1 ? '' : 's'}, ${a.nodes} nodes, ` +
      `${a.updates} updates${state.complete ? '' : `; the first ${state.steps} steps are kept for stepping`}.`;
  };
  started.onerror = (event) => {
    event.preventDefault();
    if (started !== counter) return;
    total.dataset.status = 'error';
    total.textContent = 'The count failed: ' + event.message;
  };
  started.postMessage({id: 1, text, order: ORDER.MRV});
  updateStop();
}

/* ---- MRV against the first item, side by side ---- */

/* Opens or closes the side-by-side view as `comparing` says. */
function syncCompare() {
  document.body.classList.toggle('comparing', comparing);
  $('compare-panel').hidden = !comparing;
  $('ec-compare-toggle').textContent = comparing ? 'one search' : 'MRV vs first item';
  $('ec-compare-toggle').setAttribute('aria-pressed', String(comparing));
  if (!state) return;
  if (comparing && !state.compare) openCompare();
  if (!comparing && state.compare) {
    state.compare = null;
    if (comparer) comparer.terminate();
    comparer = null;
    updateStop();
  }
}

/*
 * Traces the first-item search of the problem held, then the MRV search
 * again: the module keeps the last search's events, and the other views
 * replay MRV's.
 */
function openCompare() {
  const box = $('ec-compare');
  state.compare = {first: null};
  delete box.dataset.error;
  const run = api.cover.runOrder(STEP_CAP, 0, ORDER.FIRST);
  if (run.status === 'done') {
    const events = api.cover.events(run.steps);
    state.compare.first = {events, steps: run.steps, complete: run.complete,
      tally: tally(events, run.steps), tree: layoutTree(events, run.steps)};
  }
  api.cover.run(STEP_CAP, 0);
  state.views = null;
  if (run.status !== 'done') {
    box.dataset.status = 'error';
    box.dataset.error = run.error;
    $('ec-compare-total').textContent = run.error;
    return;
  }
  countCompare(state.text);
}

/* One side at clock K: its own step is K, or its last one. */
function showSide(element, side, clock, most) {
  const k = Math.min(clock, side.steps);
  const moment = walk(side.events, k);
  const nodes = side.tally.nodes[k], solutions = side.tally.solutions[k];
  const finished = k === side.steps && side.complete;
  Object.assign(element.dataset, {step: k, steps: side.steps, level: moment.level, solutions, nodes,
    complete: side.complete});
  element.classList.toggle('finished', finished);
  element.querySelector('.count').textContent = nodes.toLocaleString('en');
  element.querySelector('.bar div').style.width = `${most ? 100 * nodes / most : 0}%`;
  element.querySelector('.compare-line').textContent = `${solutions} solution${solutions === 1 ? '' : 's'} · ` +
    `level ${moment.level} · step ${k} of ${side.steps}${side.complete ? '' : ' kept'}` +
    (finished ? ' · finished' : '');
  drawTree(element.querySelector('.compare-tree'), side.tree, k, moment.path, side.tree.length >= TREE_NODES);
}

function showCompare(clock) {
  const box = $('ec-compare'), first = state.compare.first;
  box.dataset.step = clock;
  box.dataset.steps = lastStep();
  const most = Math.max(state.tally.nodes[state.steps], first ? first.tally.nodes[first.steps] : 0);
  showSide($('ec-compare-mrv'), state, clock, most);
  if (first) showSide($('ec-compare-first'), first, clock, most);
}

/* Counts both whole searches in one worker, MRV's first (it is the shorter). */
function countCompare(text) {
  if (comparer) comparer.terminate();
  const box = $('ec-compare'), total = $('ec-compare-total');
  box.dataset.status = 'counting';
  for (const key of ['solutionsMrv', 'nodesMrv', 'solutionsFirst', 'nodesFirst']) delete box.dataset[key];
  total.textContent = 'Counting both whole searches...';
  const started = new Worker('cover-worker.js');
  comparer = started;
  const answers = {};
  const finish = (status, message) => {
    started.terminate();
    comparer = null;
    updateStop();
    box.dataset.status = status;
    total.textContent = message;
  };
  started.onmessage = (event) => {
    if (started !== comparer) return; /* a stopped count */
    const a = event.data.answer, name = event.data.id;
    if (a.status !== 'done') {
      box.dataset.error = a.error;
      finish('error', a.error);
      return;
    }
    answers[name] = a;
    const suffix = name === 'mrv' ? 'Mrv' : 'First';
    box.dataset[`solutions${suffix}`] = a.solutions;
    box.dataset[`nodes${suffix}`] = a.nodes;
    if (answers.mrv && answers.first) finish('done', compareSummary(answers.mrv, answers.first));
  };
  started.onerror = (event) => {
    event.preventDefault();
    if (started === comparer) finish('error', 'The count failed: ' + event.message);
  };
  started.postMessage({id: 'mrv', text, order: ORDER.MRV});
  started.postMessage({id: 'first', text, order: ORDER.FIRST});
  updateStop();
}

function compareSummary(mrv, first) {
  const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
  if (mrv.solutions !== first.solutions)
    return `The two searches disagree: ${mrv.solutions} and ${first.solutions} solutions.`;
  return `Whole searches: both find ${plural(mrv.solutions, 'solution')}; MRV enters ` +
    `${plural(mrv.nodes, 'node')}, the first item ${plural(first.nodes, 'node')} ` +
    `(${(first.nodes / mrv.nodes).toFixed(2)} times as many).`;
}

function toggleCompare() {
  comparing = !comparing;
  syncCompare();
  if (state) show(state.step);
}

function updateStop() {
  $('ec-stop').disabled = !counter && !comparer;
}

function stopCount() {
  if (counter) {
    counter.terminate();
    counter = null;
    $('ec-total').dataset.status = 'stopped';
    $('ec-total').textContent = 'Counting stopped.';
  }
  if (comparer) {
    comparer.terminate();
    comparer = null;
    $('ec-compare').dataset.status = 'stopped';
    $('ec-compare-total').textContent = 'Counting stopped.';
  }
  updateStop();
}

/* The next step where a solution is found (by either search, when both are shown). */
function nextSolution() {
  const found = state.tally.found.concat(state.compare && state.compare.first ? state.compare.first.tally.found : []);
  const later = found.filter((s) => s > state.step);
  show(later.length ? Math.min(...later) : lastStep());
}

function stopPlay() {
  if (player) clearInterval(player);
  player = null;
  $('ec-play').textContent = 'play';
}

function togglePlay() {
  if (player) { stopPlay(); return; }
  const perSecond = Number($('ec-speed').value);
  const stride = Math.max(1, Math.round(perSecond / 20));
  player = setInterval(() => {
    if (state.step >= lastStep()) stopPlay();
    else show(state.step + stride);
  }, 1000 * stride / perSecond);
  $('ec-play').textContent = 'pause';
}

function togglePresentation() {
  document.body.classList.toggle('presenting');
  $('ec-present').textContent = presenting() ? 'leave presentation' : 'presentation';
  if (state) {
    fitMatrix($('ec-matrix'), state.matrix);
    show(state.step, undefined, state.move);
  }
}

function toggleLinks() {
  linking = !linking;
  syncModes();
  if (state) show(state.step, undefined, linking ? 0 : undefined);
}

function toggleTree() {
  treeShown = !treeShown;
  syncModes();
  if (state) show(state.step, undefined, state.move);
}

/* The body's classes and the buttons' words for link mode and the tree. */
function syncModes() {
  document.body.classList.toggle('linking', linking);
  document.body.classList.toggle('no-tree', !treeShown);
  $('tree-panel').hidden = !treeShown;
  $('links-panel').hidden = !linking;
  $('ec-links-toggle').setAttribute('aria-pressed', String(linking));
  $('ec-links-toggle').textContent = linking ? 'whole steps' : 'link steps';
}

/* Reads #problem=...|example=..., &step=K|&end, &present and &compare. */
function fromUrl() {
  const params = new URLSearchParams(location.hash.slice(1));
  comparing = params.has('compare');
  linking = params.has('links');
  syncModes();
  const move = params.has('move') ? Math.max(0, parseInt(params.get('move'), 10) || 0) : undefined;
  document.body.classList.toggle('presenting', params.has('present'));
  $('ec-present').textContent = params.has('present') ? 'leave presentation' : 'presentation';
  const where = params.has('end') ? 'end' : Math.max(0, parseInt(params.get('step'), 10) || 0);
  let text = params.get('problem'), example = null;
  if (text === null) {
    const named = DLX_PROBLEMS.find((p) => p.name === (params.get('example') || 'knuth'));
    if (!named) { fail(`no bundled problem called ${params.get('example')}`); return; }
    text = named.text;
    example = named.name;
  }
  $('ec-input').value = text;
  $('ec-example').value = example || '';
  if (state && state.text === text) {
    syncCompare();
    show(where === 'end' ? lastStep() : where, undefined, move);
  } else {
    load(text, example, where, move);
  }
  if (state) state.text = text;
  else syncCompare();
}

function setup() {
  const select = $('ec-example');
  select.appendChild(el('option', {value: ''}, '(typed in)'));
  for (const p of DLX_PROBLEMS) select.appendChild(el('option', {value: p.name}, p.title));
  select.addEventListener('change', () => {
    const p = DLX_PROBLEMS.find((q) => q.name === select.value);
    if (p) { $('ec-input').value = p.text; load(p.text, p.name, 0); state && (state.text = p.text); }
  });
  $('ec-load').addEventListener('click', () => {
    const text = $('ec-input').value;
    select.value = '';
    load(text, null, 0);
    if (state) state.text = text;
  });
  $('ec-first').addEventListener('click', () => state && show(0));
  $('ec-back').addEventListener('click', () => state && back());
  $('ec-forward').addEventListener('click', () => state && forward());
  $('ec-next').addEventListener('click', () => state && nextSolution());
  $('ec-end').addEventListener('click', () => state && show(lastStep()));
  $('ec-play').addEventListener('click', () => state && togglePlay());
  $('ec-present').addEventListener('click', togglePresentation);
  $('ec-compare-toggle').addEventListener('click', toggleCompare);
  $('ec-links-toggle').addEventListener('click', toggleLinks);
  buildLegend($('ec-legend'));
  $('ec-zoom-in').addEventListener('click', () => zoomTree(1.5));
  $('ec-zoom-out').addEventListener('click', () => zoomTree(1 / 1.5));
  $('ec-zoom-fit').addEventListener('click', fitTree);
  setupTreeZoom($('ec-tree'));
  $('ec-stop').addEventListener('click', stopCount);
  document.addEventListener('keydown', (event) => {
    if (!state || event.target.tagName === 'TEXTAREA' || event.target.tagName === 'SELECT') return;
    const keys = {ArrowLeft: back, ArrowRight: forward,
      Home: () => show(0), End: () => show(lastStep()), ' ': togglePlay, n: nextSolution,
      p: togglePresentation, c: toggleCompare, l: toggleLinks, t: toggleTree, f: toggleFullScreen};
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (event.ctrlKey || event.altKey || event.metaKey || !keys[key]) return;
    event.preventDefault();
    keys[key]();
  });
  window.addEventListener('hashchange', fromUrl);
  fromUrl();
}

loadDlxApi().then((loaded) => {
  api = loaded;
  setup();
}, (error) => fail('the WebAssembly module did not load: ' + error));
