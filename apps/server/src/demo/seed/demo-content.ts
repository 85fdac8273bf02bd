import type { LandingPageContent } from '@tawasul/contracts/cms';

/** The demo's content: what the back office's content screens, the widget and the public site show first. */

export const DEMO_CATEGORIES = [
  {
    key: 'shipping',
    nameEn: 'Shipping & delivery',
    nameAr: 'الشحن والتوصيل',
    criticalWords: ['late', 'delayed', 'متأخر', 'تأخير'],
  },
  {
    key: 'returns',
    nameEn: 'Returns & refunds',
    nameAr: 'الإرجاع والاسترداد',
    criticalWords: ['refund', 'return', 'استرداد', 'إرجاع'],
  },
  {
    key: 'payments',
    nameEn: 'Payments',
    nameAr: 'المدفوعات',
    criticalWords: ['payment failed', 'charged twice', 'فشل الدفع', 'خصم مرتين'],
  },
] as const;

type DemoCategoryKey = (typeof DEMO_CATEGORIES)[number]['key'];

export interface DemoCase {
  category: DemoCategoryKey;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
  /** The guide attached as a PDF (English only: the PDF font has no Arabic). */
  guide: { title: string; lines: string[] };
}

export const DEMO_CASES: Record<string, DemoCase[]> = {
  nakheel: [
    {
      category: 'shipping',
      titleEn: 'Order running late',
      titleAr: 'الطلب متأخر',
      descriptionEn:
        'Apologise, share the tracking link and the new delivery date. Dates ship chilled within 48 hours.',
      descriptionAr: 'اعتذر للعميل وشارك رابط التتبع وموعد التوصيل الجديد. تُشحن التمور مبرّدة خلال ٤٨ ساعة.',
      guide: { title: 'Delivery times', lines: ['Riyadh, Jeddah, Dammam: 1-2 days.', 'Other cities: 2-4 days.'] },
    },
    {
      category: 'returns',
      titleEn: 'Returning a box of dates',
      titleAr: 'إرجاع علبة التمور',
      descriptionEn: 'Unopened boxes can be returned within 7 days; opened boxes only when the dates are damaged.',
      descriptionAr: 'يمكن إرجاع العلب غير المفتوحة خلال ٧ أيام، والمفتوحة فقط إذا كانت التمور تالفة.',
      guide: { title: 'Returns policy', lines: ['Unopened: 7 days, full refund.', 'Damaged: photo required.'] },
    },
    {
      category: 'payments',
      titleEn: 'Payment failed at checkout',
      titleAr: 'فشل الدفع عند إتمام الطلب',
      descriptionEn: 'Ask the shopper to retry with Mada or Apple Pay; no amount is taken for a failed payment.',
      descriptionAr: 'اطلب من العميل إعادة المحاولة عبر مدى أو Apple Pay؛ لا يُخصم أي مبلغ عند فشل الدفع.',
      guide: { title: 'Payment methods', lines: ['Mada, Visa, Mastercard, Apple Pay.', 'Cash on delivery in Riyadh.'] },
    },
  ],
  qamar: [
    {
      category: 'shipping',
      titleEn: 'Delivery of large appliances',
      titleAr: 'توصيل الأجهزة الكبيرة',
      descriptionEn: 'Large appliances are delivered and installed by appointment; the courier calls a day before.',
      descriptionAr: 'تُوصَّل الأجهزة الكبيرة وتُركَّب بموعد مسبق، ويتصل المندوب قبل يوم من التوصيل.',
      guide: { title: 'Installation', lines: ['Free installation in main cities.', 'Old appliance removal: 50 SAR.'] },
    },
    {
      category: 'returns',
      titleEn: 'Warranty and returns',
      titleAr: 'الضمان والإرجاع',
      descriptionEn: 'Every device has a two-year warranty; returns within 14 days in the original packaging.',
      descriptionAr: 'لكل جهاز ضمان لمدة سنتين، ويمكن الإرجاع خلال ١٤ يومًا في العبوة الأصلية.',
      guide: { title: 'Warranty', lines: ['Two years on every device.', 'Returns: 14 days, original packaging.'] },
    },
    {
      category: 'payments',
      titleEn: 'Charged twice',
      titleAr: 'خصم المبلغ مرتين',
      descriptionEn: 'The second charge is a hold that the bank releases within 3 working days.',
      descriptionAr: 'الخصم الثاني حجز مؤقت يعيده البنك خلال ٣ أيام عمل.',
      guide: { title: 'Duplicate charges', lines: ['Holds are released in 3 working days.', 'Escalate after 5 days.'] },
    },
  ],
};

