import { z } from 'zod';
import { BooleanQuery, listQuery, paginated } from './lists.ts';
import { OptionalText, RequiredText, requireEnglishOrArabic, UniqueIds } from './text-fields.ts';
import { UploadResponse } from './uploads.ts';

// ---------------------------------------------------------------------------------------------------------------
// Categories (admin only): `/api/canned-responses/categories`
// ---------------------------------------------------------------------------------------------------------------

export const CRITICAL_WORD_MAX_LENGTH = 60;

/**
 * Create or update a category. Names are unique (English in any letter case, Arabic as written): a clash answers
 * 409 CATEGORY_NAME_EXISTS with `details.fields` naming `nameEn` and/or `nameAr`. At least one critical word;
 * repeats (same word in any case or Arabic spelling variant) are kept once.
 */
export const CategoryInput = z.object({
  nameEn: RequiredText(100),
  nameAr: RequiredText(100),
  criticalWords: z
    .array(RequiredText(CRITICAL_WORD_MAX_LENGTH))
    .min(1, { error: 'validation.criticalWordsRequired' })
    .max(100),
});
export type CategoryInput = z.input<typeof CategoryInput>;

export const CategoryResponse = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  criticalWords: z.array(z.string()),
  /** Cases filed under the category; while above 0 a delete answers 409 CATEGORY_HAS_RELATED_RECORDS. */
  casesCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CategoryResponse = z.infer<typeof CategoryResponse>;

/** Search looks in both names and the critical words. */
export const CategoryListQuery = listQuery(['nameEn', 'nameAr', 'createdAt'], 'createdAt');
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;
export const CategoryListResponse = paginated(CategoryResponse);
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

/** `GET /api/canned-responses/categories/options`: every category, by English name, for pickers (all staff). */
export const CategoryOption = z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() });
export type CategoryOption = z.infer<typeof CategoryOption>;
export const CategoryOptionsResponse = z.object({ items: z.array(CategoryOption) });
export type CategoryOptionsResponse = z.infer<typeof CategoryOptionsResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Video links
// ---------------------------------------------------------------------------------------------------------------

/** The parts of a WHATWG URL read here (contracts are typed without DOM or Node; both runtimes have `URL`). */
interface ParsedUrl {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
  toString(): string;
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: ParsedUrl, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'shorts' || kind === 'embed' || kind === 'live' || kind === 'v' ? (id ?? null) : null;
}

function vimeoId(url: ParsedUrl, host: string): string | null {
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  // vimeo.com/123, vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123, player.vimeo.com/video/123
  const numeric = url.pathname.split('/').filter((part: string) => /^\d+$/.test(part));
  return numeric.at(-1) ?? null;
}

/**
 * What a case's video link becomes: YouTube (watch?v=, youtu.be/, shorts/, embed/) and Vimeo links turn into their
 * embed addresses (`https://www.youtube-nocookie.com/embed/{id}`, `https://player.vimeo.com/video/{id}`); any other
 * https link is kept as it is. Null when the link is not valid: not a URL, not https, or a YouTube/Vimeo address
 * without a video in it.
 */
export function toVideoEmbedUrl(link: string): string | null {
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const isYoutube = host === 'youtu.be' || YOUTUBE_HOSTS.has(host);
  if (isYoutube) {
    const id = youtubeId(url, host);
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host.endsWith('vimeo.com')) {
    const id = vimeoId(url, host);
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') ? url.toString() : null;
}

/** A video link, turned into its embed address (see `toVideoEmbedUrl`); blank means none. */
export const VideoUrl = z
  .string()
  .trim()
  .max(2000)
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const embed = toVideoEmbedUrl(value);
    if (!embed) {
      ctx.issues.push({ code: 'custom', message: 'validation.videoUrl', input: value });
      return z.NEVER;
    }
    return embed;
  });

// ---------------------------------------------------------------------------------------------------------------
// Cases: `/api/canned-responses/cases` (admin: every brand; brand manager: its own)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Create or update a case. An admin names the brand; a brand manager may omit it (its own brand is used; another
 * brand answers 404 BRAND_NOT_FOUND). A title in English or Arabic (both blank: `validation.englishOrArabicRequired`
 * on `titleEn` and `titleAr`); at least one existing category, one uploaded image and one uploaded document
 * (`validation.existingCategory`, `validation.uploadedImage`, `validation.uploadedDocument` name the bad item by
 * index); the video is either an uploaded video or a link (`validation.videoOneSource` when both), or neither.
 */
