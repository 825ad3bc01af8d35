/*
 * sudoku-board.js - draws a Sudoku grid as HTML: givens, placed digits and
 * pencil marks, with the cells and candidates of a step marked (placements
 * green, eliminations struck out in red, the candidates that justify the
 * step yellow). Candidates are numbered cell * 9 + digit - 1, as the
 * module's answers give them.
 */
'use strict';

/*
 * board: {size, values (n*n symbols), givens (n*n of '1'/'0', optional),
 *         cands (81 masks, optional), solution (n*n symbols, optional: its
 *         digits are drawn in the empty cells as the search's placements),
 *         step (optional: {placements, eliminations, causes})}
 */
function drawSudoku(container, board) {
  const n = board.size;
  const box = boxShape(n);
  const marks = {place: new Set(), elim: new Set(), cause: new Set()};
  if (board.step) {
    board.step.placements.forEach((c) => marks.place.add(c));
    board.step.eliminations.forEach((c) => marks.elim.add(c));
    board.step.causes.forEach((c) => marks.cause.add(c));
  }
  const grid = document.createElement('div');
  grid.className = 'sudoku-grid size-' + n;
  grid.style.gridTemplateColumns = `repeat(${n}, var(--cell))`;
  for (let cell = 0; cell < n * n; cell++) {
    const row = Math.floor(cell / n), col = cell % n;
    const div = document.createElement('div');
    div.className = 'cell';
    if (row % box.rows === 0) div.classList.add('top');
    if (col % box.cols === 0) div.classList.add('left');
    if (row === n - 1) div.classList.add('bottom');
    if (col === n - 1) div.classList.add('right');
    const value = board.values[cell];
    if (value !== '.' && value !== '0') {
      div.textContent = value;
      div.classList.add(board.givens && board.givens[cell] === '1' ? 'given' : 'placed');
    } else if (board.solution) {
      div.textContent = board.solution[cell];
      div.classList.add('solved');
    } else if (board.cands && n === 9) {
      div.appendChild(pencilMarks(cell, board.cands[cell], marks));
    }
    for (let d = 1; d <= 9 && n === 9; d++) {
      if (marks.place.has(cell * 9 + d - 1)) div.classList.add('mark-place');
      if (marks.cause.has(cell * 9 + d - 1)) div.classList.add('mark-cause');
    }
    div.title = `r${row + 1}c${col + 1}`;
    grid.appendChild(div);
  }
  container.replaceChildren(grid);
}

function pencilMarks(cell, mask, marks) {
  const inner = document.createElement('div');
  inner.className = 'pencil';
  for (let d = 1; d <= 9; d++) {
    const span = document.createElement('span');
    const cand = cell * 9 + d - 1;
    if (mask >> (d - 1) & 1) span.textContent = d;
    if (marks.elim.has(cand)) span.className = 'elim';
    else if (marks.place.has(cand)) span.className = 'place';
    else if (marks.cause.has(cand)) span.className = 'cause';
    inner.appendChild(span);
  }
  return inner;
}

/* Boxes as the library makes them: the largest divisor of n not above its square root. */
function boxShape(n) {
  let rows = 1;
  for (let r = 1; r * r <= n; r++) if (n % r === 0) rows = r;
  return {rows, cols: n / rows};
}
