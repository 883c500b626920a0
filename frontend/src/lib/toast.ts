/**
 * The app's toasts: sonner's `toast`, `toast.success` and `toast.error` with the same arguments,
 * but sonner itself (about 9 kB gzip) and its `<Toaster />` (app/app-providers.tsx) load on the
 * first toast, not with a page's first load (docs/performance.md#a-light-first-page). The toast
 * appears once the Toaster has mounted (sonner replays the active toasts to a new Toaster).
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type ToastArguments = Parameters<Sonner['toast']>;

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

/** Whether any toast was asked for yet (the Toaster mounts from then on). */
export const toastRequested = (): boolean => requested;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe. */
export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner's module, loaded once. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

function show(kind: 'message' | 'success' | 'error', ...args: ToastArguments): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast }) => {
    if (kind === 'message') toast(...args);
    else toast[kind](...args);
  });
}

/** Shows a toast; `toast.success` and `toast.error` show sonner's success and error toasts. */
export const toast = Object.assign((...args: ToastArguments) => show('message', ...args), {
  success: (...args: ToastArguments) => show('success', ...args),
  error: (...args: ToastArguments) => show('error', ...args),
});
