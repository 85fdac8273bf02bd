export interface UserAgentSummary {
  /** "Chrome 131", "Safari 17", "curl"; null when unrecognised. */
  browser: string | null;
  /** "Windows", "macOS", "iOS", "Android", "Linux", "ChromeOS"; null when unrecognised. */
  os: string | null;
}

/** Checked in order: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
  ['curl', /^curl\/([\d.]+)/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * A sign-in's browser and system from its user agent, enough for a person to recognise the device ("Chrome 131",
 * "Windows"). Not a device detector: an unknown agent gives nulls and the raw string stays available beside it.
 */
export function parseUserAgent(userAgent: string): UserAgentSummary {
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = name === 'curl' ? name : `${name} ${match[1] ?? ''}`.trim();
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  return { browser, os };
}
