import { beforeAll, describe, expect, it } from 'vitest';
import { CannedCaseInput, toVideoEmbedUrl } from './canned-responses.ts';
import { configureValidationMessages, toValidationIssues } from './validation.ts';

describe('video links of canned cases', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
    ['https://cdn.brand.test/clip.mp4', 'https://cdn.brand.test/clip.mp4'],
  ])('%s becomes %s', (link, embed) => {
    expect(toVideoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'clip.mp4',
    'http://cdn.brand.test/clip.mp4',
    'javascript:alert(1)',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/',
    'https://localhost/clip.mp4',
  ])('%s is not a valid video link', (link) => {
    expect(toVideoEmbedUrl(link)).toBeNull();
  });
});

describe('the case form', () => {
  beforeAll(() => configureValidationMessages());

  it('stores the embed address and reads a blank link as none', () => {
    const base = {
      titleAr: 'عنوان',
      categoryIds: ['5b0f3c3e-1111-4222-8333-444455556666'],
      imageUploadIds: ['5b0f3c3e-1111-4222-8333-444455556667'],
      documentUploadIds: ['5b0f3c3e-1111-4222-8333-444455556668'],
    };
    expect(CannedCaseInput.parse({ ...base, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).videoUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(CannedCaseInput.parse({ ...base, videoUrl: ' ' })).toMatchObject({
      videoUrl: null,
      titleEn: '',
      active: true,
    });
    const result = CannedCaseInput.safeParse({ ...base, titleAr: '', videoUrl: 'nope' });
    expect(result.success).toBe(false);
    const issues = toValidationIssues(result.error!.issues, 'ar');
    expect(issues.map((issue) => [issue.path, issue.key])).toEqual([
      [['videoUrl'], 'validation.videoUrl'],
      [['titleEn'], 'validation.englishOrArabicRequired'],
      [['titleAr'], 'validation.englishOrArabicRequired'],
    ]);
    expect(issues[1]?.message).toBe('أدخله بالإنجليزية أو العربية');
  });
});
