/*
 * browser.js - drives headless Chromium through its DevTools protocol, for
 * the web pages' tests. Node has no WebSocket client here, so a small one
 * (RFC 6455 frames over a socket, as much as CDP needs) is below.
 *
 *   node browser.js [--size WxH] URL STEP...
 *
 * Opens URL, then carries out the steps in order:
 *   --until EXPR      waits until the JavaScript expression EXPR is true
 *                     (polled every 50 ms; fails after --timeout seconds)
 *   --run JS          evaluates JS in the page (awaiting a promise)
 *   --print EXPR      prints EXPR's value on a line of stdout (objects as JSON)
 *   --screenshot FILE writes a PNG of the window
 *   --scale S         scales the screenshots after it (default 1; docs use smaller ones)
 *   --timeout S       seconds for the --until steps after it (default 30)
 * Console errors, uncaught exceptions and failed loads seen at any time are
 * printed on stderr as lines starting "console error:"; the exit status is
 * then 3. Exit 1: an --until timed out or a step failed; 2: bad usage or no
 * browser.
 */
'use strict';
const {spawn} = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const http = require('http');
const net = require('net');
const os = require('os');
const path = require('path');

function usage(message) {
  process.stderr.write(`browser.js: ${message}\nusage: node browser.js [--size WxH] URL STEP...\n`);
  process.exit(2);
}

