import type { z } from 'zod';
// The FAQ contracts, by their names there: `Contract.FaqResponse`.
import type * as Contract from '@tawasul/contracts/faqs';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { AppError } from '../../lib/app-error.ts';
import { assertInScope, listBrand, targetBrand, type Actor } from '../../lib/brand-scope.ts';
import { pickFields } from '../../lib/pick-fields.ts';
import type { BrandsService } from '../brands/brands.service.ts';
import type { FaqOwner, FaqRow, FaqsRepo, FaqWithBrand } from './faqs.repo.ts';

export type FaqBody = z.output<typeof Contract.FaqInput>;
export type CmsFaqBody = z.output<typeof Contract.CmsFaqInput>;

/** What a FAQ says and where it stands, the same in every answer and every write. */
const TEXTS = ['questionEn', 'questionAr', 'answerEn', 'answerAr', 'active'] as const;

function toCmsFaq(row: FaqRow): Contract.CmsFaqResponse {
  const dates = { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
  return { ...pickFields(row, ['id', ...TEXTS, 'position']), ...dates };
}

function toBrandFaq(row: FaqWithBrand): Contract.FaqResponse {
  return { ...toCmsFaq(row), brandId: row.brandId!, brandNameEn: row.brandNameEn!, brandNameAr: row.brandNameAr! };
}

/** The text in `language`, or the other language's when it is blank. */
const inLanguage = (language: ProductLanguage, en: string, ar: string) =>
  (language === 'ar' ? ar || en : en || ar).trim();

const texts = (body: CmsFaqBody) => pickFields(body, TEXTS);

/**
 * FAQs in display order: each brand's (admins: every brand; a brand manager: its own, another brand's FAQ is "not
 * found") and the public site's own (admins; the routes check the role). Shoppers read a brand's active ones.
 */
export function createFaqsService({
  repo,
  brands,
}: {
  repo: FaqsRepo;
  brands: Pick<BrandsService, 'exists' | 'byWidgetId'>;
}) {
  /** The FAQ if it belongs to `owner` (a brand id, or null for the site); otherwise FAQ_NOT_FOUND. */
  async function load(id: string, belongs: (row: FaqWithBrand) => boolean): Promise<FaqWithBrand> {
    const row = await repo.findById(id);
    if (!row || !belongs(row)) throw new AppError('FAQ_NOT_FOUND');
    return row;
  }

  const ofBrandFor = (actor: Actor) => (row: FaqWithBrand) => {
    if (row.brandId === null) return false;
    assertInScope(actor, row.brandId, 'FAQ_NOT_FOUND');
    return true;
  };
  const ofSite = (row: FaqWithBrand) => row.brandId === null;

  async function reload(id: string): Promise<FaqWithBrand> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('FAQ_NOT_FOUND');
    return row;
  }

  async function list(owner: FaqOwner, query: Contract.CmsFaqListQuery) {
    const { rows, total } = await repo.list({ ...query, owner });
    return { rows, total, page: query.page, pageSize: query.pageSize };
  }

  async function reorder(owner: string | null, ids: string[]): Promise<void> {
    if (!(await repo.reorder(owner, ids))) throw new AppError('FAQ_NOT_FOUND');
  }

  const brand = {
    async list(actor: Actor, query: Contract.FaqListQuery): Promise<Contract.FaqListResponse> {
      const { rows, ...page } = await list(listBrand(actor, query.brandId), query);
      return { items: rows.map(toBrandFaq), ...page };
    },
    async get(actor: Actor, id: string): Promise<Contract.FaqResponse> {
      return toBrandFaq(await load(id, ofBrandFor(actor)));
    },
    async create(actor: Actor, body: FaqBody): Promise<Contract.FaqResponse> {
      const brandId = await targetBrand(actor, body.brandId, (id) => brands.exists(id));
      return toBrandFaq(await reload(await repo.insert(brandId, texts(body))));
    },
    async update(actor: Actor, id: string, body: FaqBody): Promise<Contract.FaqResponse> {
      await load(id, ofBrandFor(actor));
      await repo.update(id, texts(body));
      return toBrandFaq(await reload(id));
    },
    async setActive(actor: Actor, id: string, active: boolean): Promise<Contract.FaqResponse> {
      await load(id, ofBrandFor(actor));
      await repo.update(id, { active });
      return toBrandFaq(await reload(id));
    },
    async remove(actor: Actor, id: string): Promise<void> {
      await load(id, ofBrandFor(actor));
      await repo.delete(id);
    },
    async reorder(actor: Actor, input: Contract.FaqOrderInput): Promise<void> {
      await reorder(await targetBrand(actor, input.brandId, (id) => brands.exists(id)), input.ids);
    },
  };

  const site = {
    async list(query: Contract.CmsFaqListQuery): Promise<Contract.CmsFaqListResponse> {
      const { rows, ...page } = await list(null, query);
      return { items: rows.map(toCmsFaq), ...page };
    },
    async get(id: string): Promise<Contract.CmsFaqResponse> {
      return toCmsFaq(await load(id, ofSite));
    },
    async create(body: CmsFaqBody): Promise<Contract.CmsFaqResponse> {
      return toCmsFaq(await reload(await repo.insert(null, texts(body))));
    },
    async update(id: string, body: CmsFaqBody): Promise<Contract.CmsFaqResponse> {
      await load(id, ofSite);
      await repo.update(id, texts(body));
      return toCmsFaq(await reload(id));
    },
    async setActive(id: string, active: boolean): Promise<Contract.CmsFaqResponse> {
      await load(id, ofSite);
      await repo.update(id, { active });
      return toCmsFaq(await reload(id));
    },
    async remove(id: string): Promise<void> {
      await load(id, ofSite);
      await repo.delete(id);
    },
    reorder: (ids: string[]) => reorder(null, ids),
    /** The site's active FAQs in order, for the landing page. */
    async active(): Promise<Contract.CmsFaqResponse[]> {
      return (await repo.active(null)).map(toCmsFaq);
    },
  };

  return {
    brand,
    site,

    /** A brand's active FAQs for its widget, in one language, searchable in both. */
    async forWidget(
      widgetId: string,
      language: ProductLanguage,
      q: string | undefined,
    ): Promise<Contract.PublicFaqResponse> {
      const { id } = await brands.byWidgetId(widgetId);
      const rows = await repo.active(id, q);
      return {
        language,
        items: rows.map((row) => ({
          id: row.id,
          question: inLanguage(language, row.questionEn, row.questionAr),
          answer: inLanguage(language, row.answerEn, row.answerAr),
        })),
      };
    },
  };
}
export type FaqsService = ReturnType<typeof createFaqsService>;
