import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CannedCaseInput, CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { insertBrand, insertCategory, type BrandRow, type CategoryRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { caseInput, uploadCaseMedia, type CaseMedia } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;
let category: CategoryRow;
let media: CaseMedia;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  category = await insertCategory(t.database.db);
  media = await uploadCaseMedia(t, admin.cookie);
});
afterAll(() => t.close());

const BASE = '/api/canned-responses/cases';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const body = (overrides: Partial<CannedCaseInput> = {}) => ({
  ...caseInput(media, category.id, { brandId: brand.id }),
  ...overrides,
});
const create = (payload: object, cookie = admin.cookie) => t.request({ method: 'POST', url: BASE, payload, cookie });
const issuesOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; details: { path: (string | number)[]; key: string }[] } }).error;

/** Posts `overrides` and expects exactly these [path, key] issues. */
async function expectIssues(overrides: Partial<CannedCaseInput>, expected: [(string | number)[], string][]) {
  const response = await create(body(overrides));
  expect(response.statusCode, response.body).toBe(400);
  const error = issuesOf(response);
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.details.map((issue) => [issue.path, issue.key])).toEqual(expected);
}

describe('creating a case', () => {
  it('stores it and answers it in full, with its media as the agent will send them', async () => {
    const response = await create(body({ videoUploadId: media.videoId }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as CannedCaseResponse;
    expect(created).toMatchObject({
      brandId: brand.id,
      brandNameEn: brand.nameEn,
      brandNameAr: brand.nameAr,
      titleAr: 'تأخر التوصيل',
      categories: [{ id: category.id, nameEn: category.nameEn, nameAr: category.nameAr }],
      images: [{ id: media.imageId, kind: 'image', url: `/api/uploads/${media.imageId}`, width: 64, height: 48 }],
      documents: [{ id: media.documentId, kind: 'document', mimeType: 'application/pdf', originalName: 'manual.pdf' }],
      video: { kind: 'upload', file: { id: media.videoId, kind: 'video', mimeType: 'video/mp4' } },
      active: true,
    });
    const read = await t.request({ method: 'GET', url: `${BASE}/${created.id}`, cookie: admin.cookie });
    expect(read.json()).toEqual(created);
    // The file the drawer shows is really there.
    expect((await t.request({ method: 'GET', url: created.images[0]!.url })).statusCode).toBe(200);
  });

  it('needs a title in English or Arabic, either one is enough', async () => {
    await expectIssues({ titleEn: '  ', titleAr: '' }, [
      [['titleEn'], 'validation.englishOrArabicRequired'],
      [['titleAr'], 'validation.englishOrArabicRequired'],
    ]);
    const arabicOnly = await create(body({ titleEn: '', titleAr: 'استرجاع المبلغ' }));
    expect(arabicOnly.statusCode, arabicOnly.body).toBe(201);
    const englishOnly = await create(body({ titleEn: 'Refund', titleAr: '' }));
    expect(englishOnly.statusCode, englishOnly.body).toBe(201);
  });

  it('shows every problem of a form at once', async () => {
    await expectIssues({ titleEn: '', titleAr: '', categoryIds: [], imageUploadIds: [], documentUploadIds: [] }, [
      [['categoryIds'], 'validation.categoriesRequired'],
      [['imageUploadIds'], 'validation.imagesRequired'],
      [['documentUploadIds'], 'validation.documentsRequired'],
      [['titleEn'], 'validation.englishOrArabicRequired'],
      [['titleAr'], 'validation.englishOrArabicRequired'],
    ]);
  });

  it('needs existing categories, each once', async () => {
    await expectIssues({ categoryIds: [category.id, UNKNOWN] }, [[['categoryIds', 1], 'validation.existingCategory']]);
    await expectIssues({ categoryIds: [category.id, category.id] }, [[['categoryIds'], 'validation.duplicateItems']]);
  });

  it('needs product images that are uploaded images', async () => {
    await expectIssues({ imageUploadIds: [media.imageId, media.documentId, UNKNOWN] }, [
      [['imageUploadIds', 1], 'validation.uploadedImage'],
      [['imageUploadIds', 2], 'validation.uploadedImage'],
    ]);
  });

  it('needs documents that are uploaded documents', async () => {
    await expectIssues({ documentUploadIds: [media.imageId] }, [
      [['documentUploadIds', 0], 'validation.uploadedDocument'],
    ]);
  });

  it('takes an uploaded video, not another kind of file', async () => {
    await expectIssues({ videoUploadId: media.imageId }, [[['videoUploadId'], 'validation.uploadedVideo']]);
  });

  it('turns YouTube and Vimeo links into their embed addresses and keeps other https links', async () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    const links: [string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', youtube],
      ['https://youtu.be/dQw4w9WgXcQ?si=abc', youtube],
      ['https://youtube.com/shorts/dQw4w9WgXcQ', youtube],
      ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
      ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
      ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
      ['https://cdn.brand.test/videos/unboxing.mp4', 'https://cdn.brand.test/videos/unboxing.mp4'],
    ];
    for (const [link, stored] of links) {
      const response = await create(body({ videoUrl: link }));
      expect(response.statusCode, link).toBe(201);
      expect((response.json() as CannedCaseResponse).video, link).toEqual({ kind: 'embed', url: stored });
    }
    const none = await create(body({ videoUrl: '  ' }));
    expect((none.json() as CannedCaseResponse).video).toBeNull();
  });

  it('refuses a video link that is not valid', async () => {
    for (const link of [
      'not a link',
      'javascript:alert(1)',
      'http://cdn.brand.test/video.mp4',
      'ftp://cdn.brand.test/video.mp4',
      'https://www.youtube.com/',
      'https://youtu.be/short',
      'https://vimeo.com/about',
    ]) {
      const response = await create(body({ videoUrl: link }));
      expect(response.statusCode, link).toBe(400);
      expect(issuesOf(response).details, link).toEqual([
        expect.objectContaining({ path: ['videoUrl'], key: 'validation.videoUrl' }),
      ]);
    }
  });

  it('takes an uploaded video or a link, not both', async () => {
    await expectIssues({ videoUploadId: media.videoId, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, [
      [['videoUrl'], 'validation.videoOneSource'],
    ]);
  });

  it('needs an admin to name an existing brand', async () => {
    const { brandId: _brandId, ...withoutBrand } = body();
    await expect(create(withoutBrand).then(issuesOf)).resolves.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: ['brandId'], key: 'validation.required' })],
    });
    const unknownBrand = await create(body({ brandId: UNKNOWN }));
    expect(unknownBrand.statusCode).toBe(404);
    expect(issuesOf(unknownBrand).code).toBe('BRAND_NOT_FOUND');
  });
});

