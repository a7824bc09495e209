import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { serverRefusal } from '../testing/fixtures';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './content-studio.connect';
import {
  contentStudioFakes,
  samplePortfolio,
  samplePost,
  sampleShowcase,
  sampleTestimonial,
  sampleUpload,
} from './content-studio.fakes';
import type {
  RemoveInput,
  SaveInput,
  StatusInput,
  StudioItem,
  StudioKind,
  UploadAnswer,
} from './content-studio.kinds';
import { contentStudioMachine } from './content-studio.machine';
import { statesOfInterest } from './content-studio.states';

interface Answers {
  save?: (input: SaveInput) => Promise<StudioItem>;
  upload?: () => Promise<UploadAnswer>;
  setStatus?: (input: StatusInput) => Promise<StudioItem>;
  remove?: (input: RemoveInput) => Promise<unknown>;
}

const start = (kind: StudioKind = 'blogPost', answers: Answers = {}) => {
  const recorder = recordToasts();
  const refreshList = vi.fn();
  const save = vi.fn(answers.save ?? (async (input: SaveInput) => contentStudioFakes.save(input)));
  const upload = vi.fn(answers.upload ?? (async () => sampleUpload));
  const setStatus = vi.fn(
    answers.setStatus ?? (async (input: StatusInput) => contentStudioFakes.setStatus(input)),
  );
  const remove = vi.fn(answers.remove ?? (async () => ({ success: true })));
  const actor = createActor(
    contentStudioMachine.provide({
      actors: {
        save: fromPromise(({ input }: { input: SaveInput }) => save(input)),
        upload: fromPromise(() => upload()),
        setStatus: fromPromise(({ input }: { input: StatusInput }) => setStatus(input)),
        remove: fromPromise(({ input }: { input: RemoveInput }) => remove(input)),
      },
      actions: { showToast: recorder.showToast, refreshList },
    }),
    { input: { kind } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const field = (name: string) => view().fields.find((entry) => entry.name === name)!;
  const type = (name: string, value: string) => field(name).props.onChange({ target: { value } });
  /** Picks the language in the Translations section and writes the field's text in it. */
  const translate = (language: string, name: string, value: string) => {
    view().onTranslationLanguage(language);
    view()
      .translationFields.find((entry) => entry.field === name)!
      .props.onChange({ target: { value } });
  };
  const settled = () =>
    waitFor(actor, (s) => s.matches('browsing') || s.matches('editing') || s.matches('confirmingDelete'));
  const english = () => englishOf(recorder.last());
  return { view, field, type, translate, save, upload, setStatus, remove, refreshList, settled, english };
};

describe('contentStudio', () => {
  it('proposes the slug from the title until the admin writes one, and saves Markdown as HTML', async () => {
    const { view, field, type, save, refreshList, settled, english } = start();
    view().onCreate();
    expect(view()).toMatchObject({ isEditing: true, isNew: true, status: 'draft' });
    type('title', 'Speed Sells: Café Pages');
    expect(field('slug').props.value).toBe('speed-sells-cafe-pages');
    type('slug', 'speed-sells');
    type('title', 'Speed sells, really');
    expect(field('slug').props.value).toBe('speed-sells');
    type('excerpt', 'Why fast pages keep visitors.');
    type('content', '## Why\n\nVisitors **leave** slow pages.');
    type('tags', 'Performance, , SEO ');
    view().onStatusChange('published');
    view().onStatusChange('live');
    view().getSaveProps().onClick();
    expect(view().getSaveProps()).toMatchObject({ disabled: true, 'aria-busy': true });
    await settled();
    expect(save).toHaveBeenCalledWith({
      kind: 'blogPost',
      id: null,
      body: {
        title: 'Speed sells, really',
        slug: 'speed-sells',
        excerpt: 'Why fast pages keep visitors.',
        content: '<h2>Why</h2>\n<p>Visitors <strong>leave</strong> slow pages.</p>\n',
        tags: ['Performance', 'SEO'],
        status: 'published',
      },
    });
    expect(view().isEditing).toBe(false);
    expect(refreshList).toHaveBeenCalledTimes(1);
    expect(english()).toEqual({
      title: 'Saved',
      description: 'Your changes are stored.',
      variant: 'success',
    });
  });

  it('previews in the language being edited: a translation picked or written, English again after an English change', () => {
    const { view, type, translate } = start('portfolio');
    view().onCreate();
    type('title', 'Northwind Cloud');
    type('description', 'A cloud backup start-up.');
    view().getPreviewProps().onClick();
    expect(view().preview).toMatchObject({
      language: 'en',
      dir: 'ltr',
      project: { title: 'Northwind Cloud' },
    });
    view().getPreviewProps().onClick();

    // A description in Arabic, none of the title: the Arabic page shows the English title (the
    // public card marks it lang="en") beside the Arabic description, right to left.
    translate('ar', 'description', 'شركة ناشئة للنسخ الاحتياطي السحابي.');
    view().getPreviewProps().onClick();
    expect(view().preview).toMatchObject({
      language: 'ar',
      dir: 'rtl',
      project: {
        title: 'Northwind Cloud',
        description: 'A cloud backup start-up.',
        translations: { ar: { description: 'شركة ناشئة للنسخ الاحتياطي السحابي.' } },
      },
    });
    view().getPreviewProps().onClick();

    // Picking another language is editing it; the status is no language's.
    view().onTranslationLanguage('ja');
    view().onStatusChange('published');
    view().getPreviewProps().onClick();
    expect(view().preview).toMatchObject({ language: 'ja', dir: 'ltr' });
    view().getPreviewProps().onClick();

    type('title', 'Northwind Cloud Platform');
    view().getPreviewProps().onClick();
    expect(view().preview).toMatchObject({ language: 'en' });
  });

  it('opens every item in English, whatever language the last one was edited in', () => {
    const { view, translate } = start('portfolio');
    view().onCreate();
    translate('ar', 'title', 'نورثويند');
    view().getCancelProps().onClick();
    view().onCreate();
    view().getPreviewProps().onClick();
    expect(view().preview).toMatchObject({ language: 'en' });
  });

  it('shows a taken slug (409) on the slug field and keeps everything written', async () => {
    const { view, field, type, settled, english } = start('blogPost', {
      save: async () => {
        throw serverRefusal(409, 'slug: This address is already used by another post');
      },
    });
    view().onCreate();
    type('title', 'Speed sells');
    type('content', 'Body');
    view().getSaveProps().onClick();
    await settled();
    expect(view().isEditing).toBe(true);
    expect(field('slug').error).toEqual({
      key: 'slugTaken',
      message: 'This address is already used by another post',
    });
    expect(field('slug').props['aria-invalid']).toBe(true);
    expect(field('title').props.value).toBe('Speed sells');
    expect(field('content').props.value).toBe('Body');
    expect(english()).toEqual({
      title: 'Please check the form',
      description: 'A field needs a change; it is marked in the form.',
      variant: 'error',
    });
    type('slug', 'speed-sells-2');
    expect(field('slug').error).toBeNull();
  });

  it('shows a 400 on the field it names (a translated field on its own field), else a toast', async () => {
    let refusal = serverRefusal(400, 'title: Must not contain HTML tags');
    const { view, field, settled, english } = start('blogPost', {
      save: async () => {
        throw refusal;
      },
    });
    view().onCreate();
    view().getSaveProps().onClick();
    await settled();
    expect(field('title').error).toEqual({ key: 'server', message: 'Must not contain HTML tags' });
    refusal = serverRefusal(400, 'tags.1: Must not contain HTML tags');
    view().getSaveProps().onClick();
    await settled();
    expect(field('tags').error).toEqual({ key: 'server', message: 'Must not contain HTML tags' });
    refusal = serverRefusal(500, 'Database unavailable');
    view().getSaveProps().onClick();
    await settled();
    expect(english()).toEqual({ title: 'Error', description: 'Database unavailable', variant: 'error' });
    expect(view().isEditing).toBe(true);
  });

  it('edits a stored post: its fields, an uploaded image, a removed image sent as null', async () => {
    const { view, field, type, save, settled } = start();
    view().onEdit({ ...samplePost, featuredImage: '/media/old.svg' });
    expect(view()).toMatchObject({ isNew: false, imageUrl: '/media/old.svg' });
    expect(field('tags').props.value).toBe('Performance');
    type('title', 'Renamed');
    expect(field('slug').props.value).toBe(samplePost.slug);
    view().onImageChoose(new Blob(['png']));
    expect(view().isUploading).toBe(true);
    await settled();
    expect(view().imageUrl).toBe(sampleUpload.url);
    type('featuredImage', '');
    view().getSaveProps().onClick();
    await settled();
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      kind: 'blogPost',
      id: samplePost.id,
      body: { title: 'Renamed', slug: samplePost.slug, featuredImage: null },
    });
  });

  it('shows a stored draft’s drawn picture at its signed address, and saves without it', async () => {
    const { view, type, save, settled } = start();
    const draft = {
      ...samplePost,
      status: 'draft' as const,
      featuredImage: '/media/blog-post-speed.svg',
      previewImage: '/media/blog-post-speed.svg?preview=signed',
    };
    view().onEdit(draft);
    expect(view().imageUrl).toBe('/media/blog-post-speed.svg?preview=signed');
    type('title', 'Renamed');
    view().getSaveProps().onClick();
    await settled();
    const sent = JSON.stringify(save.mock.calls[0]?.[0]);
    expect(sent).not.toContain('preview=');
    // Closed, the dialog's exit animation still shows the item, never its public (404) address.
    view().onEdit(draft);
    view().getCancelProps().onClick();
    expect(view()).toMatchObject({ isEditing: false, isNew: false, imageUrl: draft.previewImage });
  });

  it('shows a refused upload on the image field, and a failed one as a toast', async () => {
    let refusal: Error = serverRefusal(400, 'file: The file is not an image');
    const { view, field, settled, english } = start('testimonial', {
      upload: async () => {
        throw refusal;
      },
    });
    view().onCreate();
    view().onImageChoose(new Blob(['text']));
    await settled();
    expect(field('clientImage').error).toEqual({ key: 'server', message: 'The file is not an image' });
    refusal = new Error('');
    view().onImageChoose(new Blob(['png']));
    await settled();
    expect(english()).toEqual({
      title: 'Error',
      description: 'Could not reach the server. Check your connection and try again.',
      variant: 'error',
    });
  });

  it('previews the post with its Markdown as HTML, and Cancel closes the editor', () => {
    const { view, type } = start();
    view().onCreate();
    type('content', '**Hi**');
    view().getPreviewProps().onClick();
    expect(view()).toMatchObject({
      previewing: true,
      preview: { kind: 'blogPost', post: { content: '<p><strong>Hi</strong></p>\n' } },
    });
    view().getPreviewProps().onClick();
    expect(view()).toMatchObject({ previewing: false, preview: null });
    view().getCancelProps().onClick();
    expect(view().isEditing).toBe(false);
  });

  it('saves a testimonial with its rating as a number', async () => {
    const { view, type, save, settled } = start('testimonial');
    view().onEdit(sampleTestimonial);
    type('rating', '4');
    view().getSaveProps().onClick();
    await settled();
    expect(save.mock.calls[0]?.[0]).toEqual({
      kind: 'testimonial',
      id: sampleTestimonial.id,
      body: {
        clientName: 'Maria Delgado',
        clientCompany: 'Harborline Credit Union',
        rating: 4,
        content: 'Our members find what they need in two taps.',
        clientImage: '/media/avatar-maria-gonzalez.svg',
        status: 'published',
      },
    });
  });

  it('creates a portfolio project: category, featured, date, technologies, uploaded image, no blank live URL', async () => {
    const { view, field, type, save, settled } = start('portfolio');
    view().onCreate();
    expect(field('category')).toMatchObject({
      type: 'select',
      options: ['technology', 'creative', 'fintech', 'agency'],
      props: { value: 'technology' },
    });
    expect(field('featured').props.value).toBe('false');
    type('title', 'Fischer Bakery');
    type('description', 'Orders for the morning bake, taken overnight.');
    type('category', 'creative');
    type('featured', 'true');
    type('completedDate', '2026-10-01');
    type('technologies', 'React, , Stripe ');
    view().onImageChoose(new Blob(['png']));
    await settled();
    expect(field('imageUrl').props.value).toBe(sampleUpload.url);
    view().getSaveProps().onClick();
    await settled();
    expect(save).toHaveBeenCalledWith({
      kind: 'portfolio',
      id: null,
      body: {
        title: 'Fischer Bakery',
        description: 'Orders for the morning bake, taken overnight.',
        category: 'creative',
        imageUrl: sampleUpload.url,
        featured: true,
        completedDate: '2026-10-01',
        technologies: ['React', 'Stripe'],
        status: 'draft',
      },
    });
  });

  it('edits a stored project: its fields loaded, a cleared live URL sent as null, a refused image on its field', async () => {
    let refusal: Error | null = null;
    const { view, field, type, save, settled } = start('portfolio', {
      upload: async () => {
        throw serverRefusal(413, 'file: The image is larger than 10 MB');
      },
      save: async (input) => {
        if (refusal) throw refusal;
        return contentStudioFakes.save(input);
      },
    });
    view().onEdit(samplePortfolio);
    expect(view().fields.map((entry) => [entry.name, entry.props.value])).toEqual([
      ['title', 'Harborline Credit Union'],
      ['description', 'A member site where loans and branches are two taps away.'],
      ['category', 'fintech'],
      ['imageUrl', '/media/portfolio-harborline.svg'],
      ['featured', 'true'],
      ['completedDate', '2026-09-14'],
      ['technologies', 'React, Node.js'],
      ['liveUrl', 'https://harborline.example.com'],
    ]);
    view().onImageChoose(new Blob(['huge']));
    await settled();
    expect(field('imageUrl').error).toEqual({ key: 'server', message: 'The image is larger than 10 MB' });
    expect(field('imageUrl').props.value).toBe('/media/portfolio-harborline.svg');
    refusal = serverRefusal(400, 'completedDate: Invalid ISO date');
    type('completedDate', '2026-13-01');
    view().getSaveProps().onClick();
    await settled();
    expect(field('completedDate').error).toEqual({ key: 'server', message: 'Invalid ISO date' });
    refusal = null;
    type('completedDate', '2026-09-15');
    type('liveUrl', ' ');
    type('featured', 'false');
    view().getSaveProps().onClick();
    await settled();
    expect(save).toHaveBeenLastCalledWith({
      kind: 'portfolio',
      id: samplePortfolio.id,
      body: {
        title: 'Harborline Credit Union',
        description: 'A member site where loans and branches are two taps away.',
        category: 'fintech',
        imageUrl: '/media/portfolio-harborline.svg',
        featured: false,
        completedDate: '2026-09-15',
        technologies: ['React', 'Node.js'],
        liveUrl: null,
        status: 'published',
      },
    });
    expect(view().isEditing).toBe(false);
  });

  it('saves a showcase site: company, address, package; a removed screenshot sent as null', async () => {
    const { view, field, type, save, settled } = start('showcase');
    view().onCreate();
    expect(field('packageType').options).toEqual(['startup', 'professional', 'enterprise', 'platinum']);
    type('companyName', 'Fischer Bakery');
    type('websiteUrl', ' https://fischer-bakery.example.com ');
    type('packageType', 'enterprise');
    view().getSaveProps().onClick();
    await settled();
    expect(save).toHaveBeenLastCalledWith({
      kind: 'showcase',
      id: null,
      body: {
        companyName: 'Fischer Bakery',
        websiteUrl: 'https://fischer-bakery.example.com',
        packageType: 'enterprise',
        status: 'draft',
      },
    });
    view().onEdit(sampleShowcase);
    expect(view().imageUrl).toBe('/media/showcase-fischer.svg');
    type('screenshot', '');
    view().getSaveProps().onClick();
    await settled();
    expect(save).toHaveBeenLastCalledWith({
      kind: 'showcase',
      id: sampleShowcase.id,
      body: {
        companyName: 'Fischer Bakery',
        websiteUrl: 'https://fischer-bakery.example.com',
        packageType: 'professional',
        screenshot: null,
        status: 'draft',
      },
    });
  });

  it('names a project or a site by its title or company when it asks before deleting', () => {
    const portfolio = start('portfolio');
    portfolio.view().onDelete(samplePortfolio);
    expect(portfolio.view().confirmingTitle).toBe('Harborline Credit Union');
    const showcase = start('showcase');
    showcase.view().onDelete(sampleShowcase);
    expect(showcase.view().confirmingTitle).toBe('Fischer Bakery');
  });

  it('loads stored translations, sends the written ones without empty texts, and names a refused one on its field', async () => {
    let refusal: Error | null = serverRefusal(400, 'translations.ja.title: Must not contain HTML tags');
    const { view, save, settled } = start('portfolio', {
      save: async (input) => {
        if (refusal) throw refusal;
        return contentStudioFakes.save(input);
      },
    });
    view().onEdit({
      ...samplePortfolio,
      translations: { ar: { title: 'اتحاد هاربورلاين', description: '' } },
    });
    expect(view().translationLanguages).toEqual(['es', 'fr', 'de', 'zh', 'ar', 'hy', 'ja', 'ko', 'ru']);
    expect(view().translatedLanguages).toEqual(['ar']);
    view().onTranslationLanguage('ar');
    expect(
      view().translationFields.map((entry) => [entry.name, entry.field, entry.type, entry.props.value]),
    ).toEqual([
      ['translations.ar.title', 'title', 'text', 'اتحاد هاربورلاين'],
      ['translations.ar.description', 'description', 'textarea', ''],
    ]);
    view().onTranslationLanguage('xx');
    expect(view().translationLanguage).toBe('ar');
    view().onTranslationLanguage('ja');
    view().translationFields[0]?.props.onChange({ target: { value: 'ハーバーライン <b>' } });
    view().translationFields[1]?.props.onChange({ target: { value: '  ' } });
    view().onTranslationLanguage('de');
    view().getSaveProps().onClick();
    await settled();
    expect(view().translationLanguage).toBe('ja');
    expect(view().translationFields[0]?.error).toEqual({
      key: 'server',
      message: 'Must not contain HTML tags',
    });
    refusal = null;
    view().translationFields[0]?.props.onChange({ target: { value: 'ハーバーライン信用組合' } });
    view().getSaveProps().onClick();
    await settled();
    expect(save.mock.lastCall?.[0].body).toMatchObject({
      translations: { ar: { title: 'اتحاد هاربورلاين' }, ja: { title: 'ハーバーライン信用組合' } },
    });
    expect(save.mock.lastCall?.[0].body).not.toHaveProperty('translations.ja.description');
  });

  it("sends a post's translated content as HTML, leaves out an empty set on a new item, removes all on a stored one", async () => {
    const { view, type, translate, save, settled } = start('blogPost');
    view().onCreate();
    type('title', 'Speed');
    translate('es', 'content', '**Rápido**');
    translate('fr', 'title', '');
    view().getSaveProps().onClick();
    await settled();
    expect(save.mock.lastCall?.[0].body).toMatchObject({
      translations: { es: { content: '<p><strong>Rápido</strong></p>\n' } },
    });
    view().onCreate();
    type('title', 'Speed');
    translate('es', 'title', ' ');
    view().getSaveProps().onClick();
    await settled();
    expect(save.mock.lastCall?.[0].body).not.toHaveProperty('translations');
    view().onEdit({ ...samplePost, translations: { es: { title: 'Velocidad' } } });
    translate('es', 'title', '');
    view().getSaveProps().onClick();
    await settled();
    expect(save.mock.lastCall?.[0].body).toMatchObject({ translations: {} });
  });

  it("publishes a draft and unpublishes a published item: 'Published', 'Unpublished'", async () => {
    const { view, setStatus, refreshList, settled, english } = start();
    view().onToggleStatus(samplePost);
    expect(view()).toMatchObject({ canAct: false, busyId: samplePost.id });
    await settled();
    expect(setStatus).toHaveBeenCalledWith({
      kind: 'blogPost',
      id: samplePost.id,
      body: { status: 'published' },
    });
    expect(english()?.title).toBe('Published');
    view().onToggleStatus({ ...samplePost, status: 'published' });
    await settled();
    expect(setStatus).toHaveBeenLastCalledWith({
      kind: 'blogPost',
      id: samplePost.id,
      body: { status: 'draft' },
    });
    expect(english()).toEqual({
      title: 'Unpublished',
      description: 'It is a draft again and hidden from the site.',
      variant: 'success',
    });
    expect(refreshList).toHaveBeenCalledTimes(2);
  });

  it('says when a status change fails', async () => {
    const { view, settled, english } = start('blogPost', {
      setStatus: async () => {
        throw serverRefusal(404, 'Blog post not found');
      },
    });
    view().onToggleStatus(samplePost);
    await settled();
    expect(english()).toEqual({ title: 'Error', description: 'Blog post not found', variant: 'error' });
    expect(view().canAct).toBe(true);
  });

  it("deletes only after confirmation: 'Deleted'; a failure keeps the dialog open", async () => {
    let fails = true;
    const { view, remove, settled, english } = start('blogPost', {
      remove: async () => {
        if (fails) throw serverRefusal(500, '');
        return { success: true };
      },
    });
    view().onDelete(samplePost);
    expect(view().confirmingTitle).toBe(samplePost.title);
    view().getCancelDeleteProps().onClick();
    expect(view().confirmingTitle).toBeNull();
    expect(remove).not.toHaveBeenCalled();
    view().onDelete(samplePost);
    view().getConfirmDeleteProps().onClick();
    expect(view().isDeleting).toBe(true);
    await settled();
    expect(english()).toEqual({
      title: 'Error',
      description: 'The server refused the change.',
      variant: 'error',
    });
    expect(view().confirmingTitle).toBe(samplePost.title);
    fails = false;
    view().getConfirmDeleteProps().onClick();
    await settled();
    expect(remove).toHaveBeenLastCalledWith({ kind: 'blogPost', id: samplePost.id });
    expect(english()?.title).toBe('Deleted');
    expect(view().confirmingTitle).toBeNull();
  });

  itReachesEachStateOfInterest(contentStudioMachine, statesOfInterest, contentStudioFakes);
});
