import { IMAGE_PLACEHOLDER } from '@tawasul/contracts/uploads';
import { useState, type CSSProperties } from 'react';
import { accessQuery, imageSrcSet, imageUrl, placeholderUrl, uploadIdFromUrl, type ImageOptions } from './image-url.ts';
import classes from './optimized-image.module.css';

interface OptimizedImageProps {
  /**
   * An upload id; or `src`, whose upload id is read from `/api/uploads/{id}` (other addresses are shown as they are).
   * A chat file's signed `src` lends its signature to every variant.
   */
  uploadId?: string | null;
  src?: string | null;
  alt: string;
  /** The CSS size it is shown at: candidates for 1x and 2x. Without a width, one per breakpoint and `sizes`. */
  width?: number;
  height?: number;
  sizes?: string;
  fit?: NonNullable<ImageOptions['fit']>;
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
  eager?: boolean;
}

/**
 * An uploaded image through the optimisation path (`/_image/{modifiers}/uploads/{id}`): webp, the spec's breakpoints
 * and densities in `srcset`, and a 10×10 blurred placeholder until the real picture has loaded.
 */
export function OptimizedImage({
  uploadId,
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  fit = 'cover',
  radius,
  style,
  eager,
}: OptimizedImageProps) {
  const id = uploadId ?? uploadIdFromUrl(src);
  const access = accessQuery(src);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const frame: CSSProperties = { width, height, borderRadius: radius, ...style };
  const objectFit = fit === 'contain' || fit === 'inside' ? 'contain' : 'cover';
  if (!id) {
    return src ? (
      <img src={src} alt={alt} width={width} height={height} style={{ ...frame, objectFit }} loading="lazy" />
    ) : null;
  }
  const main = imageUrl(
    id,
    { format: 'webp', fit, ...(width ? { width } : { width: 768 }), ...(height ? { height } : {}) },
    access,
  );
  const loaded = loadedSrc === main;
  return (
    <span className={classes.frame} style={frame} data-testid="optimized-image">
      {!loaded && (
        <img
          className={classes.placeholder}
          src={placeholderUrl(id, access)}
          alt=""
          aria-hidden
          width={IMAGE_PLACEHOLDER.width}
          height={IMAGE_PLACEHOLDER.height}
          style={{ objectFit }}
          data-placeholder
        />
      )}
      <img
        className={classes.image}
        src={main}
        srcSet={imageSrcSet(id, { fit, ...(width ? { width } : {}), ...(height ? { height } : {}) }, access)}
        sizes={width ? undefined : sizes}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ objectFit }}
        data-loaded={loaded || undefined}
        onLoad={() => setLoadedSrc(main)}
      />
    </span>
  );
}
