/** This language's text groups, one chunk each: the index loads first, a group when it is asked for. */
export const groups = import.meta.glob<Record<string, unknown>>('./*.json', { import: 'default' });
