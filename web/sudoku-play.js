/*
 * sudoku-play.js - play mode of the Sudoku page: the board becomes a game
 * (givens fixed, digits and pencil marks placed by click and keyboard,
 * undo and redo, a timer), with check and hint answered by the library in
 * a worker of its own (sudoku-worker.js), never by JavaScript rules.
 *
 * Contract for tests and links: sudoku.html#play=PUZZLE starts a game (the
 * Play button does, with the puzzle in the box). #play carries
 * data-state (loading, playing, solved or error), data-grid (81 symbols,
 * '.' for an open cell), data-marks (81 masks, bit d-1 for digit d, comma
 * separated), data-pencil (on/off), data-elapsed (whole seconds),
 * data-mistakes (the cells check flagged, from 0, space separated),
 * data-check (the lines of the last check), data-hint-level and data-hint
 * (the hint shown), data-hinted (the cells a level-3 hint's step
 * changes), data-position (the text check and hint were sent), data-saved (yes, or no when storage failed) and data-message.
 *
 * The game is kept in localStorage under "dlx-sudoku-play:" and the
 * puzzle's 81 symbols: values, marks, the undo and redo lists and the
 * elapsed time. Storage that fails (disabled, full) leaves the game unsaved
 * and the page playing.
 */
'use strict';

const playPanel = document.getElementById('play');
const playCells = [];
let playWorker = null;
let playNext = 1;
const playWaiting = new Map();
let game = null;
let ticker = null;
let hintShown = null; /* {position, level, hints} of the hint on screen */

function playAsk(message) {
  if (!playWorker) {
    playWorker = new Worker('sudoku-worker.js');
    playWorker.onmessage = (event) => {
      const done = playWaiting.get(event.data.id);
      if (event.data.id === -1) {
        playWaiting.forEach((f) => f(event.data.answer));
        playWaiting.clear();
      }
      if (done) playWaiting.delete(event.data.id);
      if (done) done(event.data.answer);
    };
  }
  return new Promise((resolve) => {
    message.id = playNext++;
    playWaiting.set(message.id, resolve);
    playWorker.postMessage(message);
  });
}

/* ---- storage: never lets a failure stop the game ---- */
function storageKey(puzzle) { return 'dlx-sudoku-play:' + puzzle; }

function save() {
  if (!game) return;
  const record = {puzzle: game.puzzle, values: game.values, marks: game.marks, undo: game.undo,
    redo: game.redo, elapsed: elapsed(), solved: game.solved};
  try {
    localStorage.setItem(storageKey(game.puzzle), JSON.stringify(record));
    playPanel.dataset.saved = 'yes';
  } catch (error) {
    playPanel.dataset.saved = 'no';
    document.getElementById('play-saved').textContent = 'Not saved: this browser refused to store the game.';
  }
}

function forget(puzzle) {
  try { localStorage.removeItem(storageKey(puzzle)); } catch (error) { /* nothing kept to clear */ }
}

/* A stored move: an open cell of the puzzle, and digits and marks in range. */
function validMove(m, puzzle) {
  const cellOk = Number.isInteger(m && m.cell) && m.cell >= 0 && m.cell < 81 && puzzle[m.cell] === '.';
  return cellOk && [m.before, m.after].every((s) => s && Number.isInteger(s.value) && s.value >= 0 &&
    s.value <= 9 && Number.isInteger(s.marks) && s.marks >= 0 && s.marks < 512);
}

/* A stored game for the puzzle, or null when there is none or it does not fit the puzzle. */
function restore(puzzle) {
  let record;
  try { record = JSON.parse(localStorage.getItem(storageKey(puzzle))); } catch (error) { return null; }
  if (!record || record.puzzle !== puzzle || !Array.isArray(record.values) || !Array.isArray(record.marks) ||
    record.values.length !== 81 || record.marks.length !== 81 || !Array.isArray(record.undo) ||
    !Array.isArray(record.redo) || !record.undo.every((m) => validMove(m, puzzle)) ||
    !record.redo.every((m) => validMove(m, puzzle))) return null;
  for (let cell = 0; cell < 81; cell++) {
    const v = record.values[cell], m = record.marks[cell], given = puzzle[cell] !== '.';
    if (!Number.isInteger(v) || v < 0 || v > 9 || !Number.isInteger(m) || m < 0 || m >= 512) return null;
    if (given && v !== Number(puzzle[cell])) return null;
  }
  const seconds = Number(record.elapsed);
  return {values: record.values, marks: record.marks, undo: record.undo, redo: record.redo,
    elapsed: Number.isFinite(seconds) && seconds >= 0 ? seconds : 0, solved: record.solved === true};
}

