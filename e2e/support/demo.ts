/** The demo sign-ins the server seeds (apps/server/src/db/seed/demo-data.ts). */
export const DEMO_PASSWORD = 'demo12345';

export const DEMO = {
  admin: { email: 'admin@tawasul.test', name: 'Amal Haddad', phone: '+966500000001' },
  manager: { email: 'manager@tawasul.test', name: 'Khalid Alharbi', phone: '+966500000002' },
  agent: { email: 'agent@tawasul.test', name: 'Sara Alqahtani', phone: '+966500000011' },
  customer: { email: 'noura@customer.test', name: 'Noura Aziz', phone: '+966550000101' },
} as const;
