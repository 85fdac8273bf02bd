import type { ProductLanguage } from '@tawasul/contracts/locales';
import { formatMessage } from '@tawasul/contracts/errors';

/** What the server itself writes to people (codes and links), in both product languages. */
const TEXTS = {
  otpSubject: { en: 'Your Tawasul code', ar: 'رمز تواصل الخاص بك' },
  otpBody: {
    en: 'Your Tawasul code is {code}. It expires in {minutes} minutes. Do not share it with anyone.',
    ar: 'رمز تواصل الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق. لا تشاركه مع أي أحد.',
  },
  resetSubject: { en: 'Reset your Tawasul password', ar: 'إعادة تعيين كلمة مرور تواصل' },
  resetBody: {
    en: 'Someone asked to reset the password of your Tawasul account.\n\nOpen this link within one hour to choose a new password:\n{link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.',
    ar: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في تواصل.\n\nافتح هذا الرابط خلال ساعة واحدة لاختيار كلمة مرور جديدة:\n{link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
  },
} as const satisfies Record<string, Record<ProductLanguage, string>>;

export type AuthTextKey = keyof typeof TEXTS;

export function authText(
  key: AuthTextKey,
  language: ProductLanguage,
  params?: Record<string, string | number>,
): string {
  return formatMessage(TEXTS[key][language], params);
}
