/**
 * The suggested commitments of a 1:1's reflection, as the note editor shows them below it
 * (docs/product.md#commitments-suggested-from-reflections): the checklist read (the same query as
 * the checklist, so an item added anywhere stops being suggested) and 'Add' creating the item in
 * the reflection (`POST /api/commitments`, section 'reflection'), announced as
 * `commitmentsChanged` so every list refreshes. Only for 1:1 ids that name a person.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { CommitmentSuggestion } from '@shared/contract/schemas/commitment';
import { parseMeetingId } from '@shared/domain/meeting-id';
import { apiCall } from '@/lib/api-client';
import { appEvents } from '@/lib/app-events';
import { useMeetingCommitments } from '../api/commitments-api';
import { CommitmentSuggestions } from './commitment-suggestions';

export function ReflectionCommitmentSuggestions({
  meeting,
  text,
  personName,
}: {
  meeting: { id: string };
  text: string;
  personName?: string | undefined;
}) {
  const isOneOnOne = parseMeetingId(meeting.id) !== null;
  const checklist = useMeetingCommitments(meeting.id, isOneOnOne);
  const create = useMutation({
    mutationFn: (item: CommitmentSuggestion) =>
      apiCall(api.commitments.create, {
        body: { meetingId: meeting.id, section: 'reflection', ...item },
      }),
    onSettled: () => appEvents.emit('commitmentsChanged'),
  });
  if (!isOneOnOne) return null;
  return (
    <CommitmentSuggestions
      meeting={meeting}
      text={text}
      existing={checklist.data ?? []}
      onAdd={(item) => create.mutateAsync(item)}
      personName={personName}
    />
  );
}
