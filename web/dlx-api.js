/*
 * dlx-api.js - the WebAssembly module's calls as JavaScript functions that
 * take text and give back parsed answers (see web/web.h). Used by the
 * pages and by their workers (importScripts), after dlx-web.js.
 *
 * Every C call returns a string the module allocated; it is read, freed and
 * parsed here. A NULL answer means the module ran out of memory.
 */
'use strict';

function dlxApi(module) {
  function answer(pointer) {
    if (!pointer) return {status: 'error', error: 'out of memory'};
    const text = module.UTF8ToString(pointer);
    module._free(pointer);
    return JSON.parse(text);
  }
  /*
   * Text goes to the module in memory from malloc, not on its stack as
   * ccall puts strings: the stack holds a few megabytes, and a large pasted
   * problem (four bytes a character reserved) ran past it into the
   * module's data.
   */
  function call(name, types) {
    const f = module['_' + name];
    return (...args) => {
      const copies = [];
      try {
        for (let k = 0; k < args.length; k++) {
          if (types[k] !== 'string') continue;
          const size = module.lengthBytesUTF8(args[k]) + 1, pointer = module._malloc(size);
          if (!pointer) return {status: 'error', error: 'out of memory'};
          copies.push(pointer);
          module.stringToUTF8(args[k], pointer, size);
          args[k] = pointer;
        }
        return answer(f(...args));
      } finally {
        copies.forEach((pointer) => module._free(pointer));
      }
    };
  }
  const sudokuHandle = module._web_sudoku_create();
  const coverHandle = module._web_cover_create();
  const sudoku = {
    solve: call('web_sudoku_solve', ['number', 'string', 'number']).bind(null, sudokuHandle),
    hint: call('web_sudoku_hint', ['number', 'string', 'string']).bind(null, sudokuHandle),
    explain: call('web_sudoku_explain', ['number', 'string', 'string']).bind(null, sudokuHandle),
    rate: call('web_sudoku_rate', ['number', 'string']).bind(null, sudokuHandle),
    check: call('web_sudoku_check', ['number', 'string', 'string']).bind(null, sudokuHandle),
    generate: call('web_sudoku_generate', ['number', 'string', 'string', 'string', 'number'])
      .bind(null, sudokuHandle),
  };
  const cover = {
    load: call('web_cover_load', ['number', 'string']).bind(null, coverHandle),
    run: call('web_cover_run', ['number', 'number', 'number']).bind(null, coverHandle),
    runOrder: call('web_cover_run_order', ['number', 'number', 'number', 'number']).bind(null, coverHandle),
    view: call('web_cover_view', ['number', 'number']).bind(null, coverHandle),
    /* the kept events, five ints each (event, level, item, option, count), copied out */
    events(steps) {
      const at = module._web_cover_events(coverHandle) >> 2;
      return module.HEAP32.slice(at, at + 5 * steps);
    },
  };
  return {sudoku, cover};
}

/* Loads the module (dlx-web.js must be loaded first) and resolves to the calls. */
function loadDlxApi() {
  /* global createDlxModule */
  return createDlxModule().then(dlxApi);
}

if (typeof module !== 'undefined') module.exports = {dlxApi, loadDlxApi};
