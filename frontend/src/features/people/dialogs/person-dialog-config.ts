/**
 * What tells the two person dialogs apart, as data (docs/product.md#dialogs, #validation-rules
 * 'Boss dialog', 'Direct-report dialog', #error-catalogue toasts): titles, the 'won't be notified'
 * notice, the frequencies on offer, the add flow's steps after the basics (one per list field), the
 * manager's relationship select, and what happens after adding, saving, removing or failing.
 */
import {
  BOSS_RELATIONSHIP_TYPES,
  DIRECT_REPORT_DIALOG_FREQUENCIES,
  MAX_BOSS_PRIORITIES,
  MEETING_FREQUENCIES,
  type BossRelationshipType,
  type MeetingDay,
  type MeetingFrequency,
  type PersonSource,
} from '@shared/domain/constants';
import { paths } from '@/config/paths';
import { useCreateBoss, useRemoveBoss, useUpdateBoss } from '@/features/people/api/use-bosses';
import {
  useCreateDirectReport,
  useRemoveDirectReport,
  useUpdateDirectReport,
} from '@/features/people/api/use-direct-reports';

export type ListFieldName = 'strengths' | 'opportunities' | 'priorities';

/** A one-per-line list of the person, entered on its own step when adding. */
export interface ListFieldConfig {
  name: ListFieldName;
  label: string;
  placeholder: string;
  rows: number;
  /** At most this many items are kept (docs/product.md#validation-rules: priorities, 10). */
  max?: number;
}

/** The person being edited: what both kinds have, and the lists and relationship of either. */
export interface DialogPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  meetingDayOfWeek: MeetingDay | null;
  meetingFrequency: MeetingFrequency;
  meetingTime: string;
  source: PersonSource;
  strengths?: string[];
  opportunities?: string[];
  priorities?: string[];
  relationshipType?: BossRelationshipType;
}

/**
 * The body the dialogs send (docs/product.md#entities 'Person create payload', #calls 'People').
 */
export interface PersonBody {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  meetingDayOfWeek: MeetingDay | null;
  meetingFrequency: MeetingFrequency | null;
  meetingTime: string | null;
  name?: string;
  strengths?: string[];
  opportunities?: string[];
  priorities?: string[];
  relationshipType?: BossRelationshipType;
  source?: PersonSource;
}

export interface PersonMutations {
  create: (body: PersonBody) => Promise<{ id: string }>;
  update: (id: string, body: PersonBody) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  creating: boolean;
  updating: boolean;
  removing: boolean;
}

export interface PersonDialogConfig {
  titles: { add: string; edit: string };
  /** docs/product.md#dialogs notices. */
  notice: string;
  rolePlaceholder: string;
  frequencies: readonly MeetingFrequency[];
  /** The add flow is 'basic' then one step per list, in this order. */
  lists: readonly ListFieldConfig[];
  /** The manager's relationship select; absent for direct reports. */
  relationshipTypes?: readonly { value: BossRelationshipType; label: string }[];
  /**
   * The body carries name = first plus last name (docs/product.md#entities: direct-report
   * creation).
   */
  sendsName: boolean;
  useMutations: () => PersonMutations;
  /** After adding: where to go and the success toast, shown there or here. */
  added: { path: (id: string) => string; toast: string; toastOnNextPage: boolean };
  updatedToast?: string;
  removed: { path: string; toast?: string };
  /**
   * Toast descriptions of failures; null: failures stay in the dialog, inline
   * (docs/product.md#error-catalogue).
   */
  failureToasts: { add: string; update: string; remove: string } | null;
}

interface Pending {
  isPending: boolean;
}

/** mutateAsync of a kind's hooks; mutateAsync so a follow-up runs even if the dialog unmounts. */
function personMutations(
  create: Pending & { mutateAsync: (body: PersonBody) => Promise<{ id: string }> },
  update: Pending & { mutateAsync: (input: { id: string; body: PersonBody }) => Promise<unknown> },
  remove: Pending & { mutateAsync: (id: string) => Promise<unknown> },
): PersonMutations {
  return {
    create: (body) => create.mutateAsync(body),
    update: (id, body) => update.mutateAsync({ id, body }),
    remove: (id) => remove.mutateAsync(id),
    creating: create.isPending,
    updating: update.isPending,
    removing: remove.isPending,
  };
}

function useDirectReportMutations(): PersonMutations {
  return personMutations(useCreateDirectReport(), useUpdateDirectReport(), useRemoveDirectReport());
}

function useBossMutations(): PersonMutations {
  return personMutations(useCreateBoss(), useUpdateBoss(), useRemoveBoss());
}

const RELATIONSHIP_LABELS: Record<BossRelationshipType, string> = {
  manager: 'My manager',
  'skip-manager': 'Skip-level manager',
};

/**
 * docs/product.md#validation-rules 'Direct-report dialog': three steps, no quarterly, toasts for
 * every outcome.
 */
export const DIRECT_REPORT_DIALOG: PersonDialogConfig = {
  titles: { add: 'Add a direct report', edit: 'Edit team member' },
  notice: "Your team member won't be notified or invited.",
  rolePlaceholder: 'Team Member',
  frequencies: DIRECT_REPORT_DIALOG_FREQUENCIES,
  lists: [
    {
      name: 'strengths',
      label: 'Strengths',
      placeholder: 'One per line, e.g.\nClear written communication\nCalm under pressure',
      rows: 5,
    },
    {
      name: 'opportunities',
      label: 'Growth areas',
      placeholder: 'One per line, e.g.\nDelegating more\nSpeaking up in planning',
      rows: 5,
    },
  ],
  sendsName: true,
  useMutations: useDirectReportMutations,
  added: {
    path: paths.directReport,
    toast: 'Team member added successfully',
    toastOnNextPage: true,
  },
  updatedToast: 'Team member updated successfully',
  removed: { path: paths.dashboard, toast: 'Team member removed.' },
  failureToasts: {
    add: 'Failed to add team member',
    update: 'Failed to update team member',
    remove: 'Failed to remove team member.',
  },
};

/**
 * docs/product.md#validation-rules 'Boss dialog': two steps with priorities (≤ 10), the
 * relationship, silent failures.
 */
export const BOSS_DIALOG: PersonDialogConfig = {
  titles: { add: 'Add your manager', edit: 'Edit your manager' },
  notice: "Your manager won't be notified or invited.",
  rolePlaceholder: 'Manager',
  frequencies: MEETING_FREQUENCIES,
  lists: [
    {
      name: 'priorities',
      label: 'Their priorities',
      placeholder: 'One per line, e.g.\nShip the Q3 roadmap\nHire two engineers',
      rows: 6,
      max: MAX_BOSS_PRIORITIES,
    },
  ],
  relationshipTypes: BOSS_RELATIONSHIP_TYPES.map((value) => ({
    value,
    label: RELATIONSHIP_LABELS[value],
  })),
  sendsName: false,
  useMutations: useBossMutations,
  // /boss/{id} redirects to /manage-up, so the toast is shown here.
  added: { path: paths.boss, toast: 'Manager added successfully', toastOnNextPage: false },
  removed: { path: paths.manageUp },
  failureToasts: null,
};
