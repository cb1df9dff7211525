import type { RoundRecord } from '../rounds';
import { escapeHtml } from './layout';

export interface ProviderSummary {
  code: string;
  name: string;
  games: number;
}

const STATUS_TONE: Record<RoundRecord['status'], string> = {
  open: 'open',
  settled: 'settled',
  cancelled: 'cancelled',
  refused: 'refused',
};

/** The simulator's front page: the providers it stands in for, and its newest rounds with every wallet call. */
export function renderIndex(providers: ProviderSummary[], rounds: RoundRecord[], testMode: boolean): string {
  const providerRows = providers
    .map((p) => `<li><b>${escapeHtml(p.name)}</b><code>${escapeHtml(p.code)}</code><span>${p.games} games</span></li>`)
    .join('');
  const roundRows = rounds
    .map(
      (
        r,
      ) => `<tr><td><time>${escapeHtml(r.createdAt.slice(11, 19))}</time></td><td>${escapeHtml(r.providerCode)}<small>${escapeHtml(r.gameCode)}</small></td>
<td>${escapeHtml(r.operatorId)}<small>${escapeHtml(r.playerId)}</small></td><td class="num">${escapeHtml(r.stake)}</td><td class="num">${escapeHtml(r.win ?? '-')}</td>
<td><span class="pill ${STATUS_TONE[r.status]}">${r.status}</span>${r.fault ? `<small>${escapeHtml(r.fault)}</small>` : ''}</td>
<td><small>${r.calls.map((c) => `${escapeHtml(c.call)} ${escapeHtml(c.code ?? c.status)}`).join(' · ')}</small></td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Provider simulator</title><link rel="stylesheet" href="/assets/game.css"></head>
<body class="kind-index" style="--hue:265"><main class="index">
<h1>Provider simulator <span class="pill ${testMode ? 'open' : 'settled'}">${testMode ? 'test mode' : 'seamless-wallet v1'}</span></h1>
<p class="lead">A stand-in game aggregator: each provider below is served at <code>/p/{code}</code> (launch, round-status,
game pages), and every round is settled through signed calls to the operator's wallet. No real money moves.</p>
<h2>Providers</h2><ul class="providers">${providerRows}</ul>
<h2>Latest rounds</h2>
${rounds.length ? `<div class="scroll"><table><thead><tr><th>Time</th><th>Game</th><th>Player</th><th class="num">Bet</th><th class="num">Win</th><th>Status</th><th>Wallet calls</th></tr></thead><tbody>${roundRows}</tbody></table></div>` : '<p class="lead">No rounds yet: open an external game in the lobby.</p>'}
</main></body></html>`;
}
