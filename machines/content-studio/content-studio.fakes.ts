/** Services answering at once, for stories and tests: the contract's answers. */
import type { FakeServices } from '../shared/states-of-interest';
import type { SaveInput, StatusInput, StudioItem, UploadAnswer } from './content-studio.kinds';

export const samplePost = {
  id: 'post-speed',
  title: 'Speed sells: faster pages win',
  slug: 'speed-sells-faster-pages-win',
  excerpt: 'Why a one-second page keeps more visitors than a beautiful slow one.',
  content: '<h2>Why speed</h2><p>Visitors leave slow pages.</p>',
  tags: ['Performance'],
  status: 'draft',
  seoScore: 80,
  seoFindings: [],
  createdAt: '2026-11-02T09:00:00.000Z',
} satisfies StudioItem;

export const sampleTestimonial = {
  id: 'tst-harbor',
  clientName: 'Maria Delgado',
  clientCompany: 'Harborline Credit Union',
  rating: 5,
  content: 'Our members find what they need in two taps.',
  clientImage: '/media/avatar-maria-gonzalez.svg',
  status: 'published',
} satisfies StudioItem;

export const samplePortfolio = {
  id: 'pf-harbor',
  title: 'Harborline Credit Union',
  description: 'A member site where loans and branches are two taps away.',
  category: 'fintech',
  imageUrl: '/media/portfolio-harborline.svg',
  featured: true,
  completedDate: '2026-09-14',
  technologies: ['React', 'Node.js'],
  liveUrl: 'https://harborline.example.com',
  metrics: ['+40% applications'],
  order: 1,
  status: 'published',
} satisfies StudioItem;

export const sampleShowcase = {
  id: 'show-bakery',
  companyName: 'Fischer Bakery',
  websiteUrl: 'https://fischer-bakery.example.com',
  packageType: 'professional',
  screenshot: '/media/showcase-fischer.svg',
  status: 'draft',
} satisfies StudioItem;

export const sampleUpload: UploadAnswer = {
  id: 'a1b2c3d4e5f60718',
  url: '/uploads/a1b2c3d4e5f60718-1200.jpg',
  width: 1200,
  height: 630,
  variants: [{ format: 'jpeg', width: 1200, height: 630, url: '/uploads/a1b2c3d4e5f60718-1200.jpg' }],
};

export const contentStudioFakes = {
  save: (input: SaveInput): StudioItem => {
    switch (input.kind) {
      case 'blogPost':
        return { ...samplePost, ...input.body, featuredImage: undefined };
      case 'portfolio':
        return samplePortfolio;
      case 'showcase':
        return sampleShowcase;
      case 'testimonial':
        return sampleTestimonial;
    }
  },
  setStatus: (input: StatusInput): StudioItem => ({ ...samplePost, status: input.body.status }),
  remove: () => ({ success: true }),
  upload: (): UploadAnswer => sampleUpload,
} satisfies FakeServices;
