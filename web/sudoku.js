/*
 * sudoku.js - the Sudoku page: its buttons and URL send requests to the
 * worker (sudoku-worker.js), which calls the WebAssembly module; answers
 * are drawn here.
 *
 * Contract for tests and links: sudoku.html#puzzle=P&action=A, A one of
 * solve, count, hint, explain, rate (and generate, with band, symmetry and
 * seed, and attempts: 0 the default), runs A on P; &names=se gives hint and explain SE's names of
 * techniques (HoDoKu's by default, as the commands' --names); #sudoku-result then carries data-action,
 * data-status (running, done, error or stopped), data-error and, as the
 * action gives them, data-solution, data-count, data-hint, data-steps,
 * data-rating, data-puzzle. sudoku.html#play=P is play mode's
 * (sudoku-play.js).
 */
'use strict';

const $ = (id) => document.getElementById(id);
const input = $('sudoku-input');
const result = $('sudoku-result');
let worker = null;
let nextId = 1;
let running = null; /* {id, action} of the request in the worker */
let explanation = null;

function startWorker() {
  const started = new Worker('sudoku-worker.js');
  worker = started;
  /* a stopped worker may still report (a script load cut short): only the current one counts */
  started.onmessage = (event) => { if (started === worker) receive(event.data); };
  started.onerror = (event) => {
    event.preventDefault();
    if (started === worker && running) finish({status: 'error', error: 'the worker failed: ' + event.message});
  };
}

function resetResult(action, status) {
  for (const name of Object.keys(result.dataset)) delete result.dataset[name];
  result.dataset.action = action;
  result.dataset.status = status;
}

function setBusy(text) {
  $('sudoku-busy').textContent = text;
  $('do-stop').disabled = !text;
  document.querySelectorAll('button[data-action]').forEach((b) => { b.disabled = !!text; });
}

function request(action) {
  const message = {action, text: input.value};
  if (action === 'count') message.limit = Math.max(0, parseInt($('count-limit').value, 10) || 0);
  if (action === 'hint' || action === 'explain') message.names = $('step-names').value;
  if (action === 'generate') {
    message.band = $('gen-band').value;
    message.symmetry = $('gen-symmetry').value;
    message.seed = $('gen-seed').value.trim();
    message.attempts = Math.max(0, parseInt($('gen-attempts').value, 10) || 0);
  }
  return message;
}

function run(action) {
  if (running) return;
  const message = request(action);
  message.id = nextId++;
  running = {id: message.id, action};
  resetResult(action, 'running');
  $('sudoku-message').textContent = '';
  setBusy(action === 'generate' || action === 'count' ? action + 'ing...' : 'working...');
  remember(action);
  worker.postMessage(message);
}

/* Puts the request in the URL, so the link reproduces it. */
function remember(action) {
  const params = new URLSearchParams();
  if (action !== 'generate') params.set('puzzle', input.value.trim());
  params.set('action', action);
  if (action === 'count') params.set('limit', $('count-limit').value);
  if ((action === 'hint' || action === 'explain') && $('step-names').value !== 'hodoku') {
    params.set('names', $('step-names').value);
  }
  if (action === 'generate') {
    params.set('band', $('gen-band').value);
    params.set('symmetry', $('gen-symmetry').value);
    params.set('seed', $('gen-seed').value.trim());
    if ($('gen-attempts').value !== '0') params.set('attempts', $('gen-attempts').value);
  }
  history.replaceState(null, '', '#' + params.toString());
}

function stop() {
  if (!running) return;
  worker.terminate();
  startWorker();
  resetResult(running.action, 'stopped');
  result.textContent = 'Stopped.';
  running = null;
  setBusy('');
}

function receive(data) {
  if (data.id === -1) {
    $('sudoku-message').textContent = data.answer.error;
    return;
  }
  if (!running || data.id !== running.id) return;
  finish(data.answer, data.ms);
}

function finish(answer, ms) {
  const action = running ? running.action : result.dataset.action;
  running = null;
  setBusy('');
  if (answer.status !== 'done') {
    resetResult(action, 'error');
    result.dataset.error = answer.error;
    result.textContent = '';
    $('sudoku-message').textContent = answer.error;
    return;
  }
  resetResult(action, 'done');
  if (ms !== undefined) result.dataset.ms = ms.toFixed(1);
  $('sudoku-steps').replaceChildren();
  $('sudoku-caption').textContent = '';
  explanation = null;
  show[action](answer);
}

