/** Public API of the notes feature: note reads, the notes dock and panel, and the sync provider. */
export * from './api/use-notes';
export * from './api/use-delete-note';
export { NotesDock } from './components/notes-dock';
export { NotesSyncProvider } from './sync/notes-sync-provider';
