// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import type { Feedback, FeedbackOptions } from '@lobby/contract/feedback';
import { resetAccounts, signIn } from '../test/accounts';
import { renderAt, stubApi } from '../test/render';
import { Component as FeedbackPage } from './feedback';

const OPTIONS: FeedbackOptions = {
  categories: [
    { code: 'deposit', label: 'Deposit' },
    { code: 'games', label: 'Games' },
  ],
  minWords: 3,
  maxWords: 6,
  pictures: true,
};
const REPLIED: Feedback = {
  id: 7,
  category: 'deposit',
  content: 'My deposit did not arrive',
  imageCount: 0,
  status: 'replied',
  reply: 'It is credited now.',
  createdAt: '2026-11-20T10:00:00.000Z',
  repliedAt: '2026-11-20T11:00:00.000Z',
};
const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'a.png', {
  type: 'image/png',
});

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pick', revokeObjectURL: vi.fn() }));
});
afterEach(() => resetAccounts());

describe('/m/feedback', () => {
  it('sends a category, words within the site’s bounds and a picture, and lists past feedback with replies', async () => {
    signIn();
    const api = stubApi({
      [API_PATHS.feedbackOptions]: () => OPTIONS,
      [API_PATHS.feedback]: () => ({ list: [REPLIED], pageNum: 1, totalPages: 1, totalCount: 1 }),
      [`POST ${API_PATHS.feedback}`]: () => ({ ...REPLIED, id: 8, status: 'open', reply: null, repliedAt: null }),
    });
    renderAt(<FeedbackPage />, '/m/feedback');
    const history = await screen.findByRole('list', { name: 'My feedback' });
    expect(within(history).getByText('It is credited now.')).toBeTruthy();
    expect(within(history).getByText('Replied')).toBeTruthy();

    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(screen.getByRole('radio', { name: 'Games' }));
    await user.type(screen.getByLabelText('Your feedback'), 'Too short');
    expect(screen.getByText('2 / 6 words')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your feedback'), ' to read it');
    await user.upload(screen.getByLabelText('Add a picture'), PNG);
    await screen.findByRole('img', { name: 'Picture 1' });
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    await screen.findByText('Thank you! Your feedback was sent.');

    const post = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = post?.[1]?.body as FormData;
    expect(form.get('category')).toBe('games');
    expect(form.get('content')).toBe('Too short to read it');
    expect(form.getAll('pictures')).toHaveLength(1);
    expect(String(form.get('requestKey'))).toMatch(/^[0-9a-f]{32}$/);
  });

  it('offers no picture where the site takes feedback without pictures', async () => {
    signIn();
    stubApi({
      [API_PATHS.feedbackOptions]: () => ({ ...OPTIONS, pictures: false }),
      [API_PATHS.feedback]: () => ({ list: [], pageNum: 1, totalPages: 1, totalCount: 0 }),
    });
    renderAt(<FeedbackPage />, '/m/feedback');
    await screen.findByRole('radio', { name: 'Games' });
    expect(screen.queryByLabelText('Add a picture')).toBeNull();
  });
});
