/**
 * A panel that slides over the page from an edge (Radix Dialog: focus trap, Escape, aria wiring),
 * opened from app state rather than a trigger: the dimmed overlay, the content in a portal, and
 * focus given back to what had it on close (use-return-focus.ts). The caller places it with
 * `className` (which edge, how wide) and supplies its title.
 */
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useReturnFocus } from './use-return-focus';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;
export const SheetClose = DialogPrimitive.Close;

export function SheetContent({
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <DialogPrimitive.Content {...returnFocus} {...props} />
    </DialogPrimitive.Portal>
  );
}
