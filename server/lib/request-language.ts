/**
 * The language a request speaks, for the mail written to its account (decision 36): the body's
 * `language` when the page sent one, else a `lang` cookie (the stored choice), else the first
 * supported language of Accept-Language, else English.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@contract/catalogue';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const supported = (value: string | undefined): LanguageCode | undefined => {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGE_CODES.find((code) => code === base);
};

const headerText = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

/** The `lang` cookie's language, if it names a supported one. */
function cookieLanguage(headers: Headers): LanguageCode | undefined {
  for (const pair of headerText(headers.cookie).split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === 'lang') return supported(value);
  }
  return undefined;
}

/** The supported language Accept-Language prefers most (q-values honoured, ties in order). */
function acceptedLanguage(headers: Headers): LanguageCode | undefined {
  const ranked = headerText(headers['accept-language'])
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? '1');
      return { language: supported(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.language !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language;
}

export function requestLanguage(headers: Headers, fromBody?: LanguageCode): LanguageCode {
  return fromBody ?? cookieLanguage(headers) ?? acceptedLanguage(headers) ?? DEFAULT_LANGUAGE;
}