type Qa = { questionEn: string; questionAr: string; answerEn: string; answerAr: string };

export const DEMO_BRAND_FAQS: Record<string, Qa[]> = {
  nakheel: [
    {
      questionEn: 'How long do the dates stay fresh?',
      questionAr: 'كم تبقى التمور طازجة؟',
      answerEn: 'Up to six months in the fridge, in their closed box.',
      answerAr: 'حتى ستة أشهر في الثلاجة داخل علبتها المغلقة.',
    },
    {
      questionEn: 'Do you deliver outside Saudi Arabia?',
      questionAr: 'هل توصلون خارج السعودية؟',
      answerEn: 'We deliver to all GCC countries within 5 days.',
      answerAr: 'نوصل إلى جميع دول الخليج خلال ٥ أيام.',
    },
    {
      questionEn: 'Can I send dates as a gift?',
      questionAr: 'هل يمكنني إرسال التمور هدية؟',
      answerEn: 'Yes, choose gift wrapping at checkout and add a message.',
      answerAr: 'نعم، اختر تغليف الهدايا عند إتمام الطلب وأضف رسالتك.',
    },
  ],
  qamar: [
    {
      questionEn: 'Is installation included?',
      questionAr: 'هل التركيب مشمول؟',
      answerEn: 'Installation is free for large appliances in main cities.',
      answerAr: 'التركيب مجاني للأجهزة الكبيرة في المدن الرئيسية.',
    },
    {
      questionEn: 'How do I claim the warranty?',
      questionAr: 'كيف أطالب بالضمان؟',
      answerEn: 'Send us the invoice number through the chat and we book a technician.',
      answerAr: 'أرسل لنا رقم الفاتورة عبر المحادثة ونحجز لك موعدًا مع فني.',
    },
    {
      questionEn: 'Can I pay in instalments?',
      questionAr: 'هل يمكنني الدفع بالتقسيط؟',
      answerEn: 'Yes, with Tabby or Tamara on orders above 500 SAR.',
      answerAr: 'نعم، عبر تابي أو تمارا للطلبات التي تزيد عن ٥٠٠ ريال.',
    },
  ],
};

export const DEMO_CONTACT_REQUESTS = [
  {
    name: 'Noura Aziz',
    email: 'noura@customer.test',
    phone: '+966550000101',
    message: 'My order has not arrived yet.',
  },
  { name: 'حمد سعيد', email: 'hamad@customer.test', phone: null, message: 'أرغب في تغيير عنوان التوصيل لطلبي.' },
] as const;

export const DEMO_CMS_FAQS: Qa[] = [
  {
    questionEn: 'What is Tawasul?',
    questionAr: 'ما هو تواصل؟',
    answerEn: 'A customer-support chat that brands add to their stores, answered by their own agents.',
    answerAr: 'محادثة دعم عملاء تضيفها العلامات التجارية إلى متاجرها ويرد عليها موظفوها.',
  },
  {
    questionEn: 'Does it work with Salla and CS-Cart?',
    questionAr: 'هل يعمل مع سلة و CS-Cart؟',
    answerEn: 'Yes. Agents see the shopper’s orders from either platform right in the chat.',
    answerAr: 'نعم، يرى الموظفون طلبات المتسوق من المنصتين داخل المحادثة مباشرة.',
  },
  {
    questionEn: 'Can shoppers write in Arabic?',
    questionAr: 'هل يمكن للمتسوقين الكتابة بالعربية؟',
    answerEn: 'Of course: the widget and the back office speak Arabic and English.',
    answerAr: 'بالتأكيد، فالأداة ولوحة التحكم تدعمان العربية والإنجليزية.',
  },
];

