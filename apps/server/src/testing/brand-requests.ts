import type { BrandInput } from '@tawasul/contracts/brands';
import { randomBytes } from 'node:crypto';
import * as samples from './sample-files.ts';
import type { TestApp } from './test-app.ts';
import { uploaded } from './upload-requests.ts';

/** A valid create/update body with unique names and e-mail; `logoUploadId` must be an uploaded image. */
export function brandInput(logoUploadId: string, overrides: Partial<BrandInput> = {}): BrandInput {
  const n = randomBytes(4).toString('hex');
  return {
    nameEn: `Falcon Sports ${n}`,
    nameAr: `الصقر الرياضية ${n}`,
    email: `care-${n}@falcon.test`,
    logoUploadId,
    ...overrides,
  };
}

/** Uploads a small PNG as `cookie`'s user and returns its id, for a brand's logo or banners. */
export async function uploadedImageId(t: TestApp, cookie: string): Promise<string> {
  return (await uploaded(t, cookie, 'image', { bytes: await samples.image('png'), name: 'logo.png' })).id;
}
