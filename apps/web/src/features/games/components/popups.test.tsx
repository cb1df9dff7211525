// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeClassification, makeVendor } from '../../../test/fixtures';
import { EMPTY_DRAFT, FilterPopup, toggle } from './filter-popup';
import { ProviderPopup } from './provider-popup';

const vendors = [makeVendor('PG', 'PG Soft'), makeVendor('JL', 'JILI')];

describe('ProviderPopup', () => {
  it('confirms the chosen provider', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ProviderPopup open vendors={vendors} selected="" onConfirm={onConfirm} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Choose a provider' });
    expect((screen.getByRole('radio', { name: 'All providers' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: /JILI/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('JL');
    expect(dialog).toBeTruthy();
  });

  it('resets to all before confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ProviderPopup open vendors={vendors} selected="PG" onConfirm={onConfirm} onClose={vi.fn()} />);
    expect((screen.getByRole('radio', { name: /PG Soft/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('closes without a choice on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ProviderPopup open vendors={vendors} selected="" onConfirm={onConfirm} onClose={onClose} />);
    await user.click(screen.getByRole('radio', { name: /JILI/ }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('FilterPopup', () => {
  const classifications = [makeClassification('Megaways', ['PG']), makeClassification('JP', ['JL'])];

  it('toggles a value off when chosen again', () => {
    expect(toggle('', 'PG')).toBe('PG');
    expect(toggle('PG', 'PG')).toBe('');
    expect(toggle('PG', 'JL')).toBe('JL');
  });

  it('applies name, provider and game type with the filter button', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <FilterPopup open current={EMPTY_DRAFT} vendors={vendors} classifications={classifications} onApply={onApply} />,
    );
    screen.getByRole('dialog', { name: 'Filter games' });
    await user.type(screen.getByLabelText('Game name'), 'koi');
    await user.click(screen.getByRole('button', { name: 'PG Soft' }));
    expect(screen.getByRole('button', { name: 'PG Soft' }).getAttribute('aria-pressed')).toBe('true');
    // Only the chosen provider's classifications are offered.
    expect(screen.queryByRole('button', { name: 'Jackpot' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Megaways' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenCalledWith({ gameName: 'koi', vassalage: 'PG', gameClassify: 'Megaways' });
  });

  it('untoggles a provider and resets everything', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <FilterPopup
        open
        current={{ gameName: 'dragon', vassalage: 'JL', gameClassify: 'JP' }}
        vendors={vendors}
        classifications={classifications}
        onApply={onApply}
      />,
    );
    expect((screen.getByLabelText('Game name') as HTMLInputElement).value).toBe('dragon');
    await user.click(screen.getByRole('button', { name: 'JILI' }));
    expect(screen.getByRole('button', { name: 'JILI' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenCalledWith(EMPTY_DRAFT);
  });

  it('applies the choice when closed', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <FilterPopup open current={EMPTY_DRAFT} vendors={vendors} classifications={classifications} onApply={onApply} />,
    );
    await user.click(screen.getByRole('button', { name: 'JILI' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onApply).toHaveBeenCalledWith({ gameName: '', vassalage: 'JL', gameClassify: '' });
  });
});
