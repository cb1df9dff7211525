import { create } from 'zustand';
import type { ErrorCode } from '@lobby/contract/core';
import { SYSTEM_STATUS, type SystemStatus } from '@lobby/contract/site-status';

/**
 * The system status as the app last learnt it (spec: 0 normal, 1 maintenance, 2 region restricted).
 * Kept tiny and free of imports so the API client can tell it about a refused call without pulling
 * the status screen into the first load.
 */
export const useSiteStatusStore = create<{ status: SystemStatus }>(() => ({ status: SYSTEM_STATUS.normal }));

export function setSiteStatus(status: SystemStatus): void {
  if (useSiteStatusStore.getState().status !== status) useSiteStatusStore.setState({ status });
}

/** Any call refused with the gate's codes switches the app to the matching status page. */
export function noteRefusal(code: ErrorCode | 'network'): void {
  if (code === 'system.maintenance') setSiteStatus(SYSTEM_STATUS.maintenance);
  else if (code === 'region.restricted') setSiteStatus(SYSTEM_STATUS.regionRestricted);
}
