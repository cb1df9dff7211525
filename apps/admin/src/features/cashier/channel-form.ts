import {
  adminChannelCreateSchema,
  adminChannelUpdateSchema,
  type AdminChannel,
  type AdminChannelCreate,
  type AdminChannelUpdate,
} from '@lobby/contract/admin/cashier';
import { FEE_BEARERS, FEE_TYPES, GATEWAY_METHODS, isGatewayKind, type ChannelDirection } from '@lobby/contract/cashier';
import { z } from 'zod';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,2}$/;

/** A typed list ("100, 250 500") as its entries. */
export const listOf = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/** The channel dialog's fields: what the operator types, strings where the API wants arrays or null. */
const formValuesSchema = z
  .object({
    direction: z.enum(['deposit', 'withdrawal']),
    kind: z.string(),
    names: z.object({ en: z.string(), id: z.string() }),
    iconUrl: z.string(),
    min: z.string(),
    max: z.string(),
    presets: z.string(),
    fee: z.object({ type: z.enum(FEE_TYPES), value: z.string(), bearer: z.enum(FEE_BEARERS) }),
    limitedHours: z.boolean(),
    hours: z.object({ days: z.array(z.string()), from: z.string(), to: z.string() }),
    memberTypes: z.string(),
    rankLevels: z.string(),
    sort: z.number(),
    enabled: z.boolean(),
    receivingAccount: z.object({
      provider: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      qrImageUrl: z.string(),
    }),
    gateway: z.object({
      adapter: z.enum(['sandbox', 'signed-http']),
      method: z.enum(GATEWAY_METHODS),
      url: z.string(),
      accountId: z.string(),
      secret: z.string(),
    }),
  })
  .superRefine((form, context) => {
    const list = (path: 'presets' | 'memberTypes' | 'rankLevels', shape: RegExp, message: string) => {
      if (!listOf(form[path]).every((entry) => shape.test(entry)))
        context.addIssue({ code: 'custom', path: [path], message });
    };
    list('presets', AMOUNT, 'channels.invalidAmount');
    list('memberTypes', WHOLE, 'channels.invalidList');
    list('rankLevels', WHOLE, 'channels.invalidList');
  });
export type ChannelFormValues = z.input<typeof formValuesSchema>;

/** Whether a channel of this direction and kind takes a receiving account (manual deposits) or gateway settings. */
export const takesAccount = (direction: ChannelDirection, kind: string) =>
  direction === 'deposit' && !isGatewayKind(kind.trim());
export const takesGateway = (kind: string) => isGatewayKind(kind.trim());

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The form as the API's body: lists split, hours null when always open, only the settings this kind uses. */
export function toChannelBody(form: z.output<typeof formValuesSchema>): AdminChannelCreate {
  const account = form.receivingAccount;
  return {
    direction: form.direction,
    kind: form.kind,
    names: form.names,
    iconUrl: form.iconUrl,
    min: form.min,
    max: form.max,
    presets: listOf(form.presets),
    fee: form.fee.type === 'none' ? { ...form.fee, value: '0' } : form.fee,
    hours: form.limitedHours ? { days: form.hours.days.map(Number), from: form.hours.from, to: form.hours.to } : null,
    memberTypes: listOf(form.memberTypes).map(Number),
    rankLevels: listOf(form.rankLevels).map(Number),
    sort: form.sort,
    enabled: form.enabled,
    receivingAccount: takesAccount(form.direction, form.kind)
      ? { ...account, qrImageUrl: optional(account.qrImageUrl) ?? null }
      : null,
    gateway: takesGateway(form.kind)
      ? {
          adapter: form.gateway.adapter,
          method: form.gateway.method,
          ...(optional(form.gateway.url) ? { url: optional(form.gateway.url) } : {}),
          ...(optional(form.gateway.accountId) ? { accountId: optional(form.gateway.accountId) } : {}),
          // Write-only: an empty box keeps the stored secret.
          ...(form.gateway.secret ? { secret: form.gateway.secret } : {}),
        }
      : null,
  };
}

/** The contract's rules over the body, their failures reported at the form field of the same path. */
function checked<T>(schema: z.ZodType<T>, body: unknown, context: z.RefinementCtx): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
}

/** The dialog's rules: the form's own, then the contract's body rules (their paths are the form's fields). */
export const newChannelSchema = formValuesSchema.transform((form, context) =>
  checked(adminChannelCreateSchema, toChannelBody(form), context),
);
export const channelChangeSchema = formValuesSchema.transform((form, context) => {
  // A channel's direction never changes.
  const { direction: _direction, ...body } = toChannelBody(form);
  return checked(adminChannelUpdateSchema, body, context);
});
export type ChannelBody = AdminChannelCreate | AdminChannelUpdate;

/** A blank channel of a direction, placed after the others. */
export function blankChannel(direction: ChannelDirection, sort: number): ChannelFormValues {
  return {
    direction,
    kind: 'bank',
    names: { en: '', id: '' },
    iconUrl: '',
    min: '',
    max: '',
    presets: '',
    fee: { type: 'none', value: '0', bearer: 'merchant' },
    limitedHours: false,
    hours: { days: ['1', '2', '3', '4', '5'], from: '08:00', to: '22:00' },
    memberTypes: '',
    rankLevels: '',
    sort,
    enabled: true,
    receivingAccount: { provider: '', accountName: '', accountNumber: '', qrImageUrl: '' },
    gateway: { adapter: 'sandbox', method: 'redirect', url: '', accountId: '', secret: '' },
  };
}

/** A stored channel as the dialog's fields (the gateway secret box starts empty: it is never read back). */
export function channelValues(channel: AdminChannel): ChannelFormValues {
  const blank = blankChannel(channel.direction, channel.sort);
  return {
    ...blank,
    kind: channel.kind,
    names: channel.names,
    iconUrl: channel.iconUrl,
    min: channel.min,
    max: channel.max,
    presets: channel.presets.join(', '),
    fee: channel.fee,
    limitedHours: channel.hours !== null,
    hours: channel.hours
      ? { days: channel.hours.days.map(String), from: channel.hours.from, to: channel.hours.to }
      : blank.hours,
    memberTypes: channel.memberTypes.join(', '),
    rankLevels: channel.rankLevels.join(', '),
    enabled: channel.enabled,
    receivingAccount: channel.receivingAccount
      ? { ...channel.receivingAccount, qrImageUrl: channel.receivingAccount.qrImageUrl ?? '' }
      : blank.receivingAccount,
    gateway: channel.gateway
      ? {
          adapter: channel.gateway.adapter,
          method: channel.gateway.method,
          url: channel.gateway.url ?? '',
          accountId: channel.gateway.accountId ?? '',
          secret: '',
        }
      : blank.gateway,
  };
}
