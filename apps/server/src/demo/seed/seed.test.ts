import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandListResponse } from '@tawasul/contracts/brands';
import type { CannedCaseSearchResponse, CategoryListResponse } from '@tawasul/contracts/canned-responses';
import type { LandingPayload, PagePayload } from '@tawasul/contracts/cms';
import type { ContactRequestListResponse } from '@tawasul/contracts/contact-forms';
import type { PublicFaqResponse } from '@tawasul/contracts/faqs';
import type { AgentReportResponse } from '@tawasul/contracts/reports';
import { createStorage } from '../../integrations/storage/storage.ts';
import { signInWithPassword } from '../../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_CATEGORIES, DEMO_CMS_FAQS } from './demo-content.ts';
import { DEMO_ADMIN, DEMO_AGENTS, DEMO_BRANDS, DEMO_MANAGERS, DEMO_PASSWORD } from './demo-data.ts';
import { REPORT_WEEK } from './report-week.ts';
import { seedDemoData } from './seed.ts';
import { eq, min } from 'drizzle-orm';
import { chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, t.clock, { storage: createStorage(t.config) });
});
afterAll(() => t.close());

describe('the demo data', () => {
  it('gives each demo brand a logo in its colour on white and a banner, served like uploaded images', async () => {
    const { cookie } = await signInWithPassword(t, DEMO_ADMIN.email, DEMO_PASSWORD);
    const list = (await t.request({ method: 'GET', url: '/api/brands', cookie })).json() as BrandListResponse;
    expect(list.total).toBe(DEMO_BRANDS.length);
    for (const demo of DEMO_BRANDS) {
      const brand = list.items.find((item) => item.nameEn === demo.nameEn)!;
      expect(brand.banners).toHaveLength(1);

      const logo = await t.request({ method: 'GET', url: brand.logo!.url });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      // A white rounded tile (clear corners) with a glyph in the brand's colour: readable on the primary colour too.
      const { data, info } = await sharp(logo.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const colours = new Set<string>();
      for (let offset = 0; offset < data.length; offset += info.channels) {
        if (data[offset + 3] !== 255) continue;
        colours.add(`#${[...data.subarray(offset, offset + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
      }
      expect(colours).toContain(demo.primaryColor);
      expect(colours).toContain('#ffffff');
      expect(data[3]).toBe(0);

      const banner = await t.request({ method: 'GET', url: `/_image/w_768,f_webp/uploads/${brand.banners[0]!.id}` });
      expect(banner.statusCode).toBe(200);
      expect(await sharp(banner.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 768, height: 256 });
    }
  });

  it('gives the back office content to show: categories, cases with their files, contact requests', async () => {
    const { cookie } = await signInWithPassword(t, DEMO_ADMIN.email, DEMO_PASSWORD);
    const categories = (
      await t.request({ method: 'GET', url: '/api/canned-responses/categories', cookie })
    ).json() as CategoryListResponse;
    expect(categories.items.map((item) => item.nameEn).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.nameEn).sort());
    expect(categories.items.every((item) => item.criticalWords.length > 0 && item.casesCount === 2)).toBe(true);
    const requests = (await t.request({ method: 'GET', url: '/api/contact-forms', cookie })).json();
    expect((requests as ContactRequestListResponse).total).toBe(4);

    // An agent of the first brand finds its cases by Arabic text, spelled loosely, with files that are served.
    const agent = await signInWithPassword(t, DEMO_AGENTS.nakheel![0]!.email, DEMO_PASSWORD);
    const found = (
      await t.request({
        method: 'GET',
        url: `/api/canned-responses/search?q=${encodeURIComponent('ارجاع')}`,
        cookie: agent.cookie,
      })
    ).json() as CannedCaseSearchResponse;
    expect(found.items.map((item) => item.titleEn)).toEqual(['Returning a box of dates']);
    const [image] = found.items[0]!.images;
    const [document] = found.items[0]!.documents;
    expect((await t.request({ method: 'GET', url: image!.url })).headers['content-type']).toBe('image/png');
    const pdf = await t.request({ method: 'GET', url: document!.url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives each demo widget its FAQ and contact form, and the public site its pages', async () => {
    for (const demo of DEMO_BRANDS) {
      const faqs = (await t.request({ method: 'GET', url: `/api/public/brands/${demo.widgetId}/faqs?lang=ar` })).json();
      expect((faqs as PublicFaqResponse).items).toHaveLength(3);
      const form = await t.request({ method: 'GET', url: `/api/public/brands/${demo.widgetId}/contact-form` });
      expect(form.json().successMessageAr).toContain(demo.nameAr);
    }
    const landing = (await t.request({ method: 'GET', url: '/_payload.json' })).json() as LandingPayload;
    expect(landing.landing.heroTitleAr).not.toBe('');
    expect(landing.landing.heroImage).not.toBeNull();
    expect(landing.faqs.map((faq) => faq.questionEn)).toEqual(DEMO_CMS_FAQS.map((faq) => faq.questionEn));
    expect(landing.pages.map((page) => page.slug)).toEqual(['about']);
    const about = (await t.request({ method: 'GET', url: '/pages/about/_payload.json' })).json() as PagePayload;
    expect(about.page.contentAr).toContain('<h2>');
  });

  it('gives the agent report a past week whose numbers are worked out by hand in report-week.ts', async () => {
    const { cookie } = await signInWithPassword(t, DEMO_MANAGERS.nakheel!.email, DEMO_PASSWORD);
    const query = new URLSearchParams({ ...REPORT_WEEK, sort: 'messagesSent', order: 'desc' });
    const report = (await t.request({ method: 'GET', url: `/api/reports/agents?${query}`, cookie })).json();
    const rows = (report as AgentReportResponse).items.map(({ agentId: _id, brandId: _brand, ...row }) => row);
    const brand = { brandNameEn: 'Nakheel Dates', brandNameAr: 'تمور النخيل' };
    expect(rows).toEqual([
      {
        nameEn: 'Lina Mansour',
        nameAr: 'لينا منصور',
        ...brand,
        assigned: 4,
        closed: 3,
        averageFirstResponseSeconds: 150,
        averageResolutionSeconds: 1100,
        messagesSent: 5,
        reassigned: 1,
        unanswered: 2,
        activeSeconds: 62_100,
        // Nobody rated a chat that week.
        ratings: 0,
        averageRating: null,
      },
      {
        nameEn: 'Sara Alqahtani',
        nameAr: 'سارة القحطاني',
        ...brand,
        assigned: 1,
        closed: 1,
        averageFirstResponseSeconds: 300,
        averageResolutionSeconds: 1200,
        messagesSent: 2,
        reassigned: 0,
        unanswered: 0,
        activeSeconds: 0,
        // Nobody rated a chat that week.
        ratings: 0,
        averageRating: null,
      },
      {
        nameEn: 'Omar Farouk',
        nameAr: 'عمر فاروق',
        ...brand,
        assigned: 1,
        closed: 1,
        averageFirstResponseSeconds: null,
        averageResolutionSeconds: 1800,
        messagesSent: 1,
        reassigned: 0,
        unanswered: 0,
        activeSeconds: 0,
        // Nobody rated a chat that week.
        ratings: 0,
        averageRating: null,
      },
    ]);
  });

  it('adds nothing on a second run', async () => {
    expect(await seedDemoData(t.database.db, t.clock, { storage: createStorage(t.config) })).toEqual({
      seeded: false,
    });
  });

  it('has every guest’s first visit before its first chat (issue 22, defect 14)', async () => {
    const rows = await t.database.db
      .select({ firstVisit: guests.createdAt, lastSeen: guests.lastSeenAt, firstChat: min(chatRooms.startedAt) })
      .from(guests)
      .innerJoin(chatRooms, eq(chatRooms.guestId, guests.id))
      .groupBy(guests.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.firstVisit.getTime()).toBeLessThan(new Date(row.firstChat!).getTime());
      expect(row.lastSeen.getTime()).toBeGreaterThanOrEqual(new Date(row.firstChat!).getTime());
    }
  });
});
