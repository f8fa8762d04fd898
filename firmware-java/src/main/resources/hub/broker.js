// The hub's own broker link on every page (docs/hub.md, "The broker link"): while it is lost nothing a board does
// reaches the hub, so the page must not look live. The room page feeds it from /live (event: broker); a page with
// data-broker-poll on <body> polls /broker.json once a second.
(function () {
  'use strict';
  function time(iso) { return iso ? new Date(iso).toLocaleTimeString() : ''; }

  function show(s) {
    const lost = !s || s.state !== 'connected';
    const text = !s ? 'hub unreachable'
      : lost ? 'broker lost since ' + time(s.since) + ': boards are not being updated'
        : 'broker connected';
    for (const el of document.querySelectorAll('.broker-state')) {
      el.textContent = text;
      el.dataset.state = s ? s.state : 'unreachable';
      el.classList.toggle('down', lost);
      el.title = s && s.reason ? s.reason : '';
    }
    document.body.classList.toggle('broker-lost', lost);
  }
  window.touchmoveBroker = { show: show };

  if (document.body.dataset.brokerPoll !== undefined) {
    const poll = async () => {
      try {
        const r = await fetch('/broker.json', { cache: 'no-store' });
        show(r.ok ? await r.json() : null);
      } catch (e) { show(null); }
    };
    poll();
    setInterval(poll, 1000);
  }
})();
