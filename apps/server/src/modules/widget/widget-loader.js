/* global window, document, getComputedStyle */
// Tawasul chat widget loader (decision 012): a launcher button, and the chat app in an iframe once clicked.
(function () {
  'use strict';
  if (window.TawasulWidget) return;
  var doc = document;
  var script = doc.currentScript;
  if (!script || !script.getAttribute('data-widget-id')) {
    var found = doc.querySelectorAll('script[data-widget-id]');
    for (var i = found.length - 1; i >= 0; i--) {
      if (/\/widget\.js([?#]|$)/.test(found[i].src)) {
        script = found[i];
        break;
      }
    }
  }
  if (!script || !script.src) return;
  var id = script.getAttribute('data-widget-id') || '';
  var base = new URL(script.src, doc.baseURI).origin;
  var lang = script.getAttribute('data-locale') || doc.documentElement.lang || '';
  var locale = /^ar/i.test(lang) ? 'ar' : 'en';
  var host, box, button, badge, frame, label;
  var shown = false;
  var unread = 0;
  var gone = false;
  var wantOpen = false;

  function el(tag, attrs, parent) {
    var node = doc.createElement(tag);
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    return parent ? parent.appendChild(node) : node;
  }

  // White or near-black text, whichever reads better on the brand's colour.
  function ink(hex) {
    var n = parseInt(hex.slice(1), 16);
    var y = (((n >> 16) & 255) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000;
    return y > 160 ? '#111' : '#fff';
  }

  function post(message) {
    if (frame && frame.contentWindow) frame.contentWindow.postMessage(message, base);
  }

  function paint() {
    button.setAttribute('aria-expanded', String(shown));
    if (frame) frame.hidden = !shown;
    var count = shown ? 0 : unread;
    badge.hidden = !count;
    badge.textContent = count > 99 ? '99+' : count ? String(count) : '';
    button.setAttribute('aria-label', count ? label + ' (' + count + ')' : label);
  }

  function open() {
    if (gone) return;
    if (!button) {
      wantOpen = true;
      return;
    }
    if (!frame) {
      frame = el(
        'iframe',
        {
          class: 'f',
          title: 'Chat',
          src: base + '/widget?id=' + encodeURIComponent(id) + '&locale=' + locale,
          allow: 'clipboard-write',
        },
        box,
      );
    }
    shown = true;
    paint();
    post({ type: 'tawasul:visibility', open: true });
    frame.focus();
  }

  function close() {
    if (!frame || !shown) return;
    shown = false;
    paint();
    post({ type: 'tawasul:visibility', open: false });
    button.focus();
  }

  function onMessage(event) {
    var data = event.data;
    if (!frame || event.origin !== base || event.source !== frame.contentWindow || !data) return;
    if (data.type === 'tawasul:close') close();
    if (data.type === 'tawasul:ready') post({ type: 'tawasul:visibility', open: shown });
    if (data.type === 'tawasul:unread' && data.count >= 0) {
      unread = Math.floor(data.count);
      paint();
    }
  }

  function onKey(event) {
    if (event.key === 'Escape' && shown) close();
  }

  function destroy() {
    gone = true;
    if (host) host.remove();
    window.removeEventListener('message', onMessage);
    doc.removeEventListener('keydown', onKey);
    delete window.TawasulWidget;
  }

  function draw(brand) {
    if (gone) return;
    var color = /^#[0-9a-f]{6}$/i.test(brand.primaryColor) ? brand.primaryColor : '#7950f2';
    label = brand.label[locale] || brand.label.en;
    var rtl = doc.dir === 'rtl' || getComputedStyle(doc.documentElement).direction === 'rtl';
    host = el('tawasul-widget', { style: 'all:initial!important;display:block!important' });
    // A shadow root: the store's styles cannot reach into the widget. Open, so that assistive and testing tools can
    // (a closed one would not stop the store's own scripts, which run first and can patch attachShadow).
    var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
    box = el('div', { class: rtl ? 'w l' : 'w', style: '--c:' + color + ';--t:' + ink(color) }, root);
    el('style', {}, box).textContent =
      '.w{all:initial;font:600 15px/1.2 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}' +
      '.b,.f{position:fixed;right:20px;z-index:2147483646}' +
      '.l .b,.l .f{right:auto;left:20px}' +
      '.b{bottom:20px;display:flex;align-items:center;gap:8px;min-height:52px;max-width:calc(100vw - 40px);' +
      'padding:0 20px;border:0;border-radius:26px;background:var(--c);color:var(--t);font:inherit;cursor:pointer;' +
      'box-shadow:0 4px 16px rgba(0,0,0,.25)}' +
      '.b:focus-visible{outline:3px solid var(--c);outline-offset:3px}' +
      '.b svg{flex:none;width:22px;height:22px;fill:currentColor}' +
      '.n{position:absolute;top:-6px;right:-6px;min-width:20px;height:20px;padding:0 6px;box-sizing:border-box;' +
      'border-radius:10px;background:#e03131;color:#fff;font:700 12px/20px system-ui,sans-serif;text-align:center}' +
      '.l .n{right:auto;left:-6px}' +
      '.f{bottom:84px;width:380px;height:600px;max-height:calc(100vh - 104px);border:0;border-radius:12px;' +
      'background:#fff;box-shadow:0 8px 32px rgba(0,0,0,.3);z-index:2147483647}' +
      '@media (max-width:479px){.f,.l .f{inset:0;width:100%;height:100%;max-height:none;border-radius:0}}' +
      '[hidden]{display:none!important}';
    button = el('button', { type: 'button', class: 'b', 'aria-haspopup': 'dialog' }, box);
    button.innerHTML =
      '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z"/></svg>';
    el('span', {}, button).textContent = label;
    badge = el('span', { class: 'n', 'aria-hidden': 'true' }, button);
    button.addEventListener('click', function () {
      if (shown) close();
      else open();
    });
    paint();
    (doc.body || doc.documentElement).appendChild(host);
    if (wantOpen) open();
  }

  window.addEventListener('message', onMessage);
  doc.addEventListener('keydown', onKey);
  window.TawasulWidget = { open: open, close: close, destroy: destroy };

  fetch(base + '/api/public/widget/' + encodeURIComponent(id) + '/launcher')
    .then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      return response.json();
    })
    .then(draw, function () {
      if (!gone) console.error('Tawasul: Invalid widget ID or URL');
    });
})();
