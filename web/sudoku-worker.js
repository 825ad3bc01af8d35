/*
 * sudoku-worker.js - runs the Sudoku page's requests in the WebAssembly
 * module off the page's thread, so long work (counting, generating hard
 * puzzles) never freezes the page; the page's Stop button ends the worker.
 *
 * Message in: {id, action, text, limit, names, band, symmetry, seed, attempts};
 * check compares `state` (a player's grid or marks) with the puzzle `text`.
 * Message out: {id, answer, ms}: the module's answer and the time it took.
 */
'use strict';
importScripts('dlx-web.js', 'dlx-api.js');

const pending = [];
let api = null;

function handle(request) {
  const s = api.sudoku;
  const started = performance.now();
  let answer;
  switch (request.action) {
    case 'solve': answer = s.solve(request.text, 2); break;
    case 'count': answer = s.solve(request.text, request.limit); break;
    case 'hint': answer = s.hint(request.text, request.names || ''); break;
    case 'explain': answer = s.explain(request.text, request.names || ''); break;
    case 'rate': answer = s.rate(request.text); break;
    case 'check': answer = s.check(request.text, request.state); break;
    case 'generate':
      answer = s.generate(request.band, request.symmetry, request.seed, request.attempts);
      break;
    default: answer = {status: 'error', error: 'unknown action ' + request.action};
  }
  postMessage({id: request.id, answer, ms: performance.now() - started});
}

onmessage = (event) => {
  if (api) handle(event.data);
  else pending.push(event.data);
};

loadDlxApi().then((loaded) => {
  api = loaded;
  pending.splice(0).forEach(handle);
}, (error) => {
  postMessage({id: -1, answer: {status: 'error', error: 'the WebAssembly module did not load: ' + error}});
});
