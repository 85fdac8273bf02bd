import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { errorOf, PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import * as samples from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart, streamedMultipart, upload } from '../../testing/upload-requests.ts';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const brand = await insertBrand(t.database.db);
  const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id, password: PASSWORD });
  ({ cookie } = await signInWithPassword(t, agent.email!));
});
afterAll(() => t.close());

/** Every file under DATA_DIR/uploads, partial ones included. */
function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

describe('uploading files whose bytes match the kind', () => {
  it.each([
    ['image', 'photo.png', 'image/png', () => samples.image('png', 640, 480), { width: 640, height: 480 }],
    ['image', 'photo.jpg', 'image/jpeg', () => samples.image('jpeg'), { width: 64, height: 48 }],
    ['image', 'anim.gif', 'image/gif', () => samples.image('gif'), { width: 64, height: 48 }],
    ['image', 'pic.webp', 'image/webp', () => samples.image('webp'), { width: 64, height: 48 }],
    ['document', 'invoice.pdf', 'application/pdf', samples.pdf, null],
    ['document', 'letter.docx', DOCX, () => samples.docx(), null],
    ['document', 'streamed.docx', DOCX, () => samples.docx({ dataDescriptor: true }), null],
    ['document', 'sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', samples.xlsx, null],
    [
      'document',
      'deck.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      samples.pptx,
      null,
    ],
    ['document', 'old.doc', 'application/msword', () => samples.ole(['WordDocument']), null],
    ['document', 'old.xls', 'application/vnd.ms-excel', () => samples.ole(['Workbook']), null],
    ['document', 'old.ppt', 'application/vnd.ms-powerpoint', () => samples.ole(['PowerPoint Document']), null],
    ['document', 'notes.txt', 'text/plain', () => samples.text(), null],
    ['document', 'orders.csv', 'text/csv', () => samples.text('id,total\n1042,99.50\n'), null],
    ['video', 'clip.mp4', 'video/mp4', () => samples.mp4(), null],
    ['video', 'clip.webm', 'video/webm', () => samples.ebml('webm'), null],
  ] as const)('accepts as %s %s (%s)', async (kind, name, mimeType, make, size) => {
    const bytes = await make();
    const response = await upload(t, cookie, kind, { bytes, name });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      kind,
      mimeType,
      sizeBytes: bytes.length,
      originalName: name,
      width: size?.width ?? null,
      height: size?.height ?? null,
    });
    expect(body.url).toBe(`/api/uploads/${body.id}`);
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ kind, mimeType, sizeBytes: bytes.length });
  });

  it('keeps an Arabic file name, without any folder part', async () => {
    const response = await upload(t, cookie, 'document', { bytes: samples.pdf(), name: 'فاتورة الطلب.pdf' });
    expect(response.json().originalName).toBe('فاتورة الطلب.pdf');
  });
});

