import type { CaughtMessage } from './inbox';

const REFRESH_SECONDS = 5;
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** Message text, escaped, with its web links clickable (a reset link is what a person wants to open). */
function bodyHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function messageHtml(message: CaughtMessage): string {
  const kind = message.channel === 'sms' ? 'SMS' : 'E-mail';
  const time = message.receivedAt.slice(11, 19);
  const subject = message.subject ? `<h2>${escapeHtml(message.subject)}</h2>` : '';
  return `<article aria-label="${kind} to ${escapeHtml(message.to)}">
<header><span class="tag ${message.channel}">${kind}</span><span class="to">${escapeHtml(message.to)}</span>
<time datetime="${escapeHtml(message.receivedAt)}">${time} UTC</time></header>
${subject}<p>${bodyHtml(message.text)}</p>
${message.from ? `<footer>from ${escapeHtml(message.from)}</footer>` : ''}</article>`;
}

const STYLE = `
:root{color-scheme:dark}
body{margin:0;font:15px/1.5 system-ui,sans-serif;background:#0f1020;color:#e7e7f5}
main{max-width:720px;margin:0 auto;padding:16px}
h1{font-size:20px;margin:8px 0 4px}
.note{color:#9a9ab8;font-size:13px;margin:0 0 12px}
form{display:flex;gap:8px;margin-bottom:16px}
input{flex:1;background:#1a1b33;border:1px solid #33345a;border-radius:8px;color:inherit;padding:8px}
button{background:#7c3aed;border:0;border-radius:8px;color:#fff;padding:8px 14px}
article{background:#1a1b33;border:1px solid #2a2b4d;border-radius:12px;padding:12px 14px;margin-bottom:12px}
header{display:flex;gap:8px;align-items:center;font-size:13px;color:#9a9ab8}
.to{color:#e7e7f5;font-weight:600;overflow-wrap:anywhere}
time{margin-left:auto;white-space:nowrap}
.tag{border-radius:999px;padding:1px 8px;font-size:12px;font-weight:600}
.sms{background:#14532d;color:#bbf7d0}.email{background:#1e3a8a;color:#bfdbfe}
h2{font-size:15px;margin:8px 0 0}
p{white-space:pre-wrap;overflow-wrap:anywhere;margin:8px 0 0}
a{color:#c4b5fd}
footer{color:#6b6b8a;font-size:12px;margin-top:6px}
.empty{color:#9a9ab8;text-align:center;padding:32px 0}`;

/** The web inbox: every caught SMS and e-mail, newest first, refreshing itself. */
export function renderInbox(messages: CaughtMessage[], to: string | undefined): string {
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p class="empty">No messages yet. Codes and links the site sends appear here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>Message sandbox inbox</title><style>${STYLE}</style></head>
<body><main>
<h1>Message sandbox</h1>
<p class="note">SMS and e-mail the site sent, newest first. Nothing here reached a real phone or mailbox.</p>
<form method="get" role="search"><input name="to" aria-label="Recipient" placeholder="Filter by number or e-mail" value="${escapeHtml(to ?? '')}"><button>Filter</button></form>
<section aria-label="Messages">${list}</section>
</main></body></html>`;
}
