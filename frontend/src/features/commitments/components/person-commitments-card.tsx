/**
 * 'Open commitments' on a person's page (docs/product.md#where-open-commitments-show): what the
 * manager and the person (a direct report, or the manager's own manager on manage-up) still owe
 * each other, oldest 1:1 first.
 */
import { parseMeetingId } from '@shared/domain/meeting-id';
import { SectionCard } from '@/components/section-card';
import { usePersonCommitments, type CommitmentPerson } from '../api/commitments-api';
import { todayIn } from './commitment-dates';
import { CommitmentList } from './commitment-list';

/** The 'Open commitments' card of one person, a landmark region named by its heading `id`. */
export function PersonCommitmentsCard({
  id,
  person,
  firstName,
  nextMeetingId,
  timeZone,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  person: CommitmentPerson;
  firstName: string;
  /** The id of the person's next 1:1, when known (Move to next 1:1 sets its date as due). */
  nextMeetingId: string | null | undefined;
  timeZone: string;
}) {
  const commitments = usePersonCommitments(person);
  const nextDate = nextMeetingId ? (parseMeetingId(nextMeetingId)?.localDate ?? null) : null;
  return (
    <SectionCard id={id} title="Open commitments">
      <CommitmentList
        label={`Open commitments with ${firstName}`}
        items={commitments.data}
        isPending={commitments.isPending}
        isError={commitments.isError}
        onRetry={() => void commitments.refetch()}
        emptyText={`Nothing open between you and ${firstName}. What either of you promises in a 1:1 shows here until it is done.`}
        today={todayIn(timeZone)}
        personOf={() => ({ firstName })}
        nextOneOnOneDate={() => nextDate}
      />
    </SectionCard>
  );
}
