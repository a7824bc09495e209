/** View props of the content studio: the list's actions, the editor's fields, preview and dialogs. */
import type { SnapshotFrom } from 'xstate';
import { actionProps, fieldProps, type ActionProps, type FieldProps } from '../shared/view-props';
import {
  STATUSES,
  STUDIO_FIELDS,
  IMAGE_FIELD,
  SELECT_OPTIONS,
  TRANSLATION_LANGUAGES,
  translatedFieldsOf,
  translationKey,
  type ContentStatus,
  type FieldType,
  type StudioItem,
  type StudioKind,
  type TranslationLanguage,
} from './content-studio.kinds';
import type { ContentStudioEvent, ContentStudioMachine, FieldError } from './content-studio.machine';
import { featuredImageOf, previewOf, type StudioPreview } from './content-studio.preview';

export interface StudioField {
  /** Its key in the form: the English field's name, or `translations.<language>.<field>`. */
  name: string;
  /** The English field it is or translates (its label's name). */
  field: string;
  type: FieldType;
  /** A 'select' field's choices, as the contract names them. */
  options: readonly string[];
  props: FieldProps;
  error: FieldError | null;
}

export interface ContentStudioView {
  kind: StudioKind;
  /** List buttons work only while nothing else runs. */
  canAct: boolean;
  /** The item whose list action (publish, delete) is running, for its spinner. */
  busyId: string | null;
  onCreate: () => void;
  onEdit: (item: StudioItem) => void;
  onToggleStatus: (item: StudioItem) => void;
  onDelete: (item: StudioItem) => void;
  /** The editor: open, new or stored, and its fields in order. */
  isEditing: boolean;
  /** The fields take changes (not while an image uploads or the item saves). */
  canEdit: boolean;
  /** The stored item the editor changes; null for a new one. */
  editingId: string | null;
  isNew: boolean;
  fields: StudioField[];
  /** The Translations section: the nine other languages, the one picked, and its texts of the kind. */
  translationLanguages: readonly TranslationLanguage[];
  translationLanguage: TranslationLanguage;
  onTranslationLanguage: (language: string) => void;
  translationFields: StudioField[];
  /** The languages with at least one text written. */
  translatedLanguages: readonly TranslationLanguage[];
  status: ContentStatus;
  statuses: readonly ContentStatus[];
  onStatusChange: (value: string) => void;
  imageUrl: string;
  isUploading: boolean;
  onImageChoose: (file: Blob) => void;
  previewing: boolean;
  /**
   * While previewing, the form as the public page's view of the kind receives it (the post's
   * Markdown made HTML, its translations), in the language being edited; null otherwise.
   */
  preview: StudioPreview | null;
  getPreviewProps: () => ActionProps;
  isSaving: boolean;
  getSaveProps: () => ActionProps;
  getCancelProps: () => ActionProps;
  /** The delete confirmation: the item's title while it asks. */
  confirmingTitle: string | null;
  isDeleting: boolean;
  getConfirmDeleteProps: () => ActionProps;
  getCancelDeleteProps: () => ActionProps;
}

const isStatus = (value: string): value is ContentStatus => (STATUSES as readonly string[]).includes(value);

export const connect = (
  snapshot: SnapshotFrom<ContentStudioMachine>,
  send: (event: ContentStudioEvent) => void,
): ContentStudioView => {
  const { kind, form, fieldErrors, editing, previewing, target } = snapshot.context;
  const editingId = editing?.id ?? null;
  const isSaving = snapshot.matches('saving');
  const isUploading = snapshot.matches('uploading');
  const isEditing = snapshot.matches('editing') || isSaving || isUploading;
  const canEdit = snapshot.matches('editing');
  const isDeleting = snapshot.matches('deleting');
  const confirming = snapshot.matches('confirmingDelete') || isDeleting;
  const busyId = snapshot.matches('changingStatus') || isDeleting ? (target?.id ?? null) : null;
  const fieldOf = (name: string, field: string, type: FieldType): StudioField => ({
    name,
    field,
    type,
    options: type === 'select' ? (SELECT_OPTIONS[name] ?? []) : [],
    error: fieldErrors[name] ?? null,
    props: fieldProps({
      value: form[name] ?? '',
      enabled: canEdit,
      invalid: name in fieldErrors,
      onValue: (value) => send({ type: 'field.change', name, value }),
    }),
  });
  const types: Readonly<Record<string, FieldType>> = STUDIO_FIELDS[kind];
  const fields = Object.entries(types).map(([name, type]) => fieldOf(name, name, type));
  const { translationLanguage } = snapshot.context;
  const translationFields = translatedFieldsOf(kind).map((field) =>
    fieldOf(translationKey(translationLanguage, field), field, types[field] ?? 'text'),
  );
  const translatedLanguages = TRANSLATION_LANGUAGES.filter((language) =>
    translatedFieldsOf(kind).some((field) => (form[translationKey(language, field)] ?? '').trim() !== ''),
  );
  return {
    kind,
    canAct: snapshot.matches('browsing'),
    busyId,
    onCreate: () => send({ type: 'create' }),
    onEdit: (item) => send({ type: 'edit', item }),
    onToggleStatus: (item) => send({ type: 'status.toggle', item }),
    onDelete: (item) => send({ type: 'delete.ask', item }),
    isEditing,
    canEdit,
    editingId,
    isNew: editingId === null,
    fields,
    translationLanguages: TRANSLATION_LANGUAGES,
    translationLanguage,
    onTranslationLanguage: (language) => {
      const known = TRANSLATION_LANGUAGES.find((entry) => entry === language);
      if (known) send({ type: 'translation.language', language: known });
    },
    translationFields,
    translatedLanguages,
    status: isStatus(form.status ?? '') ? (form.status as ContentStatus) : 'draft',
    statuses: STATUSES,
    onStatusChange: (value) => {
      if (isStatus(value)) send({ type: 'field.change', name: 'status', value });
    },
    // What the field shows: a stored draft's drawn picture at its signed address (the public one is 404).
    imageUrl: featuredImageOf(form[IMAGE_FIELD[kind]] ?? '', editing),
    isUploading,
    onImageChoose: (file) => send({ type: 'image.choose', file }),
    previewing,
    // Only while it shows: a new item is dated now.
    preview: previewing ? previewOf(kind, form, editing, new Date(), snapshot.context.editingLanguage) : null,
    getPreviewProps: () => actionProps({ enabled: canEdit, onClick: () => send({ type: 'preview.toggle' }) }),
    isSaving,
    getSaveProps: () =>
      actionProps({ enabled: canEdit, busy: isSaving, onClick: () => send({ type: 'save' }) }),
    getCancelProps: () => actionProps({ enabled: canEdit, onClick: () => send({ type: 'cancel' }) }),
    confirmingTitle: confirming ? (target?.title ?? null) : null,
    isDeleting,
    getConfirmDeleteProps: () =>
      actionProps({
        enabled: !isDeleting,
        busy: isDeleting,
        onClick: () => send({ type: 'delete.confirm' }),
      }),
    getCancelDeleteProps: () =>
      actionProps({ enabled: !isDeleting, onClick: () => send({ type: 'delete.cancel' }) }),
  };
};
