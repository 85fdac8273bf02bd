import { eq, inArray, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { searchDocument } from '../../lib/search-text.ts';
import { createUploadsRepo } from '../../modules/uploads/uploads.repo.ts';
import { createUploadsService, type UploadsService } from '../../modules/uploads/uploads.service.ts';
import type { Database } from '../../db/client.ts';
import { insertCase, insertFaq } from '../../db/factories.ts';
import { brands } from '../../db/schema/brands.ts';
import { cannedResponseCategories } from '../../db/schema/canned-responses.ts';
import { cmsPages, landingPage } from '../../db/schema/cms.ts';
import { contactFormSettings, contactRequests } from '../../db/schema/contact-forms.ts';
import { faqs } from '../../db/schema/faqs.ts';
import { productImagePng, simplePdf, storeGenerated } from './content-files.ts';
import { landingHeroPng } from './landing-hero-art.ts';
import {
  DEMO_ABOUT_PAGE,
  DEMO_BRAND_FAQS,
  DEMO_CASES,
  DEMO_CATEGORIES,
  DEMO_CMS_FAQS,
  DEMO_CONTACT_REQUESTS,
  DEMO_LANDING,
} from './demo-content.ts';
import { DEMO_BRANDS } from './demo-data.ts';
import type { SeedOptions } from './seed.ts';

interface CaseFiles {
  imageUploadIds: string[];
  documentUploadIds: string[];
}

/** Each demo case's picture and PDF guide, stored as uploads (before the transaction: storage is not part of it). */
async function storeCaseFiles(uploads: UploadsService): Promise<Map<string, CaseFiles[]>> {
  const files = new Map<string, CaseFiles[]>();
  for (const brand of DEMO_BRANDS) {
    const stored: CaseFiles[] = [];
    for (const [index, demo] of (DEMO_CASES[brand.key] ?? []).entries()) {
      const image = await productImagePng(brand.primaryColor, brand.secondaryColor, index);
      const name = `${brand.key}-${demo.category}`;
      stored.push({
        imageUploadIds: [await storeGenerated(uploads, 'image', `${name}.png`, image)],
        documentUploadIds: [
          await storeGenerated(uploads, 'document', `${name}.pdf`, simplePdf(demo.guide.title, demo.guide.lines)),
        ],
      });
    }
    files.set(brand.key, stored);
  }
  return files;
}

/**
 * The demo's content: categories, cases per demo brand (with generated pictures and PDFs when storage is given),
 * brand FAQs, contact form settings and a few requests, and the public site (landing page, CMS FAQ, an "about"
 * page). Idempotent: a database with a landing page is left alone; names and slugs that exist are kept as they are.
 */
export async function seedDemoContent(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ id: landingPage.id }).from(landingPage).limit(1);
  if (existing) return false;

  const uploads = options.storage
    ? createUploadsService({ repo: createUploadsRepo(db), storage: options.storage })
    : undefined;
  const caseFiles = uploads ? await storeCaseFiles(uploads) : new Map<string, CaseFiles[]>();
  const heroImageUploadId = uploads
    ? await storeGenerated(uploads, 'image', 'landing-hero.png', await landingHeroPng())
    : null;

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await tx
      .insert(cannedResponseCategories)
      .values(
        DEMO_CATEGORIES.map(({ key: _key, ...category }) => ({
          ...category,
          criticalWords: [...category.criticalWords],
        })),
      )
      .onConflictDoNothing();
    const categoryRows = await tx
      .select({ id: cannedResponseCategories.id, nameEn: cannedResponseCategories.nameEn })
      .from(cannedResponseCategories)
      .where(
        inArray(
          cannedResponseCategories.nameEn,
          DEMO_CATEGORIES.map((category) => category.nameEn),
        ),
      );
    const categoryId = (key: string) => {
      const nameEn = DEMO_CATEGORIES.find((category) => category.key === key)?.nameEn;
      return categoryRows.find((row) => row.nameEn === nameEn)?.id;
    };

    for (const demo of DEMO_BRANDS) {
      const [brand] = await tx.select().from(brands).where(eq(brands.widgetId, demo.widgetId)).limit(1);
      if (!brand) continue;
      for (const [index, demoCase] of (DEMO_CASES[demo.key] ?? []).entries()) {
        const files = caseFiles.get(demo.key)?.[index];
        const category = categoryId(demoCase.category);
        if (!files || !category) continue;
        const { category: _category, guide: _guide, ...texts } = demoCase;
        await insertCase(txDb, { ...texts, ...files, brandId: brand.id, categoryIds: [category] });
      }
      // After any FAQ the brand already has.
      const [order] = await tx
        .select({ last: sql<number>`coalesce(max(${faqs.position}), 0)`.mapWith(Number) })
        .from(faqs)
        .where(eq(faqs.brandId, brand.id));
      for (const [index, faq] of (DEMO_BRAND_FAQS[demo.key] ?? []).entries()) {
        await insertFaq(txDb, { ...faq, brandId: brand.id, position: (order?.last ?? 0) + index + 1 });
      }
      await tx
        .insert(contactFormSettings)
        .values({
          brandId: brand.id,
          messageLabelEn: 'How can we help?',
          messageLabelAr: 'كيف يمكننا مساعدتك؟',
          messagePlaceholderEn: 'Your order number and question',
          messagePlaceholderAr: 'رقم طلبك وسؤالك',
          successMessageEn: `Thank you! ${brand.nameEn} will reply by e-mail within a day.`,
          successMessageAr: `شكرًا لك! سيرد عليك فريق ${brand.nameAr} عبر البريد خلال يوم.`,
          notificationEmail: brand.email,
        })
        .onConflictDoNothing();
      await tx.insert(contactRequests).values(
        DEMO_CONTACT_REQUESTS.map((request) => ({
          ...request,
          brandId: brand.id,
          language: /[\u0600-\u06FF]/.test(request.message) ? ('ar' as const) : ('en' as const),
          searchText: searchDocument(request.name, request.email, request.phone, request.message),
        })),
      );
    }

    for (const [index, faq] of DEMO_CMS_FAQS.entries()) {
      await insertFaq(txDb, { ...faq, brandId: null, position: index + 1 });
    }
    await tx
      .insert(cmsPages)
      .values({
        ...DEMO_ABOUT_PAGE,
        contentEn: sanitizeRichText(DEMO_ABOUT_PAGE.contentEn),
        contentAr: sanitizeRichText(DEMO_ABOUT_PAGE.contentAr),
        published: true,
      })
      .onConflictDoNothing();
    await tx.insert(landingPage).values({ id: 1, content: { ...DEMO_LANDING, heroImageUploadId } });
  });
  return true;
}
