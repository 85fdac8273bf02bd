import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingPageResponse, LandingPayload } from '@tawasul/contracts/cms';
import { insertFaq, insertPage } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { landingInput, uploadCaseMedia, type CaseMedia } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let media: CaseMedia;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  media = await uploadCaseMedia(t, admin.cookie);
});
afterAll(() => t.close());

const LANDING = '/api/cms/landing-page';
const save = (payload: object) => t.request({ method: 'PUT', url: LANDING, payload, cookie: admin.cookie });
const payload = (headers: Record<string, string> = {}) => t.request({ method: 'GET', url: '/_payload.json', headers });

describe('the landing page form', () => {
  it('shows the defaults until it is first saved', async () => {
    const response = await t.request({ method: 'GET', url: LANDING, cookie: admin.cookie });
    expect(response.json()).toMatchObject({ heroImage: null, features: [], updatedAt: null });
  });

  it('saves every section; blank social links mean none', async () => {
    const response = await save(
      landingInput({
        heroImageUploadId: media.imageId,
        socialLinks: { facebook: '', instagram: 'https://instagram.com/tawasul', linkedIn: null, x: 'https://x.com/t' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as LandingPageResponse;
    expect(saved).toMatchObject({
      heroTitleAr: 'دعم يتحدث لغتك',
      heroImage: { id: media.imageId, url: `/api/uploads/${media.imageId}` },
      features: [{ titleEn: 'Fast', icon: 'bolt' }],
      callToAction: { url: '/login' },
      socialLinks: {
        facebook: null,
        instagram: 'https://instagram.com/tawasul',
        linkedIn: null,
        whatsapp: null,
        x: 'https://x.com/t',
        youtube: null,
      },
    });
    expect(saved.updatedAt).not.toBeNull();
    expect((await t.request({ method: 'GET', url: LANDING, cookie: admin.cookie })).json()).toEqual(saved);
  });

  it('validates titles, the hero image, feature icons and links', async () => {
    const response = await save(
      landingInput({
        heroTitleEn: '',
        heroImageUploadId: media.documentId,
        features: [{ titleEn: 'x', titleAr: 'س', icon: 'rocket' as 'bolt' }],
        callToAction: { labelEn: 'Go', labelAr: 'اذهب', url: 'javascript:alert(1)' },
        socialLinks: { youtube: 'not a link' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(
      response.json().error.details.map((d: { path: unknown[]; key: string }) => [d.path.join('.'), d.key]),
    ).toEqual([
      ['heroTitleEn', 'validation.required'],
      ['features.0.icon', 'validation.invalidEnum'],
      ['callToAction.url', 'validation.linkUrl'],
      ['socialLinks.youtube', 'validation.invalidUrl'],
    ]);
    // The hero image is checked once the form itself is valid.
    const notAnImage = await save(landingInput({ heroImageUploadId: media.documentId }));
    expect(notAnImage.json().error.details).toEqual([
      expect.objectContaining({ path: ['heroImageUploadId'], key: 'validation.uploadedImage' }),
    ]);
  });
});

describe("the landing page's payload", () => {
  it('holds the landing content, the active CMS FAQs in order and the published pages, in one response', async () => {
    await save(landingInput({ heroTitleEn: 'Welcome' }));
    const db = t.database.db;
    await insertFaq(db, { brandId: null, position: 2, questionEn: 'Second?', questionAr: 'الثاني؟' });
    await insertFaq(db, { brandId: null, position: 1, questionEn: 'First?' });
    await insertFaq(db, { brandId: null, position: 3, questionEn: 'Hidden?', active: false });
    await insertPage(db, { slug: 'about', titleEn: 'About', titleAr: 'من نحن', published: true });
    await insertPage(db, { slug: 'draft', published: false });

    const response = await payload();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const body = response.json() as LandingPayload;
    expect(body.landing.heroTitleEn).toBe('Welcome');
    expect(body.faqs.map((faq) => faq.questionEn)).toEqual(['First?', 'Second?']);
    expect(body.faqs[1]).toEqual({
      id: expect.any(String),
      questionEn: 'Second?',
      questionAr: 'الثاني؟',
      answerEn: expect.any(String),
      answerAr: '',
    });
    expect(body.pages).toEqual([{ slug: 'about', titleEn: 'About', titleAr: 'من نحن', path: '/pages/about' }]);
  });

  it('answers 304 to a client that has the current version, and a new ETag once anything changes', async () => {
    const first = await payload();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`]) {
      const cached = await payload({ 'if-none-match': ifNoneMatch });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.headers.etag).toBe(etag);
      expect(cached.body).toBe('');
    }
    expect((await payload({ 'if-none-match': '"stale"' })).statusCode).toBe(200);

    await save(landingInput({ heroTitleEn: 'Welcome back' }));
    const changed = await payload({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    // A CMS FAQ edit changes it too.
    const faq = await insertFaq(t.database.db, { brandId: null, position: 9, questionEn: 'New?' });
    const afterFaq = await payload({ 'if-none-match': changed.headers.etag as string });
    expect(afterFaq.statusCode).toBe(200);
    expect((afterFaq.json() as LandingPayload).faqs.map((item) => item.id)).toContain(faq.id);
  });
});
