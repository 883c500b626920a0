/** The first name the checklist shows for owner 'them': the 1:1's person's, else 'Them'. */
import { useBossesLean, useDirectReportsLean } from '@/features/people';

export function usePersonFirstName(person: {
  directReportId: string | null;
  bossId: string | null;
}): string {
  const reports = useDirectReportsLean();
  const bosses = useBossesLean();
  const list = person.bossId ? bosses.data : reports.data;
  const id = person.bossId ?? person.directReportId;
  return list?.find((candidate) => candidate.id === id)?.firstName || 'Them';
}
