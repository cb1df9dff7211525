import type { GameSession } from '../sessions';
import type { Messages } from '../messages';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** JSON inside a <script type="application/json">: "<" escaped so no value can close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Each art theme's accent, so a jungle slot and an ocean slot do not look alike. */
const THEME_HUES: Record<string, string> = {
  ocean: '199',
  fruit: '330',
  candy: '320',
  egypt: '42',
  jungle: '140',
  nordic: '210',
  myth: '268',
  western: '28',
  oriental: '0',
  classic: '350',
  space: '250',
  fire: '14',
  sport: '150',
  lotto: '48',
  casino: '275',
};

/** The game's art, from our own origin (art.ts), or none. */
export function artUrl(session: GameSession): string | null {
  if (!session.game.image || !URL.canParse(session.lobbyUrl)) return null;
  return `/p/${encodeURIComponent(session.providerCode)}/game/${session.id}/art`;
}

export interface PageParts {
  session: GameSession;
  messages: Messages;
  kind: string;
  /** The game's own markup (reels, table, board, draws). */
  body: string;
  /** Data the page's script starts from. */
  boot: Record<string, unknown>;
}

/** The frame every game page shares: a bar with the game's art, name and the wallet's balance, then the game. */
export function gamePage({ session, messages, kind, body, boot }: PageParts): string {
  const art = artUrl(session);
  const { game } = session;
  const hue = THEME_HUES[game.theme] ?? '275';
  const lang = messagesFor(session.language);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(game.name)} · ${escapeHtml(game.providerName)}</title>
<link rel="stylesheet" href="/assets/game.css">
</head>
<body class="kind-${kind}" style="--hue:${hue}">
<header class="bar">
  ${art ? `<img class="art" src="${escapeHtml(art)}" alt="" width="40" height="40">` : '<span class="art"></span>'}
  <div class="title"><h1>${escapeHtml(game.name)}</h1><p>${escapeHtml(game.providerName)}${session.mode === 'free' ? ` · <span class="fun">${escapeHtml(messages.funPlay)}</span>` : ''}</p></div>
  <div class="balance" aria-live="polite"><span>${escapeHtml(messages.balance)}</span><strong id="balance">${escapeHtml(session.balance ?? '-')}</strong><small>${escapeHtml(session.currency)}</small></div>
</header>
<main class="game">${body}</main>
<div id="notice" class="notice" role="alert" hidden></div>
<script type="application/json" id="boot">${jsonForScript({
    ...boot,
    kind,
    currency: session.currency,
    balance: session.balance,
    mode: session.mode,
    roundUrl: `/p/${encodeURIComponent(game.providerCode)}/game/${session.id}/round`,
    stateUrl: `/p/${encodeURIComponent(game.providerCode)}/game/${session.id}/state`,
    cashierUrl: /^https?:\/\//.test(session.cashierUrl) ? session.cashierUrl : null,
    lobbyOrigin: URL.canParse(session.lobbyUrl) ? new URL(session.lobbyUrl).origin : null,
    words: messages,
  })}</script>
<script src="/assets/game.js"></script>
<script src="/assets/${kind}.js"></script>
</body></html>`;
}

const messagesFor = (language: string) => (language.toLowerCase().startsWith('id') ? 'id' : 'en');

/** The page when the wallet would not open the session (expired or unknown token, blocked player). */
export function errorPage(messages: Messages, language: string, words: string, lobbyUrl: string | null): string {
  return `<!doctype html>
<html lang="${messagesFor(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(messages.sessionEnded)}</title><link rel="stylesheet" href="/assets/game.css"></head>
<body class="kind-error" style="--hue:275"><main class="ended"><div class="ended-card">
<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10"/><path d="M12 7v6M12 16.5v.5"/></svg>
<h1>${escapeHtml(messages.sessionEnded)}</h1><p>${escapeHtml(words)}</p>
${lobbyUrl ? `<a class="primary" href="${escapeHtml(lobbyUrl)}" target="_top">${escapeHtml(messages.lobby)}</a>` : ''}
</div></main></body></html>`;
}
