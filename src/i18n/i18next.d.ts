import 'i18next';
import type { Messages } from './messages';

// Typed keys: `t('nav.blog')` compiles, a misspelt key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
