import type { HTMLAttributes } from 'react';

interface ChatVideoProps extends Pick<HTMLAttributes<HTMLElement>, 'className'> {
  /** An uploaded file plays in the browser's player; an embed (YouTube, Vimeo) in its provider's. */
  kind: 'video' | 'embed';
  url: string;
  /** What a screen reader calls it ("Video: unboxing.mp4"). */
  label: string;
  testId?: string;
}

/**
 * A video as a chat shows it, in the message's bubble or in a canned case's preview. Put it in an `AspectRatio`; plain
 * elements only, for the widget's page too.
 */
export function ChatVideo({ kind, url, label, testId }: ChatVideoProps) {
  return kind === 'video' ? (
    <video
      src={url}
      controls
      preload="metadata"
      aria-label={label}
      data-testid={testId}
      style={{ borderRadius: 8, background: 'black' }}
    />
  ) : (
    <iframe
      src={url}
      title={label}
      data-testid={testId}
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      // YouTube refuses to play without the page's origin as referrer.
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      loading="lazy"
      style={{ border: 0, borderRadius: 8 }}
    />
  );
}
