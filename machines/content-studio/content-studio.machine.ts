/**
 * The admin portal's content studio (issue 20), one kind at a time (blog posts, portfolio projects,
 * showcase sites, testimonials): the
 * list's actions (publish or unpublish, delete after confirmation) and the editor (create, edit,
 * upload an image, preview, save). A refusal that names a field (`title: Required`, a taken slug's
 * 409, an upload's `file: …`) is shown on that field and the form is kept; any other failure is a
 * toast, and the form is kept too.
 */
import { assign, fromPromise, setup } from 'xstate';
import { slugFromTitle } from '@contract/slug';
import { isServerRefusal, messageOf } from '../shared/errors';
import { failureToast, type ToastParams } from '../shared/toast';
import {
  IMAGE_FIELD,
  TRANSLATION_KEY,
  TRANSLATION_LANGUAGES,
  emptyForm,
  fieldNamesOf,
  formOf,
  titleOf,
  toSaveInput,
  type ContentStatus,
  type EditingLanguage,
  type RemoveInput,
  type SaveInput,
  type StatusInput,
  type StudioForm,
  type StudioItem,
  type StudioKind,
  type TranslationLanguage,
  type UploadAnswer,
  type UploadInput,
} from './content-studio.kinds';

/** An error shown under a field: a text of the studio's own, or the server's words. */
export interface FieldError {
  key: 'slugTaken' | 'server';
  message: string;
}

export interface ContentStudioContext {
  kind: StudioKind;
  /** The stored item the editor changes (its id, and what the preview shows of it); null for a new one. */
  editing: StudioItem | null;
  form: StudioForm;
  /** The slug follows the title until the admin writes one (or the item has one already). */
  slugEdited: boolean;
  fieldErrors: Readonly<Record<string, FieldError>>;
  previewing: boolean;
  /** The language whose translation the editor's Translations section shows. */
  translationLanguage: TranslationLanguage;
  /**
   * The language the admin is editing, which the preview shows the item in: English until a
   * translation's language is picked or one of its texts changes, English again when an English
   * field changes.
   */
  editingLanguage: EditingLanguage;
  /** The item a list action (delete, publish) is about. */
  target: { id: string; title: string; status: ContentStatus } | null;
}

/** The language a form field's change edits: its translation's, English for an English field, else none. */
const languageOfField = (kind: StudioKind, name: string): EditingLanguage | null => {
  const translated = TRANSLATION_KEY.exec(name)?.[1];
  const language = TRANSLATION_LANGUAGES.find((entry) => entry === translated);
  if (language) return language;
  return fieldNamesOf(kind).includes(name) ? 'en' : null;
};

export type ContentStudioEvent =
  | { type: 'create' }
  | { type: 'edit'; item: StudioItem }
  | { type: 'field.change'; name: string; value: string }
  | { type: 'image.choose'; file: UploadInput }
  | { type: 'preview.toggle' }
  | { type: 'translation.language'; language: TranslationLanguage }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'status.toggle'; item: StudioItem }
  | { type: 'delete.ask'; item: StudioItem }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const key = (name: string) => `admin.studio.toast.${name}`;
export const contentStudioToasts = {
  saved: { titleKey: key('saved.title'), descriptionKey: key('saved.description'), variant: 'success' },
  published: {
    titleKey: key('published.title'),
    descriptionKey: key('published.description'),
    variant: 'success',
  },
  unpublished: {
    titleKey: key('unpublished.title'),
    descriptionKey: key('unpublished.description'),
    variant: 'success',
  },
  deleted: { titleKey: key('deleted.title'), descriptionKey: key('deleted.description'), variant: 'success' },
  checkFields: {
    titleKey: key('checkFields.title'),
    descriptionKey: key('checkFields.description'),
    variant: 'error',
  },
} as const satisfies Record<string, ToastParams>;

/** 'Error — the server's words', else 'Error — Could not reach the server …'. */
export const studioFailedToast = (error: unknown): ToastParams =>
  failureToast({ titleKey: key('failed.title'), variant: 'error' }, error, {
    refused: key('failed.refused'),
    unanswered: key('failed.unanswered'),
  });

