/*
 * exact-cover.js - the playground: reads a problem, has the engine search
 * it (web_cover_run keeps the trace, up to STEP_CAP events), and steps
 * through the kept events forward and back; a worker counts the whole
 * search meanwhile, however long it is.
 *
 * Contract for tests and links: exact-cover.html#problem=TEXT&step=K (TEXT
 * URL-encoded Knuth format; example=NAME for a bundled problem), or &end
 * for the last step; &present opens in presentation mode. #ec-status
 * carries data-step, data-steps, data-level, data-solutions and data-nodes
 * (the state after step K), data-complete (whether the trace holds the
 * whole search); #ec-total carries the whole search's data-solutions and
 * data-nodes once counted (data-status done), and #ec-message any error.
 */
'use strict';

const STEP_CAP = 100000;
const $ = (id) => document.getElementById(id);
let api = null;
let state = null;     /* the problem being stepped through */
let counter = null;   /* the worker counting the whole search */
let player = null;    /* the timer of play */

function eventAt(k) {
  const e = state.events;
  return {type: e[5 * k], level: e[5 * k + 1], item: e[5 * k + 2], option: e[5 * k + 3], count: e[5 * k + 4]};
}

/* Solutions and nodes after each step, and the steps that find a solution. */
function tally(events, steps) {
  const solutions = new Uint32Array(steps + 1), nodes = new Uint32Array(steps + 1);
  const found = [];
  for (let k = 0; k < steps; k++) {
    const type = events[5 * k];
    solutions[k + 1] = solutions[k] + (type === EVENT.SOLUTION);
    nodes[k + 1] = nodes[k] + (type === EVENT.CHOOSE || type === EVENT.SOLUTION);
    if (type === EVENT.SOLUTION) found.push(k + 1);
  }
  return {solutions, nodes, found};
}

/* The options tried at each level after `step` events; also the last solution's and the tree path. */
function walk(step) {
  const tried = [], path = [];
  let level = 0, lastSolution = null, treeNode = -1;
  for (let k = 0; k < step; k++) {
    const e = eventAt(k);
    if (e.type === EVENT.CHOOSE || e.type === EVENT.SOLUTION) {
      treeNode++;
      path[e.level] = treeNode;
    }
    if (e.type === EVENT.TRY) { tried[e.level] = e.option; level = e.level + 1; }
    else level = e.level;
    if (e.type === EVENT.SOLUTION) lastSolution = tried.slice(0, e.level);
  }
  return {partial: tried.slice(0, level), level, lastSolution, path: path.slice(0, level + 1)};
}

function optionText(k) {
  return k < state.problem.shown ? state.problem.texts[k] : `option ${k + 1}`;
}

function describe(step) {
  if (step === 0) return 'Ready: step forward to start the search.';
  const e = eventAt(step - 1), name = state.problem.items[e.item];
  switch (e.type) {
    case EVENT.CHOOSE:
      return e.count === 0 ? `level ${e.level}: item ${name} has no option left: a dead end`
        : `level ${e.level}: choose item ${name} (${e.count} option${e.count === 1 ? '' : 's'}), cover it`;
    case EVENT.TRY: return `level ${e.level}: try '${optionText(e.option)}' (${e.count + 1} of item ${name}'s options)`;
    case EVENT.SOLUTION: return `solution ${state.tally.solutions[step]} found at level ${e.level}`;
    default: return `level ${e.level}: every option of ${name} tried: uncover it, back up`;
  }
}

function show(step) {
  state.step = Math.max(0, Math.min(step, state.steps));
  const k = state.step;
  const view = api.cover.view(k);
  const moment = walk(k);
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
  const trying = k > 0 && eventAt(k - 1).type === EVENT.TRY ? eventAt(k - 1).option : -1;
  if (view.status === 'done') {
    updateMatrix(state.matrix, view, moment.partial, trying);
    drawNodeTable($('ec-table'), view.table, state.problem);
  }
  const partial = $('ec-partial');
  partial.replaceChildren(...moment.partial.map((o) => el('li', {}, optionText(o))));
  drawTree($('ec-tree'), state.tree, k, moment.path, state.tree.length >= TREE_NODES);
  if (state.board) {
    const atSolution = !moment.partial.length && moment.lastSolution;
    drawBoard($('ec-board'), state.board, state.problem, atSolution ? moment.lastSolution : moment.partial, trying);
    $('board-title').textContent = atSolution ? 'Board: the last solution found' : 'Board';
  }
  remember();
}

