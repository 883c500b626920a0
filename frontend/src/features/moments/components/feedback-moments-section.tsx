/**
 * The direct report page's feedback moments (docs/product.md#direct-report-page,
 * #states-and-transitions 'Celebration banners'): feedback given, feedback asked and recognition
 * this week, each captured by hand with what was said (the capture step) or switched off again, or
 * marked as inferred from a note; capturing one celebrates it, switching it off or switching to
 * another direct report clears the banner.
 */
import { useFeedbackMoments } from '../api/use-feedback-moments';
import { directReportCelebrations } from '../celebration/celebration-store';
import { DIRECT_REPORT_MOMENTS } from '../moment-labels';
import { MomentsCard } from './moments-card';

export function FeedbackMomentsSection({
  id,
  person,
}: {
  /** The heading's id. */
  id: string;
  person: { id: string; firstName: string };
}) {
  const read = useFeedbackMoments(person.id);
  return (
    <MomentsCard
      id={id}
      title="Feedback moments"
      description={`Feedback and recognition with ${person.firstName} this week.`}
      types={DIRECT_REPORT_MOMENTS}
      person={{ kind: 'directReport', ...person }}
      read={read}
      celebrations={directReportCelebrations}
    />
  );
}
