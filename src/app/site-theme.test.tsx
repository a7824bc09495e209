import { Theme, useThemeContext } from '@radix-ui/themes';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_THEME, SiteTheme } from './site-theme';
import { ThemeScope } from './theme-scope';

/** Shows what a Radix Themes component reads from the nearest theme. */
function ThemeProbe() {
  const { appearance, accentColor, grayColor, resolvedGrayColor, radius, scaling, panelBackground } =
    useThemeContext();
  const seen = { appearance, accentColor, grayColor, resolvedGrayColor, radius, scaling, panelBackground };
  return <i data-theme={JSON.stringify(seen)} />;
}

describe('the site theme', () => {
  it("renders the element and context Radix Themes' own <Theme> renders for the site's settings", () => {
    const ours = renderToString(
      <SiteTheme>
        <ThemeScope>
          <ThemeProbe />
        </ThemeScope>
      </SiteTheme>,
    );
    const radix = renderToString(
      <Theme {...SITE_THEME}>
        <ThemeProbe />
      </Theme>,
    );
    expect(ours).toBe(radix);
  });
});
