import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@src/i18n/i18n';
import { initialPreferences, usePreferences } from './preferences.store';
import { useToasts } from './toasts.store';

beforeEach(() => {
  localStorage.clear();
  useToasts.setState({ current: null, open: false });
});

describe('preferences store', () => {
  it('defaults to the light theme', () => {
    expect(initialPreferences().theme).toBe('light');
  });

  it('ignores a stored theme it does not know', () => {
    localStorage.setItem('theme', 'neon');
    expect(initialPreferences().theme).toBe('light');
  });

  it('prefers the stored language over the browser language', () => {
    localStorage.setItem('language', 'ko');
    expect(initialPreferences().language).toBe('ko');
  });

  it('stores theme and language when chosen', async () => {
    usePreferences.getState().setTheme('system');
    usePreferences.getState().setLanguage('hy');
    expect(localStorage.getItem('theme')).toBe('system');
    expect(localStorage.getItem('language')).toBe('hy');
    // The interface follows once the Armenian texts have loaded (not before the file ends).
    await vi.waitFor(() => expect(i18n.language).toBe('hy'), { timeout: 20_000 });
    usePreferences.setState({ theme: 'light', language: 'en' });
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
  });
});

describe('toast store', () => {
  it('gives a toast the default duration and the info variant', () => {
    useToasts.getState().show({ title: 'Redirecting...' });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Redirecting...',
      variant: 'info',
      durationMs: 5000,
    });
  });

  it('keeps at most one toast: showing replaces the current one', () => {
    const first = useToasts.getState().show({ title: 'One' });
    const second = useToasts.getState().show({ title: 'Two', durationMs: 8000, variant: 'success' });
    expect(second).not.toBe(first);
    expect(useToasts.getState()).toMatchObject({
      open: true,
      current: { id: second, title: 'Two', durationMs: 8000, variant: 'success' },
    });
  });

  it('ignores the dismissal of a toast that was already replaced', () => {
    const first = useToasts.getState().show({ title: 'One' });
    useToasts.getState().show({ title: 'Two' });
    useToasts.getState().dismiss(first);
    expect(useToasts.getState().open).toBe(true);
    useToasts.getState().dismiss();
    expect(useToasts.getState().open).toBe(false);
  });
});
