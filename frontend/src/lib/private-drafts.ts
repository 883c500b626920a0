/**
 * Private text the app keeps on this device (docs/product.md#private-drafts-on-this-device): every
 * localStorage key holding something the user typed starts with one of these prefixes, so
 * sign-out can remove them all (`clearPrivateDrafts`). They are the onboarding draft (the answers,
 * and the names and emails of the people being added), unsent note edits and unsent checklist
 * changes. The other keys hold
 * nothing the user wrote: the session (`coach.local-session`, removed by sign-out), the dismissed
 * new-meetings count, and the tab id in sessionStorage.
 */
export const PRIVATE_DRAFT_PREFIXES = {
  /** `coach.onboarding-draft.<userId>` (features/onboarding/onboarding-draft.ts). */
  onboarding: 'coach.onboarding-draft.',
  /** `coach.note-draft.<userId>.<tabId>.<docKey>` (features/notes/sync/draft-storage.ts). */
  note: 'coach.note-draft.',
  /**
   * `coach.checklist-draft.<userId>.<tabId>.<meetingId>`
   * (features/commitments/sync/checklist-storage.ts).
   */
  checklist: 'coach.checklist-draft.',
} as const;

/** Removes every private draft, of any user, from `storage` (sign-out). */
export function clearPrivateDrafts(storage: Storage = localStorage): void {
  const prefixes = Object.values(PRIVATE_DRAFT_PREFIXES);
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
}
