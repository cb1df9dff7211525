import { sessionKey } from '../../../lib/query-keys';

/** Feedback queries: the form's options (public, per language) and the member's own list. */
export const feedbackKeys = {
  options: (language: string) => ['feedback', 'options', language] as const,
  list: (token: string) => sessionKey('feedback', token, 'list'),
};
