// The lottery lobby: the open draw with its number and countdown, bet types, the player's tickets and the recent
// results. A ticket is a bet on the open draw; the provider's server settles it when the draw closes.
(function () {
  const { boot, esc, t, money, play, setBalance, stakePicker, roundEnded } = window.Game;
  const root = document.getElementById('lottery');
  const KINDS = ['number', 'big', 'small', 'odd', 'even'];
  const draws = boot.draws
    .map(
      (d) =>
        `<li aria-current="${d.current}"><b>${esc(d.name)}</b><span>${t('drawNumber')} ${d.drawNumber.slice(-4)} · ${d.closesAt}</span></li>`,
    )
    .join('');
  root.innerHTML = `<ul class="draws" aria-label="${t('draws')}">${draws}</ul><section class="draw-card">
      <div><small>${t('drawNumber')}</small><b id="draw-no"></b></div>
      <div class="countdown"><small>${t('closesIn')}</small><b id="countdown">--:--</b></div>
      <div class="last"><small>${t('lastResult')}</small><div class="balls" id="last-balls"></div></div>
    </section>
    <div class="bet-kinds" role="radiogroup">${KINDS.map(
      (k, i) =>
        `<button type="button" role="radio" aria-checked="${i === 0}" data-kind="${k}">${k === 'number' ? '2D' : t(k)}<small>×${boot.pays[k]}</small></button>`,
    ).join('')}</div>
    <div class="numbers" id="numbers" aria-label="${t('pickNumber')}">${Array.from({ length: 100 }, (_, n) => {
      const v = String(n).padStart(2, '0');
      return `<button type="button" data-n="${v}" aria-pressed="${v === '07'}">${v}</button>`;
    }).join('')}</div>
    <div class="controls"><div class="stake" id="stake"></div><button type="button" class="spin" id="buy">${t('buyTicket')}</button></div>
    <section class="panel"><h2>${t('yourTickets')}</h2><ul class="tickets" id="tickets"></ul></section>
    <section class="panel"><h2>${t('recentResults')}</h2><ol class="results" id="results"></ol></section>`;
  let kind = 'number';
  let number = '07';
  const stake = stakePicker(document.getElementById('stake'));
  const numbers = document.getElementById('numbers');
  const balls = (result) => [...result].map((d) => `<span>${d}</span>`).join('');

  for (const button of root.querySelectorAll('.bet-kinds button'))
    button.addEventListener('click', () => {
      kind = button.dataset.kind;
      root.querySelectorAll('.bet-kinds button').forEach((b) => b.setAttribute('aria-checked', String(b === button)));
      numbers.hidden = kind !== 'number';
    });
  for (const button of numbers.querySelectorAll('button'))
    button.addEventListener('click', () => {
      number = button.dataset.n;
      numbers.querySelectorAll('button').forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
    });

  let state = boot.lottery;
  const settledSeen = new Set(state.tickets.filter((x) => x.status !== 'open').map((x) => x.roundId));
  function render() {
    document.getElementById('draw-no').textContent = state.draw.drawNumber;
    document.getElementById('last-balls').innerHTML = state.results[0] ? balls(state.results[0].result) : '';
    document.getElementById('results').innerHTML = state.results
      .map((r) => `<li><span>${r.drawNumber}</span><div class="balls small">${balls(r.result)}</div></li>`)
      .join('');
    document.getElementById('tickets').innerHTML = state.tickets.length
      ? state.tickets
          .map((x) => {
            const pick = x.bet.kind === 'number' ? `2D ${x.bet.number}` : t(x.bet.kind);
            const status =
              x.status === 'open'
                ? `<em>${t('waiting')}</em>`
                : Number(x.win) > 0
                  ? `<b class="won">+${money(x.win)}</b>`
                  : `<b class="lost">${t('lost')}</b>`;
            return `<li><span>${x.drawNumber}</span><span>${pick}</span><span>${money(x.stake)}</span>${status}</li>`;
          })
          .join('')
      : `<li class="empty">-</li>`;
  }
  async function refresh() {
    const response = await fetch(boot.stateUrl)
      .then((r) => r.json())
      .catch(() => null);
    if (!response) return;
    state = response.lottery;
    setBalance(response.balance);
    for (const x of state.tickets)
      if (x.status !== 'open' && !settledSeen.has(x.roundId)) {
        settledSeen.add(x.roundId);
        roundEnded(x.roundId);
      }
    render();
  }
  setInterval(() => {
    const left = Math.max(0, state.draw.closesAt - Date.now());
    document.getElementById('countdown').textContent =
      `${String(Math.floor(left / 60000)).padStart(2, '0')}:${String(Math.floor(left / 1000) % 60).padStart(2, '0')}`;
    if (left === 0 || (left < 1000 && !refresh.pending)) {
      refresh.pending = true;
      setTimeout(() => refresh().finally(() => (refresh.pending = false)), 1500);
    }
  }, 500);

  const buy = document.getElementById('buy');
  buy.addEventListener('click', async () => {
    buy.disabled = true;
    const bet = kind === 'number' ? { kind, number } : { kind };
    const answer = await play({ stake: stake(), bet });
    if (answer.status === 'OK') await refresh();
    buy.disabled = false;
  });
  render();
})();
