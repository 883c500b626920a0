/**
 * Deleting a note (docs/product.md#states-and-transitions 'Deleting a note'): it leaves the list at
 * once, a 'Note deleted' toast offers Undo (which recreates it), and a dashboard refresh event
 * fires; when the delete fails the item comes back. Deleting a meeting note resets both flags of
 * its meeting.
 */
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@shared/contract/api';
import type { Note } from '@shared/contract/schemas/note';
import { apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { queryKeys } from '@/lib/query-keys';
import { docKeys } from '@/features/notes/sync/doc-keys';
import { useNotesSync } from '@/features/notes/sync/notes-sync-context';
import type { NotesListData } from './use-notes';

function without(data: NotesListData | undefined, id: string): NotesListData | undefined {
  return (
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notes: page.notes.filter((note) => note.id !== id),
      })),
    }
  );
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  const manager = useNotesSync();

  /** Announces the change; the events invalidate the note lists and meetings once. */
  const refresh = () => appEvents.emit('dashboardNotesChanged');

  const recreate = async (note: Note) => {
    try {
      if (note.meetingId) {
        await apiCall(api.meetingNotes.create, {
          body: {
            meetingId: note.meetingId,
            directReportId: note.directReportId,
            bossId: note.bossId,
            agendaContent: note.agendaContent,
            reflectionContent: note.reflectionContent,
          },
        });
      } else {
        await apiCall(api.notes.create, {
          body: {
            type: note.type,
            content: note.content,
            directReportId: note.directReportId,
            bossId: note.bossId,
            entityType: note.entityType,
            tags: note.tags,
          },
        });
      }
    } catch (error) {
      console.error('Could not restore the note', error);
      toast.error('Error', { description: 'Could not restore the note. Please try again.' });
    }
    refresh();
  };

  return async (note: Note): Promise<boolean> => {
    const previous = queryClient.getQueryData<NotesListData>(queryKeys.notes.list);
    await queryClient.cancelQueries({ queryKey: queryKeys.notes.list });
    queryClient.setQueryData(queryKeys.notes.list, without(previous, note.id));
    for (const key of docKeys.ofNote(note)) manager.discard(key);
    try {
      if (note.meetingId)
        await apiCall(api.meetingNotes.remove, { params: { meetingId: note.meetingId } });
      else await apiCall(api.notes.remove, { params: { id: note.id } });
    } catch (error) {
      console.error('Could not delete the note', error);
      queryClient.setQueryData(queryKeys.notes.list, previous);
      toast.error('Error', { description: 'Could not delete the note. Please try again.' });
      return false;
    }
    if (note.meetingId) {
      queryClient.setQueryData(queryKeys.notes.meeting(note.meetingId), null);
      appEvents.emit('meetingNoteDeleted', { meetingId: note.meetingId });
    }
    toast('Note deleted', { action: { label: 'Undo', onClick: () => void recreate(note) } });
    refresh();
    return true;
  };
}
