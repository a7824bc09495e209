/** What search results show of a description (PageHead: 50 to 160 characters). */
export const DESCRIPTION_MAX = 160;

/** A text cut to a page description: whole words, an ellipsis when cut. */
export const toMetaDescription = (text: string, max = DESCRIPTION_MAX): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
};
