/** How the coverage suite explores the content studio. */
import type { CoverageSpec } from '../testing/coverage';
import { serverRefusal } from '../testing/fixtures';
import { samplePost, sampleTestimonial, sampleUpload } from './content-studio.fakes';
import { contentStudioMachine, type ContentStudioMachine } from './content-studio.machine';

export const contentStudioCoverage: CoverageSpec<ContentStudioMachine> = {
  name: 'contentStudio',
  machine: contentStudioMachine,
  inputs: [{ kind: 'blogPost' }],
  events: {
    edit: [{ type: 'edit', item: samplePost }],
    'status.toggle': [
      { type: 'status.toggle', item: samplePost },
      { type: 'status.toggle', item: sampleTestimonial },
    ],
    'delete.ask': [{ type: 'delete.ask', item: samplePost }],
    'field.change': [{ type: 'field.change', name: 'title', value: 'Speed sells' }],
    'image.choose': [{ type: 'image.choose', file: new Blob(['x']) }],
    'translation.language': [{ type: 'translation.language', language: 'ar' }],
  },
  outcomes: {
    save: {
      done: [samplePost],
      error: [
        serverRefusal(409, 'slug: taken'),
        serverRefusal(400, 'translations.ar.title: Must not contain HTML tags'),
        serverRefusal(500, 'Down'),
      ],
    },
    upload: { done: [sampleUpload], error: [serverRefusal(400, 'file: Not an image'), new Error('')] },
    setStatus: { done: [samplePost], error: [serverRefusal(500, 'Down')] },
    remove: { done: [{ success: true }], error: [serverRefusal(404, 'Blog post not found')] },
  },
  project: ({ form: _form, fieldErrors: _errors, ...rest }) => rest,
};
