import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePreferences } from '@src/stores/preferences.store';
import { useAppearance } from './use-appearance';

/** A controllable `prefers-color-scheme: dark` media query. */
const stubSystemScheme = (dark: boolean) => {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = () => query as unknown as MediaQueryList;
  return (nextDark: boolean) => {
    dark = nextDark;
    listeners.forEach((listener) => listener());
  };
};

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  usePreferences.setState({ theme: 'light' });
});

describe('useAppearance', () => {
  it('renders the chosen theme regardless of the system', () => {
    stubSystemScheme(true);
    usePreferences.setState({ theme: 'light' });
    expect(renderHook(() => useAppearance()).result.current).toBe('light');
  });

  it('follows the operating system live when the theme is system', () => {
    const setSystemDark = stubSystemScheme(false);
    usePreferences.setState({ theme: 'system' });
    const { result } = renderHook(() => useAppearance());
    expect(result.current).toBe('light');
    act(() => setSystemDark(true));
    expect(result.current).toBe('dark');
    act(() => setSystemDark(false));
    expect(result.current).toBe('light');
  });
});
