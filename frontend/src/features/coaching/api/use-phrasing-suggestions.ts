/**
 * 'Help me say it' (docs/product.md#calls 'POST /api/notes/phrasing-suggestions'): a mutation that
 * sends the message and who it is for and resolves to the three suggestions. Nothing is cached:
 * each request is a fresh rewrite of what was typed.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@shared/contract/api';
import type { PhrasingContext, PhrasingSuggestions } from '@shared/contract/schemas/coaching';
import { apiCall } from '@/lib/api-client';

export interface PhrasingVariables {
  message: string;
  context: PhrasingContext;
}

export async function fetchPhrasingSuggestions(
  variables: PhrasingVariables,
): Promise<PhrasingSuggestions> {
  const { suggestions } = await apiCall(api.notes.phrasingSuggestions, { body: variables });
  return suggestions;
}

export function usePhrasingSuggestions() {
  return useMutation({ mutationFn: fetchPhrasingSuggestions });
}
