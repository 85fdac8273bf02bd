import type { z } from 'zod';
import type {
  CmsPageInput,
  CmsPageListQuery,
  CmsPageListResponse,
  CmsPageResponse,
  CmsPageSummary,
  PageLink,
} from '@tawasul/contracts/cms';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { PageRow, PagesRepo, PageSummaryRow } from './pages.repo.ts';

export type PageBody = z.output<typeof CmsPageInput>;

const pagePath = (slug: string) => `/pages/${slug}`;

function toSummary(row: PageSummaryRow): CmsPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    published: row.published,
    path: pagePath(row.slug),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toResponse = (row: PageRow): CmsPageResponse => ({
  ...toSummary(row),
  contentEn: row.contentEn,
  contentAr: row.contentAr,
});

/** The public site's pages (admins; the routes check the role). Content is sanitised before it is stored. */
export function createPagesService({ repo }: { repo: PagesRepo }) {
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Two requests raced past the check: the unique index decides.
      if (violatedUniqueIndex(error) === 'cms_pages_slug_key') throw new AppError('PAGE_SLUG_EXISTS');
      throw error;
    }
  }

  async function checkSlug(slug: string, exceptId?: string): Promise<void> {
    if (await repo.slugTaken(slug, exceptId)) throw new AppError('PAGE_SLUG_EXISTS');
  }

  const columns = (body: PageBody) => ({
    slug: body.slug,
    titleEn: body.titleEn,
    titleAr: body.titleAr,
    contentEn: sanitizeRichText(body.contentEn),
    contentAr: sanitizeRichText(body.contentAr),
    published: body.published,
  });

  return {
    async list(query: CmsPageListQuery): Promise<CmsPageListResponse> {
      const { rows, total } = await repo.list(query);
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    async get(id: string): Promise<CmsPageResponse> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('PAGE_NOT_FOUND');
      return toResponse(row);
    },

    async create(body: PageBody): Promise<CmsPageResponse> {
      await checkSlug(body.slug);
      return toResponse(await writing(() => repo.insert(columns(body))));
    },

    async update(id: string, body: PageBody): Promise<CmsPageResponse> {
      if (!(await repo.findById(id))) throw new AppError('PAGE_NOT_FOUND');
      await checkSlug(body.slug, id);
      const row = await writing(() => repo.update(id, columns(body)));
      if (!row) throw new AppError('PAGE_NOT_FOUND');
      return toResponse(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw new AppError('PAGE_NOT_FOUND');
    },

    /** A published page (unknown or unpublished: PAGE_NOT_FOUND). */
    async published(slug: string): Promise<PageRow> {
      const row = await repo.findPublished(slug);
      if (!row) throw new AppError('PAGE_NOT_FOUND');
      return row;
    },

    async links(): Promise<PageLink[]> {
      return (await repo.publishedLinks()).map((row) => ({ ...row, path: pagePath(row.slug) }));
    },
  };
}
export type PagesService = ReturnType<typeof createPagesService>;
