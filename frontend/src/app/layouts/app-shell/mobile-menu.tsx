/**
 * The sidebar as a slide-in sheet on screens 480 px wide or less
 * (docs/product.md#constants-and-limits 'Mobile breakpoint').
 */
import { X } from 'lucide-react';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from '@/components/ui/sheet';
import { SidebarContent } from './sidebar';

export function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-card shadow-lg">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <SheetTitle className="font-semibold">Menu</SheetTitle>
          <SheetClose className="rounded-sm p-1 hover:bg-muted" aria-label="Close menu">
            <X className="size-4" />
          </SheetClose>
        </div>
        <SheetDescription className="sr-only">
          Navigate to your dashboard and your team
        </SheetDescription>
        <SidebarContent onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
