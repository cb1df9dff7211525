import { describe, expect, it } from 'vitest';
import { blankChannel, channelChangeSchema, newChannelSchema, type ChannelFormValues } from './channel-form';

const bank = (change: Partial<ChannelFormValues> = {}): ChannelFormValues => ({
  ...blankChannel('deposit', 30),
  names: { en: 'BCA transfer', id: 'Transfer BCA' },
  min: '10',
  max: '5000.50',
  presets: '50, 100 250',
  receivingAccount: { provider: 'BCA', accountName: 'PT Nova', accountNumber: '8800112233', qrImageUrl: '' },
  ...change,
});

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the channel dialog form', () => {
  it('turns a manual deposit channel into the API body: lists split, always open, no gateway', () => {
    const body = newChannelSchema.parse(bank());
    expect(body).toMatchObject({
      direction: 'deposit',
      kind: 'bank',
      presets: ['50', '100', '250'],
      hours: null,
      memberTypes: [],
      receivingAccount: { provider: 'BCA', qrImageUrl: null },
      gateway: null,
      fee: { type: 'none', value: '0' },
      sort: 30,
    });
  });

  it('keeps hours only when limited, and the gateway secret only when typed', () => {
    const gateway = bank({
      kind: 'gateway',
      limitedHours: true,
      hours: { days: ['1', '5'], from: '22:00', to: '02:00' },
      gateway: { adapter: 'signed-http', method: 'qr', url: 'https://pay.example.com', accountId: 'M-1', secret: '' },
    });
    const body = channelChangeSchema.parse(gateway);
    expect(body).not.toHaveProperty('direction');
    expect(body).toMatchObject({
      hours: { days: [1, 5], from: '22:00', to: '02:00' },
      receivingAccount: null,
      gateway: { adapter: 'signed-http', method: 'qr', url: 'https://pay.example.com', accountId: 'M-1' },
    });
    expect(body.gateway).not.toHaveProperty('secret');
    const replaced = channelChangeSchema.parse({
      ...gateway,
      gateway: { ...gateway.gateway, secret: 'a-new-secret-of-24-chars' },
    });
    expect(replaced.gateway).toMatchObject({ secret: 'a-new-secret-of-24-chars' });
  });

  it("reports the form's and the contract's failures at the fields that caused them", () => {
    expect(issues(newChannelSchema.safeParse(bank({ presets: '50, lots' })))).toEqual([
      'presets: channels.invalidAmount',
    ]);
    expect(issues(newChannelSchema.safeParse(bank({ rankLevels: '1, x' })))).toEqual([
      'rankLevels: channels.invalidList',
    ]);
    const broken = bank({
      names: { en: '', id: 'x' },
      min: '-5',
      limitedHours: true,
      hours: { days: [], from: '09:00', to: '09:00' },
    });
    const paths = issues(newChannelSchema.safeParse(broken)).map((issue) => issue.split(':')[0]);
    expect(paths).toEqual(expect.arrayContaining(['names.en', 'min', 'hours.days', 'hours.to']));
  });
});
