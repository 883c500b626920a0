/**
 * /manage-up, 'Work with {boss first name}' (docs/product.md#manage-up-page): upcoming 1:1,
 * suggestions ('Here's how to make your next 1:1 count'), the manage-up moments ('Nice job managing
 * up this week!'), the daily reflection and the completed 1:1, in the order of
 * `manage-up-order.ts`; beside them the open commitments with the boss
 * (docs/product.md#where-open-commitments-show), the nudges `/api/bosses/next` returns and the
 * boss's priorities, and an Edit button. With no manager: connect a calendar or add one by hand.
 */
import { Pencil, TrendingUp, UserPlus } from 'lucide-react';
import { detectTimeZone } from '@shared/domain/time-zone';
import { ConnectCalendarButton } from '@/features/integrations';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { appEvents } from '@/lib/app-events';
import { NudgesCard } from '@/app/layouts/person-week/nudges-card';
import { PersonWeekLayout } from '@/app/layouts/person-week/person-week-layout';
import { PersonCommitmentsCard } from '@/features/commitments';
import { useWeeklyMeetings } from '@/features/meetings';
import { ManageUpMomentsSection, momentsWeekStart } from '@/features/moments';
import { useBosses, useBossNext } from '@/features/people';
import { DailyReflectionCard } from '@/features/reflection';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { BossPrioritiesCard } from './boss-priorities-card';
import { MANAGE_UP_ORDER } from './manage-up-order';

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
          <ConnectCalendarButton from="dashboard" />
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
  const timeZone = weekly.data?.timeZone ?? detectTimeZone();
  const bossMeetings = (weekly.data?.meetings ?? []).filter(
    (meeting) => meeting.bossId === boss.id,
  );

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
        meetings: bossMeetings,
        next: next.data?.next ?? null,
        timeZone,
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
        reflection: (
          <DailyReflectionCard
            id="manage-up-reflection"
            question={next.data?.dailyReflection?.text}
            timeZone={timeZone}
          />
        ),
      }}
      order={MANAGE_UP_ORDER}
      aside={
        <>
          <PersonCommitmentsCard
            id="manage-up-commitments"
            person={{ kind: 'boss', personId: boss.id }}
            firstName={boss.firstName}
            nextMeetingId={next.data?.next?.id}
            timeZone={timeZone}
          />
          <NudgesCard
            id="manage-up-nudges"
            nudges={next.data?.nudges ?? []}
            meetings={[...bossMeetings, ...(next.data?.next ? [next.data.next] : [])]}
          />
          <BossPrioritiesCard boss={boss} />
        </>
      }
    />
  );
}
