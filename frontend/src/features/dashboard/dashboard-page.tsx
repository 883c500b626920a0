/**
 * /dashboard, 'Lead your team' (spec §2 'Dashboard'). With no direct reports it prompts to connect
 * a calendar or add a team member by hand.
 */
import { UserPlus, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { displayName } from '../../../../shared/domain/person-name';
import { ConnectCalendarButton } from '../../components/connect-calendar-button';
import { PageHeader } from '../../components/page-header';
import { PersonAvatar } from '../../components/person-avatar';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { appEvents } from '../../lib/app-events';
import { useDirectReportsLean } from '../people/api/use-direct-reports';

export function DashboardPage() {
  const directReports = useDirectReportsLean();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Lead your team" subtitle="Your week with your team at a glance." />
      {directReports.isPending ? (
        <FullPageSpinner />
      ) : !directReports.data?.length ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft">
            <UsersRound className="size-6 text-primary" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold">Add your team to get started</h2>
            <p className="mt-1 max-w-md text-sm text-muted-foreground">
              Connect Google Calendar to find your 1:1s, or add a team member manually. They
              won&apos;t be notified or invited.
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <ConnectCalendarButton />
            <Button variant="outline" onClick={() => appEvents.emit('openDirectReportModal')}>
              <UserPlus /> Add a team member manually
            </Button>
          </div>
        </Card>
      ) : (
        <Card className="p-5">
          <h2 className="font-semibold">Your team</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {directReports.data.map((person) => (
              <li key={person.id}>
                <Link
                  to={paths.directReport(person.id)}
                  className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-muted"
                >
                  <PersonAvatar person={person} decorative />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{displayName(person)}</span>
                    <span className="block truncate text-sm text-muted-foreground">
                      {person.role}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
