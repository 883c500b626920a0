/**
 * The left sidebar (spec §2 'App shell'): Dashboard, one avatar per direct report (to /dr/{id}),
 * the add buttons, and in Manage up mode the boss avatars or 'Add your manager'.
 */
import { CalendarDays, LayoutDashboard, Plus, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { displayName } from '@shared/domain/person-name';
import { CALENDAR_NOT_CONFIGURED } from '@/components/connect-calendar-button';
import { DisabledReason } from '@/components/disabled-reason';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { appEvents } from '@/lib/app-events';
import { cn } from '@/lib/cn';
import { env } from '@/lib/env';
import { useBossesLean, useDirectReportsLean } from '@/features/people';
import { useAppMode } from './use-app-mode';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-2 py-1.5 text-sm font-medium transition-colors hover:bg-muted',
    isActive && 'bg-primary-soft text-accent-foreground hover:bg-primary-soft',
  );

export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { mode } = useAppMode();
  const directReports = useDirectReportsLean();
  const bosses = useBossesLean();
  const calendarId = useId();
  const openDirectReportModal = () => {
    onNavigate?.();
    appEvents.emit('openDirectReportModal');
  };
  const openBossModal = () => {
    onNavigate?.();
    appEvents.emit('openBossModal');
  };

  return (
    <nav aria-label="Sidebar" className="flex flex-col gap-5 p-3">
      <NavLink to={paths.dashboard} className={linkClass} onClick={onNavigate} end>
        <span className="flex size-8 items-center justify-center rounded-full bg-muted">
          <LayoutDashboard className="size-4" aria-hidden />
        </span>
        Dashboard
      </NavLink>

      {mode === 'manage-up' ? (
        <section aria-labelledby="sidebar-manager" className="grid gap-1">
          <h2
            id="sidebar-manager"
            className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            Your manager
          </h2>
          {bosses.isPending ? (
            <Spinner className="m-2" />
          ) : bosses.data?.length ? (
            <ul className="grid gap-1">
              {bosses.data.map((boss) => (
                <li key={boss.id}>
                  <NavLink to={paths.manageUp} className={linkClass} onClick={onNavigate}>
                    <PersonAvatar person={boss} size="sm" decorative />
                    <span className="truncate">{displayName(boss)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : (
            <Button variant="dashed" className="h-auto justify-start py-2" onClick={openBossModal}>
              <UserPlus /> Add your manager
            </Button>
          )}
        </section>
      ) : null}

      <section aria-labelledby="sidebar-team" className="grid gap-1">
        <div className="flex items-center justify-between px-2">
          <h2
            id="sidebar-team"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            Your team
          </h2>
          {directReports.data?.length ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label="Add to your team">
                  <Plus />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuItem onSelect={openDirectReportModal}>
                  <UserPlus /> Add a direct report
                </DropdownMenuItem>
                {env.googleCalendarEnabled ? (
                  <DropdownMenuItem>
                    <CalendarDays /> Connect Google Calendar
                  </DropdownMenuItem>
                ) : (
                  <DropdownMenuItem
                    disabled
                    className="flex-col items-start gap-0.5"
                    aria-labelledby={`${calendarId}-label`}
                    aria-describedby={`${calendarId}-reason`}
                  >
                    <span id={`${calendarId}-label`} className="flex items-center gap-2">
                      <CalendarDays /> Connect Google Calendar
                    </span>
                    <DisabledReason id={`${calendarId}-reason`} className="pl-6">
                      {CALENDAR_NOT_CONFIGURED}
                    </DisabledReason>
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
        {directReports.isPending ? (
          <Spinner className="m-2" />
        ) : directReports.data?.length ? (
          <ul className="grid gap-1">
            {directReports.data.map((person) => (
              <li key={person.id}>
                <NavLink
                  to={paths.directReport(person.id)}
                  className={linkClass}
                  onClick={onNavigate}
                >
                  <PersonAvatar person={person} size="sm" decorative />
                  <span className="truncate">{displayName(person)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          <Button
            variant="dashed"
            className="h-auto justify-start py-2"
            onClick={openDirectReportModal}
          >
            <UserPlus /> Add your direct report
          </Button>
        )}
      </section>
    </nav>
  );
}

export function Sidebar() {
  return (
    <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-60 shrink-0 overflow-y-auto border-r bg-card/60 min-[481px]:block">
      <SidebarContent />
    </aside>
  );
}
