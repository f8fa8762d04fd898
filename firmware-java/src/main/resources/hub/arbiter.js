// The arbiter's page: commands to one board (POST with the CSRF token), replies polled once a second.
(function () {
  'use strict';
  const csrf = document.querySelector('meta[name=csrf]').content;
  const board = document.getElementById('board');
  const message = document.getElementById('message');

  function say(text, error) { message.textContent = text; message.className = error ? 'error' : ''; }

  async function post(url, body, type) {
    const r = await fetch(url, { method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': type, 'X-CSRF-Token': csrf }, body: body });
    const j = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(j.error || ('HTTP ' + r.status));
    return j;
  }

  async function send(command) {
    if (!board.value) { say('no board selected', true); return; }
    try {
      const j = await post('/arbiter/command', JSON.stringify({ boardId: board.value, command: command }),
        'application/json');
      say('sent ' + command.type + ' as ' + j.id);
    } catch (e) { say(e.message, true); }
  }

  async function boards() {
    const r = await fetch('/room.json');
    const list = await r.json();
    const keep = board.value;
    board.textContent = '';
    for (const d of list) {
      const o = document.createElement('option');
      o.value = d.boardId;
      o.textContent = (d.board ? d.board + ': ' : '') + d.boardId + ' ' + (d.white || '?') + ' – ' + (d.black || '?');
      board.appendChild(o);
    }
    if (keep) board.value = keep;
  }

  for (const b of document.querySelectorAll('button[data-cmd]')) {
    b.addEventListener('click', () => send(JSON.parse(b.dataset.cmd)));
  }
  function form(id, build) {
    document.getElementById(id).addEventListener('submit', (e) => {
      e.preventDefault();
      send(build(new FormData(e.target)));
    });
  }
  form('adjust', (f) => ({ type: 'adjust-time', side: f.get('side'), mode: f.get('mode'),
    millis: (parseInt(f.get('minutes') || '0', 10) * 60 + parseInt(f.get('seconds') || '0', 10)) * 1000 }));
  form('result', (f) => ({ type: 'declare-result', result: f.get('result'), termination: f.get('termination') }));
  form('reinstate', (f) => ({ type: 'reinstate', ply: parseInt(f.get('ply'), 10) }));
  form('newgame', (f) => {
    const c = { type: 'new-game' };
    for (const k of ['timeControl', 'white', 'black', 'round']) { if (f.get(k)) c[k] = f.get(k); }
    if (f.get('board')) c.board = parseInt(f.get('board'), 10);
    const n = (f.get('chess960') || '').trim();
    if (n) c.chess960 = n === 'random' ? n : parseInt(n, 10);
    return c;
  });
  document.getElementById('send-pairings').addEventListener('click', async () => {
    try {
      const j = await post('/arbiter/pairings', document.getElementById('pairings').value, 'text/csv');
      const drawn = [...new Set(j.sent.filter((s) => s.chess960 !== undefined).map((s) => s.chess960))];
      say('sent ' + j.sent.length + ' new games' + (drawn.length ? ' (Chess960 ' + drawn.join(', ') + ')' : ''));
    } catch (e) { say(e.message, true); }
  });
  document.getElementById('logout').addEventListener('click', async () => {
    await post('/arbiter/logout', '', 'text/plain').catch(() => {});
    location.href = '/arbiter';
  });

  async function replies() {
    const r = await fetch('/arbiter/replies.json', { credentials: 'same-origin' });
    if (!r.ok) return;
    const tbody = document.getElementById('replies');
    tbody.textContent = '';
    for (const x of await r.json()) {
      const tr = document.createElement('tr');
      tr.className = x.status;
      tr.dataset.id = x.id;
      for (const v of [x.receivedAt.substring(11, 19), x.boardId, x.id, x.status, x.reason || '']) {
        const td = document.createElement('td'); td.textContent = v; tr.appendChild(td);
      }
      tbody.appendChild(tr);
    }
  }
  boards(); replies();
  setInterval(replies, 1000);
  setInterval(boards, 10000);
})();
