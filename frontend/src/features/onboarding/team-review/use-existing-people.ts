/**
 * Everyone the user already tracks, archived included, for matching and the one-manager rule of
 * the team review (docs/product.md#validation-rules).
 */
import { useMemo } from 'react';
import { useBosses, useDirectReports } from '@/features/people';
import type { ExistingPerson } from './person-draft';

export function useExistingPeople(): { people: ExistingPerson[]; isPending: boolean } {
  const directReports = useDirectReports({ includeArchived: true });
  const bosses = useBosses({ includeArchived: true });
  const people = useMemo<ExistingPerson[]>(
    () => [
      ...(directReports.data ?? []).map((person) => ({ ...person, kind: 'directReport' as const })),
      ...(bosses.data ?? []).map((person) => ({ ...person, kind: 'boss' as const })),
    ],
    [directReports.data, bosses.data],
  );
  return { people, isPending: directReports.isPending || bosses.isPending };
}
