/*
 * wasm-solve.js - the WebAssembly module's Sudoku solver under node, for
 * bench/wasm.sh: solves each puzzle line of FILE with the call the Sudoku
 * page makes (first solution, as `sudoku solve` does by default), prints
 * each solution on stdout, and on stderr the mean microseconds per puzzle:
 * of one pass from a cold start, or with --warm of the fastest of three
 * passes after two passes of warm-up.
 *
 *   node --no-experimental-fetch bench/wasm-solve.js MODULE.js FILE [--warm]
 *   node --no-experimental-fetch bench/wasm-solve.js MODULE.js --hint PUZZLE [RUNS]
 * --hint times a hint instead: the first call, then the median of RUNS.
 */
'use strict';
const fs = require('fs');
const path = require('path');

const [modulePath, file, ...rest] = process.argv.slice(2);
if (!modulePath || !file) {
  process.stderr.write('usage: wasm-solve.js MODULE.js FILE [--warm] | --hint PUZZLE [RUNS]\n');
  process.exit(2);
}
global.createDlxModule = require(path.resolve(modulePath));
const {loadDlxApi} = require(path.join(__dirname, '..', 'web', 'dlx-api.js'));

function timeHint(api, puzzle, runs) {
  let started = process.hrtime.bigint();
  const first = api.sudoku.hint(puzzle);
  const firstMs = Number(process.hrtime.bigint() - started) / 1e6;
  const times = [];
  for (let k = 0; k < runs; k++) {
    started = process.hrtime.bigint();
    api.sudoku.hint(puzzle);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(`${first.hint}\n`);
  process.stderr.write(`hint: first call ${firstMs.toFixed(1)} ms, median of ${runs} ` +
    `${times[Math.floor(runs / 2)].toFixed(1)} ms\n`);
}

loadDlxApi().then((api) => {
  if (file === '--hint') {
    timeHint(api, rest[0], Number(rest[1] || 20));
    return;
  }
  const puzzles = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/)[0]);
  /* warm-up: node compiles the module fast first and optimises the hot functions later */
  const warm = rest[0] === '--warm';
  for (let pass = 0; pass < (warm ? 2 : 0); pass++) puzzles.forEach((p) => api.sudoku.solve(p, 1));
  const answers = new Array(puzzles.length);
  let best = Infinity;
  for (let pass = 0; pass < (warm ? 3 : 1); pass++) {
    const started = process.hrtime.bigint();
    for (let k = 0; k < puzzles.length; k++) answers[k] = api.sudoku.solve(puzzles[k], 1);
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
  }
  process.stdout.write(answers.map((a) => (a.status === 'done' ? a.solution : `error: ${a.error}`)).join('\n') + '\n');
  process.stderr.write(`${(1e6 * best / puzzles.length).toFixed(1)}\n`);
});
