import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '@tawasul/contracts/cms';

/** Images may come from our own uploads (as stored or through the optimisation path) or any https address. */
const OWN_IMAGE_PATH = /^\/(api\/uploads|_image)\//;
const SAFE_REL_WORDS = new Set(['nofollow', 'noopener', 'noreferrer', 'ugc']);

function allowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (OWN_IMAGE_PATH.test(src)) return !src.startsWith('//');
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  // No `javascript:`, `data:` or `vbscript:` anywhere; relative links (our own pages) stay.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // The text inside script, style and the like is dropped with its tag.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      if (target === '_blank') {
        // The opened page must not reach back into ours through window.opener.
        return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
      }
      const words = (rel ?? '').split(/\s+/).filter((word) => SAFE_REL_WORDS.has(word));
      return { tagName, attribs: { ...rest, ...(words.length ? { rel: words.join(' ') } : {}) } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !allowedImageSource(frame.attribs.src),
};

/**
 * A rich-text editor's HTML made safe to render on the public site: only the formatting the editor produces,
 * no scripts, event handlers, `javascript:` links or inline styles, images only from our uploads or https.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
