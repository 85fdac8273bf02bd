import { z } from 'zod';
import { CmsFaqResponse } from './faqs.ts';
import { BooleanQuery, listQuery, paginated } from './lists.ts';
import { OptionalText, OptionalWebUrl, RequiredText, WebUrl } from './text-fields.ts';

// ---------------------------------------------------------------------------------------------------------------
// Pages: `/api/cms/pages` (admin), public at `/pages/{slug}`
// ---------------------------------------------------------------------------------------------------------------

/**
 * The HTML a page may keep (configure the rich-text editor to these). The server sanitises every write: other
 * tags are unwrapped (their text stays; script and style are dropped whole); attributes are only `a[href|target|
 * rel]` and `img[src|alt]`; links are http(s), mailto, tel or relative; images come from `/api/uploads/`,
 * `/_image/` or https; `target="_blank"` links get `rel="noopener noreferrer"`.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
  'img',
] as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase a-z, 0-9 and single dashes between them (`about-us`). */
export const Slug = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100)
  .regex(SLUG_PATTERN, { error: 'validation.slugFormat' });

/** Create or update a page. The slug is unique: a clash answers 409 PAGE_SLUG_EXISTS. */
export const CmsPageInput = z.object({
  slug: Slug,
  titleEn: RequiredText(200),
  titleAr: RequiredText(200),
  /** HTML from the editor, sanitised on the server (the reply has what was kept). */
  contentEn: z.string().max(200_000).default(''),
  contentAr: z.string().max(200_000).default(''),
  published: z.boolean().default(false),
});
export type CmsPageInput = z.input<typeof CmsPageInput>;

export const CmsPageSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  published: z.boolean(),
  /** Where the page is public once published: `/pages/{slug}`. */
  path: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CmsPageSummary = z.infer<typeof CmsPageSummary>;

export const CmsPageResponse = CmsPageSummary.extend({ contentEn: z.string(), contentAr: z.string() });
export type CmsPageResponse = z.infer<typeof CmsPageResponse>;

/** Search looks in titles and the slug. */
export const CmsPageListQuery = listQuery(['titleEn', 'slug', 'createdAt', 'updatedAt'], 'createdAt').extend({
  published: BooleanQuery.optional(),
});
export type CmsPageListQuery = z.infer<typeof CmsPageListQuery>;
export const CmsPageListResponse = paginated(CmsPageSummary);
export type CmsPageListResponse = z.infer<typeof CmsPageListResponse>;

export const SlugParams = z.object({ slug: z.string().max(200) });

// ---------------------------------------------------------------------------------------------------------------
// Landing page form: `GET/PUT /api/cms/landing-page` (admin)
// ---------------------------------------------------------------------------------------------------------------

/** Icon names for the feature blocks; the web maps each to its icon. */
export const LANDING_FEATURE_ICONS = [
  'message-circle',
  'users',
  'bolt',
  'shield-check',
  'world',
  'clock',
  'chart-bar',
  'headset',
  'language',
  'device-mobile',
  'bell',
  'star',
] as const;
export const LandingFeatureIcon = z.enum(LANDING_FEATURE_ICONS);

