/**
 * Display names and initials of tracked people and of the user (docs/product.md#entities 'name
 * defaults to first plus last name', #screens-and-routes avatars with initials).
 */

export interface NameParts {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** First plus last name, trimmed and joined by one space; '' when both are blank. */
export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The name to show: the stored name, else first plus last name. */
export function displayName(person: NameParts): string {
  return person.name?.trim() || fullName(person.firstName, person.lastName);
}

/** Up to two upper-case initials, from first and last name, else from the display name; '?' if none. */
export function initials(person: NameParts): string {
  const first = person.firstName?.trim();
  const last = person.lastName?.trim();
  if (first || last) {
    return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  }
  const words = displayName(person).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words.at(-1)?.[0]}` : (words[0]?.[0] ?? '');
  return letters.toUpperCase() || '?';
}
