import sharp from 'sharp';

/**
 * The demo landing page's hero picture (issue 22, defect 14: a gradient with a circle read as a placeholder): the
 * product itself, drawn — an agent console with its inbox, a conversation with a shopper, an order card and the
 * widget's launcher on a store page, in the brand's violet and teal. No words in it, so it suits both languages.
 * 800×600 (4:3), the shape the landing page reserves for the hero, so nothing moves when it loads.
 */
const VIOLET = '#7950f2';
const VIOLET_DARK = '#5f3dc4';
const VIOLET_LIGHT = '#e5dbff';
const TEAL = '#12b886';
const TEAL_LIGHT = '#c3fae8';
const INK = '#343a40';
const LINE = '#dee2e6';
const MUTED = '#adb5bd';

/** A line of text, drawn as a rounded bar. */
const bar = (x: number, y: number, width: number, fill = LINE, height = 8) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;

/** One chat in the inbox: an avatar, the name, the last words; the open one is highlighted. */
function inboxItem(y: number, avatar: string, selected: boolean, unread: boolean): string {
  return [
    selected ? `<rect x="92" y="${y - 14}" width="176" height="60" rx="10" fill="${VIOLET_LIGHT}"/>` : '',
    `<circle cx="118" cy="${y + 16}" r="15" fill="${avatar}"/>`,
    bar(142, y + 4, 70, selected ? VIOLET_DARK : INK, 9),
    bar(142, y + 22, 104, selected ? '#b197fc' : LINE),
    unread ? `<circle cx="254" cy="${y + 8}" r="8" fill="${TEAL}"/>` : '',
  ].join('');
}

/** A message bubble: the shopper's grey on the start side, the agent's violet on the end side. */
function bubble(x: number, y: number, width: number, lines: number[], fill: string, text: string): string {
  const height = 22 + lines.length * 16;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="16" fill="${fill}"/>`,
    ...lines.map((line, index) => bar(x + 16, y + 16 + index * 16, line, text)),
  ].join('');
}

function landingHeroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${VIOLET}"/><stop offset="1" stop-color="#4c6ef5"/>
    </linearGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%">
      <feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#1c1340" flood-opacity="0.28"/>
    </filter>
  </defs>
  <rect width="800" height="600" fill="url(#sky)"/>
  <circle cx="720" cy="70" r="140" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="60" cy="560" r="170" fill="#ffffff" fill-opacity="0.06"/>

  <g filter="url(#shadow)">
    <rect x="72" y="72" width="656" height="444" rx="18" fill="#ffffff"/>
  </g>
  <rect x="72" y="72" width="656" height="44" rx="18" fill="#f1f3f5"/>
  <rect x="72" y="98" width="656" height="18" fill="#f1f3f5"/>
  <circle cx="100" cy="94" r="6" fill="#ff8787"/><circle cx="120" cy="94" r="6" fill="#ffd43b"/>
  <circle cx="140" cy="94" r="6" fill="#69db7c"/>
  ${bar(300, 89, 200, '#ffffff', 12)}

  <rect x="72" y="116" width="208" height="400" fill="#f8f9fa"/>
  <rect x="72" y="498" width="208" height="18" fill="#f8f9fa"/>
  <rect x="92" y="132" width="176" height="28" rx="8" fill="#ffffff" stroke="${LINE}"/>
  ${bar(104, 142, 80, LINE)}
  ${inboxItem(186, '#ffa94d', true, false)}
  ${inboxItem(252, TEAL, false, true)}
  ${inboxItem(318, '#74c0fc', false, true)}
  ${inboxItem(384, '#f783ac', false, false)}
  ${inboxItem(450, '#b197fc', false, false)}
  <line x1="280" y1="116" x2="280" y2="516" stroke="${LINE}"/>

  <circle cx="312" cy="146" r="16" fill="#ffa94d"/>
  ${bar(338, 134, 110, INK, 10)}
  ${bar(338, 152, 70, MUTED)}
  <rect x="640" y="134" width="68" height="26" rx="13" fill="${TEAL_LIGHT}"/>
  ${bar(656, 143, 36, TEAL)}
  <line x1="280" y1="176" x2="728" y2="176" stroke="${LINE}"/>

  ${bubble(304, 196, 220, [170, 120], '#f1f3f5', MUTED)}
  <g>
    <rect x="304" y="262" width="240" height="92" rx="14" fill="#ffffff" stroke="${LINE}"/>
    <rect x="318" y="276" width="64" height="64" rx="10" fill="${VIOLET_LIGHT}"/>
    <rect x="334" y="292" width="32" height="32" rx="6" fill="${VIOLET}"/>
    ${bar(396, 284, 90, INK)}
    ${bar(396, 302, 126, LINE)}
    <rect x="396" y="318" width="74" height="20" rx="10" fill="${TEAL_LIGHT}"/>
    ${bar(406, 324, 54, TEAL)}
  </g>
  ${bubble(484, 372, 224, [180, 140, 100], VIOLET, '#d0bfff')}
  <circle cx="312" cy="470" r="4" fill="${MUTED}"/><circle cx="326" cy="470" r="4" fill="${MUTED}"/>
  <circle cx="340" cy="470" r="4" fill="${MUTED}"/>

  <rect x="296" y="484" width="360" height="1" fill="${LINE}"/>
  ${bar(312, 496, 180, LINE)}
  <circle cx="636" cy="500" r="11" fill="${VIOLET}"/>
  <path d="M631 500 h10 M637 495 l5 5 l-5 5" stroke="#ffffff" stroke-width="2.4" fill="none" stroke-linecap="round"/>

  <g filter="url(#shadow)">
    <circle cx="706" cy="522" r="36" fill="${TEAL}"/>
  </g>
  <path d="M690 512 h32 a6 6 0 0 1 6 6 v14 a6 6 0 0 1 -6 6 h-18 l-10 8 v-8 h-4 a6 6 0 0 1 -6 -6 v-14 a6 6 0 0 1 6 -6 z"
    fill="#ffffff"/>
  <circle cx="733" cy="494" r="10" fill="#fa5252" stroke="#ffffff" stroke-width="3"/>
</svg>`;
}

/** The hero as a PNG, for the demo's landing page upload. */
export function landingHeroPng(): Promise<Buffer> {
  return sharp(Buffer.from(landingHeroSvg())).png().toBuffer();
}
