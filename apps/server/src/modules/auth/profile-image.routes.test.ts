import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads.ts';
import { errorOf, sessionUser } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

/** A stored upload row, as POST /api/uploads leaves it. */
async function upload(uploadedBy: string, kind: 'image' | 'document' = 'image') {
  const [row] = await t.database.db
    .insert(uploads)
    .values({
      kind,
      mimeType: kind === 'image' ? 'image/png' : 'application/pdf',
      sizeBytes: 1024,
      originalName: kind === 'image' ? 'me.png' : 'cv.pdf',
      storageKey: `test/${Math.random().toString(36).slice(2)}`,
      uploadedBy,
    })
    .returning();
  return row!;
}

const patch = (who: SignedInUser, payload: object) =>
  t.request({ method: 'PATCH', url: '/api/users/me', cookie: who.cookie, payload });

describe('PATCH /api/users/me with a profile image', () => {
  it('sets the picture from an image the user uploaded, and null removes it', async () => {
    const image = await upload(admin.user.id);
    const set = await patch(admin, { imageUploadId: image.id, firstNameEn: 'Mona' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ user: { image: `/api/uploads/${image.id}`, firstNameEn: 'Mona' } });
    expect(await sessionUser(t, admin.cookie)).toMatchObject({ image: `/api/uploads/${image.id}` });

    // Changing something else keeps the picture.
    expect((await patch(admin, { lastNameEn: 'Aziz' })).json()).toMatchObject({
      user: { image: `/api/uploads/${image.id}` },
    });

    const cleared = await patch(admin, { imageUploadId: null });
    expect(cleared.json()).toMatchObject({ user: { image: null, firstNameEn: 'Mona', lastNameEn: 'Aziz' } });
  });

  it("refuses someone else's upload, an unknown one, and a file that is not an image", async () => {
    const other = await signedIn(t, { role: 'agent' });
    const theirs = await upload(other.user.id);
    const document = await upload(admin.user.id, 'document');

    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await patch(admin, { imageUploadId: id });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'UPLOAD_NOT_FOUND', message: 'File not found.' });
    }
    const notImage = await patch(admin, { imageUploadId: document.id });
    expect(notImage.statusCode).toBe(415);
    expect(errorOf(notImage).code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    expect(await sessionUser(t, admin.cookie)).toMatchObject({ image: null });
  });
});
