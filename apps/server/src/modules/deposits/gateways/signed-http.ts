import { z } from 'zod';
import {
  gatewayCallbackSchema,
  gatewayPaymentSchema,
  GatewayUnavailable,
  type CreatedPayment,
  type GatewayAdapter,
  type GatewayPayment,
} from './gateway';
import { checkSignature, signedHeaders } from './signing';

export interface SignedHttpAccount {
  /** The gateway's base URL (no trailing slash needed). */
  url: string;
  accountId: string;
  secret: string;
  /** Per-call time limit. */
  timeoutMs?: number;
}

const createdSchema = z.object({
  paymentId: z.string().min(1),
  payUrl: z.string().min(1),
  qrData: z.string().nullable().optional(),
});

/** The generic production adapter: protocol signed-http v1 (docs/payment-gateway.md) at any URL. */
export function createSignedHttpAdapter({
  url,
  accountId,
  secret,
  timeoutMs = 10_000,
}: SignedHttpAccount): GatewayAdapter {
  const base = url.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: {
          ...signedHeaders(accountId, secret, raw),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: raw }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailable(`gateway ${method} ${path} failed: ${(error as Error).message}`);
    }
  }

  async function read<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new GatewayUnavailable(`gateway answered an unreadable ${what}`);
    return parsed.data;
  }

  return {
    async createPayment(request): Promise<CreatedPayment> {
      const response = await call('POST', '/v1/payments', request);
      if (response.status !== 200 && response.status !== 201) {
        throw new GatewayUnavailable(`gateway refused the payment: ${response.status}`);
      }
      const created = await read(response, createdSchema, 'payment');
      return { paymentId: created.paymentId, payUrl: created.payUrl, qrData: created.qrData ?? null };
    },

    verifyCallback(headers, rawBody, now) {
      const problem = checkSignature(headers, rawBody, { accountId, secret }, now);
      if (problem) return { ok: false, problem };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, problem: 'body' };
      }
      const parsed = gatewayCallbackSchema.safeParse(json);
      return parsed.success ? { ok: true, callback: parsed.data } : { ok: false, problem: 'body' };
    },

    async queryPayment(paymentId): Promise<GatewayPayment | null> {
      const response = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      if (response.status === 404) return null;
      if (response.status !== 200) throw new GatewayUnavailable(`gateway query failed: ${response.status}`);
      return read(response, gatewayPaymentSchema, 'payment');
    },
  };
}
