import { QueryClient } from '@tanstack/react-query';
import { ApiFailure } from './api';

/** Failures the server gave a reason for are not retried; a dropped connection is, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiFailure) && count < 1,
    },
  },
});