/* ---- the timer: runs while the game is open, unsolved and the tab visible ---- */
function elapsed() {
  if (!game) return 0;
  return game.elapsed + (game.since !== null ? (performance.now() - game.since) / 1000 : 0);
}

function clock(seconds) {
  const s = Math.floor(seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function pause() {
  if (!game || game.since === null) return;
  game.elapsed = elapsed();
  game.since = null;
  save();
}

function resume() {
  if (!game || game.solved || game.since !== null || document.hidden) return;
  game.since = performance.now();
}

function tick() {
  if (!game) return;
  const seconds = Math.floor(elapsed());
  playPanel.dataset.elapsed = seconds;
  document.getElementById('play-clock').textContent = clock(seconds) + (game.since === null && !game.solved ? ' (paused)' : '');
  if (game.since !== null && seconds % 5 === 0) save();
}

/* ---- the board ---- */
function buildBoard() {
  const grid = document.createElement('div');
  grid.className = 'sudoku-grid size-9 play-grid';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', 'Sudoku board: arrow keys move, digits place');
  grid.style.gridTemplateColumns = 'repeat(9, var(--cell))';
  playCells.length = 0;
  for (let row = 0; row < 9; row++) {
    const line = document.createElement('div');
    line.setAttribute('role', 'row');
    line.style.display = 'contents';
    for (let col = 0; col < 9; col++) {
      const cell = row * 9 + col;
      const div = document.createElement('div');
      div.className = 'cell';
      if (row % 3 === 0) div.classList.add('top');
      if (col % 3 === 0) div.classList.add('left');
      if (row === 8) div.classList.add('bottom');
      if (col === 8) div.classList.add('right');
      div.setAttribute('role', 'gridcell');
      div.tabIndex = -1;
      div.dataset.cell = cell;
      div.addEventListener('click', () => select(cell, true));
      line.appendChild(div);
      playCells.push(div);
    }
    grid.appendChild(line);
  }
  document.getElementById('play-board').replaceChildren(grid);
}

function drawCell(cell) {
  const div = playCells[cell], value = game.values[cell], marks = game.marks[cell];
  const given = game.puzzle[cell] !== '.';
  div.classList.toggle('given', given);
  div.classList.toggle('placed', !given && value > 0);
  div.classList.toggle('selected', cell === game.selected);
  div.classList.toggle('wrong', game.mistakes.has(cell));
  /* the whole step (hint level 3) shows on the board too, until the next move */
  div.classList.toggle('hinted', !!hintShown && hintShown.level === 3 && hintShown.cells.has(cell));
  const name = `r${Math.floor(cell / 9) + 1}c${cell % 9 + 1}`;
  if (value) {
    div.textContent = value;
    div.setAttribute('aria-label', `${name}: ${value}${given ? ' (given)' : ''}`);
  } else if (marks) {
    const inner = document.createElement('div');
    inner.className = 'pencil';
    const listed = [];
    for (let d = 1; d <= 9; d++) {
      const span = document.createElement('span');
      if (marks >> (d - 1) & 1) { span.textContent = d; listed.push(d); }
      inner.appendChild(span);
    }
    div.replaceChildren(inner);
    div.setAttribute('aria-label', `${name}: marks ${listed.join(' ')}`);
  } else {
    div.textContent = '';
    div.setAttribute('aria-label', `${name}: empty`);
  }
  div.tabIndex = cell === game.selected ? 0 : -1;
}

function draw() {
  for (let cell = 0; cell < 81; cell++) drawCell(cell);
  playPanel.dataset.grid = game.values.map((v) => (v ? String(v) : '.')).join('');
  playPanel.dataset.marks = game.marks.join(',');
  playPanel.dataset.mistakes = [...game.mistakes].sort((a, b) => a - b).join(' ');
  playPanel.dataset.hinted = playCells.flatMap((div, k) => (div.classList.contains('hinted') ? [k] : [])).join(' ');
  playPanel.dataset.pencil = game.pencil ? 'on' : 'off';
  const pencil = document.getElementById('play-pencil');
  pencil.setAttribute('aria-pressed', game.pencil ? 'true' : 'false');
  pencil.textContent = game.pencil ? 'Pencil: on (P)' : 'Pencil: off (P)';
  document.getElementById('play-undo').disabled = !game.undo.length || game.solved;
  document.getElementById('play-redo').disabled = !game.redo.length || game.solved;
}

function select(cell, focus) {
  if (!game) return;
  game.selected = cell;
  draw();
  if (focus) playCells[cell].focus();
}

/* ---- moves: each one a cell's value and marks before and after, so undo restores them exactly ---- */
function apply(cell, after) {
  const before = {value: game.values[cell], marks: game.marks[cell]};
  if (before.value === after.value && before.marks === after.marks) return;
  game.undo.push({cell, before, after});
  game.redo = [];
  set(cell, after);
}

function set(cell, state) {
  if (hintShown) {
    hintShown = null;
    showHint('', 0);
  }
  game.values[cell] = state.value;
  game.marks[cell] = state.marks;
  game.mistakes.delete(cell);
  game.selected = cell;
  afterMove();
}

function afterMove() {
  draw();
  save();
  if (game.values.every((v, k) => String(v) === game.solution[k])) solved();
}

function undo() {
  if (!game || game.solved || !game.undo.length) return;
  const move = game.undo.pop();
  game.redo.push(move);
  set(move.cell, move.before);
}

function redo() {
  if (!game || game.solved || !game.redo.length) return;
  const move = game.redo.pop();
  game.undo.push(move);
  set(move.cell, move.after);
}

function place(digit, asMark) {
  const cell = game.selected;
  if (game.solved || game.puzzle[cell] !== '.') return;
  if (asMark) {
    if (game.values[cell]) return; /* marks belong to open cells */
    apply(cell, {value: 0, marks: game.marks[cell] ^ (1 << (digit - 1))});
  } else {
    apply(cell, {value: digit, marks: 0});
  }
}

function clear() {
  const cell = game.selected;
  if (game.solved || game.puzzle[cell] !== '.') return;
  apply(cell, {value: 0, marks: 0});
}

function solved() {
  pause();
  game.solved = true;
  save();
  tick();
  playPanel.dataset.state = 'solved';
  say(`Solved in ${clock(game.elapsed)}.`);
  draw();
}

function say(text) {
  playPanel.dataset.message = text;
  document.getElementById('play-message').textContent = text;
}

/* ---- the keyboard ---- */
const moves = {ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1};

function onKey(event) {
  if (!game || !playPanel.classList.contains('open')) return;
  const target = event.target;
  if (target && target.closest && target.closest('textarea, input, select')) return;
  const ctrl = event.ctrlKey || event.metaKey, key = event.key;
  const digit = /^(Digit|Numpad)([0-9])$/.exec(event.code || '');
  let handled = true;
  if (ctrl && (key === 'z' || key === 'Z') && !event.shiftKey) undo();
  else if (ctrl && (key === 'y' || key === 'Y' || ((key === 'z' || key === 'Z') && event.shiftKey))) redo();
  else if (ctrl || event.altKey) handled = false;
  else if (moves[key] !== undefined) move(moves[key]);
  else if (key === 'p' || key === 'P') togglePencil();
  else if (key === 'Backspace' || key === 'Delete' || (digit && digit[2] === '0')) clear();
  else if (digit) place(Number(digit[2]), game.pencil || event.shiftKey);
  else handled = false;
  if (handled) event.preventDefault();
}

function move(delta) {
  const cell = game.selected, col = cell % 9;
  if ((delta === -1 && col === 0) || (delta === 1 && col === 8)) return;
  if (cell + delta < 0 || cell + delta > 80) return;
  select(cell + delta, true);
}

function togglePencil() {
  game.pencil = !game.pencil;
  draw();
}

/* ---- check and hint: the library's, on the position as it stands ---- */

/*
 * The position as `sudoku check` and `sudoku hint` read it: the 81 digits
 * when no cell has marks; otherwise 729 symbols, each cell's nine places
 * holding its digit alone, its marks, or all nine digits when the player
 * wrote none (which rules nothing out).
 */
function position() {
  if (game.marks.every((m, cell) => !m || game.values[cell]))
    return game.values.map((v) => (v ? String(v) : '.')).join('');
  let text = '';
  for (let cell = 0; cell < 81; cell++) {
    const v = game.values[cell], m = v ? 1 << (v - 1) : game.marks[cell] || 511;
    for (let d = 1; d <= 9; d++) text += m >> (d - 1) & 1 ? String(d) : '.';
  }
  return text;
}

async function check() {
  if (!game) return;
  const sent = position();
  playPanel.dataset.position = sent;
  const answer = await playAsk({action: 'check', text: game.puzzle, state: sent});
  if (answer.status !== 'done') { say(answer.error); return; }
  game.mistakes = new Set(answer.mistakes.map((m) => m.cell));
  playPanel.dataset.check = answer.mistakes.map((m) => m.text).join('\n');
  draw();
  say(answer.mistakes.length ? answer.mistakes.map((m) => m.text).join('; ') : 'No mistakes so far.');
}

async function hint() {
  if (!game || game.solved) return;
  const sent = position();
  if (!hintShown || hintShown.position !== sent) {
    playPanel.dataset.position = sent;
    const answer = await playAsk({action: 'hint', text: sent});
    if (answer.status !== 'done') {
      hintShown = null;
      showHint('', 0);
      say(answer.error);
      return;
    }
    /* the cells the step changes: its placements', else its eliminations' (cell * 9 + digit - 1) */
    const cands = answer.step.placements.length ? answer.step.placements : answer.step.eliminations;
    hintShown = {position: sent, level: 0, hints: answer.hints, cells: new Set(cands.map((k) => Math.floor(k / 9)))};
  }
  hintShown.level = Math.min(3, hintShown.level + 1);
  showHint(hintShown.hints[hintShown.level - 1], hintShown.level);
  draw();
}

function showHint(text, level) {
  playPanel.dataset.hint = text;
  playPanel.dataset.hintLevel = level;
  const label = ['', 'Technique', 'Where to look', 'The step'][level];
  document.getElementById('play-hint').textContent = level ? `${label}: ${text}` : '';
  document.getElementById('play-hint-button').textContent = level && level < 3 ? 'More hint' : 'Hint';
}

/* ---- starting, resetting and leaving a game ---- */
async function startPlay(text) {
  pause(); /* the game left behind stays saved */
  document.getElementById('sudoku-input').value = text;
  openPanel(true);
  playPanel.dataset.state = 'loading';
  say('');
  const answer = await playAsk({action: 'solve', text, limit: 2});
  let problem = answer.status !== 'done' ? answer.error
    : answer.size !== 9 ? `${answer.size}x${answer.size}: play needs a 9x9 puzzle`
      : answer.count !== 1 || !answer.complete ? 'the puzzle has more than one solution: play needs one' : '';
  if (problem) {
    game = null;
    playPanel.dataset.state = 'error';
    say(problem);
    return;
  }
  newGame(answer.puzzle, answer.solution, restore(answer.puzzle));
  history.replaceState(null, '', '#play=' + answer.puzzle);
}

function newGame(puzzle, solution, kept) {
  const values = [...puzzle].map((c) => (c === '.' ? 0 : Number(c)));
  game = {puzzle, solution, values: kept ? kept.values : values, marks: kept ? kept.marks : Array(81).fill(0),
    undo: kept ? kept.undo : [], redo: kept ? kept.redo : [], elapsed: kept ? kept.elapsed : 0,
    solved: kept ? kept.solved : false, since: null, selected: Math.max(0, puzzle.indexOf('.')),
    pencil: false, mistakes: new Set()};
  hintShown = null;
  showHint('', 0);
  delete playPanel.dataset.check;
  document.getElementById('play-saved').textContent = '';
  buildBoard();
  draw();
  playPanel.dataset.state = game.solved ? 'solved' : 'playing';
  say(game.solved ? `Solved in ${clock(game.elapsed)}.` : kept ? 'Game restored.' : '');
  save();
  resume();
  tick();
  if (!ticker) ticker = setInterval(tick, 1000);
  playCells[game.selected].focus();
}

function resetGame() {
  if (!game) return;
  forget(game.puzzle);
  newGame(game.puzzle, game.solution, null);
}

function openPanel(open) {
  playPanel.classList.toggle('open', open);
  document.getElementById('board-panel').classList.toggle('playing', open);
}

function leave() {
  if (!game && !playPanel.classList.contains('open')) return;
  pause();
  game = null;
  clearInterval(ticker);
  ticker = null;
  openPanel(false);
  if (/^#play=/.test(location.hash)) history.replaceState(null, '', location.pathname);
}

function playFromUrl() {
  const params = new URLSearchParams(location.hash.slice(1));
  if (params.has('play')) startPlay(params.get('play'));
  else leave();
}

document.getElementById('do-play').addEventListener('click', () => startPlay(document.getElementById('sudoku-input').value));
document.getElementById('play-pencil').addEventListener('click', togglePencil);
document.getElementById('play-undo').addEventListener('click', undo);
document.getElementById('play-redo').addEventListener('click', redo);
document.getElementById('play-check').addEventListener('click', check);
document.getElementById('play-hint-button').addEventListener('click', hint);
document.getElementById('play-reset').addEventListener('click', resetGame);
document.getElementById('play-leave').addEventListener('click', leave);
/* the page's other actions draw on the board play mode hides: they end the game (it stays saved) */
document.querySelectorAll('button[data-action]').forEach((b) => b.addEventListener('click', leave));
document.addEventListener('keydown', onKey);
document.addEventListener('visibilitychange', () => (document.hidden ? pause() : resume()));
window.addEventListener('pagehide', pause);
window.addEventListener('hashchange', playFromUrl);
playFromUrl();
