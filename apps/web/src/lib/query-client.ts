import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors other than rate limits are not worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500 && error.status !== 429) {
    return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

export const queryClient = createQueryClient();
