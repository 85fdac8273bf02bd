// The schema as one object for Drizzle's relational queries and better-auth's adapter.
export * from './enums.ts';
export * from './brands.ts';
export * from './users.ts';
export * from './auth-challenges.ts';
export * from './auth-events.ts';
export * from './outbox.ts';
export * from './guests.ts';
export * from './chats.ts';
export * from './uploads.ts';
export * from './settings.ts';
export * from './canned-responses.ts';
export * from './faqs.ts';
export * from './contact-forms.ts';
export * from './cms.ts';
export * from './store-connections.ts';
