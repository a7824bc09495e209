import { responsivePicture } from '@contract/responsive-image';
import './responsive-image.css';

export interface ResponsiveImageProps {
  /** The stored URL: a picture with variants (uploads, demo screenshots) or any other image. */
  src: string;
  alt: string;
  /** 'en' when the alt text is English standing in on another language's page. */
  lang?: 'en';
  /** The intrinsic size the page reserves before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image shows at each viewport, for the browser's choice among the widths. */
  sizes: string;
  /** Lazy below the fold (the default); eager for an image seen at once. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest picture in its first view (its LCP element on a phone): fetched at once and
   * ahead of the other images (eager, `fetchpriority="high"`), not after layout finds it on screen.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A stored picture as `<picture>`: AVIF, then WebP, then the JPEG `<img>`, each at every width it is
 * stored at, so a phone downloads the 480 px AVIF and a retina laptop the 960 px one. An image
 * without variants (an SVG the server draws, an address typed in the studio) is a plain `<img>`.
 */
export function ResponsiveImage({
  src,
  alt,
  lang,
  width,
  height,
  sizes,
  loading = 'lazy',
  priority = false,
  className,
}: ResponsiveImageProps) {
  const picture = responsivePicture(src);
  const img = (
    <img
      src={src}
      srcSet={picture?.srcSet}
      sizes={picture ? sizes : undefined}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!picture) return img;
  return (
    <picture className="responsive-image">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
