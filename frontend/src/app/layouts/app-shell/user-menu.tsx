/**
 * The avatar menu: the user's first name and email, Profile and Sign out
 * (docs/product.md#app-shell). The name comes from the profile, falling back to the session's first
 * or full name, else 'User' (docs/product.md#error-catalogue 'Profile load failure (shell)'). The
 * menu's code loads on first use (components/ui/menu-on-first-use.tsx); until then its trigger is a
 * plain button.
 */
import { lazy } from 'react';
import { MenuOnFirstUse } from '@/components/ui/menu-on-first-use';
import { PersonAvatar } from '@/components/person-avatar';
import { useDisplayUser } from '@/features/profile';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() =>
  loadDropdown().then(({ UserMenuDropdown }) => ({ default: UserMenuDropdown })),
);

export function UserMenu() {
  const me = useDisplayUser();
  return (
    <MenuOnFirstUse
      preload={loadDropdown}
      menu={(trigger, openedWithKeyboard) => (
        <UserMenuDropdown trigger={trigger} openedWithKeyboard={openedWithKeyboard} />
      )}
    >
      <button
        type="button"
        className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-ring"
      >
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
      </button>
    </MenuOnFirstUse>
  );
}
