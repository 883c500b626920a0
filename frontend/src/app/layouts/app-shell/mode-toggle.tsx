/**
 * The Lead / Manage up toggle of the header (docs/product.md#app-shell): links to /dashboard and
 * /manage-up, the current mode marked with aria-current.
 */
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAppMode } from './use-app-mode';

export function ModeToggle({ className }: { className?: string }) {
  const { mode } = useAppMode();
  const item = (active: boolean) =>
    cn(
      'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors',
      active ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <nav
      aria-label="Mode"
      className={cn('inline-flex items-center gap-1 rounded-lg bg-muted p-1', className)}
    >
      <NavLink
        to={paths.dashboard}
        className={item(mode === 'lead')}
        aria-current={mode === 'lead' ? 'page' : undefined}
      >
        Lead
      </NavLink>
      <NavLink
        to={paths.manageUp}
        className={item(mode === 'manage-up')}
        aria-current={mode === 'manage-up' ? 'page' : undefined}
      >
        Manage up
      </NavLink>
    </nav>
  );
}
