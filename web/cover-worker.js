/*
 * cover-worker.js - counts a whole exact-cover search in the WebAssembly
 * module off the page's thread (the playground's Stop button ends it).
 *
 * Message in: {id, text, order} (order: enum dlx_order, 0 MRV when absent).
 * Message out: {id, answer}: the module's answer to web_cover_run_order
 * with no trace kept (solutions, nodes, updates, finished). Messages are
 * answered one at a time, in order.
 */
'use strict';
importScripts('dlx-web.js', 'dlx-api.js');

const pending = [];
let api = null;

function handle(request) {
  const loaded = api.cover.load(request.text);
  const answer = loaded.status === 'done' ? api.cover.runOrder(0, 1, request.order || 0) : loaded;
  postMessage({id: request.id, answer});
}

onmessage = (event) => {
  if (api) handle(event.data);
  else pending.push(event.data);
};

loadDlxApi().then((loaded) => {
  api = loaded;
  pending.splice(0).forEach(handle);
});
