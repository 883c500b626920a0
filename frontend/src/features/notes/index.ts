/**
 * Public API of the notes feature: note reads, the notes dock and panel, the sync provider, and
 * saving the open notes before sign-out.
 */
export * from './api/use-notes';
export * from './api/use-delete-note';
export { NotesDock } from './components/notes-dock';
export { NotesSyncProvider } from './sync/notes-sync-provider';
export { useSaveNotesBeforeSignOut } from './sync/notes-sync-context';
