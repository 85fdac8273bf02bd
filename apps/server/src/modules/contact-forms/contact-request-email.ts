import type { ContactRequestWithBrand } from './contact-forms.repo.ts';

/** The e-mail a brand gets for a new request, readable by English and Arabic speaking staff alike. */
export function contactRequestEmail(
  request: ContactRequestWithBrand,
  publicUrl: string,
): { subject: string; text: string } {
  // The request opens in the screen's drawer (`?view=ID`, DESIGN.md section 1).
  const link = `${publicUrl}/admin/contact-forms?view=${request.id}`;
  return {
    subject: `New contact request / طلب تواصل جديد — ${request.brandNameEn}`,
    text: [
      `A shopper sent ${request.brandNameEn} a message through the contact form.`,
      `أرسل متسوق رسالة إلى ${request.brandNameAr} عبر نموذج التواصل.`,
      '',
      `Name / الاسم: ${request.name}`,
      `E-mail / البريد الإلكتروني: ${request.email}`,
      `Phone / الجوال: ${request.phone ?? '—'}`,
      `Language / اللغة: ${request.language === 'ar' ? 'العربية' : 'English'}`,
      '',
      'Message / الرسالة:',
      request.message,
      '',
      `Open it in the back office / افتحه في لوحة التحكم: ${link}`,
    ].join('\n'),
  };
}
