// The sportsbook: today's fixtures with prices; a price goes on the slip, the slip places a single bet, and
// the provider's server plays the match out at once (a demo book) and settles it.
(function () {
  const { boot, esc, t, money, times, play, stakePicker } = window.Game;
  const root = document.getElementById('sports');
  const label = (fixture, selection) =>
    boot.sport === 'sports'
      ? `${selection.label} · ${{ home: fixture.home, away: fixture.away, draw: 'Draw' }[selection.key]}`
      : selection.label;
  const heading = { sports: t('matches'), esports: t('esportsMatches'), cockfight: t('fights') }[boot.sport];
  root.innerHTML = `<header class="book-head"><strong>${esc(boot.name)}</strong><span>${heading}</span></header><div class="board">${boot.fixtures
    .map(
      (f) => `<article class="fixture" data-id="${f.id}">
        <header><span>${esc(f.league)}</span><time>${f.startsAt}</time></header>
        <div class="teams"><b>${esc(f.home)}</b><i>vs</i><b>${esc(f.away)}</b></div>
        <div class="prices">${f.selections
          .map(
            (s) =>
              `<button type="button" class="price ${boot.sport === 'cockfight' ? s.key : ''}" data-fixture="${f.id}" data-key="${s.key}" aria-pressed="false"><small>${s.label}</small><b>${s.odds.toFixed(2)}</b></button>`,
          )
          .join('')}</div>
        <p class="result" aria-live="polite"></p>
      </article>`,
    )
    .join('')}</div>
    <section class="slip" id="slip" aria-label="${t('betSlip')}">
      <h2>${t('betSlip')}</h2>
      <p class="pick" id="pick">${t('pickSelection')}</p>
      <div class="slip-row"><div class="stake" id="stake"></div><p class="return"><small>${t('potentialReturn')}</small><b id="return">-</b></p></div>
      <button type="button" class="spin wide" id="place" disabled>${t('placeBet')}</button>
    </section>`;
  let chosen = null;
  const place = document.getElementById('place');
  const pick = document.getElementById('pick');
  const ret = document.getElementById('return');
  const update = (stake) => (ret.textContent = chosen ? times(stake, chosen.selection.odds) : '-');
  const stake = stakePicker(document.getElementById('stake'), update);

  for (const button of root.querySelectorAll('.price'))
    button.addEventListener('click', () => {
      const fixture = boot.fixtures.find((f) => f.id === button.dataset.fixture);
      const selection = fixture.selections.find((s) => s.key === button.dataset.key);
      chosen = { fixture, selection };
      root.querySelectorAll('.price').forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
      pick.innerHTML = `<b>${label(fixture, selection)}</b> @ ${selection.odds.toFixed(2)}<small>${esc(fixture.home)} vs ${esc(fixture.away)}</small>`;
      place.disabled = false;
      update(stake());
    });

  place.addEventListener('click', async () => {
    if (!chosen) return;
    place.disabled = true;
    const { fixture, selection } = chosen;
    const answer = await play({ stake: stake(), fixtureId: fixture.id, selection: selection.key });
    if (answer.status === 'OK' && answer.outcome) {
      const card = root.querySelector(`.fixture[data-id="${fixture.id}"] .result`);
      const won = Number(answer.win) > 0;
      const score =
        boot.sport === 'cockfight'
          ? fixture.selections.find((s) => s.key === answer.outcome.result).label
          : `${t('finalScore')} ${answer.outcome.score.join(' - ')}`;
      card.innerHTML = `<span>${score}</span><b class="${won ? 'won' : 'lost'}">${won ? `${t('won')} +${money(answer.win)}` : t('lost')}</b>`;
      card.classList.add('on');
    }
    place.disabled = false;
  });
})();
