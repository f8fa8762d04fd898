// The arbiter's desk: /arbiter/desk.json read once a second and soon after the room's stream says a board changed
// (the room stays in sync between reads), one board opened from /arbiter/desk/board.json; acknowledgements and actions
// POSTed with the CSRF token.
(function () {
  'use strict';
  const GLYPH = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
  const csrf = document.querySelector('meta[name=csrf]').content;
  const $ = (id) => document.getElementById(id);
  let version = null, data = null, receivedAt = 0, known = null, openId = null, openData = null;
  let sound = false, audio = null, showHandled = false, newAlerts = 0;

  const acking = new Set(); // alerts whose acknowledge command went to the board: handled once its event is back

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  function squares(fen) {
    const out = [];
    for (const ch of (fen || '8/8/8/8/8/8/8/8').split(' ')[0].replace(/\//g, '')) {
      if (ch >= '1' && ch <= '8') { for (let i = 0; i < +ch; i++) out.push(null); } else out.push(ch);
    }
    return out;
  }

  // A diagram; with occupancy (64 x/.), the squares the board sees occupied as dots, those that differ marked.
  function diagram(box, fen, lastUci, occupancy) {
    box.textContent = '';
    const sq = squares(fen);
    const hl = lastUci ? [lastUci.substring(0, 2), lastUci.substring(2, 4)] : [];
    for (let i = 0; i < 64; i++) {
      const r = Math.floor(i / 8), f = i % 8, name = 'abcdefgh'[f] + (8 - r);
      const s = el('div', 'sq ' + ((r + f) % 2 === 0 ? 'l' : 'd'));
      s.dataset.square = name;
      if (hl.includes(name)) s.classList.add('hl');
      if (occupancy) {
        const seen = occupancy[i] === 'x';
        if (seen) s.classList.add('occ');
        if (seen !== (sq[i] !== null)) s.classList.add('diff');
      } else if (sq[i]) {
        const p = sq[i];
        const pc = el('span', 'pc ' + (p === p.toUpperCase() ? 'w' : 'b'), GLYPH[p.toLowerCase()]);
        pc.dataset.piece = p;
        s.appendChild(pc);
      }
      box.appendChild(s);
    }
  }

  function fmt(ms) {
    if (ms === undefined || ms === null) return '–';
    ms = Math.max(0, ms);
    const t = Math.floor(ms / 1000), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
    return (h > 0 ? h + ':' + (m < 10 ? '0' : '') : '') + m + ':' + (s < 10 ? '0' : '') + s;
  }

  function remaining(d, side, at) {
    const base = side === 'white' ? d.whiteMs : d.blackMs;
    if (base === undefined || base === null) return null;
    if (d.running !== side || !d.online) return base;
    return base - d.clockAgeMs - (performance.now() - at);
  }

  function clocks(box, d, at) {
    box.textContent = '';
    for (const side of ['white', 'black']) {
      const k = el('span', 'clock ' + side + (d.running === side ? ' running' : ''));
      k.dataset.side = side;
      k.textContent = (side === 'white' ? '○ ' : '● ') + fmt(remaining(d, side, at));
      box.appendChild(k);
    }
  }

  function tickClocks() {
    if (!data) return;
    const byId = new Map(data.boards.map((b) => [b.boardId, b]));
    for (const t of document.querySelectorAll('.tile')) {
      const d = byId.get(t.dataset.board);
      if (d && d.running) clocks(t.querySelector('.clocks'), d, receivedAt);
    }
    if (openData && openData.running) clocks($('open-clocks'), openData, openData.at);
  }

  function title(d) { return d.board ? 'Board ' + d.board : d.boardId; }

  function tile(d) {
    const t = el('article', 'tile r' + d.rank);
    t.dataset.board = d.boardId;
    t.dataset.rank = d.rank;
    t.tabIndex = 0;
    t.setAttribute('role', 'button');
    const h = el('h3');
    h.appendChild(el('span', null, title(d)));
    h.appendChild(el('span', 'result', d.result || (d.pendingAlerts ? '⚠ ' + d.pendingAlerts : '')));
    t.appendChild(h);
    t.appendChild(el('div', 'players', (d.white || '?') + ' – ' + (d.black || '?')));
    const b = el('div', 'board');
    diagram(b, d.fen, d.lastUci, null);
    t.appendChild(b);
    const c = el('div', 'clocks');
    clocks(c, d, receivedAt);
    t.appendChild(c);
    const m = el('div', 'meta');
    m.appendChild(el('span', 'last-move', d.lastMove || 'no move'));
    m.appendChild(el('span', d.online ? 'online-tag' : 'offline-tag',
      d.online ? 'online' : 'offline' + (d.offlineReason ? ' (' + d.offlineReason + ')' : '')));
    t.appendChild(m);
    if (d.question) t.appendChild(el('div', 'question', d.question));
    t.addEventListener('click', () => openBoard(d.boardId));
    t.addEventListener('keydown', (e) => { if (e.key === 'Enter') openBoard(d.boardId); });
    return t;
  }

  function when(iso) { return iso ? new Date(iso).toLocaleTimeString() : ''; }

  function alertItem(a) {
    const li = el('li', 'alert' + (a.ackedBy ? ' handled' : '') + (a.resolvedAt ? ' resolved' : ''));
    li.dataset.alertId = a.id;
    li.dataset.kind = a.kind;
    li.dataset.board = a.boardId;
    li.hidden = !showHandled && !!a.ackedBy;
    li.appendChild(el('span', 'what', (a.board ? 'Board ' + a.board : a.boardId) + ': ' + a.kind
      + (a.article ? ' · Art. ' + a.article : '')));
    if (a.ackedBy) {
      li.appendChild(el('span', 'when', 'handled by ' + a.ackedBy + ' at ' + when(a.ackedAt)));
    } else {
      const b = el('button', 'ack', acking.has(a.id) ? 'Acknowledging…' : 'Acknowledge');
      b.type = 'button';
      b.disabled = acking.has(a.id);
      b.addEventListener('click', (e) => { e.stopPropagation(); ack(a.id); });
      li.appendChild(b);
    }
    li.appendChild(el('span', 'text', a.text + ' · ' + when(a.raisedAt) + (a.resolvedAt ? ' · resolved '
      + when(a.resolvedAt) : '')));
    li.addEventListener('click', () => openBoard(a.boardId));
    return li;
  }

  // Keyed updates: an element is rebuilt only when what it shows changed, so a tap is never lost to a redraw (a
  // clock reading arrives every second, a heartbeat moves lastSeen every 10 s; a tile shows neither: issue 23).
  const tileEls = new Map(), alertEls = new Map();
  function place(box, cache, items, key, build) {
    const keep = new Set();
    items.forEach((item, i) => {
      const id = key(item);
      const sig = JSON.stringify(Object.assign({}, item, { clockAgeMs: 0, lastSeen: null })) + showHandled;
      keep.add(id);
      let e = cache.get(id);
      if (!e || e.sig !== sig) {
        const fresh = build(item);
        fresh.sig = sig;
        if (e) box.replaceChild(fresh, e);
        e = fresh;
        cache.set(id, e);
      }
      if (box.children[i] !== e) box.insertBefore(e, box.children[i] || null);
    });
    for (const [id, e] of cache) if (!keep.has(id)) { e.remove(); cache.delete(id); }
  }

  function render() {
    place($('tiles'), tileEls, data.boards, (d) => d.boardId, tile);
    place($('alerts'), alertEls, data.alerts, (a) => a.id, alertItem);
    const p = $('pending');
    p.textContent = data.pendingAlerts;
    p.dataset.count = data.pendingAlerts;
    p.classList.toggle('hot', data.pendingAlerts > 0);
    document.title = (data.pendingAlerts ? '(' + data.pendingAlerts + ') ' : '') + (newAlerts ? '⚠ new alert · ' : '')
      + 'Touchmove desk';
    if (!document.body.dataset.rendered) document.body.dataset.renderedAt = String(Math.round(performance.now()));
    document.body.dataset.rendered = 'true';
  }

  // A new alert: the title says so until the page is looked at, and a short tone sounds where the browser allows it
  // (after a click on "sound": browsers start audio only from a gesture).
  function announce(fresh) {
    newAlerts += fresh.length;
    document.body.dataset.newAlerts = newAlerts;
    if (sound && audio) {
      const o = audio.createOscillator(), g = audio.createGain();
      o.frequency.value = 880;
      g.gain.value = 0.15;
      o.connect(g).connect(audio.destination);
      o.start();
      o.stop(audio.currentTime + 0.25);
    }
  }

  document.addEventListener('visibilitychange', () => { if (!document.hidden) { newAlerts = 0; if (data) render(); } });
  document.addEventListener('pointerdown', () => { if (newAlerts && !document.hidden) { newAlerts = 0; if (data) render(); } });

  $('sound').addEventListener('click', () => {
    sound = !sound;
    if (sound && !audio && window.AudioContext) audio = new AudioContext();
    if (audio && audio.state === 'suspended') audio.resume();
    $('sound').setAttribute('aria-pressed', String(sound));
    $('sound').textContent = sound ? 'sound on' : 'sound off';
  });
  $('show-handled').addEventListener('click', () => {
    showHandled = !showHandled;
    $('show-handled').setAttribute('aria-pressed', String(showHandled));
    if (data) render();
  });

  async function post(url, body) {
    const r = await fetch(url, { method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }, body: JSON.stringify(body) });
    const j = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(j.error || ('HTTP ' + r.status));
    return j;
  }

  async function ack(id) {
    // Who is the session's arbiter (named at login); the board journals it and its event marks the alert handled.
    try {
      const j = await post('/arbiter/desk/ack', { alertId: id });
      if (j.command) { acking.add(id); setTimeout(() => { acking.delete(id); poll(true); }, 3000); }
    } catch (e) { conn(e.message, true); }
    poll(true);
    setTimeout(() => poll(true), 300);
  }

  function conn(text, down) { $('conn').textContent = text; $('conn').classList.toggle('down', !!down); }

  async function poll(force) {
    try {
      const r = await fetch('/arbiter/desk.json' + (version && !force ? '?v=' + encodeURIComponent(version) : ''),
        { credentials: 'same-origin' });
      if (r.status === 403) { conn('logged out: reload to log in', true); return; }
      const j = await r.json();
      conn('');
      if (j.unchanged) return;
      version = j.v;
      data = j;
      receivedAt = performance.now();
      const fresh = j.alerts.filter((a) => !a.ackedBy && !a.resolvedAt && known && !known.has(a.id));
      known = new Set(j.alerts.map((a) => a.id));
      if (fresh.length) announce(fresh);
      render();
    } catch (e) { conn('hub not answering', true); }
  }

  // --- one board opened ---

  function openBoard(id) {
    openId = id;
    shown = {};
    $('open').hidden = false;
    $('open').dataset.board = id;
    loadBoard();
  }

  $('close').addEventListener('click', () => { openId = null; openData = null; $('open').hidden = true; });

  async function loadBoard() {
    if (!openId) return;
    const id = openId;
    try {
      const r = await fetch('/arbiter/desk/board.json?id=' + encodeURIComponent(id), { credentials: 'same-origin' });
      const d = await r.json();
      if (!r.ok || id !== openId) return;
      d.at = performance.now();
      showBoard(d);
    } catch (e) { conn('hub not answering', true); }
  }

  // Each part is redrawn only when what it shows changed: the clocks every second, the buttons only with the state.
  let shown = {};
  function changed(part, value) {
    const sig = JSON.stringify(value);
    if (shown[part] === sig) return false;
    shown[part] = sig;
    return true;
  }

  function showBoard(d) {
    openData = d;
    clocks($('open-clocks'), d, d.at);
    if (changed('head', [d.boardId, d.white, d.black, d.result, d.phase, d.irregularity, d.question])) showHead(d);
    if (changed('diagrams', [d.fen, d.lastUci, d.occupancy])) {
      diagram($('open-game'), d.fen, d.lastUci, null);
      diagram($('open-seen'), d.fen, null, d.occupancy);
      for (const s of $('open-seen').querySelectorAll('.diff')) {
        $('open-game').querySelector('[data-square=' + s.dataset.square + ']').classList.add('diff');
      }
    }
    if (changed('actions', [d.boardId, d.actions, d.online, d.question])) showActions(d);
    if (changed('newgame', [d.boardId, d.newGame])) showNewGame(d);
    if (changed('replies', d.replies)) showReplies(d);
    if (changed('moves', d.moves)) showMoves(d);
  }

  function showHead(d) {
    $('open-title').textContent = title(d) + ' · ' + (d.white || '?') + ' – ' + (d.black || '?')
      + (d.result ? ' · ' + d.result : '');
    $('open').dataset.phase = d.phase;
    const q = $('open-question');
    q.textContent = '';
    if (d.irregularity) {
      const i = d.irregularity;
      q.appendChild(el('strong', null, i.kind + (i.article ? ' (Art. ' + i.article + ')' : '') + (i.side ? ', ' + i.side : '')
        + ', after ply ' + i.atPly));
      q.appendChild(el('div', 'detail', i.detail));
      if ((i.missing || []).length || (i.extra || []).length) {
        q.appendChild(el('div', 'evidence', 'missing: ' + ((i.missing || []).join(' ') || 'none') + ' · extra: '
          + ((i.extra || []).join(' ') || 'none')));
      }
    } else if (d.question) q.textContent = d.question;
  }

  function showActions(d) {
    const acts = $('actions');
    acts.textContent = '';
    if (!d.actions.length) acts.appendChild(el('p', 'none', d.online ? 'Nothing to do on this board now.'
      : 'The board is offline: commands wait until it is back.'));
    d.actions.forEach((a, k) => {
      const b = el('button', k === 0 && d.question ? 'main' : '', a.label + (a.article && !a.label.includes('Art.')
        ? ' · Art. ' + a.article : ''));
      b.type = 'button';
      b.dataset.action = a.name;
      b.addEventListener('click', async () => {
        b.disabled = true;
        try { await post('/arbiter/desk/act', { boardId: d.boardId, action: a.name }); } catch (e) {
          const row = el('p', 'none', 'refused here: ' + e.message);
          row.dataset.refused = a.name;
          acts.prepend(row);
        }
        loadBoard();
      });
      acts.appendChild(b);
    });
  }

  // A new game where the board has none or its game is over: standard chess or Chess960 (FIDE Laws, Guidelines II).
  function showNewGame(d) {
    const f = $('newgame');
    f.hidden = !d.newGame;
    f.dataset.board = d.boardId;
    $('ng-said').textContent = '';
    if (d.newGame && !$('ng-tc').value && d.timeControl) $('ng-tc').value = d.timeControl;
  }
  $('ng-variant').addEventListener('change', () => { $('ng-960-box').hidden = $('ng-variant').value !== 'number'; });
  $('newgame').addEventListener('submit', async (e) => {
    e.preventDefault();
    const v = $('ng-variant').value;
    const body = { boardId: $('newgame').dataset.board, timeControl: $('ng-tc').value.trim() || null,
      chess960: v === 'random' ? 'random' : v === 'number' ? $('ng-960').value.trim() : null };
    $('ng-send').disabled = true;
    try {
      const j = await post('/arbiter/desk/new-game', body);
      $('ng-said').textContent = 'sent: ' + j.action;
    } catch (err) { $('ng-said').textContent = 'refused here: ' + err.message; }
    $('ng-send').disabled = false;
    loadBoard();
  });

  function showReplies(d) {
    const tb = $('replies').querySelector('tbody');
    tb.textContent = '';
    for (const r of d.replies) {
      const tr = el('tr', r.status);
      tr.dataset.id = r.id;
      tr.dataset.command = r.command;
      for (const v of [r.command + ' (' + r.action + ')', r.status, r.reason || '', r.by]) tr.appendChild(el('td', null, v));
      tb.appendChild(tr);
    }
  }

  function showMoves(d) {
    const ml = $('moves');
    ml.textContent = '';
    for (const m of d.moves) {
      const li = el('li', null, (m.ply % 2 ? Math.ceil(m.ply / 2) + '. ' : Math.ceil(m.ply / 2) + '… ') + m.san
        + (m.clockMs !== undefined ? '  ' + fmt(m.clockMs) : ''));
      li.dataset.ply = m.ply;
      ml.appendChild(li);
    }
  }

  // A board that changed is announced on the room's stream (/live): the desk is read again soon after, at most five
  // times a second; the once-a-second read stays for what time alone raises (an offline board's re-alert).
  let soon = null;
  if (window.EventSource) {
    new EventSource('/live').addEventListener('board', () => {
      if (!soon) soon = setTimeout(() => { soon = null; poll(); }, 200);
    });
  }
  poll(true);
  setInterval(poll, 1000);
  setInterval(() => { if (openId) loadBoard(); }, 1000);
  setInterval(tickClocks, 500);
})();
