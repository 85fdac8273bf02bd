// The HTTP benchmark's sample data: brand sizes, names, what shoppers and agents write, how chats close.

/** Brand sizes, in per cent of the chats: a few big stores and a tail of small ones. */
export const BRAND_WEIGHTS = [22, 16, 13, 11, 9, 8, 7, 6, 5, 3];
export const AGENTS_PER_BRAND = 25;
/** Closed chats span this many whole days before today (brand time); live ones are today's. */
export const DAYS = 365;
/** Chats a day by hour of the day in the brand's time zone (quiet nights, busy evenings). */
export const HOUR_WEIGHTS = [3, 2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 7, 7, 8, 8, 8, 7, 6, 4];
export const RIYADH_OFFSET_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;
/** Tables whose plain indexes are dropped before the load and built again after it. */
export const LOADED_TABLES = ['users', 'guests', 'chat_rooms', 'chat_messages', 'chat_events'];

export const FIRST_NAMES: [string, string][] = [
  ['Mohammed', 'محمد'],
  ['Ahmed', 'أحمد'],
  ['Abdullah', 'عبدالله'],
  ['Khalid', 'خالد'],
  ['Omar', 'عمر'],
  ['Faisal', 'فيصل'],
  ['Saud', 'سعود'],
  ['Fahad', 'فهد'],
  ['Nasser', 'ناصر'],
  ['Sultan', 'سلطان'],
  ['Yousef', 'يوسف'],
  ['Ali', 'علي'],
  ['Hassan', 'حسن'],
  ['Ibrahim', 'إبراهيم'],
  ['Turki', 'تركي'],
  ['Majed', 'ماجد'],
  ['Sara', 'سارة'],
  ['Noura', 'نورة'],
  ['Fatimah', 'فاطمة'],
  ['Reem', 'ريم'],
  ['Lama', 'لمى'],
  ['Hessa', 'حصة'],
  ['Maha', 'مها'],
  ['Dana', 'دانة'],
  ['Haifa', 'هيفاء'],
  ['Amal', 'أمل'],
  ['Layla', 'ليلى'],
  ['Mona', 'منى'],
  ['Rana', 'رنا'],
  ['Jawaher', 'جواهر'],
];
export const LAST_NAMES: [string, string][] = [
  ['Alharbi', 'الحربي'],
  ['Alqahtani', 'القحطاني'],
  ['Alghamdi', 'الغامدي'],
  ['Alzahrani', 'الزهراني'],
  ['Aldosari', 'الدوسري'],
  ['Alotaibi', 'العتيبي'],
  ['Alshehri', 'الشهري'],
  ['Almutairi', 'المطيري'],
  ['Alanazi', 'العنزي'],
  ['Alshammari', 'الشمري'],
  ['Alsubaie', 'السبيعي'],
  ['Alyami', 'اليامي'],
  ['Alrashidi', 'الرشيدي'],
  ['Alhajri', 'الهاجري'],
  ['Aljohani', 'الجهني'],
  ['Albalawi', 'البلوي'],
  ['Alamri', 'العمري'],
  ['Alsaadi', 'السعدي'],
  ['Almalki', 'المالكي'],
  ['Alsulami', 'السلمي'],
];
export const BRAND_NAMES: [string, string][] = [
  ['Noon Home', 'نون هوم'],
  ['Desert Gear', 'عتاد الصحراء'],
  ['Oud House', 'بيت العود'],
  ['Falcon Games', 'ألعاب الصقر'],
  ['Najd Dates', 'تمور نجد'],
  ['Red Sea Sports', 'رياضة البحر الأحمر'],
  ['Qamar Beauty', 'قمر للتجميل'],
  ['Souq Tech', 'سوق التقنية'],
  ['Palm Kids', 'أطفال النخيل'],
  ['Majlis Books', 'كتب المجلس'],
];
// What people write; `#` becomes an order number.
export const SHOPPER_TEXT = {
  en: [
    'Hi, where is my order?',
    'My order # has not arrived yet.',
    'Can I change the delivery address?',
    'The item I received is damaged.',
    'How do I return this product?',
    'Is this available in a larger size?',
    'I was charged twice for order #.',
    'When does the sale end?',
    'Thank you!',
    'Yes, that works for me.',
    'Can you send me the tracking link?',
    'The promo code is not working.',
  ],
  ar: [
    'مرحبا، أين طلبي؟',
    'طلبي رقم # لم يصل بعد.',
    'هل يمكنني تغيير عنوان التوصيل؟',
    'المنتج وصلني تالفًا.',
    'كيف أرجع هذا المنتج؟',
    'هل يتوفر بمقاس أكبر؟',
    'تم خصم المبلغ مرتين للطلب #.',
    'متى ينتهي التخفيض؟',
    'شكرًا لك!',
    'نعم، هذا مناسب.',
    'هل ترسل لي رابط التتبع؟',
    'رمز الخصم لا يعمل.',
  ],
};
export const AGENT_TEXT = {
  en: [
    'Let me check that for you.',
    'Could you share your order number, please?',
    'Your order # is on its way and should arrive tomorrow.',
    'I have updated the address on your order.',
    'I am sorry about that. I have started a replacement for order #.',
    'You can return it within 14 days from your account page.',
    'The refund will reach your card within 5 business days.',
    'Is there anything else I can help you with?',
    'Here is your tracking link: https://track.example/#',
    'Thank you for your patience.',
  ],
  ar: [
    'دعني أتحقق من ذلك.',
    'هل تزودني برقم الطلب من فضلك؟',
    'طلبك رقم # في الطريق ويصل غدًا.',
    'حدّثت العنوان في طلبك.',
    'نعتذر عن ذلك، بدأنا استبدال الطلب #.',
    'يمكنك الإرجاع خلال 14 يومًا من صفحة حسابك.',
    'يصل المبلغ المسترد إلى بطاقتك خلال 5 أيام عمل.',
    'هل هناك شيء آخر أساعدك فيه؟',
    'رابط التتبع: https://track.example/#',
    'شكرًا لصبرك.',
  ],
};
export const WELCOME = { en: 'Welcome! How can we help you today?', ar: 'أهلًا بك! كيف نساعدك اليوم؟' };
export const AGENT_WELCOME = { en: 'Hi, I am {name}. Happy to help.', ar: 'مرحبًا، أنا {name}. يسعدني مساعدتك.' };
export const CLOSE_REASONS = [
  { reason: 'agent', weight: 60 },
  { reason: 'inactivity', weight: 20 },
  { reason: 'shopper', weight: 15 },
  { reason: 'staff', weight: 5 },
] as const;

/**
 * sfc32 seeded through splitmix32: 128 bits of state, so the streams of different seeds (one per chat) do not overlap
 * and the ids drawn from them stay unique.
 */
