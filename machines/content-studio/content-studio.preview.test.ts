import { describe, expect, it } from 'vitest';
import { samplePortfolio, samplePost, sampleShowcase, sampleTestimonial } from './content-studio.fakes';
import { emptyForm, formOf } from './content-studio.kinds';
import { previewOf } from './content-studio.preview';

const NOW = new Date('2026-11-27T10:30:00.000Z');

describe('the studio’s preview of a form', () => {
  it('gives the blog’s article a stored post: its Markdown as HTML, its tags, its date and the server’s SEO score', () => {
    const form = {
      ...formOf('blogPost', samplePost),
      content: 'Visitors **leave** slow pages.',
      tags: 'Performance, , SEO ',
      status: 'published',
    };
    expect(previewOf('blogPost', form, samplePost, NOW)).toEqual({
      language: 'en',
      dir: 'ltr',
      kind: 'blogPost',
      post: {
        id: 'post-speed',
        title: 'Speed sells: faster pages win',
        slug: 'speed-sells-faster-pages-win',
        excerpt: 'Why a one-second page keeps more visitors than a beautiful slow one.',
        content: '<p>Visitors <strong>leave</strong> slow pages.</p>\n',
        tags: ['Performance', 'SEO'],
        status: 'published',
        seoScore: 80,
        createdAt: '2026-11-02T09:00:00.000Z',
      },
    });
  });

  it('shows a stored draft’s drawn picture at the server’s signed address, until the picture is changed', () => {
    const draft = {
      ...samplePost,
      status: 'draft' as const,
      featuredImage: '/media/blog-post-speed.svg',
      previewImage: '/media/blog-post-speed.svg?preview=signed',
    };
    const form = formOf('blogPost', draft);
    const shown = previewOf('blogPost', form, draft, NOW);
    expect(shown.kind === 'blogPost' && shown.post.featuredImage).toBe(
      '/media/blog-post-speed.svg?preview=signed',
    );
    const changed = previewOf('blogPost', { ...form, featuredImage: '/uploads/b-1200.jpg' }, draft, NOW);
    expect(changed.kind === 'blogPost' && changed.post.featuredImage).toBe('/uploads/b-1200.jpg');
    // The form keeps the stored address: the signed one is never saved.
    expect(form.featuredImage).toBe('/media/blog-post-speed.svg');
  });

  it('splits tags at the Arabic, Chinese and Japanese commas too', () => {
    const form = { ...emptyForm('blogPost'), tags: 'الأداء، تحسين محركات البحث, 速度，性能、SEO' };
    const preview = previewOf('blogPost', form, null, NOW);
    expect(preview.kind === 'blogPost' && preview.post.tags).toEqual([
      'الأداء',
      'تحسين محركات البحث',
      '速度',
      '性能',
      'SEO',
    ]);
  });

  it('dates a new post now, scores it 0 until the server has, and shows its uploaded image', () => {
    const form = { ...emptyForm('blogPost'), title: 'New', featuredImage: '/uploads/a-1200.jpg' };
    expect(previewOf('blogPost', form, null, NOW)).toMatchObject({
      kind: 'blogPost',
      post: {
        id: 'preview',
        title: 'New',
        content: '',
        tags: [],
        status: 'draft',
        featuredImage: '/uploads/a-1200.jpg',
        seoScore: 0,
        createdAt: '2026-11-27T10:30:00.000Z',
      },
    });
  });

  it('gives the portfolio’s card a project: its category, flag, list of technologies and live link', () => {
    expect(previewOf('portfolio', formOf('portfolio', samplePortfolio), samplePortfolio, NOW)).toEqual({
      language: 'en',
      dir: 'ltr',
      kind: 'portfolio',
      project: {
        id: 'pf-harbor',
        title: 'Harborline Credit Union',
        description: 'A member site where loans and branches are two taps away.',
        category: 'fintech',
        imageUrl: '/media/portfolio-harborline.svg',
        featured: samplePortfolio.featured,
        completedDate: '2026-09-14',
        technologies: samplePortfolio.technologies,
        liveUrl: 'https://harborline.example.com',
      },
    });
  });

  it('shows a new project without its date as finished today, and without a live link when none is written', () => {
    const { project } = previewOf('portfolio', emptyForm('portfolio'), null, NOW) as {
      project: Record<string, unknown>;
    };
    expect(project).toMatchObject({
      id: 'preview',
      category: 'technology',
      featured: false,
      completedDate: '2026-11-27',
    });
    expect(project).not.toHaveProperty('liveUrl');
  });

  it('gives the showcase’s card a site with its screenshot; a stored one without it the server’s picture, a new one none', () => {
    expect(previewOf('showcase', formOf('showcase', sampleShowcase), sampleShowcase, NOW)).toEqual({
      language: 'en',
      dir: 'ltr',
      kind: 'showcase',
      site: {
        id: 'show-bakery',
        companyName: 'Fischer Bakery',
        websiteUrl: 'https://fischer-bakery.example.com',
        packageType: 'professional',
        screenshot: '/media/showcase-fischer.svg',
      },
      image: undefined,
    });
    const withoutScreenshot = { ...formOf('showcase', sampleShowcase), screenshot: '' };
    expect(previewOf('showcase', withoutScreenshot, sampleShowcase, NOW)).toMatchObject({ image: undefined });
    expect(previewOf('showcase', withoutScreenshot, sampleShowcase, NOW)).not.toHaveProperty(
      'site.screenshot',
    );
    expect(previewOf('showcase', emptyForm('showcase'), null, NOW)).toMatchObject({
      site: { id: 'preview', packageType: 'startup' },
      image: '',
    });
  });

  it('gives the home page’s card a testimonial with its rating as a number', () => {
    const form = { ...formOf('testimonial', sampleTestimonial), rating: '4' };
    expect(previewOf('testimonial', form, sampleTestimonial, NOW)).toEqual({
      language: 'en',
      dir: 'ltr',
      kind: 'testimonial',
      testimonial: {
        id: 'tst-harbor',
        clientName: 'Maria Delgado',
        clientCompany: 'Harborline Credit Union',
        rating: 4,
        content: 'Our members find what they need in two taps.',
        clientImage: '/media/avatar-maria-gonzalez.svg',
      },
    });
  });
});
