import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const SIZES = '(min-width: 1024px) 33vw, 100vw';

describe('ResponsiveImage', () => {
  it('offers a demo screenshot as AVIF, then WebP, then JPEG at each width, with its size reserved', () => {
    const { container } = render(
      <ResponsiveImage
        src="/work/ledgerly.0123abcdef-960.jpg"
        alt="The website of Ledgerly Invoicing"
        width={960}
        height={600}
        sizes={SIZES}
      />,
    );
    const img = screen.getByRole('img', { name: 'The website of Ledgerly Invoicing' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    const sources = [...container.querySelectorAll('source')].map((source) => ({
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    }));
    expect(sources).toEqual([
      {
        type: 'image/avif',
        srcset: '/work/ledgerly.0123abcdef-480.avif 480w, /work/ledgerly.0123abcdef-960.avif 960w',
        sizes: SIZES,
      },
      {
        type: 'image/webp',
        srcset: '/work/ledgerly.0123abcdef-480.webp 480w, /work/ledgerly.0123abcdef-960.webp 960w',
        sizes: SIZES,
      },
    ]);
    expect(img).toHaveAttribute('src', '/work/ledgerly.0123abcdef-960.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/work/ledgerly.0123abcdef-480.jpg 480w, /work/ledgerly.0123abcdef-960.jpg 960w',
    );
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('offers an upload’s variants the same way, eagerly when asked', () => {
    const { container } = render(
      <ResponsiveImage
        src="/uploads/0123456789abcdef01234567-1600.jpg"
        alt="Our new office"
        width={1600}
        height={900}
        sizes="100vw"
        loading="eager"
      />,
    );
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/uploads/0123456789abcdef01234567-480.webp 480w, /uploads/0123456789abcdef01234567-960.webp 960w, /uploads/0123456789abcdef01234567-1600.webp 1600w',
    );
    expect(screen.getByRole('img', { name: 'Our new office' })).toHaveAttribute('loading', 'eager');
  });

  it('shows an image without variants as a plain img', () => {
    const { container } = render(
      <ResponsiveImage src="/media/showcase-s1.svg" alt="" width={800} height={500} sizes={SIZES} />,
    );
    expect(container.querySelector('picture, source')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/showcase-s1.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '800');
  });
});
