/** The content studio's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import { serverRefusal } from '../testing/fixtures';
import { samplePortfolio, samplePost, sampleShowcase } from './content-studio.fakes';
import type { StudioItem, StudioKind } from './content-studio.kinds';
import type { ContentStudioEvent } from './content-studio.machine';

type Entry = StateOfInterest<ContentStudioEvent, { kind: StudioKind }>;
const post = { kind: 'blogPost' } as const;
const written: ContentStudioEvent[] = [
  { type: 'create' },
  { type: 'field.change', name: 'title', value: 'Speed sells: faster pages win' },
  { type: 'field.change', name: 'excerpt', value: 'Why a one-second page keeps more visitors.' },
  { type: 'field.change', name: 'content', value: '## Why speed\n\nVisitors leave slow pages.' },
];

export const statesOfInterest: readonly Entry[] = [
  { name: 'List', description: 'The list, nothing open.', input: post, events: [], expected: 'browsing' },
  {
    name: 'New post',
    description: 'The editor, the slug proposed from the title.',
    input: post,
    events: written,
    expected: 'editing',
  },
  {
    name: 'Slug taken',
    description: 'Saved, and the server answered 409 on the slug: shown on the field, nothing lost.',
    input: post,
    events: [...written, { type: 'save' }],
    answers: { save: { error: serverRefusal(409, 'slug: This address is already used by another post') } },
    expected: 'editing',
  },
  {
    name: 'Preview',
    description: 'The post as its public page shows it.',
    input: post,
    events: [...written, { type: 'preview.toggle' }],
    expected: 'editing',
  },
  {
    name: 'Preview in Arabic',
    description:
      'A stored post edited in Arabic, previewed as the Arabic page shows it: its Arabic title, the untranslated texts in English.',
    input: post,
    events: [
      { type: 'edit', item: samplePost },
      { type: 'field.change', name: 'translations.ar.title', value: 'السرعة تبيع: الصفحات الأسرع تفوز' },
      { type: 'preview.toggle' },
    ],
    expected: 'editing',
  },
  {
    name: 'Translated tags',
    description: "A stored post's Translations on Arabic, its tags written there as a comma list.",
    input: post,
    events: [
      { type: 'edit', item: samplePost },
      { type: 'translation.language', language: 'ar' },
      { type: 'field.change', name: 'translations.ar.tags', value: 'الأداء, تحسين محركات البحث' },
    ],
    expected: 'editing',
  },
  {
    name: 'Translated tag refused',
    description: 'A Japanese tag with markup, saved: the 400 on Tags (日本語), which opens, nothing lost.',
    input: post,
    events: [
      { type: 'edit', item: samplePost },
      { type: 'field.change', name: 'translations.ja.tags', value: '表示速度, <i>SEO</i>' },
      { type: 'save' },
    ],
    answers: { save: { error: serverRefusal(400, 'translations.ja.tags.1: Must not contain HTML tags') } },
    expected: 'editing',
  },
  {
    name: 'Uploading',
    description: 'An image on its way; Save waits.',
    input: post,
    events: [...written, { type: 'image.choose', file: new Blob(['x']) }],
    answers: { upload: 'pending' },
    expected: 'uploading',
  },
  {
    name: 'Confirm delete',
    description: 'Delete asks first, naming the post.',
    input: post,
    events: [{ type: 'delete.ask', item: samplePost }],
    expected: 'confirmingDelete',
  },
  ...editorStates(
    'portfolio',
    'project',
    samplePortfolio,
    [
      { type: 'create' },
      { type: 'field.change', name: 'title', value: 'Fischer Bakery' },
      { type: 'field.change', name: 'description', value: 'Orders for the morning bake, taken overnight.' },
      { type: 'field.change', name: 'category', value: 'creative' },
      { type: 'field.change', name: 'featured', value: 'true' },
      { type: 'field.change', name: 'completedDate', value: '2026-10-01' },
      { type: 'field.change', name: 'technologies', value: 'React, Stripe' },
      { type: 'field.change', name: 'liveUrl', value: 'https://fischer-bakery.example.com' },
    ],
    serverRefusal(400, 'imageUrl: Expected an http(s) URL or a path starting with /'),
  ),
  ...editorStates(
    'showcase',
    'site',
    sampleShowcase,
    [
      { type: 'create' },
      { type: 'field.change', name: 'companyName', value: 'Fischer Bakery' },
      { type: 'field.change', name: 'websiteUrl', value: 'https://fischer-bakery.example.com' },
      { type: 'field.change', name: 'packageType', value: 'professional' },
    ],
    serverRefusal(400, 'websiteUrl: Expected an http(s) URL'),
  ),
];

/** A kind's list, its editor written, saving, refused on a field, previewed, and its delete asking first. */
function editorStates(
  kind: StudioKind,
  noun: string,
  item: StudioItem,
  written: ContentStudioEvent[],
  refusal: Error,
): Entry[] {
  const input = { kind };
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return [
    {
      name: `${Noun} list`,
      description: `The ${noun}s, nothing open.`,
      input,
      events: [],
      expected: 'browsing',
    },
    {
      name: `New ${noun}`,
      description: `The editor of a new ${noun}, written.`,
      input,
      events: written,
      expected: 'editing',
    },
    {
      name: `${Noun} saving`,
      description: 'Saved; the fields wait for the answer.',
      input,
      events: [...written, { type: 'save' }],
      answers: { save: 'pending' },
      expected: 'saving',
    },
    {
      name: `${Noun} refused`,
      description: 'The server refused a field: shown on that field, nothing lost.',
      input,
      events: [...written, { type: 'save' }],
      answers: { save: { error: refusal } },
      expected: 'editing',
    },
    {
      name: `${Noun} preview`,
      description: `The ${noun} as its public card shows it.`,
      input,
      events: [...written, { type: 'preview.toggle' }],
      expected: 'editing',
    },
    {
      name: `${Noun} confirm delete`,
      description: `Delete asks first, naming the ${noun}.`,
      input,
      events: [{ type: 'delete.ask', item }],
      expected: 'confirmingDelete',
    },
  ];
}
