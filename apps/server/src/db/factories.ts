import { randomUUID } from 'node:crypto';
import type { Role } from '@tawasul/contracts/roles';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import type { Database } from './client.ts';
import { brands } from './schema/brands.ts';
import { accounts, users } from './schema/users.ts';

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