/* ---- a WebSocket client: masked text frames out, frames of any length in ---- */
function openSocket(url) {
  const {hostname, port, pathname} = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const key = crypto.randomBytes(16).toString('base64');
    let buffer = Buffer.alloc(0);
    let open = false;
    const listeners = [];
    let message = [];
    socket.on('error', reject);
    socket.on('connect', () => {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
        `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    });
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (!open) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!/^HTTP\/1\.1 101/.test(buffer.slice(0, end).toString())) {
          reject(new Error('no WebSocket upgrade'));
          return;
        }
        buffer = buffer.slice(end + 4);
        open = true;
        resolve({send, onMessage: (f) => listeners.push(f), close: () => socket.destroy()});
      }
      for (;;) {
        if (buffer.length < 2) return;
        const fin = buffer[0] & 0x80, opcode = buffer[0] & 0x0f;
        let length = buffer[1] & 0x7f, at = 2;
        if (length === 126) {
          if (buffer.length < 4) return;
          length = buffer.readUInt16BE(2);
          at = 4;
        } else if (length === 127) {
          if (buffer.length < 10) return;
          length = Number(buffer.readBigUInt64BE(2));
          at = 10;
        }
        if (buffer.length < at + length) return;
        const payload = buffer.slice(at, at + length);
        buffer = buffer.slice(at + length);
        if (opcode === 0x8) { socket.destroy(); return; }
        if (opcode === 0x9 || opcode === 0xa) continue; /* ping, pong */
        message.push(payload);
        if (fin) {
          const text = Buffer.concat(message).toString('utf8');
          message = [];
          listeners.forEach((f) => f(text));
        }
      }
    });
    function send(text) {
      const payload = Buffer.from(text, 'utf8');
      const mask = crypto.randomBytes(4);
      let header;
      if (payload.length < 126) {
        header = Buffer.from([0x81, 0x80 | payload.length]);
      } else if (payload.length < 65536) {
        header = Buffer.alloc(4);
        header[0] = 0x81; header[1] = 0x80 | 126; header.writeUInt16BE(payload.length, 2);
      } else {
        header = Buffer.alloc(10);
        header[0] = 0x81; header[1] = 0x80 | 127; header.writeBigUInt64BE(BigInt(payload.length), 2);
      }
      const masked = Buffer.alloc(payload.length);
      for (let k = 0; k < payload.length; k++) masked[k] = payload[k] ^ mask[k & 3];
      socket.write(Buffer.concat([header, mask, masked]));
    }
  });
}

function getJson(url, method) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {method: method || 'GET'}, (response) => {
      let body = '';
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => {
        try { resolve(JSON.parse(body)); } catch (error) { reject(error); }
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/* Starts Chromium and resolves to its DevTools HTTP address once it listens. */
function startBrowser(size) {
  const browser = ['chromium', 'chromium-browser'].find((name) =>
    (process.env.PATH || '').split(':').some((dir) => fs.existsSync(path.join(dir, name))));
  if (!browser) usage('no chromium found');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-js-'));
  const child = spawn(browser, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    `--window-size=${size}`, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
  {stdio: ['ignore', 'ignore', 'pipe'], detached: true}); /* its own group: its helpers go with it */
  const exited = new Promise((resolve) => child.on('exit', resolve));
  /* the profile goes once the browser is gone; a helper process may still write a moment */
  const cleanup = async () => {
    try { process.kill(-child.pid, 'SIGKILL'); } catch (error) { child.kill('SIGKILL'); }
    await exited;
    try {
      fs.rmSync(profile, {recursive: true, force: true, maxRetries: 10, retryDelay: 100});
    } catch (error) {
      process.stderr.write(`browser.js: could not remove ${profile}: ${error.message}\n`);
    }
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (data) => {
      seen += data;
      const match = /DevTools listening on ws:\/\/([^/]+)\//.exec(seen);
      if (match) resolve({address: match[1], cleanup});
    });
    exited.then(() => reject(new Error('chromium exited: ' + seen.slice(-500))));
  });
}

async function main() {
  const args = process.argv.slice(2);
  let size = '1280,900';
  if (args[0] === '--size') {
    size = args[1].replace('x', ',');
    args.splice(0, 2);
  }
  const url = args.shift();
  if (!url) usage('no URL');
  const {address, cleanup} = await startBrowser(size);
  let failed = false, consoleErrors = 0;
  try {
    const targets = await getJson(`http://${address}/json/list`);
    const page = targets.find((t) => t.type === 'page');
    const socket = await openSocket(page.webSocketDebuggerUrl);
    let nextId = 1;
    const waiting = new Map();
    socket.onMessage((text) => {
      const message = JSON.parse(text);
      if (message.id && waiting.has(message.id)) {
        waiting.get(message.id)(message);
        waiting.delete(message.id);
      } else if (message.method) {
        event(message);
      }
    });
    const send = (method, params) => new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, (m) => (m.error ? reject(new Error(method + ': ' + m.error.message)) : resolve(m.result)));
      socket.send(JSON.stringify({id, method, params: params || {}}));
    });
    function complain(text) {
      consoleErrors++;
      process.stderr.write(`console error: ${text}\n`);
    }
    function event(message) {
      const p = message.params;
      if (message.method === 'Runtime.consoleAPICalled' && (p.type === 'error' || p.type === 'assert'))
        complain(p.args.map((a) => a.value !== undefined ? a.value : a.description).join(' '));
      else if (message.method === 'Runtime.exceptionThrown')
        complain((p.exceptionDetails.exception && p.exceptionDetails.exception.description) ||
          p.exceptionDetails.text);
      else if (message.method === 'Log.entryAdded' && p.entry.level === 'error')
        complain(`${p.entry.text} ${p.entry.url || ''}`);
      else if (message.method === 'Target.attachedToTarget')
        watchWorker(p.sessionId);
    }
    /* workers report their errors through their own sessions */
    function watchWorker(sessionId) {
      for (const method of ['Runtime.enable', 'Log.enable', 'Runtime.runIfWaitingForDebugger'])
        socket.send(JSON.stringify({id: nextId++, sessionId, method, params: {}}));
    }
    await send('Runtime.enable');
    await send('Log.enable');
    await send('Page.enable');
    const [width, height] = size.split(',').map(Number);
    await send('Emulation.setDeviceMetricsOverride', {width, height, deviceScaleFactor: 1, mobile: false});
    await send('Target.setAutoAttach', {autoAttach: true, waitForDebuggerOnStart: false, flatten: true});
    await send('Page.navigate', {url});
    const evaluate = async (expression) => {
      const r = await send('Runtime.evaluate', {expression, returnByValue: true, awaitPromise: true});
      if (r.exceptionDetails) throw new Error(`${expression}: ${r.exceptionDetails.exception ?
        r.exceptionDetails.exception.description : r.exceptionDetails.text}`);
      return r.result.value;
    };
    let timeout = 30, scale = 1;
    for (let k = 0; k < args.length; k += 2) {
      const step = args[k], value = args[k + 1];
      if (value === undefined) usage(`${step} needs a value`);
      if (step === '--timeout') {
        timeout = Number(value);
      } else if (step === '--until') {
        const deadline = Date.now() + timeout * 1000;
        let ok = false;
        while (!ok && Date.now() < deadline) {
          try { ok = await evaluate(`!!(${value})`); } catch (error) { ok = false; }
          if (!ok) await new Promise((r) => setTimeout(r, 50));
        }
        if (!ok) {
          process.stderr.write(`browser.js: timed out waiting for ${value}\n`);
          failed = true;
          break;
        }
      } else if (step === '--run') {
        await evaluate(`(async () => { ${value} })()`);
      } else if (step === '--print') {
        const v = await evaluate(value);
        process.stdout.write((typeof v === 'string' ? v : JSON.stringify(v)) + '\n');
      } else if (step === '--scale') {
        scale = Number(value);
      } else if (step === '--screenshot') {
        const clip = {x: 0, y: 0, width, height, scale};
        const shot = await send('Page.captureScreenshot', {format: 'png', clip});
        fs.writeFileSync(value, Buffer.from(shot.data, 'base64'));
      } else {
        usage(`unknown step ${step}`);
      }
    }
    await new Promise((r) => setTimeout(r, 100)); /* late console messages */
    socket.close();
  } catch (error) {
    process.stderr.write(`browser.js: ${error.message}\n`);
    failed = true;
  } finally {
    await cleanup();
  }
  process.exit(failed ? 1 : consoleErrors ? 3 : 0);
}

main();
