// What a player has at hand beside the board — the seat's cards with their pictures, what it
// knows of the others', its plane's card, the counts the rules keep — and the rules
// reference: the rulebook's words for each phase and the rulings the engine adds. Both come
// from the engine (the worker's `aids` and `rules`), computed from the seat's view only.

import { $, el, picture } from './dom.js';

// The panels of `aids` ({topic, panels: [{title, items: [{name, text, svg?}]}]}) into `box`;
// a panel keeps its open or closed state from one position to the next.
export function renderAids(box, aids) {
  const open = new Map([...box.querySelectorAll('details')].map((d) => [d.dataset.title, d.open]));
  box.replaceChildren();
  if (!aids || !aids.panels.length) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const narrow = matchMedia('(max-width: 700px)').matches;
  for (const p of aids.panels) {
    const d = el('details', { 'data-title': p.title });
    d.open = open.has(p.title) ? open.get(p.title) : !narrow;
    d.append(el('summary', {}, `${p.title} (${p.items.length})`));
    const ul = el('ul', { class: 'items' });
    for (const i of p.items) {
      const li = el('li', {}, el('b', {}, i.name), ' ', el('span', {}, i.text));
      if (i.svg) li.prepend(picture(i.svg));
      ul.append(li);
    }
    d.append(ul);
    box.append(d);
  }
}

// The first ruling id a text names (`AS-21: ...`), or null.
export function rulingOf(text) {
  const m = /\b(AS|TG|SP)-\d+\b/.exec(text || '');
  return m ? m[0] : null;
}

// The rules dialog for `reference` ({sections: [{key, title, quote, rulings: [{id, text}]}]}):
// the section of `topic` first and open, the others closed below it; `ruling`, when given,
// is opened and scrolled to.
export function openRules(reference, topic, ruling) {
  const dialog = $('rules');
  const body = $('rules-body');
  body.replaceChildren();
  const sections = [...reference.sections];
  const at = sections.findIndex((s) => s.key === topic);
  if (at > 0) sections.unshift(...sections.splice(at, 1));
  let target = null;
  for (const s of sections) {
    const d = el('details', { class: 'section', 'data-key': s.key });
    const here = s.key === topic;
    d.append(el('summary', {}, here ? `${s.title} (now)` : s.title));
    d.append(el('blockquote', {}, s.quote.join(' ')));
    if (s.rulings.length) {
      d.append(el('p', { class: 'hint' }, 'The rulings the engine adds:'));
      const ul = el('ul', { class: 'rulings' });
      for (const r of s.rulings) {
        const li = el('li', { id: `ruling-${r.id}` }, el('b', {}, r.id), ' ', r.text);
        ul.append(li);
        if (r.id === ruling) { target = li; d.open = true; }
      }
      d.append(ul);
    }
    if (here) d.open = true;
    body.append(d);
  }
  if (ruling && !target) body.prepend(el('p', { class: 'hint' }, `${ruling} is not in this reference.`));
  if (!dialog.open) dialog.showModal();
  if (target) {
    target.classList.add('named');
    target.scrollIntoView({ block: 'center' });
  } else {
    body.scrollTop = 0;
  }
}
