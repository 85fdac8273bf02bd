import type { z } from 'zod';
import type {
  CategoryInput,
  CategoryListQuery,
  CategoryListResponse,
  CategoryOptionsResponse,
  CategoryResponse,
} from '@tawasul/contracts/canned-responses';
import { AppError } from '../../lib/app-error.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import { isForeignKeyViolation, violatedUniqueIndex } from '../../lib/db-errors.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import type { CategoriesRepo, CategoryWithCount } from './categories.repo.ts';

export type CategoryValues = z.output<typeof CategoryInput>;

const NAME_INDEXES = new Set(['canned_response_categories_name_en_key', 'canned_response_categories_name_ar_key']);

function toResponse(row: CategoryWithCount): CategoryResponse {
  return {
    id: row.id,
    nameEn: row.nameEn,
    nameAr: row.nameAr,
    criticalWords: row.criticalWords,
    casesCount: row.casesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each critical word once: "Refund", "refund" and "ريفاند"/"ريفآند" are the same word to the matcher. */
function distinctWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = normalizeSearchText(word);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function nameExists(conflicts?: { nameEn: boolean; nameAr: boolean }): AppError {
  const fields = conflicts ? (['nameEn', 'nameAr'] as const).filter((field) => conflicts[field]) : [];
  return new AppError('CATEGORY_NAME_EXISTS', fields.length ? { details: { fields } } : {});
}

/** How long the chat engine may use its copy of the categories' critical words (another node's change: within this). */
const CRITICAL_WORDS_CACHE_MS = 5_000;

type CriticalWords = { id: string; nameEn: string; nameAr: string; words: string[] }[];

/**
 * Canned-response categories (admin only; the routes check the role). Their critical words are read on every shopper
 * message, so they come from a short cache, as brand settings do, which this node's own changes clear at once.
 */
export function createCategoriesService({
  repo,
  cacheMs = CRITICAL_WORDS_CACHE_MS,
}: {
  repo: CategoriesRepo;
  cacheMs?: number;
}) {
  const wordsCache = createReadCache<'all', CriticalWords>({ ttlMs: cacheMs });

  async function checkUnique(values: CategoryValues, exceptId?: string): Promise<void> {
    const conflicts = await repo.findConflicts(values, exceptId);
    if (conflicts.nameEn || conflicts.nameAr) throw nameExists(conflicts);
  }

  /** The unique indexes have the last word when two requests race past the check. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index !== undefined && NAME_INDEXES.has(index)) throw nameExists();
      throw error;
    }
  }

  const columns = (values: CategoryValues) => ({
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    criticalWords: distinctWords(values.criticalWords),
  });

  return {
    async list(query: CategoryListQuery): Promise<CategoryListResponse> {
      const { rows, total } = await repo.list(query);
      return { items: rows.map(toResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async get(id: string): Promise<CategoryResponse> {
      const row = await repo.findById(id);
      if (!row) throw new AppError('CATEGORY_NOT_FOUND');
      return toResponse(row);
    },

    async create(values: CategoryValues): Promise<CategoryResponse> {
      await checkUnique(values);
      const row = await writing(() => repo.insert(columns(values)));
      wordsCache.clear();
      return toResponse({ ...row, casesCount: 0 });
    },

    async update(id: string, values: CategoryValues): Promise<CategoryResponse> {
      const current = await repo.findById(id);
      if (!current) throw new AppError('CATEGORY_NOT_FOUND');
      await checkUnique(values, id);
      const row = await writing(() => repo.update(id, columns(values)));
      wordsCache.clear();
      if (!row) throw new AppError('CATEGORY_NOT_FOUND');
      return toResponse({ ...row, casesCount: current.casesCount });
    },

    /** Refused while any case is filed under the category. */
    async remove(id: string): Promise<void> {
      const current = await repo.findById(id);
      if (!current) throw new AppError('CATEGORY_NOT_FOUND');
      if (current.casesCount > 0) throw new AppError('CATEGORY_HAS_RELATED_RECORDS');
      try {
        await repo.delete(id);
        wordsCache.clear();
      } catch (error) {
        // A case was filed under it between the check and the delete (the foreign key restricts).
        if (isForeignKeyViolation(error)) throw new AppError('CATEGORY_HAS_RELATED_RECORDS');
        throw error;
      }
    },

    /** Every category's critical words (the chat engine flags shopper messages with them; no access check). */
    criticalWords(): Promise<CriticalWords> {
      return wordsCache.get('all', async () => {
        const rows = await repo.criticalWords();
        return rows.map((row) => ({ id: row.id, nameEn: row.nameEn, nameAr: row.nameAr, words: row.criticalWords }));
      });
    },

    async options(): Promise<CategoryOptionsResponse> {
      return { items: await repo.options() };
    },

    /** Which of `ids` are categories (for the case form). */
    existingIds: (ids: readonly string[]) => repo.existingIds(ids),
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
