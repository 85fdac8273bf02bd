import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessQuery, imageSrcSet, imageUrl, placeholderUrl, uploadIdFromUrl } from './image-url.ts';
import { OptimizedImage } from './optimized-image.tsx';

const ID = '44444444-4444-4444-8444-444444444444';

describe('image path', () => {
  it('writes the modifiers, or _ for none', () => {
    expect(imageUrl(ID)).toBe(`/_image/_/uploads/${ID}`);
    expect(imageUrl(ID, { width: 320, format: 'webp', quality: 80 })).toBe(`/_image/f_webp,w_320,q_80/uploads/${ID}`);
    expect(imageUrl(ID, { background: '#ffffff', fit: 'contain' })).toBe(`/_image/fit_contain,b_ffffff/uploads/${ID}`);
  });

  it('rounds a width up to a rendered breakpoint and leaves a box the server does not render to CSS', () => {
    expect(imageUrl(ID, { width: 700 })).toBe(`/_image/w_768/uploads/${ID}`);
    expect(imageUrl(ID, { width: 5000 })).toBe(`/_image/w_3072/uploads/${ID}`);
    expect(imageUrl(ID, { width: 140, height: 105, fit: 'cover' })).toBe(`/_image/fit_cover,w_320/uploads/${ID}`);
    expect(imageUrl(ID, { width: 640, height: 640 })).toBe(`/_image/w_640,h_640/uploads/${ID}`);
  });

  it('makes the 10×10 placeholder at quality 50', () => {
    expect(placeholderUrl(ID)).toBe(`/_image/f_webp,fit_cover,w_10,h_10,q_50/uploads/${ID}`);
  });

  it('lists every breakpoint at densities 1 and 2 when the width depends on the screen', () => {
    const widths = imageSrcSet(ID, {})
      .split(', ')
      .map((candidate) => candidate.split(' ')[1]);
    expect(widths).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w', '2048w', '2560w', '3072w']);
    expect(imageSrcSet(ID, {})).toContain(`/_image/f_webp,w_768/uploads/${ID} 768w`);
  });

  it('finds the upload id in a served address', () => {
    expect(uploadIdFromUrl(`/api/uploads/${ID}`)).toBe(ID);
    expect(uploadIdFromUrl('https://example.com/picture.png')).toBeNull();
  });
});

describe('optimized image', () => {
  it('asks for webp at 1x and 2x of its shown size, behind a blurred placeholder until it loads', () => {
    render(<OptimizedImage uploadId={ID} alt="Falcon Games logo" width={120} height={60} />);
    const image = screen.getByAltText('Falcon Games logo');
    // Only the breakpoints are rendered: 120 and 240 px both come from the 320 px variant, fitted by CSS.
    expect(image).toHaveAttribute('src', `/_image/f_webp,fit_cover,w_320/uploads/${ID}`);
    expect(image).toHaveAttribute(
      'srcset',
      `/_image/f_webp,fit_cover,w_320/uploads/${ID} 1x, /_image/f_webp,fit_cover,w_320/uploads/${ID} 2x`,
    );
    const placeholder = document.querySelector('img[data-placeholder]') as HTMLImageElement;
    expect(placeholder).toHaveAttribute('src', placeholderUrl(ID));
    expect(placeholder.className).toMatch(/placeholder/);

    fireEvent.load(image);
    expect(document.querySelector('img[data-placeholder]')).not.toBeInTheDocument();
    expect(image).toHaveAttribute('data-loaded');
  });

  it('lets the browser choose among the breakpoints when the width depends on the screen', () => {
    render(<OptimizedImage src={`/api/uploads/${ID}`} alt="Banner" sizes="(min-width: 768px) 50vw, 100vw" />);
    const image = screen.getByAltText('Banner');
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    expect(image).toHaveAttribute('srcset', expect.stringContaining('320w'));
    expect(image).toHaveAttribute('srcset', expect.stringContaining('3072w'));
  });

  it('shows an address that is not one of our uploads as it is', () => {
    render(<OptimizedImage src="https://cdn.example.com/a.png" alt="Elsewhere" width={40} height={40} />);
    expect(screen.getByAltText('Elsewhere')).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  });

  it("asks for a chat file's variants and placeholder with its signed address's signature", () => {
    const signed = `/api/uploads/${ID}?exp=1767225600&sig=abc_-123`;
    render(<OptimizedImage uploadId={ID} src={signed} alt="Receipt" width={140} height={105} />);
    const image = screen.getByAltText('Receipt');
    expect(image).toHaveAttribute('src', `/_image/f_webp,fit_cover,w_320/uploads/${ID}?exp=1767225600&sig=abc_-123`);
    for (const candidate of image.getAttribute('srcset')!.split(', ')) {
      expect(candidate).toMatch(/\?exp=1767225600&sig=abc_-123 [12]x$/);
    }
    const placeholder = document.querySelector('img[data-placeholder]') as HTMLImageElement;
    expect(placeholder).toHaveAttribute('src', `${placeholderUrl(ID)}?exp=1767225600&sig=abc_-123`);
    expect(accessQuery(`/api/uploads/${ID}`)).toBe('');
    expect(accessQuery(`https://evil.example/x.png?exp=1&sig=2`)).toBe('');
  });
});
