import { API_PATHS } from '@lobby/contract/core';
import { apiSend } from '../../../lib/api-client';

/** Tell the server the member read an announcement (idempotent). */
export function markAnnouncementRead(announcementId: string): Promise<{ announcementId: string; read: true }> {
  return apiSend('POST', API_PATHS.announcementRead, { announcementId, read: true });
}
