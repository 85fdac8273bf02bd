import {
  IconBell,
  IconBolt,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconChartBar,
  IconClock,
  IconDeviceMobile,
  IconHeadset,
  IconLanguage,
  IconMessageCircle,
  IconShieldCheck,
  IconStar,
  IconUsers,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import type { LandingFeature, SocialChannel } from '@tawasul/contracts/cms';

/**
 * The public site's icons, by the names contracts give them: the landing page (home) shows them and the landing page
 * form (cms) offers them, so both features read them from here.
 */
export const FEATURE_ICONS: Record<LandingFeature['icon'], TablerIcon> = {
  'message-circle': IconMessageCircle,
  users: IconUsers,
  bolt: IconBolt,
  'shield-check': IconShieldCheck,
  world: IconWorld,
  clock: IconClock,
  'chart-bar': IconChartBar,
  headset: IconHeadset,
  language: IconLanguage,
  'device-mobile': IconDeviceMobile,
  bell: IconBell,
  star: IconStar,
};

/** Spec section 9: facebook, instagram, linked-in, whatsapp, x, youtube. Their names: `home.social.<channel>`. */
export const SOCIAL_ICONS: Record<SocialChannel, TablerIcon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  linkedIn: IconBrandLinkedin,
  whatsapp: IconBrandWhatsapp,
  x: IconBrandX,
  youtube: IconBrandYoutube,
};