describe('updating, deactivating and deleting a case', () => {
  it('replaces its texts, categories and media', async () => {
    const created = (await create(body({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }))).json() as CannedCaseResponse;
    const second = await insertCategory(t.database.db);
    const more = await uploadCaseMedia(t, admin.cookie);
    const response = await t.request({
      method: 'PUT',
      url: `${BASE}/${created.id}`,
      cookie: admin.cookie,
      payload: body({
        titleEn: 'Damaged item',
        categoryIds: [second.id],
        imageUploadIds: [more.imageId, media.imageId],
        videoUrl: null,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as CannedCaseResponse;
    expect(updated.titleEn).toBe('Damaged item');
    expect(updated.categories.map((c) => c.id)).toEqual([second.id]);
    expect(updated.images.map((image) => image.id)).toEqual([more.imageId, media.imageId]);
    expect(updated.video).toBeNull();
    expect(updated.createdAt).toBe(created.createdAt);
  });

  it('deactivates and reactivates it', async () => {
    const created = (await create(body())).json() as CannedCaseResponse;
    const patch = (active: boolean) =>
      t.request({ method: 'PATCH', url: `${BASE}/${created.id}/active`, cookie: admin.cookie, payload: { active } });
    expect((await patch(false)).json()).toMatchObject({ id: created.id, active: false });
    expect((await patch(true)).json()).toMatchObject({ id: created.id, active: true });
  });

  it('deletes it', async () => {
    const created = (await create(body())).json() as CannedCaseResponse;
    const deleted = await t.request({ method: 'DELETE', url: `${BASE}/${created.id}`, cookie: admin.cookie });
    expect(deleted.json()).toEqual({ ok: true });
    const read = await t.request({ method: 'GET', url: `${BASE}/${created.id}`, cookie: admin.cookie });
    expect(read.statusCode).toBe(404);
    expect(issuesOf(read).code).toBe('CASE_NOT_FOUND');
  });
});
