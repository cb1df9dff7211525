// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSite, makeWinner } from '../../../test/fixtures';
import { renderWithApp, stubApi, stubEverythingVisible } from '../../../test/render';
import { WinnerSlides, WinnersBoard } from './winners-board';

describe('winners board', () => {
  it('drops the odd last winner and shows two per slide', async () => {
    const winners = ['1', '2', '3', '4', '5'].map((id) => makeWinner(id));
    renderWithApp(<WinnerSlides winners={winners} />);
    const slides = await screen.findAllByRole('group', { name: /Slide \d of 2/ });
    expect(slides).toHaveLength(2);
    for (const slide of slides) expect(within(slide).getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Winning Game 5/ })).toBeNull();
  });

  it('names each entry with the game, the masked name and the amount', async () => {
    renderWithApp(
      <WinnerSlides winners={[makeWinner('1', { customerName: 'ab***9', winAmount: '88.50' }), makeWinner('2')]} />,
    );
    expect(await screen.findByRole('button', { name: 'Play Winning Game 1: ab***9 won 88.50' })).toBeTruthy();
  });

  it("groups a large win and shows it in the site's currency", async () => {
    stubApi({ '/api/v1/site': () => makeSite({ wallet: { currency: 'USD' } }) });
    renderWithApp(
      <WinnerSlides winners={[makeWinner('1', { customerName: 'ab***9', winAmount: '193675.74' }), makeWinner('2')]} />,
    );
    expect(await screen.findByRole('button', { name: 'Play Winning Game 1: ab***9 won $193,675.74' })).toBeTruthy();
  });

  it('sends a visitor who taps a winner to login', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<WinnerSlides winners={[makeWinner('1'), makeWinner('2')]} />);
    await user.click(await screen.findByRole('button', { name: /Winning Game 2/ }));
    expect(router.state.location.pathname).toBe('/m/login');
  });

  it('loads the board with the limit and category of the spec', async () => {
    stubEverythingVisible();
    const { calls } = stubApi({ '/api/v1/winners': () => [makeWinner('1'), makeWinner('2')] });
    renderWithApp(<WinnersBoard />);
    expect(await screen.findByRole('button', { name: /Winning Game 1/ })).toBeTruthy();
    const call = calls.find((url) => url.pathname === '/api/v1/winners');
    expect(call?.searchParams.get('gameCategory')).toBe('ALL');
    expect(call?.searchParams.get('limitNum')).toBe('20');
  });
});