export const SOCIAL_CHANNELS = ['facebook', 'instagram', 'linkedIn', 'whatsapp', 'x', 'youtube'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

export const LandingFeature = z.object({
  titleEn: RequiredText(120),
  titleAr: RequiredText(120),
  bodyEn: OptionalText(600),
  bodyAr: OptionalText(600),
  icon: LandingFeatureIcon,
});
export type LandingFeature = z.infer<typeof LandingFeature>;

/** A link on our own site (`/login`) or an http(s) address. */
const LinkUrl = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(2000)
  .refine((value) => /^\/(?!\/)/.test(value) || WebUrl.safeParse(value).success, { error: 'validation.linkUrl' });

/** Each channel's link, or null to hide its icon. */
export const SocialLinks = z.object({
  facebook: OptionalWebUrl,
  instagram: OptionalWebUrl,
  linkedIn: OptionalWebUrl,
  whatsapp: OptionalWebUrl,
  x: OptionalWebUrl,
  youtube: OptionalWebUrl,
});
export type SocialLinks = z.infer<typeof SocialLinks>;

export const LandingPageInput = z.object({
  heroTitleEn: RequiredText(160),
  heroTitleAr: RequiredText(160),
  heroSubtitleEn: OptionalText(400),
  heroSubtitleAr: OptionalText(400),
  /** An uploaded image (`validation.uploadedImage` otherwise), or null for none. */
  heroImageUploadId: z.uuid().nullable().default(null),
  features: z.array(LandingFeature).max(12).default([]),
  callToAction: z.object({ labelEn: RequiredText(60), labelAr: RequiredText(60), url: LinkUrl }),
  socialLinks: SocialLinks,
  footerTextEn: OptionalText(500),
  footerTextAr: OptionalText(500),
});
export type LandingPageInput = z.input<typeof LandingPageInput>;
/** The landing page as stored (the parsed input). */
export type LandingPageContent = z.output<typeof LandingPageInput>;

const ImageRef = z.object({ id: z.uuid(), url: z.string() });

export const LandingPageResponse = z.object({
  heroTitleEn: z.string(),
  heroTitleAr: z.string(),
  heroSubtitleEn: z.string(),
  heroSubtitleAr: z.string(),
  heroImageUploadId: z.uuid().nullable(),
  heroImage: ImageRef.nullable(),
  features: z.array(LandingFeature),
  callToAction: z.object({ labelEn: z.string(), labelAr: z.string(), url: z.string() }),
  socialLinks: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    linkedIn: z.string().nullable(),
    whatsapp: z.string().nullable(),
    x: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  footerTextEn: z.string(),
  footerTextAr: z.string(),
  /** Null until the form is first saved (the defaults are shown). */
  updatedAt: z.iso.datetime().nullable(),
});
export type LandingPageResponse = z.infer<typeof LandingPageResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Public payloads: `GET /_payload.json` and `GET /pages/{slug}/_payload.json`
// ---------------------------------------------------------------------------------------------------------------

/** A published page as the footer links to it. */
export const PageLink = z.object({ slug: z.string(), titleEn: z.string(), titleAr: z.string(), path: z.string() });
export type PageLink = z.infer<typeof PageLink>;

export const PublicCmsFaq = CmsFaqResponse.pick({
  id: true,
  questionEn: true,
  questionAr: true,
  answerEn: true,
  answerAr: true,
});
export type PublicCmsFaq = z.infer<typeof PublicCmsFaq>;

/**
 * Everything `/` renders, in both languages, in one request: the landing record, the active CMS FAQs in order,
 * and the published pages for the footer. Sent with an ETag and `Cache-Control: public, max-age=60,
 * must-revalidate`; `If-None-Match` with the current ETag answers 304 without a body.
 */
export const LandingPayload = z.object({
  landing: LandingPageResponse,
  faqs: z.array(PublicCmsFaq),
  pages: z.array(PageLink),
});
export type LandingPayload = z.infer<typeof LandingPayload>;

/**
 * What `/pages/{slug}` renders: the published page in both languages (404 PAGE_NOT_FOUND when unknown or not
 * published) and the site footer. Cached like the landing payload.
 */
export const PagePayload = z.object({
  page: z.object({
    slug: z.string(),
    titleEn: z.string(),
    titleAr: z.string(),
    contentEn: z.string(),
    contentAr: z.string(),
    updatedAt: z.iso.datetime(),
  }),
  footer: z.object({
    footerTextEn: z.string(),
    footerTextAr: z.string(),
    socialLinks: LandingPageResponse.shape.socialLinks,
    pages: z.array(PageLink),
  }),
});
export type PagePayload = z.infer<typeof PagePayload>;
