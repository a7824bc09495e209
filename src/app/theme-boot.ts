/**
 * The one inline script of the site: it runs in `<head>` before the first paint and puts the stored
 * theme (light, dark, or the system's when "system") on `<html>` as Radix Themes' `light` or
 * `dark` class, so a dark-theme visitor never sees a light flash, and the choice itself as
 * `data-theme-choice` (the theme button shows its icon from the first paint). The server allows exactly this
 * text by its hash in the Content-Security-Policy (the build writes the hash to `dist/csp.json`);
 * it reads the same key the preference store writes.
 */
import { LOCAL_KEYS } from '../lib/storage-keys.ts';
import { DEFAULT_THEME } from '../stores/theme-preference.ts';

export const THEME_BOOT_SCRIPT = [
  '(function(){var t;',
  `try{t=localStorage.getItem(${JSON.stringify(LOCAL_KEYS.theme)})}catch(e){}`,
  `if(t!=="light"&&t!=="dark"&&t!=="system")t=${JSON.stringify(DEFAULT_THEME)};`,
  'document.documentElement.setAttribute("data-theme-choice",t);',
  'if(t==="system")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";',
  'var c=document.documentElement.classList;c.remove("light","dark");c.add(t);',
  'document.documentElement.style.colorScheme=t})()',
].join('');
