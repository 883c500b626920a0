/**
 * /dr/{id}: a direct report's page (docs/product.md#direct-report-page) on the person-week layout:
 * name heading, email and role, this week's feedback moments, upcoming and completed 1:1s, up to 3
 * suggested topics, open commitments (docs/product.md#where-open-commitments-show), nudges, and the
 * Strengths and Growth areas cards. Sections follow the order rule: with a completed 1:1 this week,
 * feedback, completed, upcoming, suggestions; otherwise upcoming, suggestions, feedback, completed.
 */
import { NotebookPen, Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { isActive } from '@shared/domain/person-kind';
import { displayName } from '@shared/domain/person-name';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { NudgesCard } from '@/app/layouts/person-week/nudges-card';
import { PersonWeekLayout } from '@/app/layouts/person-week/person-week-layout';
import { PersonCommitmentsCard } from '@/features/commitments';
import { useWeeklyMeetings } from '@/features/meetings';
import { FeedbackMomentsSection } from '@/features/moments';
import { useDirectReportDetail, useUpdateDirectReport } from '@/features/people';
import { TraitCard } from './trait-card';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** The two trait cards of docs/product.md#direct-report-page: field, title and the item's name. */
const TRAITS = [
  { field: 'strengths', title: 'Strengths', item: 'Strength' },
  { field: 'opportunities', title: 'Growth areas', item: 'Growth area' },
] as const;

export function DirectReportPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const detail = useDirectReportDetail(id);
  // Read with the detail (both started by the loader) for this week's note flags.
  const weekly = useWeeklyMeetings('direct-report', id);
  const update = useUpdateDirectReport();
  useDocumentTitle(pageTitle(detail.data ? displayName(detail.data) : 'Team member'));

  const navigationToast = (location.state as { toast?: string } | null)?.toast;
  useEffect(() => {
    if (!navigationToast) return;
    toast.success(navigationToast);
    navigate(location.pathname, { replace: true, state: null });
  }, [navigationToast, navigate, location.pathname]);

  if (detail.isPending) return <FullPageSpinner />;
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  if (!detail.data || !isActive(detail.data)) {
    return (
      <Card className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-lg font-semibold">
          {notFound || detail.data ? 'Team member not found' : 'Could not load this page'}
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {notFound || detail.data
            ? 'They may have been removed.'
            : 'Check your connection and try again.'}
        </p>
        <Link to={paths.dashboard} className="mt-4 inline-block text-primary hover:underline">
          Back to dashboard
        </Link>
      </Card>
    );
  }

  const { snapshot, nextOneOnOne, suggestedAgenda, nudges } = detail.data;
  const person = detail.data;
  const save = (body: { strengths?: string[]; opportunities?: string[] }) =>
    update.mutateAsync({ id: person.id, body }).catch(() => {
      toast.error('Error', { description: 'Failed to update team member' });
    });

  return (
    <PersonWeekLayout
      person={person}
      title={displayName(person)}
      subtitle={[person.email, person.role].filter(Boolean).join(' · ')}
      actions={
        <>
          <Button
            variant="outline"
            onClick={() =>
              appEvents.emit('openNote', { kind: 'new', directReportId: person.id, locked: true })
            }
          >
            <NotebookPen /> Add note
          </Button>
          <Button
            variant="outline"
            onClick={() => appEvents.emit('openDirectReportModal', { directReportId: person.id })}
          >
            <Pencil /> Edit
          </Button>
        </>
      }
      week={{
        meetings: snapshot.thisWeek,
        next: nextOneOnOne,
        timeZone: snapshot.timeZone,
        flags: weekly.isError ? undefined : (weekly.data?.flags ?? null),
        suggestions: suggestedAgenda,
      }}
      titles={{
        upcoming: { id: 'upcoming-heading', title: 'Upcoming 1:1', listLabel: 'Upcoming 1:1s' },
        suggestions: { id: 'suggestions-heading', title: 'Suggested topics' },
        completed: { id: 'completed-heading', title: 'Completed 1:1s' },
      }}
      extraSections={{
        feedback: <FeedbackMomentsSection id="feedback-heading" person={person} />,
      }}
      order={{
        withCompleted: ['feedback', 'completed', 'upcoming', 'suggestions'],
        otherwise: ['upcoming', 'suggestions', 'feedback', 'completed'],
      }}
      aside={
        <>
          <PersonCommitmentsCard
            id="commitments-heading"
            person={{ kind: 'directReport', personId: person.id }}
            firstName={person.firstName}
            nextMeetingId={nextOneOnOne?.id}
            timeZone={snapshot.timeZone}
          />
          <NudgesCard
            id="nudges-heading"
            nudges={nudges}
            meetings={[...snapshot.thisWeek, ...(nextOneOnOne ? [nextOneOnOne] : [])]}
          />
          {TRAITS.map(({ field, title, item }) => (
            <TraitCard
              key={field}
              title={title}
              itemLabel={item}
              items={person[field]}
              emptyText={`No ${item.toLowerCase()}s noted yet.`}
              pending={update.isPending}
              onChange={(items) => save({ [field]: items })}
            />
          ))}
        </>
      }
    />
  );
}
