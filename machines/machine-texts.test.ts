/**
 * Every key a machine hands to the app has its English text in the app's locale files, the one
 * copy of each text (machine tests read toasts in English from there too).
 */
import { describe, expect, it } from 'vitest';
import { english } from './testing/english';
import { machineTextKeys, machineToasts } from './testing/machine-text-keys';

describe('machine texts', () => {
  it('finds the keys of every toast, view text and answer toast', () => {
    expect(machineToasts.length).toBeGreaterThan(50);
    expect(machineTextKeys).toContain('common.toast.serverMessage');
    expect(machineTextKeys).toContain('account.toast.passwordTooShort.description');
  });

  it('has an English text for every key a machine uses', () => {
    expect(machineTextKeys.filter((key) => english[key] === undefined)).toEqual([]);
  });

  it('reads the English the spec words, from the locale files', () => {
    expect(english['account.toast.passwordMismatch.title']).toBe('Password Mismatch');
    expect(english['account.toast.passwordTooShort.description']).toBe(
      'Password must be at least {{min}} characters long.',
    );
  });
});
