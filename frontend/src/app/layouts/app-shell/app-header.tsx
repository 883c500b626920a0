/**
 * The app header (docs/product.md#app-shell): mobile menu button (≤ 480 px), logo to /dashboard,
 * the Lead / Manage up toggle (hidden on /profile), the notes button (below 1100 px, where the
 * notes panel is a drawer or a side sheet rather than a column) and the avatar menu.
 */
import { Menu, NotebookPen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { appEvents } from '@/lib/app-events';
import { ModeToggle } from './mode-toggle';
import { useAppMode } from './use-app-mode';
import { UserMenu } from './user-menu';

export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { isProfile } = useAppMode();
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur">
      {isProfile ? null : (
        <Button
          variant="ghost"
          size="icon-sm"
          className="min-[481px]:hidden"
          onClick={onOpenMenu}
          aria-label="Open menu"
        >
          <Menu />
        </Button>
      )}
      <Link to={paths.dashboard} aria-label="Middle" className="rounded-md">
        <Logo />
      </Link>
      <div className="flex flex-1 justify-center">{isProfile ? null : <ModeToggle />}</div>
      {isProfile ? null : (
        <Button
          variant="ghost"
          size="icon-sm"
          className="wide:hidden"
          onClick={() => appEvents.emit('openNotesDrawer')}
          aria-label="Open notes"
        >
          <NotebookPen />
        </Button>
      )}
      <UserMenu />
    </header>
  );
}
