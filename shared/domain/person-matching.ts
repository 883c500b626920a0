/**
 * Matching a person found elsewhere (a calendar attendee, a team-review row) to one the user
 * already tracks (docs/product.md#validation-rules 'Matching detected people to existing ones'): by
 * case-insensitive trimmed email, or by full name when both first and last name exist.
 */

export interface MatchablePerson {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const normalise = (value?: string | null) => (value ?? '').trim().toLowerCase();

/** True when the two records describe the same person under the spec's rule. */
export function isSamePerson(a: MatchablePerson, b: MatchablePerson): boolean {
  const emailA = normalise(a.email);
  if (emailA && emailA === normalise(b.email)) return true;
  const [firstA, lastA, firstB, lastB] = [a.firstName, a.lastName, b.firstName, b.lastName].map(
    normalise,
  );
  return Boolean(firstA && lastA && firstA === firstB && lastA === lastB);
}

/** The first existing person matching `candidate`, or undefined. */
export function findMatchingPerson<T extends MatchablePerson>(
  candidate: MatchablePerson,
  existing: readonly T[],
): T | undefined {
  return existing.find((person) => isSamePerson(candidate, person));
}
