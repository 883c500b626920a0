/**
 * The sidebar's 'Add to your team' menu (docs/product.md#app-shell): Add a direct report, Connect
 * Google Calendar. Loaded on first use by the sidebar (components/ui/menu-on-first-use.tsx); it
 * mounts open around `trigger`.
 */
import { UserPlus } from 'lucide-react';
import type { ReactElement } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ConnectCalendarMenuItem } from '@/features/integrations';

export function SidebarAddMenu({
  trigger,
  openedWithKeyboard,
  onAddDirectReport,
}: {
  trigger: ReactElement;
  openedWithKeyboard: boolean;
  onAddDirectReport: () => void;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" focusFirstItem={openedWithKeyboard}>
        <DropdownMenuItem onSelect={onAddDirectReport}>
          <UserPlus /> Add a direct report
        </DropdownMenuItem>
        <ConnectCalendarMenuItem />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
