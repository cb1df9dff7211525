import type { JsonResponseCache } from '../lib/json-reply';
import type { Services } from './services';

/** What every route module is registered with. */
export interface ModuleOptions {
  services: Services;
  /** Catalogue reads: cached for the catalogue TTL. */
  responses: JsonResponseCache;
  /** Reads that change with play (winners): cached briefly. */
  liveResponses: JsonResponseCache;
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
}
