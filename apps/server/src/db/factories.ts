import { randomUUID } from 'node:crypto';
import type { Role } from '@tawasul/contracts/roles';
import { hashPassword } from '../lib/password-hashing.ts';
import type { Database } from './client.ts';
import { brands } from './schema/brands.ts';
import {
  cannedResponseCaseCategories,
  cannedResponseCases,
  cannedResponseCategories,
} from './schema/canned-responses.ts';
import { cmsPages } from './schema/cms.ts';
import { faqs } from './schema/faqs.ts';
import { chatEvents, chatRooms } from './schema/chats.ts';
import { guests } from './schema/guests.ts';
import { accounts, users } from './schema/users.ts';
import { caseSearchColumns, faqSearchText } from './search-columns.ts';

export type BrandRow = typeof brands.$inferSelect;
export type UserRow = typeof users.$inferSelect;

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Test and seed factories: one place that knows how to make a valid brand or user. */
export async function insertBrand(
  db: Database,
  overrides: Partial<typeof brands.$inferInsert> = {},
): Promise<BrandRow> {
  const n = next();
  const [row] = await db
    .insert(brands)
    .values({
      nameEn: `Brand ${n}`,
      nameAr: `علامة ${n}`,
      email: `support-${n}@brand.test`,
      widgetId: `w_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('brand insert returned nothing');
  return row;
}

export interface UserOverrides extends Partial<typeof users.$inferInsert> {
  role: Role;
  /** A plain password to store as an argon2id hash. */
  password?: string;
  /** A hash made once and reused, to keep the seed fast. */
  passwordHash?: string;
}

export async function insertUser(
  db: Database,
  { password, passwordHash, ...overrides }: UserOverrides,
): Promise<UserRow> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.firstNameEn ? `${overrides.firstNameEn} ${overrides.lastNameEn ?? ''}`.trim() : `User ${n}`,
      email: `user-${n}@tawasul.test`,
      emailVerified: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  const hash = passwordHash ?? (password ? await hashPassword(password) : undefined);
  if (hash) {
    await db.insert(accounts).values({ userId: row.id, accountId: row.id, providerId: 'credential', password: hash });
  }
  return row;
}

export type ChatRoomRow = typeof chatRooms.$inferSelect;

export async function insertGuest(db: Database, overrides: Partial<typeof guests.$inferInsert> & { brandId: string }) {
  const [row] = await db
    .insert(guests)
    .values({ name: `Guest ${next()}`, ...overrides })
    .returning();
  if (!row) throw new Error('guest insert returned nothing');
  return row;
}

/** A chat room of a brand, with a customer or a guest and, once accepted, an agent. */
export async function insertChatRoom(
  db: Database,
  overrides: Partial<typeof chatRooms.$inferInsert> & { brandId: string },
): Promise<ChatRoomRow> {
  const [row] = await db.insert(chatRooms).values(overrides).returning();
  if (!row) throw new Error('chat room insert returned nothing');
  return row;
}

export async function insertChatEvent(
  db: Database,
  values: Partial<typeof chatEvents.$inferInsert> & Pick<typeof chatEvents.$inferInsert, 'chatId' | 'brandId' | 'kind'>,
): Promise<void> {
  await db.insert(chatEvents).values(values);
}

export type CategoryRow = typeof cannedResponseCategories.$inferSelect;
export type CaseRow = typeof cannedResponseCases.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;

export async function insertCategory(
  db: Database,
  overrides: Partial<typeof cannedResponseCategories.$inferInsert> = {},
): Promise<CategoryRow> {
  const n = next();
  const [row] = await db
    .insert(cannedResponseCategories)
    .values({ nameEn: `Category ${n}`, nameAr: `تصنيف ${n}`, criticalWords: [`word-${n}`], ...overrides })
    .returning();
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export interface CaseOverrides extends Partial<typeof cannedResponseCases.$inferInsert> {
  brandId: string;
  categoryIds?: string[];
}

/**
 * A case with its search columns derived as the app derives them. Media ids need not be real uploads (a case's
 * response leaves out files that do not exist); pass real ones where the files matter.
 */
export async function insertCase(db: Database, { categoryIds = [], ...overrides }: CaseOverrides): Promise<CaseRow> {
  const values = {
    titleEn: `Case ${next()}`,
    titleAr: '',
    descriptionEn: '',
    descriptionAr: '',
    imageUploadIds: [randomUUID()],
    documentUploadIds: [randomUUID()],
    ...overrides,
  };
  const [row] = await db
    .insert(cannedResponseCases)
    .values({ ...values, ...caseSearchColumns(values) })
    .returning();
  if (!row) throw new Error('case insert returned nothing');
  if (categoryIds.length) {
    await db
      .insert(cannedResponseCaseCategories)
      .values(categoryIds.map((categoryId) => ({ caseId: row.id, categoryId })));
  }
  return row;
}

/** A FAQ of a brand (or, with `brandId: null`, of the public site) at the given position. */
export async function insertFaq(
  db: Database,
  overrides: Partial<typeof faqs.$inferInsert> & { brandId: string | null; position: number },
): Promise<FaqRow> {
  const n = next();
  const values = { questionEn: `Question ${n}?`, questionAr: '', answerEn: `Answer ${n}.`, answerAr: '', ...overrides };
  const [row] = await db
    .insert(faqs)
    .values({ ...values, searchText: faqSearchText(values) })
    .returning();
  if (!row) throw new Error('faq insert returned nothing');
  return row;
}

export async function insertPage(db: Database, overrides: Partial<typeof cmsPages.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(cmsPages)
    .values({ slug: `page-${n}`, titleEn: `Page ${n}`, titleAr: `صفحة ${n}`, ...overrides })
    .returning();
  if (!row) throw new Error('page insert returned nothing');
  return row;
}
