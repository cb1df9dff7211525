import { escapeHtml } from '../../lib/escape-html';
import type { LiveTicket } from './play.repository';

/** The demo provider's page: names the game a real provider would start, and for which wallet. */
export function demoPage(ticket: LiveTicket | undefined): string {
  const body = ticket
    ? `<p class="eyebrow">${escapeHtml(ticket.game.displayName)} · demo provider</p>
       <h1>${escapeHtml(ticket.game.gameName)}</h1>
       <p>This is where ${escapeHtml(ticket.game.displayName)} would start
       <strong>${escapeHtml(ticket.game.gameName)}</strong> in ${ticket.mode === 'free' ? 'free play' : 'real play'}
       for <strong>${escapeHtml(ticket.username)}</strong>.</p>
       <p class="note">External providers are not connected on this site; in-house games play for real.</p>`
    : `<h1>Game session ended</h1><p>Please go back and open the game again.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ticket ? escapeHtml(ticket.game.gameName) : 'Game session ended'}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: radial-gradient(circle at 50% 0%, #312e81, #0b0b1a 70%);
         color: #e5e7eb; font: 16px/1.5 system-ui, sans-serif; text-align: center; }
  main { padding: 32px 24px; max-width: 420px; }
  h1 { font-size: 28px; margin: 8px 0 16px; color: #fff; }
  .eyebrow { text-transform: uppercase; letter-spacing: .12em; font-size: 12px; color: #fbbf24; margin: 0; }
  .note { font-size: 13px; color: #9ca3af; margin-top: 24px; }
</style></head>
<body><main>${body}</main></body></html>`;
}
