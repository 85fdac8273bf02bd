import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { uploads as uploadsTable } from '../../db/schema/uploads.ts';
import { createLocalDiskStorage } from '../../integrations/storage/local-disk-storage.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createUploadsRepo } from '../uploads/uploads.repo.ts';
import { createUploadsService } from '../uploads/uploads.service.ts';
import { createBrandsRepo, type BrandsRepo } from './brands.repo.ts';
import { createBrandsService, type Actor, type BrandValues } from './brands.service.ts';

// Two requests racing: the other one writes between this one's check and its write. The repository below answers
// the check as it was before the other write; the database has the last word.
let database: TestDatabase;
let folder: string;
let logoUploadId: string;
const admin: Actor = {
  user: { id: '00000000-0000-4000-8000-000000000001', role: 'admin', brandId: null },
  language: 'en',
};

beforeAll(async () => {
  database = await openTestDatabase();
  folder = mkdtempSync(path.join(tmpdir(), 'tawasul-brands-'));
  const [logo] = await database.db
    .insert(uploadsTable)
    .values({ kind: 'image', mimeType: 'image/png', sizeBytes: 1, originalName: 'l.png', storageKey: 'ab/l' })
    .returning();
  logoUploadId = logo!.id;
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

function service(overrides: Partial<BrandsRepo>) {
  const uploads = createUploadsService({
    repo: createUploadsRepo(database.db),
    storage: createLocalDiskStorage(folder),
  });
  return createBrandsService({
    repo: { ...createBrandsRepo(database.db), ...overrides },
    uploads,
    secretBox: createSecretBox('s'.repeat(48)),
    publicUrl: 'http://localhost:3000',
  });
}

const values = (brand: { nameEn: string; nameAr: string; email: string }, extra: Partial<BrandValues> = {}) =>
  ({
    ...brand,
    logoUploadId,
    bannerUploadIds: [],
    orderManager: null,
    primaryColor: '#7950f2',
    secondaryColor: '#228be6',
    chatButtonLabelEn: 'Chat with us',
    chatButtonLabelAr: 'تحدث معنا',
    allowedDomains: [],
    timeZone: 'Asia/Riyadh',
    ...extra,
  }) satisfies BrandValues;

describe('brand rules when two requests race', () => {
  it('answers BRAND_NAME_OR_EMAIL_EXISTS when the unique index catches a duplicate the check missed', async () => {
    const existing = await insertBrand(database.db);
    const racing = service({ findConflicts: async () => ({ nameEn: false, nameAr: false, email: false }) });
    const attempt = racing.create(admin, values({ ...existing, nameEn: existing.nameEn.toUpperCase() }));
    await expect(attempt).rejects.toMatchObject({ code: 'BRAND_NAME_OR_EMAIL_EXISTS' });
  });

  it('answers BRAND_HAS_RELATED_RECORDS when someone joined the brand after the check', async () => {
    const brand = await insertBrand(database.db);
    await insertUser(database.db, { role: 'agent', brandId: brand.id });
    const racing = service({ hasRelatedRecords: async () => false });
    await expect(racing.remove(brand.id)).rejects.toMatchObject({ code: 'BRAND_HAS_RELATED_RECORDS' });
  });

  it('answers ORDER_MANAGER_FIXED when another request set the order manager first', async () => {
    const brand = await insertBrand(database.db, { orderManager: 'salla' });
    const repo = createBrandsRepo(database.db);
    const racing = service({
      findById: async (id) => {
        const row = await repo.findById(id);
        return row && { ...row, orderManager: null };
      },
    });
    await expect(racing.update(admin, brand.id, values(brand, { orderManager: 'cs_cart' }))).rejects.toMatchObject({
      code: 'ORDER_MANAGER_FIXED',
    });
    expect((await repo.findById(brand.id))?.orderManager).toBe('salla');
  });
});