describe('refusing files whose bytes are not what the kind allows', () => {
  it.each([
    ['a PDF named .png, as an image', 'image', 'photo.png', () => samples.pdf(), 'image/png'],
    ['a program named .jpg, as an image', 'image', 'cat.jpg', samples.exe, 'image/jpeg'],
    ['a program named .pdf, as a document', 'document', 'invoice.pdf', samples.exe, 'application/pdf'],
    ['a plain zip named .docx', 'document', 'letter.docx', samples.plainZip, 'application/zip'],
    ['an OLE file that is no Office document (installer)', 'document', 'setup.doc', () => samples.ole([]), ''],
    ['text with NUL bytes', 'document', 'notes.txt', () => Buffer.from('abc\0def'), 'text/plain'],
    ['text that is not UTF-8', 'document', 'notes.txt', () => Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'text/plain'],
    ['a PNG as a document', 'document', 'scan.pdf', () => samples.image('png'), 'application/pdf'],
    ['a PNG as a video', 'video', 'clip.mp4', () => samples.image('png'), 'video/mp4'],
    ['a Matroska file named .webm', 'video', 'clip.webm', () => samples.ebml('matroska'), 'video/webm'],
    ['an HEIC picture named .mp4', 'video', 'clip.mp4', () => samples.mp4(1024, 'heic'), 'video/mp4'],
    ['a PDF as a video', 'video', 'clip.mp4', () => samples.pdf(), 'video/mp4'],
    ['an empty file', 'document', 'empty.txt', () => Buffer.alloc(0), 'text/plain'],
  ] as const)('refuses %s', async (_label, kind, name, make, type) => {
    const before = storedFiles().length;
    const response = await upload(t, cookie, kind, { bytes: await make(), name, type });
    expect(response.statusCode, response.body).toBe(415);
    expect(errorOf(response)).toEqual({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
      message: 'This type of file is not allowed here.',
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a PNG signature followed by garbage as a picture that does not read', async () => {
    const before = storedFiles().length;
    const response = await upload(t, cookie, 'image', {
      bytes: await brokenPng(),
      name: 'broken.png',
      type: 'image/png',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(errorOf(response).code).toBe('UPLOAD_IMAGE_UNREADABLE');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses random bytes of any name as a document', async () => {
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    const response = await upload(t, cookie, 'document', { bytes: random, name: 'report.txt', type: 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
  });

  it('answers in Arabic for an Arabic reader', async () => {
    const { payload, contentType } = await multipart({ bytes: samples.pdf(), name: 'x.png' });
    const response = await t.request({
      method: 'POST',
      url: '/api/uploads?kind=image',
      payload,
      cookie,
      headers: { 'content-type': contentType, 'accept-language': 'ar' },
    });
    expect(errorOf(response).message).toBe('هذا النوع من الملفات غير مسموح به هنا.');
  });
});

async function brokenPng(): Promise<Buffer> {
  const png = await samples.image('png');
  return Buffer.concat([png.subarray(0, 16), Buffer.alloc(2048, 0x41)]);
}

describe('size limits', () => {
  it('refuses an image over 10 MB with the spec message and keeps nothing', async () => {
    const png = await samples.image('png');
    const bytes = Buffer.concat([png, Buffer.alloc(10.5 * MB - png.length, 0)]);
    const before = storedFiles().length;
    const response = await upload(t, cookie, 'image', { bytes, name: 'huge.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      message: 'Please upload a file smaller than 10MB',
    });
    // The rest of the body is not read: the connection closes after the answer.
    expect(response.headers.connection).toBe('close');
    expect(storedFiles()).toHaveLength(before);
  });

  it('accepts a document of exactly 10 MB', async () => {
    const bytes = Buffer.concat([samples.pdf(), Buffer.alloc(10 * MB - samples.pdf().length, 0x20)]);
    const response = await upload(t, cookie, 'document', { bytes, name: 'big.pdf' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sizeBytes).toBe(10 * MB);
  });

  it('stops a streamed video as soon as it passes 200 MB, in Arabic too, and keeps nothing', async () => {
    const before = storedFiles().length;
    const { payload, contentType } = streamedMultipart(samples.mp4(1024), 200 * MB + 1, 'long.mp4');
    const response = await t.request({
      method: 'POST',
      url: '/api/uploads?kind=video',
      payload,
      cookie,
      headers: { 'content-type': contentType, 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'UPLOAD_TOO_LARGE', message: 'يرجى رفع ملف أصغر من 200 ميجابايت' });
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('the request itself', () => {
  it('needs the file in the field `file`', async () => {
    const response = await upload(t, cookie, 'image', { bytes: await samples.image('png'), name: 'a.png', field: 'x' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: ['file'], key: 'validation.required', message: 'Required' }],
    });
  });

  it('needs a known kind', async () => {
    const response = await upload(t, cookie, 'program', { bytes: samples.exe(), name: 'a.exe' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['kind'] }] });
  });

  it('needs a multipart body', async () => {
    const response = await t.request({ method: 'POST', url: '/api/uploads?kind=image', cookie, payload: { a: 1 } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('limits how often one person uploads', async () => {
    const manager = await insertUser(t.database.db, { role: 'brand_manager', password: PASSWORD });
    const session = await signInWithPassword(t, manager.email!);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        (await upload(t, session.cookie, 'document', { bytes: samples.text(`n ${i}`), name: 'n.txt' })).statusCode,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Somebody else is not slowed down by it.
    expect((await upload(t, cookie, 'document', { bytes: samples.text(), name: 'n.txt' })).statusCode).toBe(201);
  });
});
