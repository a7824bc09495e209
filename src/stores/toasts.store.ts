import { create } from 'zustand';
import { TIMINGS } from '@machines/timings';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastsState {
  /** The one toast on screen, if any (at most one at a time). */
  current: Toast | null;
  /** False while the current toast plays its exit; it is replaced by the next `show`. */
  open: boolean;
  /** Shows a toast, replacing the one on screen. Returns its id. */
  show: (input: ToastInput) => string;
  /** Closes the toast with this id (or whichever is open); a stale id does nothing. */
  dismiss: (id?: string) => void;
}

let sequence = 0;

export const useToasts = create<ToastsState>()((set, get) => ({
  current: null,
  open: false,
  show: ({ title, description, variant = 'info', durationMs = TIMINGS.toastDefault }) => {
    sequence += 1;
    const id = `toast-${sequence}`;
    set({ current: { id, title, description, variant, durationMs }, open: true });
    return id;
  },
  dismiss: (id) => {
    const { current } = get();
    if (!current || (id !== undefined && id !== current.id)) return;
    set({ open: false });
  },
}));

/** Shows a toast from outside React (machines' actions, data-layer callbacks). */
export const showToast = (input: ToastInput): string => useToasts.getState().show(input);
