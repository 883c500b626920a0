/** Dropdown menu (Radix DropdownMenu: roving focus, typeahead, Escape). */
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/**
 * The menu's popup. `focusFirstItem`: its first item takes the focus when it opens (for a menu
 * mounted open after a keypress on a plain trigger, menu-on-first-use.tsx; Radix's own trigger
 * does this for the keys it handles).
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  focusFirstItem = false,
  onOpenAutoFocus,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content> & {
  focusFirstItem?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
}) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        // Radix's menu passes this to its focus scope, though its types leave it out.
        {...{
          onOpenAutoFocus: (event: Event) => {
            onOpenAutoFocus?.(event);
            if (!focusFirstItem || event.defaultPrevented) return;
            const content = event.currentTarget;
            const first =
              content instanceof HTMLElement
                ? content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
                : null;
            if (!first) return;
            event.preventDefault();
            first.focus();
          },
        }}
        className={cn('z-50 min-w-44 rounded-md border bg-card p-1 text-sm shadow-md', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-50 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2 py-1.5', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
  );
}
