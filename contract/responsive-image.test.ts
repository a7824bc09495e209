import { describe, expect, it } from 'vitest';
import { responsivePicture, responsiveWidths } from './responsive-image';

describe('responsiveWidths', () => {
  it('adds the narrower standard widths below the widest', () => {
    expect(responsiveWidths(960)).toEqual([480, 960]);
    expect(responsiveWidths(1600)).toEqual([480, 960, 1600]);
    expect(responsiveWidths(700)).toEqual([480, 700]);
    expect(responsiveWidths(320)).toEqual([320]);
  });
});

describe('responsivePicture', () => {
  it('lists the AVIF, WebP and JPEG variants of a demo screenshot', () => {
    expect(responsivePicture('/work/ledgerly.0123abcdef-960.jpg')).toEqual({
      src: '/work/ledgerly.0123abcdef-960.jpg',
      srcSet: '/work/ledgerly.0123abcdef-480.jpg 480w, /work/ledgerly.0123abcdef-960.jpg 960w',
      sources: [
        {
          type: 'image/avif',
          srcSet: '/work/ledgerly.0123abcdef-480.avif 480w, /work/ledgerly.0123abcdef-960.avif 960w',
        },
        {
          type: 'image/webp',
          srcSet: '/work/ledgerly.0123abcdef-480.webp 480w, /work/ledgerly.0123abcdef-960.webp 960w',
        },
      ],
    });
  });

  it('lists an upload’s variants from its widest JPEG', () => {
    const picture = responsivePicture('/uploads/0123456789abcdef01234567-1600.jpg');
    expect(picture?.srcSet).toBe(
      '/uploads/0123456789abcdef01234567-480.jpg 480w, /uploads/0123456789abcdef01234567-960.jpg 960w, /uploads/0123456789abcdef01234567-1600.jpg 1600w',
    );
    expect(picture?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it.each([
    '/media/portfolio-abc.svg',
    '/uploads/0123456789abcdef-960.webp',
    'https://cdn.example.com/work/x-960.jpg',
    '/work/../secret-960.jpg',
    '/hero/800.avif',
  ])('leaves %s as it is', (url) => {
    expect(responsivePicture(url)).toBeNull();
  });
});
