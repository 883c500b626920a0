/**
 * The avatar menu: the user's first name and email, Profile and Sign out (spec §2 'App shell').
 * The name comes from the profile, falling back to the session's first or full name, else 'User'
 * (spec §8 'Profile load failure (shell)').
 */
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { PersonAvatar } from '@/components/person-avatar';
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
import { useDisplayUser } from '@/features/profile';

export function UserMenu() {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useDisplayUser();

  const onSignOut = async () => {
    await signOut();
    queryClient.clear();
    navigate(paths.home);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-ring">
        {/* Named by its content, so the name holds what is seen: the avatar is the user's picture. */}
        <span className="sr-only">Account menu</span>
        <PersonAvatar
          person={{
            id: me.id,
            firstName: me.firstName,
            lastName: me.lastName,
            avatar: me.imageUrl,
          }}
          size="sm"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
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
