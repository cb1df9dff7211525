import { ADMIN_PREFIX, API_PATHS, API_PREFIX, DEPOSIT_CALLBACK_PREFIX } from '@lobby/contract/core';
import { SYSTEM_STATUS } from '@lobby/contract/site-status';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pathOf } from '../lib/canonical-url';
import { ApiError } from '../lib/envelope';

const API_ROOT = `${API_PREFIX}/`;
/** Calls that answer whatever the status: the site and its status (the pages that explain it). */
const OPEN_PATHS = new Set<string>([API_PATHS.site, API_PATHS.siteStatus]);

/**
 * Whether the status gate lets this URL through (health, media and pages are outside /api/v1). `url` is
 * request.url, the canonical spelling the router matched (lib/canonical-url), never the raw target.
 */
export function openDuringMaintenance(url: string): boolean {
  if (!url.startsWith(API_ROOT)) return true;
  const path = pathOf(url);
  // The operator API stays open: it is how maintenance is switched off again. Gateway callbacks too: a
  // payment made before the gate closed must still be credited, and a gateway is in no member's country.
  return (
    OPEN_PATHS.has(path) ||
    path === ADMIN_PREFIX ||
    path.startsWith(`${ADMIN_PREFIX}/`) ||
    path.startsWith(`${DEPOSIT_CALLBACK_PREFIX}/`)
  );
}

/**
 * While the site is in maintenance (503 system.maintenance) or the visitor's country is blocked (403
 * region.restricted), every other API call is refused, game launches and rounds included. Runs on every
 * request after the merchant is known: the settings come from the merchant cache and the lookup is in memory.
 */
async function statusGatePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (openDuringMaintenance(request.url)) return;
    const status = app.siteStatus.blocking(request.merchant, request.ip);
    if (status === SYSTEM_STATUS.maintenance) throw new ApiError('system.maintenance');
    if (status === SYSTEM_STATUS.regionRestricted) throw new ApiError('region.restricted');
  });
}

export default fp(statusGatePlugin, { name: 'status-gate', dependencies: ['merchant'] });
