/**
 * Starts /dr/{id}'s reads together: the person's detail, this week's 1:1s with their note flags,
 * and this week's feedback moments.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { weeklyMeetingsQuery } from '@/features/meetings';
import { feedbackMomentsQuery } from '@/features/moments';
import { directReportDetailQuery } from '@/features/people';

export function directReportLoader({ params }: LoaderFunctionArgs): null {
  if (!params.id) return null;
  void queryClient.prefetchQuery(directReportDetailQuery(params.id));
  void queryClient.prefetchQuery(weeklyMeetingsQuery('direct-report', params.id));
  void queryClient.prefetchQuery(feedbackMomentsQuery(params.id));
  return null;
}
