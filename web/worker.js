// The engine's thread: the sortie-web wasm module and the one game being played. The page
// sends {id, cmd, args} and gets {id, ok, value} or {id, ok: false, error}; every answer is
// what a seat may know (views, its legal actions, its copy of the events), never a state.
import init, { Client, games, rules } from './pkg/sortie_web.js';

const ready = init();
let client = null;

const need = () => {
  if (!client) throw new Error('no game is open');
  return client;
};
const json = (text) => JSON.parse(text);

const calls = {
  games: () => json(games()),
  rules: (game) => json(rules(game)),
  new: (setup) => {
    const next = new Client(JSON.stringify(setup));
    if (client) client.free();
    client = next;
    return json(client.info());
  },
  open: (text) => {
    // A save made mid-game against the bot holds only what its person could see: what it
    // does not hold (the bot's hidden cards and choices, the dice) is drawn from this seed.
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const next = Client.open(text, seed);
    if (client) client.free();
    client = next;
    return json(client.info());
  },
  info: () => json(need().info()),
  status: () => json(need().status()),
  view: (seat, step) => json(need().view(seat, step)),
  choices: (seat) => json(need().choices(seat)),
  preview: (seat, index) => json(need().preview(seat, index)),
  play: (seat, index) => json(need().play(seat, index)),
  playText: (seat, text) => json(need().playText(seat, text)),
  bot: (seat, budgetMs) => json(need().bot(seat, budgetMs)),
  told: (seat, from) => json(need().told(seat, from)),
  mayUndo: (step) => json(need().mayUndo(step)),
  undo: (step) => json(need().undo(step)),
  takeOver: (step, humans) => json(need().takeOver(step, Uint8Array.from(humans, (h) => (h ? 1 : 0)))),
  replay: () => need().replay(),
  hint: (seat, budgetMs) => json(need().hint(seat, budgetMs)),
  aids: (seat, step) => json(need().aids(seat, step)),
};

self.onmessage = async (event) => {
  const { id, cmd, args } = event.data;
  try {
    await ready;
    const call = calls[cmd];
    if (!call) throw new Error(`unknown call ${cmd}`);
    self.postMessage({ id, ok: true, value: call(...(args || [])) });
  } catch (e) {
    self.postMessage({ id, ok: false, error: String((e && e.message) || e) });
  }
};
