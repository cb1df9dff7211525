import { buildUrl } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/** Register and password calls answer rule failures in the language asked for. */
export function withLanguage(path: string): string {
  return buildUrl(path, { language: currentLanguage() });
}
