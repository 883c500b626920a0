/**
 * The left sidebar (docs/product.md#app-shell): Dashboard, one avatar per direct report (to
 * /dr/{id}), the add buttons, and in Manage up mode the boss avatars or 'Add your manager'. From
 * 1100 px wide it shows names beside the avatars; from 481 px up to that it is a rail of avatars
 * whose names are kept for assistive tech and shown as tooltips (docs/product.md#layout).
 */
import { LayoutDashboard, Plus, UserPlus } from 'lucide-react';
import { lazy, type ReactElement } from 'react';
import { NavLink } from 'react-router-dom';
import { displayName } from '@shared/domain/person-name';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { Tip } from '@/components/ui/tooltip';
import { MenuOnFirstUse } from '@/components/ui/menu-on-first-use';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { appEvents } from '@/lib/app-events';
import { cn } from '@/lib/cn';
import { useBossesLean, useDirectReportsLean } from '@/features/people';
import { useAppMode } from './use-app-mode';

const loadAddMenu = () => import('./sidebar-add-menu');
const SidebarAddMenu = lazy(() =>
  loadAddMenu().then(({ SidebarAddMenu }) => ({ default: SidebarAddMenu })),
);

/**
 * Class names that apply only in the rail (481 px up to 1100 px) and only where the content is
 * collapsible: the mobile menu reuses the same content and always shows names.
 */
function railClasses(collapsible: boolean) {
  return {
    link: collapsible ? 'max-wide:justify-center max-wide:px-0' : '',
    label: collapsible ? 'max-wide:sr-only' : '',
    heading: collapsible ? 'max-wide:sr-only' : '',
    headingRow: collapsible ? 'max-wide:justify-center max-wide:px-0' : '',
    addButton: collapsible
      ? 'max-wide:mx-auto max-wide:size-10 max-wide:justify-center max-wide:rounded-full max-wide:p-0'
      : '',
    nav: collapsible ? 'max-wide:px-2' : '',
  };
}

/**
 * A sidebar link; the active one (NavLink's aria-current="page") is highlighted. A string, not
 * NavLink's className function, so that a tooltip trigger (Radix Slot) can merge its classes.
 */
const linkClass = (extra: string) =>
  cn(
    'flex items-center gap-3 rounded-md px-2 py-1.5 text-sm font-medium transition-colors hover:bg-muted',
    'aria-[current=page]:bg-primary-soft aria-[current=page]:text-accent-foreground aria-[current=page]:hover:bg-primary-soft',
    extra,
  );

/** In the rail, the name shows as a tooltip (hidden from 1100 px, where it is shown inline). */
function RailTip({
  collapsible,
  label,
  children,
}: {
  collapsible: boolean;
  label: string;
  children: ReactElement;
}) {
  if (!collapsible) return children;
  return (
    <Tip content={label} side="right" contentClassName="wide:hidden">
      {children}
    </Tip>
  );
}

export function SidebarContent({
  onNavigate,
  collapsible = false,
}: {
  onNavigate?: () => void;
  /** Collapse to a rail of avatars below 1100 px (the desktop sidebar, not the mobile menu). */
  collapsible?: boolean;
}) {
  const { mode } = useAppMode();
  const rail = railClasses(collapsible);
  const navLinkClass = linkClass(rail.link);
  const directReports = useDirectReportsLean();
  const bosses = useBossesLean();
  const openDirectReportModal = () => {
    onNavigate?.();
    appEvents.emit('openDirectReportModal');
  };
  const openBossModal = () => {
    onNavigate?.();
    appEvents.emit('openBossModal');
  };

  return (
    <nav aria-label="Sidebar" className={cn('flex flex-col gap-5 p-3', rail.nav)}>
      <RailTip collapsible={collapsible} label="Dashboard">
        <NavLink to={paths.dashboard} className={navLinkClass} onClick={onNavigate} end>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted">
            <LayoutDashboard className="size-4" aria-hidden />
          </span>
          <span className={rail.label}>Dashboard</span>
        </NavLink>
      </RailTip>

      {mode === 'manage-up' ? (
        <section aria-labelledby="sidebar-manager" className="grid grid-cols-1 gap-1">
          <h2
            id="sidebar-manager"
            className={cn(
              'px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
              rail.heading,
            )}
          >
            Your manager
          </h2>
          {bosses.isPending ? (
            <Spinner className="m-2" />
          ) : bosses.data?.length ? (
            <ul className="grid grid-cols-1 gap-1">
              {bosses.data.map((boss) => (
                <li key={boss.id}>
                  <RailTip collapsible={collapsible} label={displayName(boss)}>
                    <NavLink to={paths.manageUp} className={navLinkClass} onClick={onNavigate}>
                      <PersonAvatar person={boss} size="sm" decorative />
                      <span className={cn('min-w-0 truncate', rail.label)}>
                        {displayName(boss)}
                      </span>
                    </NavLink>
                  </RailTip>
                </li>
              ))}
            </ul>
          ) : (
            <RailTip collapsible={collapsible} label="Add your manager">
              <Button
                variant="dashed"
                className={cn('h-auto justify-start py-2', rail.addButton)}
                onClick={openBossModal}
              >
                <UserPlus /> <span className={rail.label}>Add your manager</span>
              </Button>
            </RailTip>
          )}
        </section>
      ) : null}

      <section aria-labelledby="sidebar-team" className="grid grid-cols-1 gap-1">
        <div className={cn('flex items-center justify-between px-2', rail.headingRow)}>
          <h2
            id="sidebar-team"
            className={cn(
              'text-xs font-semibold tracking-wide text-muted-foreground uppercase',
              rail.heading,
            )}
          >
            Your team
          </h2>
          {directReports.data?.length ? (
            <MenuOnFirstUse
              preload={loadAddMenu}
              menu={(trigger, openedWithKeyboard) => (
                <SidebarAddMenu
                  trigger={trigger}
                  openedWithKeyboard={openedWithKeyboard}
                  onAddDirectReport={openDirectReportModal}
                />
              )}
            >
              <Button variant="ghost" size="icon-sm" aria-label="Add to your team">
                <Plus />
              </Button>
            </MenuOnFirstUse>
          ) : null}
        </div>
        {directReports.isPending ? (
          <Spinner className="m-2" />
        ) : directReports.data?.length ? (
          <ul className="grid grid-cols-1 gap-1">
            {directReports.data.map((person) => (
              <li key={person.id}>
                <RailTip collapsible={collapsible} label={displayName(person)}>
                  <NavLink
                    to={paths.directReport(person.id)}
                    className={navLinkClass}
                    onClick={onNavigate}
                  >
                    <PersonAvatar person={person} size="sm" decorative />
                    <span className={cn('min-w-0 truncate', rail.label)}>
                      {displayName(person)}
                    </span>
                  </NavLink>
                </RailTip>
              </li>
            ))}
          </ul>
        ) : (
          <RailTip collapsible={collapsible} label="Add your direct report">
            <Button
              variant="dashed"
              className={cn('h-auto justify-start py-2', rail.addButton)}
              onClick={openDirectReportModal}
            >
              <UserPlus /> <span className={rail.label}>Add your direct report</span>
            </Button>
          </RailTip>
        )}
      </section>
    </nav>
  );
}

/** The sidebar beside the page from 481 px: a rail of avatars up to 1100 px, then with names. */
export function Sidebar() {
  return (
    <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-16 shrink-0 overflow-y-auto border-r bg-card/60 min-[481px]:block wide:w-60">
      <SidebarContent collapsible />
    </aside>
  );
}