/* The URL holds the problem and the step. */
function remember() {
  const params = state.example ? `example=${encodeURIComponent(state.example)}` : `problem=${state.encoded}`;
  const where = state.step === state.steps && state.steps > 0 ? '&end' : `&step=${state.step}`;
  const present = document.body.classList.contains('presenting') ? '&present' : '';
  history.replaceState(null, '', `#${params}${where}${present}`);
}

function fail(message) {
  $('ec-message').textContent = message;
  $('ec-status').dataset.error = message;
}

function load(text, example, where) {
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
  state = {problem, steps: run.steps, complete: run.complete, events, example,
    encoded: example ? '' : encodeURIComponent(text), tally: tally(events, run.steps)};
  state.tree = layoutTree(events, run.steps);
  state.matrix = buildMatrix($('ec-matrix'), problem);
  state.board = detectBoard(problem);
  $('board-panel').hidden = !state.board;
  /* a long board (pentominoes in 3x20) takes the whole width, and so does the tree beside it */
  const long = state.board && state.board.kind === 'pentomino' && state.board.rows >= 2 * state.board.cols;
  $('board-panel').classList.toggle('wide', !!long);
  $('tree-panel').classList.toggle('wide', !state.board || !!long);
  $('matrix-title').textContent = problem.option_count > state.matrix.rows
    ? `Matrix: a sample, the first ${state.matrix.rows} of ${problem.option_count} options (the search uses them all)`
    : `Matrix: ${problem.items.length} items, ${problem.option_count} options`;
  countWhole(text);
  show(where === 'end' ? state.steps : where);
}

/* Counts the whole search in a worker; the trace may hold only its start. */
function countWhole(text) {
  if (counter) counter.terminate();
  const total = $('ec-total');
  total.dataset.status = 'counting';
  delete total.dataset.solutions;
  delete total.dataset.nodes;
  total.textContent = 'Counting the whole search...';
  $('ec-stop').disabled = false;
  const started = new Worker('cover-worker.js');
  counter = started;
  started.onmessage = (event) => {
    if (started !== counter) return; /* a stopped count */
    const a = event.data.answer;
    counter.terminate();
    counter = null;
    $('ec-stop').disabled = true;
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
  started.postMessage({id: 1, text});
}

function stopCount() {
  if (!counter) return;
  counter.terminate();
  counter = null;
  $('ec-stop').disabled = true;
  $('ec-total').dataset.status = 'stopped';
  $('ec-total').textContent = 'Counting stopped.';
}

function nextSolution() {
  const next = state.tally.found.find((s) => s > state.step);
  show(next !== undefined ? next : state.steps);
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
    if (state.step >= state.steps) stopPlay();
    else show(state.step + stride);
  }, 1000 * stride / perSecond);
  $('ec-play').textContent = 'pause';
}

function togglePresentation() {
  document.body.classList.toggle('presenting');
  $('ec-present').textContent = document.body.classList.contains('presenting') ? 'leave presentation' : 'presentation';
  if (state) {
    fitMatrix($('ec-matrix'), state.matrix);
    show(state.step);
  }
}

/* Reads #problem=...|example=... and &step=K|&end. */
function fromUrl() {
  const params = new URLSearchParams(location.hash.slice(1));
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
  if (state && state.text === text) show(where === 'end' ? state.steps : where);
  else load(text, example, where);
  if (state) state.text = text;
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
  $('ec-back').addEventListener('click', () => state && show(state.step - 1));
  $('ec-forward').addEventListener('click', () => state && show(state.step + 1));
  $('ec-next').addEventListener('click', () => state && nextSolution());
  $('ec-end').addEventListener('click', () => state && show(state.steps));
  $('ec-play').addEventListener('click', () => state && togglePlay());
  $('ec-present').addEventListener('click', togglePresentation);
  $('ec-stop').addEventListener('click', stopCount);
  document.addEventListener('keydown', (event) => {
    if (!state || event.target.tagName === 'TEXTAREA' || event.target.tagName === 'SELECT') return;
    const keys = {ArrowLeft: () => show(state.step - 1), ArrowRight: () => show(state.step + 1),
      Home: () => show(0), End: () => show(state.steps), ' ': togglePlay, n: nextSolution,
      p: togglePresentation};
    if (keys[event.key]) { event.preventDefault(); keys[event.key](); }
  });
  window.addEventListener('hashchange', fromUrl);
  fromUrl();
}

loadDlxApi().then((loaded) => {
  api = loaded;
  setup();
}, (error) => fail('the WebAssembly module did not load: ' + error));
