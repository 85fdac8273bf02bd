import { randomId } from '@mantine/hooks';
import {
  SOCIAL_CHANNELS,
  type LandingFeature,
  type LandingPageInput,
  type LandingPageResponse,
  type SocialChannel,
} from '@tawasul/contracts/cms';
import type { UploadedFile } from '../../../components/upload/upload-dropzone.tsx';

/** A feature block as the form holds it: `key` keeps each block's fields in place while blocks move. */
export type FeatureFormValues = LandingFeature & { key: string };

export type LandingFormValues = {
  heroTitleEn: string;
  heroTitleAr: string;
  heroSubtitleEn: string;
  heroSubtitleAr: string;
  /** Zero or one image: the dropzone's value. */
  heroImage: UploadedFile[];
  features: FeatureFormValues[];
  callToAction: { labelEn: string; labelAr: string; url: string };
  /** '' hides the channel's icon. */
  socialLinks: Record<SocialChannel, string>;
  footerTextEn: string;
  footerTextAr: string;
};

export const MAX_FEATURES = 12;

/** The fields a VALIDATION_FAILED answer may name (a feature's by its index). */
export const LANDING_FIELDS = [
  'heroTitleEn',
  'heroTitleAr',
  'heroSubtitleEn',
  'heroSubtitleAr',
  'heroImageUploadId',
  'features',
  ...Array.from({ length: MAX_FEATURES }, (_, index) =>
    ['titleEn', 'titleAr', 'bodyEn', 'bodyAr', 'icon'].map((field) => `features.${index}.${field}`),
  ).flat(),
  'callToAction.labelEn',
  'callToAction.labelAr',
  'callToAction.url',
  ...SOCIAL_CHANNELS.map((channel) => `socialLinks.${channel}`),
  'footerTextEn',
  'footerTextAr',
];

export const newFeature = (): FeatureFormValues => ({
  key: randomId(),
  titleEn: '',
  titleAr: '',
  bodyEn: '',
  bodyAr: '',
  icon: 'star',
});

export function landingFormValues(landing: LandingPageResponse): LandingFormValues {
  return {
    heroTitleEn: landing.heroTitleEn,
    heroTitleAr: landing.heroTitleAr,
    heroSubtitleEn: landing.heroSubtitleEn,
    heroSubtitleAr: landing.heroSubtitleAr,
    heroImage: landing.heroImage ? [landing.heroImage] : [],
    features: landing.features.map((feature) => ({ ...feature, key: randomId() })),
    callToAction: { ...landing.callToAction },
    socialLinks: Object.fromEntries(
      SOCIAL_CHANNELS.map((channel) => [channel, landing.socialLinks[channel] ?? '']),
    ) as Record<SocialChannel, string>,
    footerTextEn: landing.footerTextEn,
    footerTextAr: landing.footerTextAr,
  };
}

/** The body of contracts: the image by its id, blocks without their form keys, blank links as none. */
export function toLandingInput(values: LandingFormValues): LandingPageInput {
  return {
    heroTitleEn: values.heroTitleEn,
    heroTitleAr: values.heroTitleAr,
    heroSubtitleEn: values.heroSubtitleEn,
    heroSubtitleAr: values.heroSubtitleAr,
    heroImageUploadId: values.heroImage[0]?.id ?? null,
    features: values.features.map(({ key: _key, ...feature }) => feature),
    callToAction: values.callToAction,
    socialLinks: Object.fromEntries(
      SOCIAL_CHANNELS.map((channel) => [channel, values.socialLinks[channel].trim() || null]),
    ) as Record<SocialChannel, string | null>,
    footerTextEn: values.footerTextEn,
    footerTextAr: values.footerTextAr,
  };
}
