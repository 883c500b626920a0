/** Starts /dr/{id}'s reads (the person's detail, and this week's 1:1s with their note flags). */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { weeklyMeetingsQuery } from '@/features/meetings';
import { directReportDetailQuery } from '@/features/people';

export function directReportLoader({ params }: LoaderFunctionArgs): null {
  if (!params.id) return null;
  void queryClient.prefetchQuery(directReportDetailQuery(params.id));
  void queryClient.prefetchQuery(weeklyMeetingsQuery('direct-report', params.id));
  return null;
}
