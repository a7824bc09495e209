import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchPageEvent, installOpenForm, onPageEvent } from './page-events';

describe('page events', () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('delivers an event without detail to its listeners as a window event', () => {
    const handler = vi.fn();
    const windowListener = vi.fn();
    cleanups.push(onPageEvent('openCustomerPortal', handler));
    window.addEventListener('openCustomerPortal', windowListener);
    cleanups.push(() => window.removeEventListener('openCustomerPortal', windowListener));

    dispatchPageEvent('openCustomerPortal');

    expect(handler).toHaveBeenCalledTimes(1);
    expect(windowListener).toHaveBeenCalledTimes(1);
    expect(windowListener.mock.calls[0]?.[0]).toBeInstanceOf(CustomEvent);
  });

  it('delivers the package and price of openQuickOnboarding', () => {
    const handler = vi.fn();
    cleanups.push(onPageEvent('openQuickOnboarding', handler));
    dispatchPageEvent('openQuickOnboarding', { packageType: 'platinum', packagePrice: 6995 });
    expect(handler).toHaveBeenCalledWith({ packageType: 'platinum', packagePrice: 6995 });
  });

  it('only calls the listeners of the dispatched event', () => {
    const portal = vi.fn();
    const login = vi.fn();
    cleanups.push(onPageEvent('openAdminPortal', portal), onPageEvent('openCustomerLogin', login));
    dispatchPageEvent('openCustomerLogin');
    expect(portal).not.toHaveBeenCalled();
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener after unsubscribing', () => {
    const handler = vi.fn();
    const unsubscribe = onPageEvent('tourCompleted', handler);
    unsubscribe();
    dispatchPageEvent('tourCompleted');
    expect(handler).not.toHaveBeenCalled();
  });

  it('window.openForm opens the package selection', () => {
    const handler = vi.fn();
    cleanups.push(onPageEvent('openPackageSelection', handler), installOpenForm());
    window.openForm?.();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('removes window.openForm when uninstalled', () => {
    installOpenForm()();
    expect(window.openForm).toBeUndefined();
  });
});
