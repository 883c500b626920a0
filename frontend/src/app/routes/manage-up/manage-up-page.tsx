/**
 * /manage-up, 'Work with {boss first name}' (spec §2 'Manage-up page'): upcoming 1:1, suggestions
 * ('Here's how to make your next 1:1 count'), the week's moments ('Nice job managing up this
 * week!'), completed 1:1, the boss's priorities and an Edit button. With a completed 1:1 this week
 * the order is moments, completed, upcoming, suggestions; otherwise upcoming, suggestions,
 * moments, completed. With no manager: connect a calendar or add one by hand.
 */
import { Pencil, TrendingUp, UserPlus } from 'lucide-react';
import { ConnectCalendarButton } from '@/components/connect-calendar-button';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { appEvents } from '@/lib/app-events';
import { PersonWeekLayout } from '@/app/layouts/person-week/person-week-layout';
import { useWeeklyMeetings } from '@/features/meetings';
import { ManageUpMomentsSection, momentsWeekStart } from '@/features/moments';
import { SectionCard } from '@/components/section-card';
import { useBosses, useBossNext } from '@/features/people';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

function NoManager() {
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Manage up" subtitle="Make the most of your 1:1s with your own manager." />
      <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft">
          <TrendingUp className="size-6 text-primary" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold">Add your manager</h2>
          <p className="mt-1 max-w-md text-sm text-muted-foreground">
            Connect Google Calendar to find your 1:1 with your manager, or add your manager
            manually. Your manager won&apos;t be notified or invited.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <ConnectCalendarButton />
          <Button variant="outline" onClick={() => appEvents.emit('openBossModal')}>
            <UserPlus /> Add manager manually
          </Button>
        </div>
      </Card>
    </div>
  );
}

export function ManageUpPage() {
  const bosses = useBosses();
  const weekly = useWeeklyMeetings('boss');
  const next = useBossNext();
  const bossFirstName = bosses.data?.[0]?.firstName;
  useDocumentTitle(pageTitle(bossFirstName ? `Work with ${bossFirstName}` : 'Manage up'));
  if (bosses.isPending) return <FullPageSpinner />;
  const boss = bosses.data?.[0];
  if (!boss) return <NoManager />;

  return (
    <PersonWeekLayout
      person={boss}
      title={`Work with ${boss.firstName}`}
      subtitle={[boss.role, boss.email].filter(Boolean).join(' · ')}
      actions={
        <Button
          variant="outline"
          onClick={() => appEvents.emit('openBossModal', { bossId: boss.id })}
        >
          <Pencil /> Edit
        </Button>
      }
      week={{
        meetings: (weekly.data?.meetings ?? []).filter((meeting) => meeting.bossId === boss.id),
        next: next.data?.next ?? null,
        timeZone: weekly.data?.timeZone ?? 'UTC',
        flags: weekly.isError ? undefined : (weekly.data?.flags ?? null),
        suggestions: next.data?.agenda ?? [],
      }}
      titles={{
        upcoming: { id: 'manage-up-upcoming', title: 'Upcoming 1:1' },
        suggestions: {
          id: 'manage-up-suggestions',
          title: "Here's how to make your next 1:1 count",
        },
        completed: { id: 'manage-up-completed', title: 'Completed 1:1' },
      }}
      extraSections={{
        moments: (
          <ManageUpMomentsSection
            id="manage-up-moments"
            boss={boss}
            weekStart={weekly.data ? momentsWeekStart(weekly.data) : undefined}
          />
        ),
      }}
      order={{
        withCompleted: ['moments', 'completed', 'upcoming', 'suggestions'],
        otherwise: ['upcoming', 'suggestions', 'moments', 'completed'],
      }}
      aside={
        <SectionCard id="manage-up-priorities" title={`${boss.firstName}'s priorities`}>
          {boss.priorities.length ? (
            <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
              {boss.priorities.map((priority) => (
                <li key={priority}>{priority}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">
              No priorities yet. Use Edit to add what matters to them.
            </p>
          )}
        </SectionCard>
      }
    />
  );
}
