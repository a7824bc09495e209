export {
  contentStudioMachine,
  contentStudioToasts,
  studioFailedToast,
  fieldErrorOf,
  type ContentStudioMachine,
  type ContentStudioEvent,
  type FieldError,
} from './content-studio.machine';
export {
  STUDIO_KINDS,
  STUDIO_FIELDS,
  markdownToHtml,
  titleOf as studioTitleOf,
  type StudioKind,
  type StudioItem,
  type StudioItems,
  type StudioForm,
  type FieldType as StudioFieldType,
  type ContentStatus as StudioStatus,
  type EditingLanguage as StudioEditingLanguage,
  type SaveInput as StudioSaveInput,
  type StatusInput as StudioStatusInput,
  type RemoveInput as StudioRemoveInput,
  type UploadAnswer as StudioUploadAnswer,
} from './content-studio.kinds';
export {
  connect as connectContentStudio,
  type ContentStudioView,
  type StudioField,
} from './content-studio.connect';
export {
  previewOf as studioPreviewOf,
  type StudioPreview,
  type PreviewLanguage as StudioPreviewLanguage,
} from './content-studio.preview';
export { statesOfInterest as contentStudioStatesOfInterest } from './content-studio.states';
export { contentStudioFakes } from './content-studio.fakes';
