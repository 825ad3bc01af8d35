/*
 * wasm-solve.js - the WebAssembly module's Sudoku solver under node, for
 * bench/wasm.sh: solves each puzzle line of FILE with the call the Sudoku
 * page makes (first solution, as `sudoku solve` does by default), prints
 * each solution on stdout, and on stderr the solving time (the module's
 * load and one warm-up puzzle excluded) as puzzles/s and us/puzzle.
 *
 *   node --no-experimental-fetch bench/wasm-solve.js MODULE.js FILE
 *   node --no-experimental-fetch bench/wasm-solve.js MODULE.js --hint PUZZLE [RUNS]
 * --hint times a hint instead: the first call, then the median of RUNS.
 */
'use strict';
const fs = require('fs');
const path = require('path');

const [modulePath, file, ...rest] = process.argv.slice(2);
if (!modulePath || !file) {
  process.stderr.write('usage: wasm-solve.js MODULE.js FILE | --hint PUZZLE [RUNS]\n');
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
  api.sudoku.solve(puzzles[0], 1); /* warm-up: the solver's matrix is built once */
  const answers = new Array(puzzles.length);
  const started = process.hrtime.bigint();
  for (let k = 0; k < puzzles.length; k++) answers[k] = api.sudoku.solve(puzzles[k], 1);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stdout.write(answers.map((a) => (a.status === 'done' ? a.solution : `error: ${a.error}`)).join('\n') + '\n');
  process.stderr.write(`wasm in-process: ${puzzles.length} puzzles in ${seconds.toFixed(3)} s, ` +
    `${(puzzles.length / seconds).toFixed(0)} puzzles/s, ${(1e6 * seconds / puzzles.length).toFixed(1)} us/puzzle\n`);
});
