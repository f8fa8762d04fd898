// The room page: every board from /live (Server-Sent Events), clocks counted down between readings.
(function () {
  'use strict';
  const GLYPH = { k: '\u265A', q: '\u265B', r: '\u265C', b: '\u265D', n: '\u265E', p: '\u265F' };
  const boards = new Map(); // boardId -> {data, at}
  let open = null;
  const room = document.getElementById('room');

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }

  function squares(fen) {
    const out = [];
    const rows = (fen || '8/8/8/8/8/8/8/8').split(' ')[0].split('/');
    for (const row of rows) {
      for (const ch of row) {
        if (ch >= '1' && ch <= '8') { for (let i = 0; i < +ch; i++) out.push(null); }
        else out.push(ch);
      }
    }
    return out;
  }

  function diagram(d) {
    const b = el('div', 'board');
    const sq = squares(d.fen);
    const hl = new Set();
    if (d.lastUci) { hl.add(d.lastUci.substring(0, 2)); hl.add(d.lastUci.substring(2, 4)); }
    for (let i = 0; i < 64; i++) {
      const r = Math.floor(i / 8), f = i % 8;
      const name = 'abcdefgh'[f] + (8 - r);
      const s = el('div', 'sq ' + ((r + f) % 2 === 0 ? 'l' : 'd') + (hl.has(name) ? ' hl' : ''));
      s.dataset.square = name;
      const p = sq[i];
      if (p) {
        const white = p === p.toUpperCase();
        const pc = el('span', 'pc ' + (white ? 'w' : 'b'), GLYPH[p.toLowerCase()]);
        pc.dataset.piece = p;
        s.appendChild(pc);
      }
      b.appendChild(s);
    }
    return b;
  }

  function fmt(ms) {
    if (ms === undefined || ms === null) return '–';
    ms = Math.max(0, ms);
    const t = Math.floor(ms / 1000), h = Math.floor(t / 3600), m = Math.floor(t / 60) % 60, s = t % 60;
    const mm = (h > 0 && m < 10 ? '0' : '') + m, ss = (s < 10 ? '0' : '') + s;
    return (h > 0 ? h + ':' : '') + mm + ':' + ss;
  }

  function remaining(entry, side) {
    const d = entry.data;
    const base = side === 'white' ? d.whiteMs : d.blackMs;
    if (base === undefined || base === null) return null;
    // A lost or shut-down board's clock is not known to run on: show its last reading.
    if (d.running !== side || !d.online) return base;
    return base - (performance.now() - entry.at);
  }

  function ago(iso) {
    if (!iso) return 'never';
    const s = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000));
    return s < 60 ? s + ' s ago' : Math.round(s / 60) + ' min ago';
  }

  function clocks(entry) {
    const c = el('div', 'clocks');
    for (const side of ['white', 'black']) {
      const k = el('span', 'clock ' + side);
      k.dataset.side = side;
      c.appendChild(k);
    }
    updateClocks(c, entry);
    return c;
  }

  function updateClocks(c, entry) {
    for (const k of c.querySelectorAll('.clock')) {
      const side = k.dataset.side;
      const ms = remaining(entry, side);
      k.textContent = (side === 'white' ? '○ ' : '● ') + fmt(ms);
      k.classList.toggle('running', entry.data.running === side);
      k.classList.toggle('low', ms !== null && ms < 60000 && entry.data.running === side);
    }
  }

  function card(entry) {
    const d = entry.data;
    const c = el('article', 'card');
    c.dataset.board = d.boardId;
    c.dataset.ply = d.moves.length;
    c.classList.toggle('has-alert', d.alerts.length > 0);
    c.classList.toggle('offline', !d.online);
    const h = el('h2');
    h.appendChild(el('span', 'board-name', (d.board ? 'Board ' + d.board : d.boardId)));
    h.appendChild(el('span', 'result', d.result || ''));
    c.appendChild(h);
    const p = el('div', 'players');
    p.appendChild(el('span', 'white-name', '○ ' + (d.white || '?')));
    p.appendChild(el('span', 'black-name', '● ' + (d.black || '?')));
    c.appendChild(p);
    c.appendChild(diagram(d));
    c.appendChild(clocks(entry));
    const m = el('div', 'meta');
    const lm = el('span', 'last-move', d.lastMove ? moveLabel(d) : 'no move yet');
    m.appendChild(lm);
    const st = el('span', 'status ' + (d.online ? 'online' : 'offline'),
      d.online ? 'online' : 'offline' + (d.offlineReason ? ' (' + d.offlineReason + ')' : ''));
    st.title = 'last seen ' + ago(d.lastSeen) + (d.link ? '; on link ' + d.link : '');
    st.dataset.lastSeen = d.lastSeen || '';
    m.appendChild(st);
    c.appendChild(m);
    const seen = el('div', 'seen', 'last seen ' + ago(d.lastSeen));
    seen.dataset.lastSeen = d.lastSeen || '';
    c.appendChild(seen);
    const a = el('div', 'alerts');
    for (const al of d.alerts) {
      const x = el('div', 'alert', al.text);
      x.dataset.kind = al.kind;
      a.appendChild(x);
    }
    c.appendChild(a);
    c.addEventListener('click', () => { open = d.boardId; renderDetail(); });
    return c;
  }

  function moveLabel(d) {
    const n = d.moves.length;
    return Math.ceil(n / 2) + (n % 2 === 1 ? '. ' : '… ') + d.lastMove;
  }

  function order(a, b) {
    const x = a.data.board || 1e9, y = b.data.board || 1e9;
    return x !== y ? x - y : (a.data.boardId < b.data.boardId ? -1 : 1);
  }

  function render(id) {
    const entry = boards.get(id);
    const fresh = card(entry);
    const old = room.querySelector('[data-board="' + CSS.escape(id) + '"]');
    if (old) { room.replaceChild(fresh, old); }
    else {
      const sorted = [...boards.values()].sort(order);
      const next = sorted[sorted.indexOf(entry) + 1];
      const nextEl = next && room.querySelector('[data-board="' + CSS.escape(next.data.boardId) + '"]');
      room.insertBefore(fresh, nextEl || null);
    }
    if (open === id) renderDetail();
  }

  function renderDetail() {
    const box = document.getElementById('detail');
    const body = document.getElementById('detail-body');
    const entry = boards.get(open);
    if (!entry) { box.hidden = true; return; }
    const d = entry.data;
    body.textContent = '';
    const c = el('div');
    c.dataset.detail = d.boardId;
    c.appendChild(el('h2', null, (d.board ? 'Board ' + d.board + ' · ' : '') + (d.white || '?') + ' – '
      + (d.black || '?') + (d.result ? '  ' + d.result : '')));
    const g = el('div', 'detail-grid');
    const left = el('div');
    left.appendChild(diagram(d));
    left.appendChild(clocks(entry));
    g.appendChild(left);
    const mv = el('div', 'moves');
    const ol = el('ol');
    for (let i = 0; i < d.moves.length; i += 2) {
      ol.appendChild(el('li', null, d.moves[i] + (d.moves[i + 1] ? '  ' + d.moves[i + 1] : '')));
    }
    mv.appendChild(ol);
    for (const al of d.alerts) { const x = el('div', 'alert', al.text); x.dataset.kind = al.kind; mv.appendChild(x); }
    g.appendChild(mv);
    c.appendChild(g);
    body.appendChild(c);
    box.hidden = false;
  }

  document.getElementById('close').addEventListener('click', () => { open = null; renderDetail(); });
  document.getElementById('detail').addEventListener('click', (e) => {
    if (e.target.id === 'detail') { open = null; renderDetail(); }
  });

  function accept(d) {
    boards.set(d.boardId, { data: d, at: performance.now() - (d.clockAgeMs || 0) });
    render(d.boardId);
  }

  const conn = document.getElementById('conn');
  const es = new EventSource('/live');
  es.addEventListener('room', (e) => {
    room.textContent = '';
    boards.clear();
    for (const d of JSON.parse(e.data)) accept(d);
    showConn();
  });
  es.addEventListener('board', (e) => accept(JSON.parse(e.data)));
  // "live" only while both the page's stream and the hub's broker link are up.
  let streamUp = false;
  let broker = null;
  function showConn() {
    streamUp = true;
    const live = broker && broker.state === 'connected';
    conn.textContent = live ? 'live' : 'not live';
    conn.classList.toggle('down', !live);
  }
  es.addEventListener('broker', (e) => {
    broker = JSON.parse(e.data);
    window.touchmoveBroker.show(broker);
    if (streamUp) showConn();
  });
  es.onerror = () => {
    streamUp = false;
    conn.textContent = 'reconnecting…'; conn.classList.add('down');
    window.touchmoveBroker.show(null);
  };

  setInterval(() => {
    for (const c of document.querySelectorAll('.clocks')) {
      const host = c.closest('[data-board]') || c.closest('[data-detail]');
      const id = host && (host.dataset.board || host.dataset.detail);
      if (id && boards.has(id)) updateClocks(c, boards.get(id));
    }
  }, 200);
  setInterval(() => {
    for (const s of document.querySelectorAll('.seen')) s.textContent = 'last seen ' + ago(s.dataset.lastSeen);
  }, 1000);
})();
