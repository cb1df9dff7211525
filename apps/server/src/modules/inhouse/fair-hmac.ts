import { createHmac } from 'node:crypto';
import type { FairHmac } from '@lobby/contract/fair';

/** The server's HMAC for the shared mapping (the verifier page uses Web Crypto; the contract tests show both agree). */
export const nodeHmac: FairHmac = (serverSeed, message) => createHmac('sha256', serverSeed).update(message).digest();
