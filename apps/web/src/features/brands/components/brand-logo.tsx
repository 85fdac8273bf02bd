import type { BrandResponse } from '@tawasul/contracts/brands';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';

/**
 * A brand's logo, whole (logos are not cropped) in a square; none without one. Decorative: the brand's name is always
 * written beside it.
 */
export function BrandLogo({
  logo,
  size,
  radius,
  eager,
}: {
  logo: BrandResponse['logo'];
  size: number;
  radius: number;
  /** In view at once (a drawer's heading), so not left to load lazily. */
  eager?: boolean;
}) {
  if (!logo) return null;
  return (
    <OptimizedImage
      uploadId={logo.id}
      src={logo.url}
      alt=""
      width={size}
      height={size}
      radius={radius}
      fit="contain"
      eager={eager}
    />
  );
}
