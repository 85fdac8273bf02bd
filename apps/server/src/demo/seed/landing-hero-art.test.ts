import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { landingHeroPng } from './landing-hero-art.ts';

// Issue 22, defect 14: the demo's hero was a violet-to-teal gradient with a translucent circle and a square, which read
// as a placeholder. It is now a drawing of the product: a white console window over the brand's gradient.
describe("the demo landing page's hero picture", () => {
  it('has the 4:3 shape the landing page reserves for it, so nothing moves when it loads', async () => {
    const { width, height, format } = await sharp(await landingHeroPng()).metadata();
    expect({ width, height, format }).toEqual({ width: 800, height: 600, format: 'png' });
  });

  it('draws the console: most of the picture is its light window, not a coloured backdrop', async () => {
    const { data, info } = await sharp(await landingHeroPng())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let light = 0;
    for (let index = 0; index < data.length; index += info.channels) {
      if (data[index]! >= 240 && data[index + 1]! >= 240 && data[index + 2]! >= 240) light += 1;
    }
    expect(light / (info.width * info.height)).toBeGreaterThan(0.4);
  });
});