/** `field: message` of a refusal, when the field is one of the form's (or the upload's `file`). */
export function fieldErrorOf(kind: StudioKind, error: unknown): { field: string; error: FieldError } | null {
  const message = messageOf(error);
  if (!isServerRefusal(error) || !message) return null;
  const match = /^([A-Za-z]+(?:\.[\w.]+)?): (.+)$/.exec(message);
  if (!match) return null;
  const [, fullPath = '', text = ''] = match;
  // A translated text is named with its language (`translations.ar.title`), as its form field is;
  // a translated list's item (`translations.ja.tags.1`) is its list's field.
  const translated = /^translations\.[a-z]{2}\.\w+/.exec(fullPath)?.[0];
  if (translated && TRANSLATION_KEY.test(translated)) {
    return { field: translated, error: { key: 'server', message: text } };
  }
  const path = fullPath.split('.')[0] ?? '';
  const field = path === 'file' ? IMAGE_FIELD[kind] : path;
  if (!fieldNamesOf(kind).includes(field)) return null;
  const status = (error as { status: number }).status;
  return {
    field,
    error: { key: status === 409 && field === 'slug' ? 'slugTaken' : 'server', message: text },
  };
}

const withFieldError = (
  context: ContentStudioContext,
  error: unknown,
): Readonly<Record<string, FieldError>> => {
  const found = fieldErrorOf(context.kind, error);
  return found ? { ...context.fieldErrors, [found.field]: found.error } : context.fieldErrors;
};

const withoutError = (errors: Readonly<Record<string, FieldError>>, field: string) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

const targetOf = (kind: StudioKind, item: StudioItem) => ({
  id: item.id,
  title: titleOf(kind, item),
  status: item.status,
});

