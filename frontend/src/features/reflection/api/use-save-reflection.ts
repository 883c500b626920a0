/**
 * Saves the answer to today's reflection question as a private note (docs/product.md#nudges) with
 * `POST /api/notes`, then announces it (`dashboardNotesChanged`) so the notes list shows it.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { reflectionNoteBody } from '../reflection-note';

/** Creates the reflection note of `question` answered with `answer`. @throws ApiError */
export function saveReflection({ question, answer }: { question: string; answer: string }) {
  return apiCall(api.notes.create, { body: reflectionNoteBody(question, answer) });
}

export function useSaveReflection() {
  return useMutation({
    mutationFn: saveReflection,
    onSuccess: () => appEvents.emit('dashboardNotesChanged'),
  });
}
