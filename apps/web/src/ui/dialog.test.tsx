// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isScrollLocked } from '../lib/scroll-lock';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open filters
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Filter games">
        <label>
          Game name
          <input />
        </label>
        <button type="button">Apply</button>
      </Dialog>
    </>
  );
}

function Nested() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open filters
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Filter games">
        <button type="button" onClick={() => setConfirming(true)}>
          Reset
        </button>
        <Dialog open={confirming} onClose={() => setConfirming(false)} title="Reset filters?">
          <button type="button">Yes</button>
        </Dialog>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus moved inside and the page scroll locked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filter games' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(isScrollLocked()).toBe(true);
  });

  it('hides the app behind it from assistive technology until it closes', async () => {
    const user = userEvent.setup();
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    render(<Harness />, { container: app });
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    expect(app.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Open filters' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(app.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getByRole('button', { name: 'Open filters' })).toBeTruthy();
    app.remove();
  });

  it('keeps focus inside when tabbing past either end', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open filters' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(isScrollLocked()).toBe(false);
  });

  it('leaves focus where a quick tap put it inside the popup before its first frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const field = screen.getByLabelText('Game name');
    field.focus();
    for (const frame of frames.splice(0)) frame(0);
    expect(document.activeElement).toBe(field);
  });

  it('answers Escape even while focus is not inside yet', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes only the innermost of two open popups on Escape', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const confirm = screen.getByRole('dialog', { name: 'Reset filters?' });
    await waitFor(() => expect(confirm.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Reset filters?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Filter games' })).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