export const DEMO_ABOUT_PAGE = {
  slug: 'about',
  titleEn: 'About Tawasul',
  titleAr: 'عن تواصل',
  contentEn:
    '<h2>Support that speaks your shoppers’ language</h2><p>Tawasul brings every brand’s conversations into one ' +
    'place: agents answer chats, send prepared answers with pictures and documents, and see orders as they talk.</p>' +
    '<ul><li>Arabic and English everywhere</li><li>Salla and CS-Cart orders in the chat</li><li>Reports for ' +
    'managers</li></ul>',
  contentAr:
    '<h2>دعم يتحدث لغة عملائك</h2><p>يجمع تواصل محادثات كل علامة تجارية في مكان واحد: يرد الموظفون على ' +
    'المحادثات، ويرسلون إجابات جاهزة مع الصور والمستندات، ويطّلعون على الطلبات أثناء الحديث.</p>' +
    '<ul><li>العربية والإنجليزية في كل مكان</li><li>طلبات سلة و CS-Cart داخل المحادثة</li><li>تقارير للمديرين</li></ul>',
};

export const DEMO_LANDING: Omit<LandingPageContent, 'heroImageUploadId'> = {
  heroTitleEn: 'Customer support that speaks your shoppers’ language',
  heroTitleAr: 'دعم عملاء يتحدث لغة متسوقيك',
  heroSubtitleEn: 'One chat for every brand, in Arabic and English, with orders right beside the conversation.',
  heroSubtitleAr: 'محادثة واحدة لكل علامة تجارية، بالعربية والإنجليزية، والطلبات بجانب المحادثة.',
  features: [
    {
      titleEn: 'Live chat',
      titleAr: 'محادثة مباشرة',
      bodyEn: 'Shoppers reach an agent from any page of the store.',
      bodyAr: 'يصل المتسوق إلى الموظف من أي صفحة في المتجر.',
      icon: 'message-circle',
    },
    {
      titleEn: 'Ready answers',
      titleAr: 'إجابات جاهزة',
      bodyEn: 'Prepared answers with pictures, documents and videos.',
      bodyAr: 'إجابات معدّة مسبقًا مع الصور والمستندات ومقاطع الفيديو.',
      icon: 'bolt',
    },
    {
      titleEn: 'Two languages',
      titleAr: 'لغتان',
      bodyEn: 'Every screen in Arabic and English.',
      bodyAr: 'كل شاشة بالعربية والإنجليزية.',
      icon: 'language',
    },
    {
      titleEn: 'Reports',
      titleAr: 'تقارير',
      bodyEn: 'Response times and conversations per agent.',
      bodyAr: 'أوقات الاستجابة والمحادثات لكل موظف.',
      icon: 'chart-bar',
    },
  ],
  callToAction: { labelEn: 'Sign in', labelAr: 'تسجيل الدخول', url: '/login' },
  socialLinks: {
    facebook: 'https://facebook.com/tawasul',
    instagram: 'https://instagram.com/tawasul',
    linkedIn: 'https://www.linkedin.com/company/tawasul',
    whatsapp: 'https://wa.me/966500000000',
    x: 'https://x.com/tawasul',
    youtube: 'https://www.youtube.com/@tawasul',
  },
  footerTextEn: '© Tawasul. Customer support for every brand.',
  footerTextAr: '© تواصل. دعم العملاء لكل علامة تجارية.',
};
