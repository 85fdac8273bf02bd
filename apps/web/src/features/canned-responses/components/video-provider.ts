/** Which player an embed address belongs to (the contracts turn YouTube and Vimeo links into these addresses). */
export function videoProvider(embedUrl: string): 'youtube' | 'vimeo' | 'other' {
  let host: string;
  try {
    host = new URL(embedUrl).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  if (host === 'www.youtube-nocookie.com' || host.endsWith('youtube.com')) return 'youtube';
  if (host === 'player.vimeo.com') return 'vimeo';
  return 'other';
}
