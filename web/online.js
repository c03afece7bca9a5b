// Online play through `sortie serve`: the lobby (HTTP JSON under /api) and the play socket
// (/api/play), behind the calls the page makes of the worker (info, status, view, choices,
// preview, play, playText, told), answered from the updates the server pushes. As with the
// worker, the page only ever holds what its seat may know: the server sends nothing else.
//
// A seat's credential is kept in localStorage under `sortie-online:<match>:<seat>`, so that a
// reload says hello with it again instead of joining again. When the socket closes (the
// server restarted, the network went away) it reconnects with backoff; the first update after
// a hello carries the whole history.

// ---- The lobby -------------------------------------------------------------------------

async function api(method, path, body) {
  const init = { method, headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const r = await fetch(path, init);
  const text = await r.text();
  let value = null;
  try { value = JSON.parse(text); } catch { /* not JSON: said below */ }
  if (!r.ok) throw new Error(value && value.error ? value.error : `the server answered ${r.status} ${r.statusText}`);
  return { value, text };
}

/** Whether the page was served by `sortie serve` (its lobby answers), not by a static server. */
export async function lobbyAnswers() {
  try {
    const r = await fetch('/api/games', { headers: { accept: 'application/json' } });
    return r.ok && Array.isArray(await r.json());
  } catch {
    return false;
  }
}

export const createMatch = async (req) => (await api('POST', '/api/matches', req)).value;
export const matchInfo = async (id) => (await api('GET', `/api/matches/${encodeURIComponent(id)}`)).value;
export const joinMatch = async (id, seat) =>
  (await api('POST', `/api/matches/${encodeURIComponent(id)}/join`, seat === null ? {} : { seat })).value;
/** The finished match's replay file, as the server wrote it (its text). */
export const replayText = async (id) => (await api('GET', `/api/matches/${encodeURIComponent(id)}/replay`)).text;

// ---- Credentials -----------------------------------------------------------------------

const key = (id, seat) => `sortie-online:${id}:${seat}`;

/** The seat and credential this browser holds in match `id` (seat `seat`, or any). */
export function heldSeat(id, seat) {
  try {
    if (seat !== null) {
      const c = localStorage.getItem(key(id, seat));
      return c ? { seat, credential: c } : null;
    }
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k.startsWith(key(id, ''))) return { seat: Number(k.slice(key(id, '').length)), credential: localStorage.getItem(k) };
    }
  } catch { /* no storage: join again */ }
  return null;
}

export function keepSeat(joined) {
  try { localStorage.setItem(key(joined.match, joined.seat), joined.credential); } catch { /* a reload joins again */ }
}

/** Forgets a credential of match `id` the server no longer knows. */
export function forgetCredential(id, credential) {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k.startsWith(key(id, '')) && localStorage.getItem(k) === credential) localStorage.removeItem(k);
    }
  } catch { /* nothing kept */ }
}

// ---- The seed's commitment -------------------------------------------------------------

// SHA-256 of a string, hex. In JavaScript rather than crypto.subtle, which a page served over
// plain http to another machine does not have.
const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

export function sha256(text) {
  const data = new TextEncoder().encode(text);
  const blocks = Math.ceil((data.length + 9) / 64);
  const m = new Uint8Array(blocks * 64);
  m.set(data);
  m[data.length] = 0x80;
  new DataView(m.buffer).setUint32(m.length - 4, data.length * 8);
  const h = Uint32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rot = (x, n) => (x >>> n) | (x << (32 - n));
  const view = new DataView(m.buffer);
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(b * 64 + 4 * i);
    for (let i = 16; i < 64; i++) {
      const s0 = rot(w[i - 15], 7) ^ rot(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rot(w[i - 2], 17) ^ rot(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, bb, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rot(e, 6) ^ rot(e, 11) ^ rot(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rot(a, 2) ^ rot(a, 13) ^ rot(a, 22)) + ((a & bb) ^ (a & c) ^ (bb & c))) >>> 0;
      [hh, g, f, e, d, c, bb, a] = [g, f, e, (d + t1) >>> 0, c, bb, a, (t1 + t2) >>> 0];
    }
    [a, bb, c, d, e, f, g, hh].forEach((x, i) => { h[i] = (h[i] + x) >>> 0; });
  }
  return [...h].map((x) => x.toString(16).padStart(8, '0')).join('');
}

