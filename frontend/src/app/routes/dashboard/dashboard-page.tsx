/**
 * /dashboard, 'Lead your team' (spec §2 'Dashboard'): the '1:1s this week' card, 'Upcoming 1:1s
 * this week' and 'Completed 1:1s' (upcoming first, unless nothing is upcoming but something is
 * completed), and the empty state when there are no direct reports.
 */
import { UserPlus, UsersRound } from 'lucide-react';
import { ConnectCalendarButton } from '@/features/integrations';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { appEvents } from '@/lib/app-events';
import { useWeeklyMeetings, MeetingList } from '@/features/meetings';
import { useDirectReportsLean } from '@/features/people';
import { NotesCard } from './notes-card';
import { OneOnOnesCard } from './one-on-ones-card';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

function EmptyTeam() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft">
        <UsersRound className="size-6 text-primary" aria-hidden />
      </span>
      <div>
        <h2 className="text-lg font-semibold">Add your team to get started</h2>
        <p className="mt-1 max-w-md text-sm text-muted-foreground">
          Connect Google Calendar to find your 1:1s, or add a team member manually. They won&apos;t
          be notified or invited.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <ConnectCalendarButton from="dashboard" />
        <Button variant="outline" onClick={() => appEvents.emit('openDirectReportModal')}>
          <UserPlus /> Add a team member manually
        </Button>
      </div>
    </Card>
  );
}

export function DashboardPage() {
  useDocumentTitle(pageTitle('Lead your team'));
  const directReports = useDirectReportsLean();
  const weekly = useWeeklyMeetings('direct-report');

  let content;
  if (directReports.isPending) {
    content = <FullPageSpinner />;
  } else if (!directReports.data?.length) {
    content = <EmptyTeam />;
  } else {
    const meetings = weekly.data?.meetings ?? [];
    const timeZone = weekly.data?.timeZone ?? 'UTC';
    const now = weekly.data ? new Date(weekly.data.now) : new Date();
    const upcoming = meetings.filter((meeting) => meeting.status === 'scheduled');
    const completed = meetings.filter((meeting) => meeting.status === 'completed');
    const lists = [
      <Card key="upcoming">
        <CardHeader>
          <CardTitle>Upcoming 1:1s this week</CardTitle>
        </CardHeader>
        <CardContent>
          <MeetingList
            meetings={upcoming}
            timeZone={timeZone}
            label="Upcoming 1:1s this week"
            emptyText="No more 1:1s this week."
            flags={weekly.data?.flags ?? null}
          />
        </CardContent>
      </Card>,
      <Card key="completed">
        <CardHeader>
          <CardTitle>Completed 1:1s</CardTitle>
        </CardHeader>
        <CardContent>
          <MeetingList
            meetings={completed}
            timeZone={timeZone}
            label="Completed 1:1s"
            emptyText="No completed 1:1s this week yet."
            flags={weekly.data?.flags ?? null}
          />
        </CardContent>
      </Card>,
    ];
    if (upcoming.length === 0 && completed.length > 0) lists.reverse();
    content = (
      <div className="grid grid-cols-1 gap-6">
        <div className="grid grid-cols-1 gap-6 @xl/main:grid-cols-2">
          {weekly.isPending ? <FullPageSpinner /> : <OneOnOnesCard meetings={meetings} now={now} />}
          <NotesCard weekStart={weekly.data?.weekStart} directReports={directReports.data} />
        </div>
        {weekly.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load this week&apos;s 1:1s.{' '}
            <button className="underline" onClick={() => void weekly.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-6 @4xl/main:grid-cols-2">{lists}</div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Lead your team" subtitle="Your week with your team at a glance." />
      {content}
    </div>
  );
}
