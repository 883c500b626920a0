/**
 * The sidebar as a slide-in sheet on screens 480 px wide or less (spec §9 'Mobile breakpoint').
 */
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { SidebarContent } from './sidebar';

export function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          {...returnFocus}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-card shadow-lg"
        >
          <div className="flex items-center justify-between border-b px-4 py-3">
            <DialogPrimitive.Title className="font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-sm p-1 hover:bg-muted"
              aria-label="Close menu"
            >
              <X className="size-4" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">
            Navigate to your dashboard and your team
          </DialogPrimitive.Description>
          <SidebarContent onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
