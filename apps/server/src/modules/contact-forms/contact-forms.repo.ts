import { and, asc, count, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ContactRequestListQuery } from '@tawasul/contracts/contact-forms';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { contactFormSettings, contactRequests } from '../../db/schema/contact-forms.ts';
import { pageOffset, pageWithTotal } from '../../lib/list-sql.ts';
import { matchesAllTokens, searchDocument, searchTokens } from '../../lib/search-text.ts';

export type ContactSettingsRow = typeof contactFormSettings.$inferSelect;
export type ContactSettingsValues = Omit<typeof contactFormSettings.$inferInsert, 'brandId' | 'updatedAt'>;
export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type ContactRequestWithBrand = ContactRequestRow & { brandNameEn: string; brandNameAr: string };
export type NewContactRequest = Omit<typeof contactRequests.$inferInsert, 'id' | 'searchText' | 'handled'>;

const requests = contactRequests;
const withBrand = { ...getTableColumns(requests), brandNameEn: brands.nameEn, brandNameAr: brands.nameAr };

const SORTS = {
  createdAt: sql`${requests.createdAt}`,
  name: sql`lower(${requests.name})`,
  email: sql`${requests.email}`,
} as const;

export interface ContactRequestFilter extends Omit<ContactRequestListQuery, 'brandId'> {
  brandId: string | undefined;
}

/** Brands' contact form settings, and the requests shoppers sent. */
export function createContactFormsRepo(db: Database) {
  const selectRequests = () => db.select(withBrand).from(requests).innerJoin(brands, eq(brands.id, requests.brandId));

  return {
    async settings(brandId: string): Promise<ContactSettingsRow | undefined> {
      const [row] = await db
        .select()
        .from(contactFormSettings)
        .where(eq(contactFormSettings.brandId, brandId))
        .limit(1);
      return row;
    },

    async saveSettings(brandId: string, values: ContactSettingsValues): Promise<ContactSettingsRow> {
      const [row] = await db
        .insert(contactFormSettings)
        .values({ brandId, ...values })
        .onConflictDoUpdate({ target: contactFormSettings.brandId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('contact form settings upsert returned nothing');
      return row;
    },

    async insertRequest(values: NewContactRequest): Promise<ContactRequestRow> {
      const searchText = searchDocument(values.name, values.email, values.phone, values.message);
      const [row] = await db
        .insert(requests)
        .values({ ...values, searchText })
        .returning();
      if (!row) throw new Error('contact request insert returned nothing');
      return row;
    },

    async list(filter: ContactRequestFilter): Promise<{ rows: ContactRequestWithBrand[]; total: number }> {
      const where: SQL | undefined = and(
        filter.brandId ? eq(requests.brandId, filter.brandId) : undefined,
        filter.handled === undefined ? undefined : eq(requests.handled, filter.handled),
        filter.from ? gte(requests.createdAt, new Date(filter.from)) : undefined,
        filter.to ? lt(requests.createdAt, new Date(filter.to)) : undefined,
        matchesAllTokens(requests.searchText, searchTokens(filter.search)),
      );
      const direction = filter.order === 'asc' ? asc : desc;
      return pageWithTotal(
        selectRequests()
          .where(where)
          .orderBy(direction(SORTS[filter.sort]), asc(requests.id))
          .limit(filter.pageSize)
          .offset(pageOffset(filter)),
        db.select({ total: count() }).from(requests).where(where),
      );
    },

    async findById(id: string): Promise<ContactRequestWithBrand | undefined> {
      const [row] = await selectRequests().where(eq(requests.id, id)).limit(1);
      return row;
    },

    async setHandled(id: string, handled: boolean): Promise<void> {
      await db
        .update(requests)
        .set({ handled, handledAt: handled ? sql`now()` : null })
        .where(eq(requests.id, id));
    },
  };
}
export type ContactFormsRepo = ReturnType<typeof createContactFormsRepo>;
