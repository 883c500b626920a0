/**
 * /dashboard, 'Lead your team' (docs/product.md#dashboard), all from the one dashboard read: the
 * nudge banner area, the '1:1s this week' and 'Notes & reflections' rings, the feedback and
 * recognition panel ('How you've supported your team this week'), today's nudges, and 'Upcoming
 * 1:1s this week' and 'Completed 1:1s' (`dashboard-order.ts`); the empty state when there are no
 * direct reports. A failed read is logged and shows an empty week with a way to try again. The 1:1
 * lists and the 'Open commitments' card (its own read, docs/product.md#where-open-commitments-show)
 * render right after the first paint (below the fold on a phone), their code (with date-fns'
 * formatting) loaded then, not with the page (docs/performance.md#a-light-first-page).
 */
import { UserPlus, UsersRound } from 'lucide-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { ConnectCalendarButton } from '@/features/integrations';
import type { DashboardMeeting } from '@shared/contract/schemas/dashboard';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { appEvents } from '@/lib/app-events';
import {
  FeedbackPanel,
  NewMeetingsNotice,
  NudgeBannerArea,
  supportRows,
  TodaysNudgesCard,
  useDashboard,
  useDashboardRefresh,
} from '@/features/dashboard';
import { useDirectReportsLean } from '@/features/people';
import { useProfile } from '@/features/profile';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { dashboardListOrder } from './dashboard-order';
import { NotesCard } from './notes-card';
import { OneOnOnesCard } from './one-on-ones-card';

const DashboardCommitmentsCard = lazy(
  () => import('@/features/commitments/components/dashboard-commitments-card'),
);
const MeetingList = lazy(() =>
  import('@/features/meetings/meeting-list').then(({ MeetingList }) => ({ default: MeetingList })),
);

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

/** The two lists' titles and texts. */
const LISTS = {
  upcoming: {
    id: 'upcoming-list-heading',
    title: 'Upcoming 1:1s this week',
    empty: 'No more 1:1s this week.',
  },
  completed: {
    id: 'completed-list-heading',
    title: 'Completed 1:1s',
    empty: 'No completed 1:1s this week yet.',
  },
} as const;

/** The note flags the dashboard's 1:1s carry, by meeting id. */
function flagsOf(meetings: readonly DashboardMeeting[]) {
  return Object.fromEntries(
    meetings.map(({ id, hasAgenda, hasReflection }) => [id, { hasAgenda, hasReflection }]),
  );
}

export function DashboardPage() {
  useDocumentTitle(pageTitle('Lead your team'));
  const profile = useProfile();
  // The shell's read of the team decides the empty state, also when the dashboard read fails.
  const directReports = useDirectReportsLean();
  const dashboard = useDashboard(profile.data?.preferences.timeZone);
  const { data, settled } = dashboard;
  useDashboardRefresh(settled ? data.timeZone : profile.data?.preferences.timeZone);
  // The two 1:1 lists sit below the fold on a phone, and their times in the user's zone are the
  // page's costliest render: they fill in right after the first paint, in a render React can
  // interrupt (docs/performance.md#a-light-first-page), their cards and titles in place from the
  // start.
  const listsShown = useDeferredValue(true, false);

  let content;
  if (directReports.isPending) {
    content = <FullPageSpinner />;
  } else if (!directReports.data?.length) {
    content = <EmptyTeam />;
  } else {
    const week = data.weeklyOneOnOnes;
    const lists = {
      upcoming: data.upcomingMeetings,
      completed: week.filter((meeting) => meeting.status === 'completed'),
    };
    const flags = flagsOf(week.concat(data.upcomingMeetings));
    content = (
      <div className="grid grid-cols-1 gap-6">
        <NudgeBannerArea dashboard={data} settled={settled} />
        {dashboard.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load this week&apos;s numbers.{' '}
            <button className="underline" onClick={dashboard.refetch}>
              Try again
            </button>
          </p>
        ) : null}
        <div className="grid grid-cols-1 gap-6 @xl/main:grid-cols-2">
          <OneOnOnesCard
            done={data.weeklyProgress.oneOnOnesCompleted}
            scheduled={data.weeklyProgress.oneOnOnesScheduled}
            settled={settled}
          />
          <NotesCard
            notesLogged={data.weeklyProgress.notesLogged}
            directReports={data.directReports}
            settled={settled}
          />
        </div>
        <div className="grid grid-cols-1 gap-6 @4xl/main:grid-cols-2">
          <FeedbackPanel
            counts={{
              feedbackGiven: data.feedback.feedbackGiven.total,
              recognition: data.feedback.recognition.total,
              commitmentsKept: data.weeklyProgress.commitmentsKept,
            }}
            rows={supportRows(data.directReports, data.recentInsights)}
            settled={settled}
          />
          <TodaysNudgesCard
            nudges={data.todaysNudges}
            meetings={week}
            isPending={dashboard.isPending}
          />
        </div>
        <SectionCard id="open-commitments-heading" title="Open commitments">
          {listsShown ? (
            <Suspense fallback={<Spinner />}>
              <DashboardCommitmentsCard
                timeZone={data.timeZone}
                upcomingMeetingIds={data.upcomingMeetings.map((meeting) => meeting.id)}
              />
            </Suspense>
          ) : (
            <Spinner />
          )}
        </SectionCard>
        <div className="grid grid-cols-1 gap-6 @4xl/main:grid-cols-2">
          {dashboardListOrder(lists.upcoming.length, lists.completed.length).map((list) => (
            <SectionCard key={list} id={LISTS[list].id} title={LISTS[list].title}>
              {dashboard.isPending || !listsShown ? (
                <Spinner />
              ) : (
                <Suspense fallback={<Spinner />}>
                  <MeetingList
                    meetings={lists[list]}
                    timeZone={data.timeZone}
                    label={LISTS[list].title}
                    emptyText={LISTS[list].empty}
                    flags={flags}
                  />
                </Suspense>
              )}
            </SectionCard>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Lead your team" subtitle="Your week with your team at a glance." />
      {settled ? (
        <div className="mb-6 empty:hidden">
          <NewMeetingsNotice unmatched={data.unmatchedMeetingsCount} />
        </div>
      ) : null}
      {content}
    </div>
  );
}
