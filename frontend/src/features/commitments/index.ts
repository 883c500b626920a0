/**
 * Commitments: the reads and writes, the lists that show them (dashboard, person page, manage-up,
 * 'From last time') and the meeting note's checklist.
 */
export * from './api/commitments-api';
export { ChecklistMergedNotice, CommitmentChecklist } from './checklist/commitment-checklist';
export { withChecklistLines } from './checklist/checklist-shortcut';
export { usePersonFirstName } from './checklist/use-person-first-name';
export { CommitmentSuggestions } from './suggestions/commitment-suggestions';
export { FromLastTime } from './components/from-last-time';
export { PersonCommitmentsCard } from './components/person-commitments-card';
export { ChecklistSyncProvider } from './sync/checklist-sync-provider';
export { useSaveChecklistsBeforeSignOut } from './sync/checklist-sync-slot';
export { useChecklist } from './sync/use-checklist';
export type { ChecklistState } from './sync/checklist-doc';
