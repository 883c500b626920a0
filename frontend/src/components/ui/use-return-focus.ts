/**
 * Focus return for Radix dialogs opened without a `Trigger` (by an app event or from state): Radix
 * gives focus back to its trigger only, so without one focus would fall to the page. Spread the
 * result on the dialog content: the element that had the focus when it opened gets it back.
 */
import { useCallback, useRef } from 'react';

/** The element that last lost the focus (an autofocused field takes it before the content mounts). */
let lastBlurred: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusout',
    (event) => {
      if (event.target instanceof HTMLElement) lastBlurred = event.target;
    },
    true,
  );
}

export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  const ref = useCallback((content: HTMLElement | null) => {
    if (!content) return;
    const active = document.activeElement;
    const candidate =
      active instanceof HTMLElement && active !== document.body && !content.contains(active)
        ? active
        : lastBlurred;
    opener.current = candidate && !content.contains(candidate) ? candidate : null;
  }, []);
  return {
    ref,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
