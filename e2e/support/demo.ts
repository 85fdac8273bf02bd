/** The demo people the server seeds (apps/server/src/demo/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'demo12345';

/** The demo brand whose widget the shopper journeys open (its public widget id and English name). */
export const NAKHEEL = { widgetId: 'demo-nakheel', nameEn: 'Nakheel Dates' };

/** A browser context's storage with nobody signed in (for the shopper's and other staff's pages). */
export const NOBODY = { cookies: [], origins: [] };

export interface DemoUser {
  email: string;
  name: string;
  nameAr: string;
  phone: string;
}

/**
 * Journeys run in parallel against one server, and password sign-ins are limited to 10 a minute per e-mail, so
 * each spec signs in with its own people where it can (see the comment at the top of each spec).
 */
export const DEMO = {
  admin: { email: 'admin@tawasul.test', name: 'Amal Haddad', nameAr: 'أمل حداد', phone: '+966500000001' },
  manager: { email: 'manager@tawasul.test', name: 'Khalid Alharbi', nameAr: 'خالد الحربي', phone: '+966500000002' },
  manager2: { email: 'manager2@tawasul.test', name: 'Mona Saleh', nameAr: 'منى صالح', phone: '+966500000003' },
  agent: { email: 'agent@tawasul.test', name: 'Sara Alqahtani', nameAr: 'سارة القحطاني', phone: '+966500000011' },
  agent2: { email: 'agent2@tawasul.test', name: 'Omar Farouk', nameAr: 'عمر فاروق', phone: '+966500000012' },
  agent3: { email: 'agent3@tawasul.test', name: 'Lina Mansour', nameAr: 'لينا منصور', phone: '+966500000013' },
  agent4: { email: 'agent4@tawasul.test', name: 'Yousef Naser', nameAr: 'يوسف ناصر', phone: '+966500000021' },
  agent5: { email: 'agent5@tawasul.test', name: 'Huda Ali', nameAr: 'هدى علي', phone: '+966500000022' },
  agent6: { email: 'agent6@tawasul.test', name: 'Faisal Omari', nameAr: 'فيصل العمري', phone: '+966500000023' },
  customer: { email: 'noura@customer.test', name: 'Noura Aziz', nameAr: 'نورة عزيز', phone: '+966550000101' },
  customer2: { email: 'hamad@customer.test', name: 'Hamad Saeed', nameAr: 'حمد سعيد', phone: '+966550000102' },
  customer3: { email: 'reem@customer.test', name: 'Reem Fahad', nameAr: 'ريم فهد', phone: '+966550000103' },
  customer4: { email: 'tariq@customer.test', name: 'Tariq Hassan', nameAr: 'طارق حسن', phone: '+966550000104' },
} as const satisfies Record<string, DemoUser>;