/** Whether the revealed seed and salt make the commitment published at the start. */
export const commitmentChecks = (match, reveal, commitment) =>
  sha256(`sortie-seed-v1:${match}:${reveal.seed}:${reveal.salt}`) === commitment;

// ---- The play socket -------------------------------------------------------------------

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/play`;
const hello = (match, credential, pictures) => JSON.stringify({ type: 'hello', v: 1, match, credential, pictures });
// Errors after which a hello again would be refused again.
const FINAL = new Set(['credential', 'no_match', 'version', 'hello', 'bad_message']);
const BACKOFF_MS = [300, 1000, 2000, 4000, 8000, 15000];

/** A refusal in the engine's words, its ruling named, as the worker says it. */
const refusal = (r) => (r.rule && !r.message.includes(r.rule) ? `${r.rule}: ${r.message}` : r.message);

/**
 * One seat's (or a spectator's) connection to a match. `on` gets `update(fresh)` after every
 * update (fresh: the first after a hello, the whole history), `seats()`, `link()` when the
 * connection's state changes, and `failed(message)` when it gives up.
 */
export class Online {
  constructor(match, credential, on) {
    this.match = match;
    this.credential = credential;
    this.on = on;
    this.welcome = null;
    this.seats = [];
    this.u = null;             // the newest update
    this.at = 0;               // when it came (performance.now())
    this.serial = 0;           // updates so far
    this.events = new Map();   // step -> told
    this.offered = null;       // the choices last handed to the page, and their step
    this.acting = null;        // an action sent: {step, notation, resolve, reject}
    this.previewing = null;    // a preview asked: {resolve, reject}
    this.link = 'connecting';  // connecting, open, retrying, closed
    this.retries = 0;
    this.retryAt = 0;
    this.waiters = [];
    this.closed = false;
    this.ready = new Promise((resolve, reject) => { this.settle = { resolve, reject }; });
    this.open();
  }

  get seat() { return this.welcome ? this.welcome.seat : null; }

  open() {
    this.setLink(this.retries ? 'retrying' : 'connecting');
    const ws = new WebSocket(socketUrl());
    this.ws = ws;
    let greeted = false;
    ws.onopen = () => ws.send(hello(this.match, this.credential, true));
    ws.onmessage = (e) => {
      let m;
      try { m = JSON.parse(e.data); } catch { return; }
      if (m.type === 'welcome') { greeted = true; this.welcomed(m); } else this.message(m, greeted);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) return;
      this.rejectPreview('the connection to the server closed');
      const wait = BACKOFF_MS[Math.min(this.retries, BACKOFF_MS.length - 1)];
      this.retries += 1;
      this.retryAt = performance.now() + wait;
      this.setLink('retrying');
      this.timer = setTimeout(() => this.open(), wait);
    };
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.ws) this.ws.close(1000);
    this.ws = null;
    this.setLink('closed');
  }

  setLink(link) {
    this.link = link;
    if (this.on.link) this.on.link();
  }

  welcomed(w) {
    this.welcome = w;
    this.seats = w.seats;
    this.retries = 0;
    this.fresh = true;
    this.setLink('open');
  }

  message(m, greeted) {
    switch (m.type) {
      case 'update': return this.updated(m);
      case 'seats':
        this.seats = m.seats;
        if (this.on.seats) this.on.seats();
        return undefined;
      case 'preview': {
        // A preview that could not be made (a stale step) says why in `error`.
        if (m.error) return this.rejectPreview(m.error);
        const p = this.previewing;
        this.previewing = null;
        if (p) p.resolve(m);
        return undefined;
      }
      case 'refused': {
        const a = this.acting;
        this.acting = null;
        if (a) a.reject(new Error(refusal(m)));
        return undefined;
      }
      case 'error':
        if (FINAL.has(m.code) && (!greeted || m.code === 'credential')) {
          // A hello refused (a credential that is not the match's, a match the server does
          // not know): hello again would be refused again.
          this.close();
          this.settle.reject(new Error(m.message));
          if (this.on.failed) this.on.failed(m.message, m.code);
        }
        return undefined;
      default: return undefined;
    }
  }

  rejectPreview(why) {
    const p = this.previewing;
    this.previewing = null;
    if (p) p.reject(new Error(why));
  }

  updated(u) {
    const fresh = this.fresh;
    this.fresh = false;
    if (fresh) this.events.clear();
    for (const t of u.events) this.events.set(t.step, t);
    this.u = u;
    this.at = performance.now();
    this.serial += 1;
    const a = this.acting;
    if (a && u.acted !== null && u.acted > a.step) {
      this.acting = null;
      a.resolve({ step: u.step });
    } else if (a && fresh) {
      // Reconnected with an action sent that the server never took: send it again.
      a.step = u.step;
      this.send({ type: 'act', step: u.step, action: a.notation });
    }
    this.settle.resolve();
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
    if (this.on.update) this.on.update(fresh);
  }

  /** Resolves once an update newer than the `serial`-th has come. */
  next(serial) {
    if (this.serial > serial) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  /** Milliseconds left on `seat`'s clock now, and whether it runs. */
  clock(seat) {
    const c = this.u && this.u.clocks && this.u.clocks.find((k) => k.seat === seat);
    if (!c) return null;
    // Counted down here between updates; held while the connection is down.
    const running = c.running && this.link === 'open' && !this.u.outcome;
    const left = running ? Math.max(0, c.remaining_ms - (performance.now() - this.at)) : c.remaining_ms;
    return { left, running };
  }

  // ---- The worker's calls ----

  call(cmd, ...args) {
    const f = this.calls[cmd];
    if (!f) return Promise.reject(new Error(`${cmd} is not available online`));
    try {
      return Promise.resolve(f.apply(this, args));
    } catch (e) {
      return Promise.reject(e);
    }
  }

  act(notation) {
    if (this.acting) throw new Error('a move is on its way to the server');
    const step = this.offered ? this.offered.step : this.u.step;
    return new Promise((resolve, reject) => {
      this.acting = { step, notation, resolve, reject };
      this.send({ type: 'act', step, action: notation });
    });
  }
}

Online.prototype.calls = {
  info() {
    const w = this.welcome;
    const names = w.seats.map((s) => s.name);
    return {
      game: w.game,
      title: w.title,
      seats: names,
      humans: names.map((_, i) => i === w.seat),
      secrets: w.game !== 'airstrategic',
      opened: false,
      resumed: false,
      steps: this.u.step,
      online: true,
    };
  },
  status() {
    const u = this.u;
    // A seat owes an action only where it has legal actions: in sealed orders, one that has
    // committed waits for the others.
    const seats = u.to_act.seats.filter((i) => i !== this.seat || u.choices);
    return {
      step: u.step,
      to_act: u.to_act.kind,
      seats,
      outcome: u.outcome ? u.outcome.text : null,
      winners: u.outcome ? u.outcome.winners : [],
      serial: this.serial,
    };
  },
  view() {
    return { step: this.u.step, svg: this.u.picture || '' };
  },
  choices() {
    if (!this.u.choices) throw new Error('nothing to play now');
    this.offered = { step: this.u.step, choices: this.u.choices };
    return this.u.choices;
  },
  preview(seat, index) {
    const a = this.offered && this.offered.choices.actions[index];
    if (!a) throw new Error('no such action');
    this.rejectPreview('another preview was asked');
    if (this.link !== 'open') throw new Error('not connected to the server');
    return new Promise((resolve, reject) => {
      this.previewing = { resolve, reject };
      this.send({ type: 'preview', step: this.offered.step, action: a.notation });
    });
  },
  play(seat, index) {
    const a = this.offered && this.offered.choices.actions[index];
    if (!a) throw new Error('no such action');
    return this.act(a.notation);
  },
  playText(seat, text) {
    return this.act(text);
  },
  // The update that tells the end tells every step again, every seat's cards included.
  told(seat, from) {
    return [...this.events.values()]
      .filter((t) => t.step > from)
      .sort((a, b) => a.step - b.step)
      .map((t) => (t.by === 'clock' ? { ...t, label: `${t.label} (the clock ran out: the bot chose)` } : t));
  },
};