export const CannedCaseInput = requireEnglishOrArabic(
  z
    .object({
      brandId: z.uuid().optional(),
      titleEn: OptionalText(200),
      titleAr: OptionalText(200),
      descriptionEn: OptionalText(5000),
      descriptionAr: OptionalText(5000),
      categoryIds: UniqueIds(20).min(1, { error: 'validation.categoriesRequired' }),
      imageUploadIds: UniqueIds(20).min(1, { error: 'validation.imagesRequired' }),
      documentUploadIds: UniqueIds(20).min(1, { error: 'validation.documentsRequired' }),
      videoUploadId: z.uuid().nullable().default(null),
      videoUrl: VideoUrl,
      active: z.boolean().default(true),
    })
    .refine((value) => !(value.videoUploadId && value.videoUrl), {
      error: 'validation.videoOneSource',
      path: ['videoUrl'],
    }),
  [['titleEn', 'titleAr']],
);
export type CannedCaseInput = z.input<typeof CannedCaseInput>;

/** A case's video as the agent sends it: an uploaded file, or an address to show in an iframe. */
export const CaseVideo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upload'), file: UploadResponse }),
  z.object({ kind: z.literal('embed'), url: z.string() }),
]);
export type CaseVideo = z.infer<typeof CaseVideo>;

/** A case in full (view drawer, edit form, agent search results): the media with their addresses. */
export const CannedCaseResponse = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  brandNameEn: z.string(),
  brandNameAr: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  categories: z.array(CategoryOption),
  /** In the order they were given; `url` serves the file, `/_image/...` resizes images. */
  images: z.array(UploadResponse),
  documents: z.array(UploadResponse),
  video: CaseVideo.nullable(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CannedCaseResponse = z.infer<typeof CannedCaseResponse>;

/** A row of the cases list. */
export const CannedCaseListItem = z.object({
  id: z.uuid(),
  brandId: z.uuid(),
  brandNameEn: z.string(),
  brandNameAr: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  categories: z.array(CategoryOption),
  /** The first product image. */
  thumbnail: z.object({ id: z.uuid(), url: z.string() }).nullable(),
  imagesCount: z.number().int(),
  documentsCount: z.number().int(),
  hasVideo: z.boolean(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CannedCaseListItem = z.infer<typeof CannedCaseListItem>;

/**
 * Search looks in titles and descriptions of both languages (Arabic spelling variants and diacritics ignored).
 * A brand manager always sees its own brand (asking for another answers 404 BRAND_NOT_FOUND).
 */
export const CannedCaseListQuery = listQuery(['titleEn', 'titleAr', 'createdAt', 'updatedAt'], 'createdAt').extend({
  brandId: z.uuid().optional(),
  categoryId: z.uuid().optional(),
  active: BooleanQuery.optional(),
});
export type CannedCaseListQuery = z.infer<typeof CannedCaseListQuery>;
export const CannedCaseListResponse = paginated(CannedCaseListItem);
export type CannedCaseListResponse = z.infer<typeof CannedCaseListResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Agent console search: `GET /api/canned-responses/search`
// ---------------------------------------------------------------------------------------------------------------

export const CASE_SEARCH_LIMIT = 20;

/**
 * Active cases whose title or description (either language) holds every word of `q`; by `categoryId`. Agents and
 * brand managers search their own brand; an admin names one with `brandId` or searches every brand.
 */
export const CannedCaseSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  categoryId: z.uuid().optional(),
  brandId: z.uuid().optional(),
});
export type CannedCaseSearchQuery = z.infer<typeof CannedCaseSearchQuery>;

/**
 * At most CASE_SEARCH_LIMIT cases, best first: the phrase in a title, then how close the titles are to it, then the
 * latest edited. Without `q`: the latest edited active cases (of the category, when given).
 */
export const CannedCaseSearchResponse = z.object({ items: z.array(CannedCaseResponse) });
export type CannedCaseSearchResponse = z.infer<typeof CannedCaseSearchResponse>;
