/**
 * The avatar menu's Radix form (user-menu.tsx loads it on first use): the user's first name and
 * email, Profile and Sign out (docs/product.md#app-shell). It mounts open around `trigger`. Sign
 * out saves the open notes first, then removes every private draft from this device
 * (docs/product.md#private-drafts-on-this-device) before ending the session.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserRound } from 'lucide-react';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { clearPrivateDrafts } from '@/lib/private-drafts';
import { useSaveChecklistsBeforeSignOut } from '@/features/commitments/sync/checklist-sync-slot';
import { useSaveNotesBeforeSignOut } from '@/features/notes';
import { useDisplayUser } from '@/features/profile';

export function UserMenuDropdown({
  trigger,
  openedWithKeyboard,
}: {
  trigger: ReactElement;
  openedWithKeyboard: boolean;
}) {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useDisplayUser();
  const saveNotes = useSaveNotesBeforeSignOut();
  const saveChecklists = useSaveChecklistsBeforeSignOut();

  const onSignOut = async () => {
    await Promise.all([saveNotes(), saveChecklists()]);
    clearPrivateDrafts();
    await signOut();
    queryClient.clear();
    navigate(paths.home);
  };

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56" focusFirstItem={openedWithKeyboard}>
        <DropdownMenuLabel>
          <p className="font-medium">{me.firstName}</p>
          {me.email ? <p className="truncate text-xs text-muted-foreground">{me.email}</p> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
          <UserRound /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOut /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