function line(text, className) {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

const show = {
  solve(a) {
    result.dataset.solution = a.solution;
    result.dataset.count = a.count;
    const unique = a.count === 1 && a.complete;
    result.replaceChildren(line(unique ? 'Solved: the solution is unique.'
      : 'Solved, but the puzzle has more than one solution: the first one found is drawn.'),
      line(a.solution, 'mono'), line(`${a.nodes} search nodes.`, 'small'));
    drawSudoku($('sudoku-board'), {size: a.size, values: a.puzzle, givens: a.puzzle.replace(/[^.]/g, '1'),
      solution: a.solution});
  },
  count(a) {
    result.dataset.count = a.count;
    if (a.solution) result.dataset.solution = a.solution;
    const limit = request('count').limit;
    const text = a.complete ? `${a.count} solution${a.count === 1 ? '' : 's'}.`
      : `At least ${a.count} solutions (the count stopped at the limit, ${limit}).`;
    result.replaceChildren(line(text), line(`${a.nodes} search nodes.`, 'small'));
    drawPuzzle(a);
  },
  hint(a) {
    result.dataset.hint = a.hint;
    result.replaceChildren(line('Next step:'), line(a.hint, 'hint mono'),
      line(`${a.step.technique}, difficulty ${a.step.difficulty}`, 'small'));
    drawSudoku($('sudoku-board'), {size: 9, values: a.grid.values, givens: a.grid.given,
      cands: a.grid.cands, step: a.step});
  },
  explain(a) {
    result.dataset.steps = a.list.length;
    result.dataset.rating = a.rating;
    result.dataset.solution = a.solution;
    result.replaceChildren(line(`${a.list.length} steps; rating ${a.rating} (${a.band}), hardest: ${a.hardest}.`),
      line('Click a step to see the grid before it.', 'small'));
    explanation = a;
    const list = $('sudoku-steps');
    a.list.forEach((entry, k) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.className = 'step';
      button.textContent = entry.step.text;
      button.addEventListener('click', () => showStep(k));
      item.appendChild(button);
      list.appendChild(item);
    });
    if (a.list.length) showStep(0);
  },
  rate(a) {
    result.dataset.rating = a.rating;
    result.replaceChildren(line(`SE rating ${a.rating} (${a.band}); hardest step: ${a.hardest}; ${a.steps} steps.`));
  },
  generate(a) {
    result.dataset.puzzle = a.puzzle;
    result.dataset.solution = a.solution;
    result.dataset.rating = a.rating;
    input.value = a.puzzle;
    result.replaceChildren(line(`A ${a.band} puzzle, rating ${a.rating} (hardest: ${a.hardest}), ` +
      `${a.clues} clues, symmetry ${a.symmetry}, found after ${a.attempts} ` +
      `${a.walked ? 'move' : 'attempt'}${a.attempts === 1 ? '' : 's'}` +
      `${a.walked ? ' of a walk near hard puzzles' : ''}.`),
      line(a.puzzle, 'mono'));
    drawSudoku($('sudoku-board'), {size: 9, values: a.puzzle, givens: a.puzzle.replace(/[^.]/g, '1')});
  },
};

function drawPuzzle(a) {
  if (a.grid) drawSudoku($('sudoku-board'), {size: 9, values: a.grid.values, givens: a.grid.given, cands: a.grid.cands});
  else drawSudoku($('sudoku-board'), {size: a.size, values: a.puzzle, givens: a.puzzle.replace(/[^.]/g, '1')});
}

function showStep(k) {
  const entry = explanation.list[k];
  document.querySelectorAll('#sudoku-steps li').forEach((li, j) => {
    li.classList.toggle('current', j === k);
    if (j === k) li.scrollIntoView({block: 'nearest'});
  });
  $('sudoku-caption').textContent = `Before step ${k + 1}: ${entry.step.text}`;
  drawSudoku($('sudoku-board'), {size: 9, values: entry.grid.values, givens: entry.grid.given,
    cands: entry.grid.cands, step: entry.step});
  result.dataset.shown = k + 1;
}

/* Reads #puzzle=...&action=... and runs it. */
function fromUrl() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.has('puzzle')) input.value = params.get('puzzle');
  if (params.has('limit')) $('count-limit').value = params.get('limit');
  $('step-names').value = params.get('names') === 'se' ? 'se' : 'hodoku';
  if (params.has('band')) $('gen-band').value = params.get('band');
  if (params.has('symmetry')) $('gen-symmetry').value = params.get('symmetry');
  if (params.has('seed')) $('gen-seed').value = params.get('seed');
  $('gen-attempts').value = params.get('attempts') || '0';
  const action = params.get('action');
  if (action && show[action]) run(action);
}

document.querySelectorAll('button[data-action]').forEach((button) => {
  button.addEventListener('click', () => run(button.dataset.action));
});
$('do-stop').addEventListener('click', stop);
/* extreme puzzles come from a walk near hard puzzles, which keeps no symmetry */
$('gen-band').addEventListener('change', () => {
  if ($('gen-band').value === 'extreme') $('gen-symmetry').value = 'none';
});
window.addEventListener('hashchange', () => { if (!running) fromUrl(); });
startWorker();
drawSudoku($('sudoku-board'), {size: 9, values: '.'.repeat(81)});
if (!location.hash && !input.value) input.value = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
fromUrl();
