import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import { SALLA_POPUP_MESSAGES } from '@tawasul/contracts/orders';

export const SALLA_POPUP_SCRIPT_PATH = '/api/integrations/salla/popup.js';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The script of the callback page (served from our origin, so the Content-Security-Policy needs no inline script):
 * tells the page that opened the popup how the connection went, by `postMessage` to that page's origin only, and
 * closes the popup when it worked. The outcome is read from the page's `data-*` attributes.
 */
export const SALLA_POPUP_SCRIPT = `(function () {
  var body = document.body;
  var origin = body.getAttribute('data-opener-origin');
  var status = body.getAttribute('data-status');
  var connected = status === 'connected';
  if (status === 'pending') return;
  var message = connected
    ? { type: ${JSON.stringify(SALLA_POPUP_MESSAGES.connected)} }
    : { type: ${JSON.stringify(SALLA_POPUP_MESSAGES.failed)}, code: body.getAttribute('data-code') };
  try {
    if (window.opener && origin) window.opener.postMessage(message, origin);
  } catch (error) {
    // The opener went away or navigated elsewhere: nothing to tell.
  }
  if (connected && window.opener) window.close();
})();
`;

const TEXTS = {
  connected: {
    en: 'Connected to Salla. This window closes by itself.',
    ar: 'تم الربط مع سلة. تُغلق هذه النافذة تلقائيًا.',
  },
  pending: {
    en: 'The app is installed on your Salla store. An administrator will link it to your brand.',
    ar: 'تم تثبيت التطبيق على متجرك في سلة. سيربطه أحد المسؤولين بعلامتك التجارية.',
  },
};

/**
 * The small page Salla sends the merchant back to: the outcome in both languages, and the script above. `pending`:
 * a store installed from Salla's App Store that no brand's domain names waits for an admin.
 */
export function sallaPopupPage(
  outcome: { openerOrigin: string } & ({ ok: true } | { ok: 'pending' } | { ok: false; code: ErrorCode }),
) {
  const text =
    outcome.ok === false ? ERROR_CATALOG[outcome.code] : TEXTS[outcome.ok === true ? 'connected' : 'pending'];
  const { en, ar } = text;
  const status = outcome.ok === false ? 'failed' : outcome.ok === true ? 'connected' : 'pending';
  const attributes = [
    `data-status="${status}"`,
    `data-opener-origin="${escape(outcome.openerOrigin)}"`,
    ...(outcome.ok === false ? [`data-code="${escape(outcome.code)}"`] : []),
  ].join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Salla · Tawasul</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#212529}main{max-width:32rem;padding:2rem;text-align:center}p{margin:.5rem 0}</style>
</head>
<body ${attributes}>
<main>
<p>${escape(en)}</p>
<p lang="ar" dir="rtl">${escape(ar)}</p>
</main>
<script src="${SALLA_POPUP_SCRIPT_PATH}"></script>
</body>
</html>
`;
}
