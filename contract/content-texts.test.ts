import { describe, expect, it } from 'vitest';
import { inLanguageOnly } from './content-texts';

const project = {
  id: 'p1',
  title: 'Northwind Cloud',
  description: 'A cloud platform.',
  translations: { de: { description: 'Eine Cloud-Plattform.' }, ar: { description: 'منصة سحابية.' } },
};
const plain = { id: 's1', companyName: 'Harborline' };

describe('inLanguageOnly', () => {
  it("keeps a record's translation into the page's language and no other", () => {
    expect(inLanguageOnly(project, 'ar')).toEqual({
      ...project,
      translations: { ar: { description: 'منصة سحابية.' } },
    });
  });

  it('keeps no translation on an English page, nor in a language the record lacks', () => {
    expect(inLanguageOnly(project, 'en').translations).toEqual({});
    expect(inLanguageOnly(project, 'ja').translations).toEqual({});
  });

  it('narrows every record of a list and of the lists of a page object, and leaves other data as it is', () => {
    expect(inLanguageOnly([project, plain], 'de')).toEqual([
      { ...project, translations: { de: { description: 'Eine Cloud-Plattform.' } } },
      plain,
    ]);
    expect(inLanguageOnly({ posts: [project], total: 1 }, 'en')).toEqual({
      posts: [{ ...project, translations: {} }],
      total: 1,
    });
    expect(inLanguageOnly('text', 'de')).toBe('text');
    expect(project.translations.ar).toBeDefined(); // the record itself is not changed
  });
});
