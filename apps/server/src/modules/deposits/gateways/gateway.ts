import { z } from 'zod';
import type { SignatureProblem } from './signing';

export const GATEWAY_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/** A payment as the gateway reports it (GET /v1/payments/{id}); amounts in major units. */
export const gatewayPaymentSchema = z.object({
  paymentId: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  amount: z.string().max(30),
  currency: z.string().max(8),
  status: z.enum(GATEWAY_STATUSES),
  paidAt: z.string().nullable().optional(),
});
export type GatewayPayment = z.infer<typeof gatewayPaymentSchema>;

/** A callback's body (event payment.updated). */
export const gatewayCallbackSchema = gatewayPaymentSchema.extend({
  event: z.literal('payment.updated'),
  sentAt: z.string().optional(),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;

export interface PaymentRequest {
  reference: string;
  amount: string;
  currency: string;
  method: 'redirect' | 'qr';
  callbackUrl: string;
  returnUrl: string;
  expiresAt: string;
  description?: string;
}

export interface CreatedPayment {
  paymentId: string;
  payUrl: string;
  qrData: string | null;
}

export type CallbackCheck = { ok: true; callback: GatewayCallback } | { ok: false; problem: SignatureProblem | 'body' };

/** One payment provider, whatever its wire format: the deposit module only speaks this. */
export interface GatewayAdapter {
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Check a callback's signature over its raw body and timestamp, then read it. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string, now?: Date): CallbackCheck;
  /** The gateway's own view of a payment (the truth when a callback is in doubt); null when unknown. */
  queryPayment(paymentId: string): Promise<GatewayPayment | null>;
}

/** The gateway could not be reached or answered something we cannot use. */
export class GatewayUnavailable extends Error {}