export const contentStudioMachine = setup({
  types: {
    context: {} as ContentStudioContext,
    events: {} as ContentStudioEvent,
    input: {} as { kind: StudioKind },
  },
  actors: {
    save: fromPromise<StudioItem, SaveInput>(async () => {
      throw new Error('save is provided by the app');
    }),
    setStatus: fromPromise<StudioItem, StatusInput>(async () => {
      throw new Error('setStatus is provided by the app');
    }),
    remove: fromPromise<unknown, RemoveInput>(async () => {
      throw new Error('remove is provided by the app');
    }),
    upload: fromPromise<UploadAnswer, UploadInput>(async () => {
      throw new Error('upload is provided by the app');
    }),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** App: read the kind's list again. */
    refreshList: () => {},
    openNew: assign(({ context }) => ({
      editing: null,
      form: emptyForm(context.kind),
      slugEdited: false,
      fieldErrors: {},
      previewing: false,
      editingLanguage: 'en' as const,
    })),
    openItem: assign(({ context }, params: { item: StudioItem }) => ({
      editing: params.item,
      form: formOf(context.kind, params.item),
      slugEdited: true,
      fieldErrors: {},
      previewing: false,
      editingLanguage: 'en' as const,
    })),
    setField: assign(({ context }, params: { name: string; value: string }) => {
      const form: Record<string, string> = { ...context.form, [params.name]: params.value };
      const followsTitle = context.kind === 'blogPost' && !context.slugEdited;
      if (params.name === 'title' && followsTitle) form.slug = slugFromTitle(params.value);
      return {
        form,
        slugEdited: params.name === 'slug' ? params.value.trim() !== '' : context.slugEdited,
        fieldErrors: withoutError(context.fieldErrors, params.name),
        editingLanguage: languageOfField(context.kind, params.name) ?? context.editingLanguage,
      };
    }),
    setImage: assign(({ context }, params: { url: string }) => ({
      form: { ...context.form, [IMAGE_FIELD[context.kind]]: params.url },
      fieldErrors: withoutError(context.fieldErrors, IMAGE_FIELD[context.kind]),
    })),
    noteFieldError: assign(({ context }, params: { error: unknown }) => {
      // A refused translation opens its language, so its field (and the error under it) shows.
      const language = TRANSLATION_KEY.exec(fieldErrorOf(context.kind, params.error)?.field ?? '')?.[1];
      const picked = TRANSLATION_LANGUAGES.find((entry) => entry === language);
      return {
        fieldErrors: withFieldError(context, params.error),
        previewing: false,
        ...(picked ? { translationLanguage: picked, editingLanguage: picked } : {}),
      };
    }),
    togglePreview: assign({ previewing: ({ context }) => !context.previewing }),
    pickLanguage: assign((_, params: { language: TranslationLanguage }) => ({
      translationLanguage: params.language,
      editingLanguage: params.language,
    })),
    // The item stays until the next open (which sets it): the closing dialog's exit animation still
    // shows the item it closed, its title and its draft's signed picture, not "New post" and a 404.
    close: assign({ fieldErrors: {}, previewing: false }),
    setTarget: assign(({ context }, params: { item: StudioItem }) => ({
      target: targetOf(context.kind, params.item),
    })),
    clearTarget: assign({ target: null }),
  },
  guards: {
    namesAField: ({ context }, params: { error: unknown }) =>
      fieldErrorOf(context.kind, params.error) !== null,
    publishes: ({ context }) => context.target?.status === 'draft',
  },
}).createMachine({
  id: 'contentStudio',
  context: ({ input }) => ({
    kind: input.kind,
    editing: null,
    form: emptyForm(input.kind),
    slugEdited: false,
    fieldErrors: {},
    previewing: false,
    translationLanguage: TRANSLATION_LANGUAGES[0] as TranslationLanguage,
    editingLanguage: 'en',
    target: null,
  }),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        create: { target: 'editing', actions: 'openNew' },
        edit: { target: 'editing', actions: { type: 'openItem', params: ({ event }) => event } },
        'status.toggle': {
          target: 'changingStatus',
          actions: { type: 'setTarget', params: ({ event }) => event },
        },
        'delete.ask': {
          target: 'confirmingDelete',
          actions: { type: 'setTarget', params: ({ event }) => event },
        },
      },
    },
    editing: {
      on: {
        'field.change': { actions: { type: 'setField', params: ({ event }) => event } },
        'image.choose': { target: 'uploading' },
        'preview.toggle': { actions: 'togglePreview' },
        'translation.language': { actions: { type: 'pickLanguage', params: ({ event }) => event } },
        save: { target: 'saving' },
        cancel: { target: 'browsing', actions: 'close' },
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ event }) => (event.type === 'image.choose' ? event.file : new Blob()),
        onDone: { target: 'editing', actions: { type: 'setImage', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'namesAField', params: ({ event }) => event },
            target: 'editing',
            actions: { type: 'noteFieldError', params: ({ event }) => event },
          },
          {
            target: 'editing',
            actions: { type: 'showToast', params: ({ event }) => studioFailedToast(event.error) },
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => toSaveInput(context.kind, context.editing?.id ?? null, context.form),
        onDone: {
          target: 'browsing',
          actions: ['close', 'refreshList', { type: 'showToast', params: contentStudioToasts.saved }],
        },
        onError: [
          {
            guard: { type: 'namesAField', params: ({ event }) => event },
            target: 'editing',
            actions: [
              { type: 'noteFieldError', params: ({ event }) => event },
              { type: 'showToast', params: contentStudioToasts.checkFields },
            ],
          },
          {
            target: 'editing',
            actions: { type: 'showToast', params: ({ event }) => studioFailedToast(event.error) },
          },
        ],
      },
    },
    changingStatus: {
      invoke: {
        id: 'setStatus',
        src: 'setStatus',
        input: ({ context }) => ({
          kind: context.kind,
          id: context.target?.id ?? '',
          body: { status: context.target?.status === 'draft' ? 'published' : 'draft' },
        }),
        onDone: [
          {
            guard: 'publishes',
            target: 'browsing',
            actions: [
              'clearTarget',
              'refreshList',
              { type: 'showToast', params: contentStudioToasts.published },
            ],
          },
          {
            target: 'browsing',
            actions: [
              'clearTarget',
              'refreshList',
              { type: 'showToast', params: contentStudioToasts.unpublished },
            ],
          },
        ],
        onError: {
          target: 'browsing',
          actions: [
            'clearTarget',
            { type: 'showToast', params: ({ event }) => studioFailedToast(event.error) },
          ],
        },
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'browsing', actions: 'clearTarget' },
      },
    },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ kind: context.kind, id: context.target?.id ?? '' }),
        onDone: {
          target: 'browsing',
          actions: ['clearTarget', 'refreshList', { type: 'showToast', params: contentStudioToasts.deleted }],
        },
        onError: {
          target: 'confirmingDelete',
          actions: { type: 'showToast', params: ({ event }) => studioFailedToast(event.error) },
        },
      },
    },
  },
});

export type ContentStudioMachine = typeof contentStudioMachine;
