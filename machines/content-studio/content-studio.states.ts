/** The content studio's states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import { serverRefusal } from '../testing/fixtures';
import { samplePost } from './content-studio.fakes';
import type { StudioKind } from './content-studio.kinds';
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
];
