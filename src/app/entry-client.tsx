/**
 * The browser's entry. The server sent the page rendered in its URL's language (`<html lang>`):
 * the page's code and texts are loaded in that language only, then React hydrates the HTML it
 * finds, and the browser's own state (stored theme, tokens) is applied after that.
 */
import './theme.css';
import './global.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { languageOfPath } from '@contract/language-paths';
import { i18n, loadFormatters, loadTexts } from '@src/i18n/i18n';
import { isLanguageCode } from '@src/i18n/resolve-language';
import { SHELL_TEXTS } from '@src/i18n/text-groups';
import { setSiteOrigin } from '@src/lib/site-origin';
import { storeLanguageChoice, usePreferences } from '@src/stores/preferences.store';
import { AppProviders } from './app-providers';
import { storedLanguageTarget } from './browser-state';
import { installOpenForm } from './page-events';
import { AppRoutes } from './app-routes';
import { preloadPagesAt } from './routes';
import { yieldToBrowser } from './yield-to-browser';
// The CSS of the parts every page loads after its first paint (the toaster; the funnel's corner,
// tour and onboarding steps; the pictures of the sections shown when idle) travels in the site's
// stylesheet, after Radix's rules as before: about 1.6 KB gzipped, where each late stylesheet of its
// own forced a full style recalculation of the page.
import '@src/components/responsive-image/responsive-image.css';
import '@src/components/sheet-card/sheet-card.css';
import '@src/components/toaster/toaster.css';
import '@src/features/funnel/funnel.css';
import '@src/features/funnel/guided-tour/guided-tour.css';
import '@src/features/funnel/onboarding/step-indicator.css';

/**
 * Runs once, after hydration: an unprefixed page whose visitor stored another language (the cookie
 * that would have had the server redirect was lost) goes to that language's URL, the cookie
 * written again; and the document says the page now answers (`<html data-hydrated>`, which
 * browser tests wait for before they press or send page events: the server's HTML shows before
 * React listens).
 */
function AfterHydration() {
  useEffect(() => {
    const target = storedLanguageTarget(window.location);
    if (target) {
      storeLanguageChoice(target.language);
      window.location.replace(target.url);
      return;
    }
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A page the server rendered is hydrated, in its language (its URL's); the dev server's empty
  // shell is rendered from scratch in its URL's.
  const prerendered = container.hasChildNodes();
  const rendered = document.documentElement.lang;
  const language =
    prerendered && isLanguageCode(rendered) ? rendered : languageOfPath(window.location.pathname).language;

  setSiteOrigin(
    document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content ?? window.location.href,
  );
  // The preference store follows the page as the server rendered it (i18next is set below).
  usePreferences.setState({ language });
  // Each step its own task (yield-to-browser.ts): evaluating the site's code, then its texts and
  // the page's code (after the formatters it may use as it loads: at once, unless the browser lacks
  // the language's formatting data), then i18next's switch, then hydration, which React slices.
  await yieldToBrowser();
  await Promise.all([
    loadTexts(language, SHELL_TEXTS),
    loadFormatters(language).then(() => preloadPagesAt(window.location)),
  ]);
  await yieldToBrowser();
  await i18n.changeLanguage(language);
  installOpenForm();
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <AfterHydration />
      </AppProviders>
    </StrictMode>
  );
  // In a transition, React hydrates in slices and yields to the browser between them, so the page
  // stays responsive (no long task) while it becomes interactive.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
