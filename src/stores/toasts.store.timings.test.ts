import { expect, it, vi } from 'vitest';
import { useToasts } from './toasts.store';

// The store takes its default from the one timing table: change the table, the toasts follow.
vi.mock('@machines/timings', async (importOriginal) => {
  const { TIMINGS } = await importOriginal<typeof import('@machines/timings')>();
  return { TIMINGS: { ...TIMINGS, toastDefault: 1234 } };
});

it("gives a toast the timing table's default duration", () => {
  useToasts.getState().show({ title: 'Saved' });
  expect(useToasts.getState().current?.durationMs).toBe(1234);
});
