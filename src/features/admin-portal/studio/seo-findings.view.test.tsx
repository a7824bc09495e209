import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { samplePost } from '@machines/content-studio/content-studio.fakes';
import { SeoFindings } from './seo-findings.view';

const post = {
  ...samplePost,
  seoScore: 90,
  seoFindings: [
    {
      rule: 'links',
      issue: 'No links',
      description: 'The post links nowhere. Link to a related post and to the sources it cites.',
      points: 10,
    },
  ],
};

describe("a saved post's SEO findings", () => {
  it('put each finding in an English paragraph of its own, left to right, under its points badge', () => {
    render(<SeoFindings item={post} />);
    expect(screen.getByText('SEO Score: 90%')).toBeInTheDocument();
    const [finding] = screen.getAllByRole('listitem');
    const words = within(finding!).getByText(/The post links nowhere\./);
    // Its own paragraph: in a right-to-left page the badge once sat inside the English line's bidi run.
    expect(words.tagName).toBe('P');
    expect(words).toHaveAttribute('dir', 'ltr');
    expect(words).toHaveAttribute('lang', 'en');
    const badge = within(finding!).getByText('+10 points');
    expect(words).not.toContainElement(badge);
    expect([...finding!.children]).toEqual([badge, words]);
  });
});
