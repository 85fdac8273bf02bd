/** The demo organisation: who works where. Chat history is generated from this in seed.ts. */
export const DEMO_PASSWORD = 'demo12345';

export const DEMO_BRANDS = [
  {
    key: 'nakheel',
    nameEn: 'Nakheel Dates',
    nameAr: 'تمور النخيل',
    email: 'support@nakheel.test',
    orderManager: 'salla' as const,
    widgetId: 'demo-nakheel',
    primaryColor: '#7950f2',
    secondaryColor: '#228be6',
    chatButtonLabelEn: 'Chat with us',
    chatButtonLabelAr: 'تحدث معنا',
  },
  {
    key: 'qamar',
    nameEn: 'Qamar Electronics',
    nameAr: 'قمر للإلكترونيات',
    email: 'care@qamar.test',
    orderManager: 'cs_cart' as const,
    widgetId: 'demo-qamar',
    primaryColor: '#0ca678',
    secondaryColor: '#1c7ed6',
    chatButtonLabelEn: 'Need help?',
    chatButtonLabelAr: 'تحتاج مساعدة؟',
  },
];

interface Person {
  email: string;
  firstNameEn: string;
  lastNameEn: string;
  firstNameAr: string;
  lastNameAr: string;
  phone: string;
}

export const DEMO_ADMIN: Person = {
  email: 'admin@tawasul.test',
  firstNameEn: 'Amal',
  lastNameEn: 'Haddad',
  firstNameAr: 'أمل',
  lastNameAr: 'حداد',
  phone: '+966500000001',
};

export const DEMO_MANAGERS: Record<string, Person> = {
  nakheel: {
    email: 'manager@tawasul.test',
    firstNameEn: 'Khalid',
    lastNameEn: 'Alharbi',
    firstNameAr: 'خالد',
    lastNameAr: 'الحربي',
    phone: '+966500000002',
  },
  qamar: {
    email: 'manager2@tawasul.test',
    firstNameEn: 'Mona',
    lastNameEn: 'Saleh',
    firstNameAr: 'منى',
    lastNameAr: 'صالح',
    phone: '+966500000003',
  },
};

export const DEMO_AGENTS: Record<string, Person[]> = {
  nakheel: [
    {
      email: 'agent@tawasul.test',
      firstNameEn: 'Sara',
      lastNameEn: 'Alqahtani',
      firstNameAr: 'سارة',
      lastNameAr: 'القحطاني',
      phone: '+966500000011',
    },
    {
      email: 'agent2@tawasul.test',
      firstNameEn: 'Omar',
      lastNameEn: 'Farouk',
      firstNameAr: 'عمر',
      lastNameAr: 'فاروق',
      phone: '+966500000012',
    },
    {
      email: 'agent3@tawasul.test',
      firstNameEn: 'Lina',
      lastNameEn: 'Mansour',
      firstNameAr: 'لينا',
      lastNameAr: 'منصور',
      phone: '+966500000013',
    },
  ],
  qamar: [
    {
      email: 'agent4@tawasul.test',
      firstNameEn: 'Yousef',
      lastNameEn: 'Naser',
      firstNameAr: 'يوسف',
      lastNameAr: 'ناصر',
      phone: '+966500000021',
    },
    {
      email: 'agent5@tawasul.test',
      firstNameEn: 'Huda',
      lastNameEn: 'Ali',
      firstNameAr: 'هدى',
      lastNameAr: 'علي',
      phone: '+966500000022',
    },
    {
      email: 'agent6@tawasul.test',
      firstNameEn: 'Faisal',
      lastNameEn: 'Omari',
      firstNameAr: 'فيصل',
      lastNameAr: 'العمري',
      phone: '+966500000023',
    },
  ],
};

export const DEMO_CUSTOMERS: Person[] = [
  {
    email: 'noura@customer.test',
    firstNameEn: 'Noura',
    lastNameEn: 'Aziz',
    firstNameAr: 'نورة',
    lastNameAr: 'عزيز',
    phone: '+966550000101',
  },
  {
    email: 'hamad@customer.test',
    firstNameEn: 'Hamad',
    lastNameEn: 'Saeed',
    firstNameAr: 'حمد',
    lastNameAr: 'سعيد',
    phone: '+966550000102',
  },
  {
    email: 'reem@customer.test',
    firstNameEn: 'Reem',
    lastNameEn: 'Fahad',
    firstNameAr: 'ريم',
    lastNameAr: 'فهد',
    phone: '+966550000103',
  },
  {
    email: 'tariq@customer.test',
    firstNameEn: 'Tariq',
    lastNameEn: 'Hassan',
    firstNameAr: 'طارق',
    lastNameAr: 'حسن',
    phone: '+966550000104',
  },
];

export const DEMO_GUEST_NAMES = ['Visitor', 'Abdullah', 'Maha', null, 'Jamal', null];

/** Shopper lines and agent replies, in both languages, for the generated history. */
export const DEMO_LINES = {
  en: {
    shopper: [
      'Hello, where is my order?',
      'Can I change the delivery address?',
      'Do you have this in a larger size?',
      'My payment failed, can you help?',
    ],
    agent: [
      'Hi! Let me check that for you.',
      'Your order is on its way and should arrive tomorrow.',
      'Done, anything else I can help with?',
    ],
  },
  ar: {
    shopper: [
      'مرحبا، أين طلبي؟',
      'هل يمكنني تغيير عنوان التوصيل؟',
      'هل يتوفر مقاس أكبر؟',
      'فشلت عملية الدفع، هل يمكنكم المساعدة؟',
    ],
    agent: ['أهلًا! دعني أتحقق من ذلك.', 'طلبك في الطريق وسيصل غدًا.', 'تم، هل هناك شيء آخر أستطيع مساعدتك به؟'],
  },
} as const;
