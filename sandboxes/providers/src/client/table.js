// Baccarat: bet on Player, Banker or Tie; the provider's server deals, the page turns the cards over.
(function () {
  const { boot, esc, t, money, play, stakePicker } = window.Game;
  const ROAD_ROWS = 6;
  const ROAD_COLUMNS = 14;
  const SIDES = [
    ['player', t('player'), '1:1'],
    ['tie', t('tie'), '8:1'],
    ['banker', t('banker'), '0.95:1'],
  ];
  const root = document.getElementById('table');
  root.innerHTML = `<div class="felt">
      <div class="hand player"><h2>${t('player')} <b data-points="player">0</b></h2><div class="cards" data-hand="player"></div></div>
      <div class="hand banker"><h2>${t('banker')} <b data-points="banker">0</b></h2><div class="cards" data-hand="banker"></div></div>
      <p class="felt-name" id="felt-name">${esc(boot.name)}<small>${t('player')} 1:1 · ${t('tie')} 8:1 · ${t('banker')} 0.95:1</small></p>
      <p class="verdict" id="verdict" aria-live="polite"></p>
    </div>
    <ol class="road" id="road" aria-label="${t('recentResults')}"></ol>
    <div class="spots" role="radiogroup" aria-label="${t('stake')}">${SIDES.map(
      ([key, label, pays], i) =>
        `<button type="button" role="radio" aria-checked="${i === 0}" class="spot ${key}" data-side="${key}"><span>${label}</span><small>${pays}</small></button>`,
    ).join('')}</div>
    <div class="controls"><div class="stake" id="stake"></div><button type="button" class="spin" id="deal">${t('deal')}</button></div>`;
  let side = 'player';
  const stake = stakePicker(document.getElementById('stake'));
  const deal = document.getElementById('deal');
  const verdict = document.getElementById('verdict');
  const road = document.getElementById('road');
  const feltName = document.getElementById('felt-name');
  const history = [];
  const back = '<div class="card"><div class="inner"><div class="front"></div><div class="back"></div></div></div>';
  root.querySelectorAll('.cards').forEach((hand) => (hand.innerHTML = back + back));
  /** The bead road: results top to bottom, then the next column, as a baccarat table's board shows them. */
  function drawRoad() {
    const cells = Array.from({ length: ROAD_ROWS * ROAD_COLUMNS }, (_, i) => history[i]);
    road.innerHTML = cells.map((w) => (w ? `<li class="${w}">${t(w).charAt(0)}</li>` : '<li></li>')).join('');
  }
  drawRoad();
  for (const spot of root.querySelectorAll('.spot'))
    spot.addEventListener('click', () => {
      side = spot.dataset.side;
      root.querySelectorAll('.spot').forEach((s) => s.setAttribute('aria-checked', String(s === spot)));
    });

  const red = (card) => card.suit === '♥' || card.suit === '♦';
  const face = (card) =>
    `<div class="card${red(card) ? ' red' : ''}"><div class="inner"><div class="front"><b>${card.rank}</b><i>${card.suit}</i><b class="low">${card.rank}</b></div><div class="back"></div></div></div>`;
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  async function show(outcome) {
    const hands = {
      player: root.querySelector('[data-hand=player]'),
      banker: root.querySelector('[data-hand=banker]'),
    };
    hands.player.innerHTML = '';
    hands.banker.innerHTML = '';
    const order = [
      ['player', 0],
      ['banker', 0],
      ['player', 1],
      ['banker', 1],
      ['player', 2],
      ['banker', 2],
    ].filter(([hand, i]) => outcome[hand][i]);
    for (const [hand, i] of order) {
      hands[hand].insertAdjacentHTML('beforeend', face(outcome[hand][i]));
      const card = hands[hand].lastElementChild;
      await pause(60);
      card.classList.add('open');
      await pause(380);
    }
    root.querySelector('[data-points=player]').textContent = outcome.playerPoints;
    root.querySelector('[data-points=banker]').textContent = outcome.bankerPoints;
  }

  deal.addEventListener('click', async () => {
    deal.disabled = true;
    verdict.textContent = '';
    verdict.className = 'verdict';
    feltName.hidden = true;
    const answer = await play({ stake: stake(), side });
    if (answer.status === 'OK' && answer.outcome) {
      await show(answer.outcome);
      const winner = answer.outcome.winner;
      verdict.textContent = `${t(winner)} · ${Number(answer.win) > 0 ? `${t('youWon')} ${money(answer.win)}` : t('noWin')}`;
      verdict.className = `verdict on ${winner}`;
      if (history.length === ROAD_ROWS * ROAD_COLUMNS) history.splice(0, ROAD_ROWS);
      history.push(winner);
      drawRoad();
    }
    deal.disabled = false;
  });
})();
