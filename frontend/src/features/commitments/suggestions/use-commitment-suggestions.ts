/**
 * The commitments a 1:1's text records (docs/api.md#commitments `POST /api/commitments/suggestions`),
 * asked once the text settles: SUGGESTION_DEBOUNCE_MS after the last change, and only when its
 * words changed (settled-text.ts). One request at a time: a newer text drops the older request
 * (TanStack Query aborts a query no one watches any more). The same text is never asked twice
 * while cached; the last answer stays shown while the next one is on its way. No retries: a
 * refusal (the AI call limit) waits for the next change.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@shared/contract/api';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { settledText } from './settled-text';

/** Quiet time after the last keystroke before the text is read, ms. */
export const SUGGESTION_DEBOUNCE_MS = 1_000;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function useCommitmentSuggestions(meetingId: string, text: string) {
  const settled = useSettled(settledText(text), SUGGESTION_DEBOUNCE_MS);
  return useQuery({
    queryKey: queryKeys.commitmentSuggestions(meetingId, settled),
    queryFn: ({ signal }) =>
      apiCall(api.commitments.suggestions, { body: { meetingId, text: settled }, signal }),
    enabled: settled !== '',
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
