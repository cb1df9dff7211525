// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { startFromHash } from './lib/i18n';
import { TICKET, bodyOf, diceRound, limboRound, ok, plinkoRound, session, stubFetch } from './test/fixtures';

const fast = { retryDelayMs: () => 1 };
const renderGame = (language = 'en') =>
  render(<App params={startFromHash(`#ticket=${TICKET}&language=${language}`)} playOptions={fast} />);

afterEach(() => vi.unstubAllGlobals());

describe('dice', () => {
  const dice = session({ engine: 'dice', gameName: 'Nova Dice', rtpBp: 9_803 });

  it('shows the multiplier, chance and payout of the target, and flips under to over keeping the chance', async () => {
    stubFetch(ok(dice));
    renderGame();
    const slider = await screen.findByRole('slider', { name: 'Roll under' });
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×');
    expect(screen.getByTestId('dice-chance').textContent).toBe('50.00%');
    fireEvent.change(slider, { target: { value: '2500' } });
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('3.9600×');
    expect(screen.getByTestId('dice-chance').textContent).toBe('25.00%');
    expect(screen.getByTestId('dice-payout').textContent).toBe('3.96');
    await userEvent.click(screen.getByRole('button', { name: /Target 25.00: switch/ }));
    expect(screen.getByRole('slider', { name: 'Roll over' })).toHaveProperty('value', '7500');
    // Over 75.00 wins on 76 of every 100 rolls... 24.99 %, strictly above the target.
    expect(screen.getByTestId('dice-chance').textContent).toBe('24.99%');
  });

  it('sends the target and direction, shows the roll, the win and the new balance', async () => {
    const { calls } = stubFetch(ok(dice), ok(diceRound(1_234, true, 198)));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    const result = await screen.findByTestId('dice-result');
    await waitFor(() => expect(result.textContent).toContain('12.34'));
    expect(result.textContent).toContain('Win · 1.9800×');
    expect(bodyOf(calls[1]?.init)).toMatchObject({
      engine: 'dice',
      target: 5_000,
      direction: 'under',
      stakeMinor: 100,
    });
    expect(screen.getByTestId('balance').textContent).toBe('1,000.98');
    expect(screen.getByTestId('announcer').textContent).toBe('You won 1.98');
    expect(within(screen.getByRole('list', { name: 'Last rolls' })).getByText('12.34')).toBeTruthy();
  });

  it('says so when the roll loses', async () => {
    stubFetch(ok(dice), ok(diceRound(8_000, false, 0)));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    await waitFor(() => expect(screen.getByTestId('dice-result').textContent).toContain('No win'));
    expect(screen.getByTestId('balance').textContent).toBe('999.00');
    expect(screen.getByTestId('announcer').textContent).toBe('No win this time');
  });

  it('speaks Indonesian', async () => {
    stubFetch(ok(dice));
    renderGame('id');
    expect(await screen.findByRole('button', { name: 'Lempar' })).toBeTruthy();
    expect(screen.getByText('Peluang menang')).toBeTruthy();
  });
});

describe('plinko', () => {
  const plinko = session({ engine: 'plinko', gameName: 'Nova Plinko', rtpBp: 9_890 });

  it('sends the rows and risk chosen, lands the ball in its bucket and pays it', async () => {
    // Ten rights of twelve: bucket 10, 4x at medium risk.
    const path = [1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1] as (0 | 1)[];
    const { calls } = stubFetch(ok(plinko), ok(plinkoRound(path, 40)));
    renderGame();
    await userEvent.click(await screen.findByRole('radio', { name: '12' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    const buckets = screen.getByRole('list', { name: 'Multipliers' });
    expect(within(buckets).getAllByRole('listitem')).toHaveLength(13);
    await userEvent.click(screen.getByRole('button', { name: 'Drop' }));
    await waitFor(() => expect(screen.getByTestId('plinko-landed').textContent).toBe('4×'));
    expect(within(buckets).getAllByRole('listitem').indexOf(screen.getByTestId('plinko-landed'))).toBe(10);
    expect(bodyOf(calls[1]?.init)).toMatchObject({ engine: 'plinko', rows: 12, risk: 'medium', stakeMinor: 100 });
    expect(screen.getByTestId('balance').textContent).toBe('1,003.00');
    expect(within(screen.getByRole('list', { name: 'Last drops' })).getByText('4×')).toBeTruthy();
  });

  it('shows the pay tables in its rules, in Indonesian too', async () => {
    stubFetch(ok(plinko));
    renderGame('id');
    await userEvent.click(await screen.findByRole('button', { name: 'Aturan dan pembayaran' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Tinggi')).toBeTruthy();
    expect(within(dialog).getAllByText('16 baris')).toHaveLength(3);
  });
});

describe('limbo', () => {
  const limbo = session({ engine: 'limbo', gameName: 'Nova Limbo', rtpBp: 9_899 });

  it('halves, doubles and takes a typed target within 1.01x to 1,000x, with its chance and payout', async () => {
    stubFetch(ok(limbo));
    renderGame();
    const target = await screen.findByRole('textbox', { name: 'Target multiplier' });
    expect(screen.getByTestId('limbo-chance').textContent).toBe('49.5000%');
    await userEvent.click(screen.getByRole('button', { name: '2×' }));
    expect(target).toHaveProperty('value', '4.00');
    expect(screen.getByTestId('limbo-payout').textContent).toBe('4.00');
    await userEvent.clear(target);
    await userEvent.type(target, '5000');
    await userEvent.tab();
    expect(target).toHaveProperty('value', '1000.00');
    await userEvent.clear(target);
    await userEvent.type(target, '1');
    await userEvent.tab();
    expect(target).toHaveProperty('value', '1.01');
  });

  it('sends the target and shows the drawn multiplier, the win and the balance', async () => {
    const { calls } = stubFetch(ok(limbo), ok(limboRound(200, 731)));
    renderGame();
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('limbo-result').textContent).toContain('7.31×'));
    expect(screen.getByTestId('limbo-result').textContent).toContain('Win · 2.00×');
    expect(bodyOf(calls[1]?.init)).toMatchObject({ engine: 'limbo', target: 200, stakeMinor: 100 });
    expect(screen.getByTestId('balance').textContent).toBe('1,001.00');
  });
});
