// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import type { Promotion } from '@lobby/contract/promotions';
import { REWARD_IMAGE_MAX_BYTES, type RewardApplication } from '@lobby/contract/rewards';
import { Component as ApplyPage } from './apply-reward';
import { Component as RewardCenterView } from './reward-center';
import { MemberOnly } from '../lib/member-only';
import { resetAccounts, signIn } from '../test/accounts';
import { failure, renderAt, stubApi } from '../test/render';
import { checkPick, sniffImageType } from '../shared/pictures/image-rules';

/** The page as the router mounts it: behind the member guard. */
const RewardCenterPage = () => (
  <MemberOnly>
    <RewardCenterView />
  </MemberOnly>
);

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'slip.png') => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' });
const jpeg = (name = 'photo.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], name, { type: 'image/jpeg' });

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 5,
    linkedPromotionId: null,
    title: 'Parlay Insurance',
    content: '<p>x</p>',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2027-03-01T00:00:00.000Z',
    noExpiry: 0,
    promoAnnouncementCategoryIds: [],
    announcementImages: [],
    imageRequired: 'Y',
    remarkRequired: 'Y',
    applicable: true,
    joined: false,
    ...overrides,
  };
}

function application(overrides: Partial<RewardApplication> = {}): RewardApplication {
  return {
    id: 1,
    promotionId: 5,
    promotionTitle: 'Parlay Insurance',
    status: 'pending',
    remarks: 'Ticket 42',
    imageCount: 1,
    reward: '0.00',
    reviewNote: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

beforeEach(() => {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:pick-${(n += 1)}`, revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => resetAccounts());

describe('picked image rules', () => {
  it('knows JPEG and PNG by their first bytes only', () => {
    expect(sniffImageType(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x7f, 0x45, 0x4c, 0x46]))).toBeNull();
  });

  it('refuses a fourth picture, a picture over 5 MB, a non-image and an unreadable file', async () => {
    expect(await checkPick(png(), 3)).toBe('reward.activity_apply_remark_limit4');
    const big = new File([new Uint8Array(REWARD_IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(await checkPick(big, 0)).toBe('reward.activity_apply_remark_limit3');
    const elf = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46])], 'x.png', { type: 'image/png' });
    expect(await checkPick(elf, 0)).toBe('reward.activity_image_type');
    const broken = png();
    broken.slice = () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) as unknown as Blob;
    expect(await checkPick(broken, 0)).toBe('reward.unreadable');
    expect(await checkPick(jpeg(), 2)).toBeNull();
  });
});

describe('/m/applyReward', () => {
  const render = (route: string) => renderAt(<ApplyPage />, route, { uiPath: '/m/applyReward' });

  it('sends a visitor, a missing id and an unknown promotion to /m/activity', async () => {
    const visitor = render('/m/applyReward?id=5');
    expect(await screen.findByText('landed on /m/activity')).toBeTruthy();
    visitor.unmount();
    signIn();
    const noId = render('/m/applyReward');
    expect(await screen.findByText('landed on /m/activity')).toBeTruthy();
    noId.unmount();
    stubApi({ [`${API_PATHS.promotions}/77`]: () => failure('resource.not.found', 404) });
    render('/m/applyReward?id=77');
    expect(await screen.findByText('landed on /m/activity')).toBeTruthy();
  });

  it('enables submit only when remarks and a picture are there; cancel clears both', async () => {
    signIn();
    stubApi({ [`${API_PATHS.promotions}/5`]: () => promotion() });
    const user = userEvent.setup();
    render('/m/applyReward?id=5');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/Remarks/), 'Ticket 8841');
    expect(screen.getByText('11/140')).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByLabelText('Add a picture'), png());
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeTruthy();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText(/Remarks/) as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
  });

  it('refuses a GIF and a fourth picture with their messages, and removes a picture', async () => {
    signIn();
    stubApi({ [`${API_PATHS.promotions}/5`]: () => promotion({ remarkRequired: 'N' }) });
    const user = userEvent.setup();
    render('/m/applyReward?id=5');
    const input = await screen.findByLabelText('Add a picture');
    await user.upload(input, new File([new TextEncoder().encode('GIF89a....')], 'anim.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only JPEG or PNG pictures can be uploaded.');
    await user.upload(input, [png('a.png'), jpeg('b.jpg'), png('c.png'), png('d.png')]);
    expect((await screen.findByRole('alert')).textContent).toBe('At most 3 pictures can be uploaded.');
    expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(2);
  });

  it('sends the pictures and remarks as multipart, reuses the request key on a retry, and goes to /m/activity', async () => {
    signIn();
    let attempts = 0;
    const { fetchMock } = stubApi({
      [`${API_PATHS.promotions}/5`]: () => promotion(),
      [`POST ${API_PATHS.rewardApplications}`]: () => {
        attempts += 1;
        return attempts === 1 ? failure('system.error', 500) : application();
      },
    });
    const user = userEvent.setup();
    render('/m/applyReward?id=5');
    await user.type(await screen.findByLabelText(/Remarks/), 'Ticket 42');
    await user.upload(screen.getByLabelText('Add a picture'), png());
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await user.click(submit);
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    await user.click(submit);
    expect(await screen.findByText('landed on /m/activity')).toBeTruthy();
    const forms = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith(API_PATHS.rewardApplications))
      .map(([, init]) => (init as RequestInit).body as FormData);
    expect(forms).toHaveLength(2);
    expect(forms[0]?.get('promotionId')).toBe('5');
    expect(forms[0]?.get('remarks')).toBe('Ticket 42');
    expect((forms[0]?.getAll('pictures')[0] as File).name).toBe('slip.png');
    expect(forms[1]?.get('requestKey')).toBe(forms[0]?.get('requestKey'));
    expect(String(forms[0]?.get('requestKey'))).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('/m/rewardCenter', () => {
  it("lists the member's applications with their status", async () => {
    signIn();
    stubApi({
      [API_PATHS.rewardApplications]: () => ({
        list: [
          application({
            id: 2,
            status: 'approved',
            reward: '15.00',
            reviewNote: 'Enjoy!',
            promotionTitle: 'Weekly Live Cashback 5%',
          }),
          application(),
        ],
        pageNum: 1,
        totalPages: 1,
      }),
    });
    renderAt(<RewardCenterPage />, '/m/rewardCenter');
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Reward 15.00')).toBeTruthy();
    expect(screen.getByText('Enjoy!')).toBeTruthy();
  });

  it('sends a visitor to login', async () => {
    renderAt(<RewardCenterPage />, '/m/rewardCenter');
    expect(await screen.findByText(/landed on \/m\/login/)).toBeTruthy();
  });
});
