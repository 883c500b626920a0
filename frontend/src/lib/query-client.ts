/**
 * The app's one TanStack Query client: short stale time, one retry for reads (none for 4xx), no
 * retry for writes. A module singleton so route loaders can start a page's queries.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
