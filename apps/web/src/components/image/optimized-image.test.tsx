import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, placeholderUrl, uploadIdFromUrl } from './image-url.ts';
import { OptimizedImage } from './optimized-image.tsx';

const ID = '44444444-4444-4444-8444-444444444444';

describe('image path', () => {
  it('writes the modifiers, or _ for none', () => {
    expect(imageUrl(ID)).toBe(`/_image/_/uploads/${ID}`);
    expect(imageUrl(ID, { width: 320, format: 'webp', quality: 80 })).toBe(`/_image/f_webp,w_320,q_80/uploads/${ID}`);
    expect(imageUrl(ID, { background: '#ffffff', fit: 'contain' })).toBe(`/_image/fit_contain,b_ffffff/uploads/${ID}`);
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
    expect(image.getAttribute('src')).toBe(`/_image/f_webp,fit_cover,w_120,h_60/uploads/${ID}`);
    expect(image.getAttribute('srcset')).toBe(
      `/_image/f_webp,fit_cover,w_120,h_60/uploads/${ID} 1x, /_image/f_webp,fit_cover,w_240,h_120/uploads/${ID} 2x`,
    );
    const placeholder = document.querySelector('img[data-placeholder]') as HTMLImageElement;
    expect(placeholder.getAttribute('src')).toBe(placeholderUrl(ID));
    expect(placeholder.className).toMatch(/placeholder/);

    fireEvent.load(image);
    expect(document.querySelector('img[data-placeholder]')).toBeNull();
    expect(image.hasAttribute('data-loaded')).toBe(true);
  });

  it('lets the browser choose among the breakpoints when the width depends on the screen', () => {
    render(<OptimizedImage src={`/api/uploads/${ID}`} alt="Banner" sizes="(min-width: 768px) 50vw, 100vw" />);
    const image = screen.getByAltText('Banner');
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    expect(image.getAttribute('srcset')).toContain('320w');
    expect(image.getAttribute('srcset')).toContain('3072w');
  });

  it('shows an address that is not one of our uploads as it is', () => {
    render(<OptimizedImage src="https://cdn.example.com/a.png" alt="Elsewhere" width={40} height={40} />);
    expect(screen.getByAltText('Elsewhere').getAttribute('src')).toBe('https://cdn.example.com/a.png');
  });
});
