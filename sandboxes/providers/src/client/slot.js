// The slot: five reels of three, five lines, spun by the provider's server; the reels only show its outcome.
(function () {
  const { boot, esc, t, money, play, stakePicker } = window.Game;
  const SYMBOLS = {
    ten: '<text x="32" y="44" class="rank r10">10</text>',
    jack: '<text x="32" y="45" class="rank rj">J</text>',
    queen: '<text x="32" y="45" class="rank rq">Q</text>',
    king: '<text x="32" y="45" class="rank rk">K</text>',
    bell: '<path class="bell" d="M32 10c-9 0-14 7-14 16v9l-5 7h38l-5-7v-9c0-9-5-16-14-16z"/><circle class="bell" cx="32" cy="48" r="5"/>',
    gem: '<path class="gem" d="M18 14h28l10 12-24 28L8 26z"/><path class="gem-face" d="M18 14l6 12h16l6-12M8 26h48M24 26l8 28 8-28"/>',
    crown:
      '<path class="crown" d="M10 46l-2-28 13 11 11-17 11 17 13-11-2 28z"/><rect class="crown" x="10" y="48" width="44" height="6" rx="2"/>',
    seven: '<text x="32" y="50" class="seven">7</text>',
  };
  // Sea games (fish shooters, ocean slots) swap the four high symbols for sea creatures; pays stay the same.
  if (boot.theme === 'ocean')
    Object.assign(SYMBOLS, {
      bell: '<path class="star" d="M32 6l7 17 18 1-14 12 5 18-16-10-16 10 5-18L7 24l18-1z"/>',
      gem: '<circle class="pearl" cx="32" cy="34" r="18"/><circle cx="25" cy="27" r="5" fill="rgba(255,255,255,.8)"/>',
      crown:
        '<path class="shell" d="M32 54L8 26c6-14 42-14 48 0z"/><path class="shell-rib" d="M32 54L16 20M32 54L32 14M32 54L48 20"/>',
      seven:
        '<path class="fish" d="M10 32c8-14 30-16 40 0-10 16-32 14-40 0z"/><path class="fish" d="M48 32l10-10v20z"/><circle cx="20" cy="29" r="3" fill="#0b0a14"/>',
    });
  const NAMES = Object.keys(SYMBOLS);
  const LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ];
  const cell = (name) =>
    `<div class="sym" data-s="${name}"><svg viewBox="0 0 64 64" aria-hidden="true">${SYMBOLS[name]}</svg></div>`;
  const random = () => NAMES[Math.floor(Math.random() * NAMES.length)];

  const root = document.getElementById('slot');
  root.innerHTML = `<div class="marquee"><strong>${esc(boot.name)}</strong><small>${esc(boot.provider)}</small></div><div class="machine"><div class="reels">${[
    0, 1, 2, 3, 4,
  ]
    .map(() => `<div class="reel"><div class="strip">${[random(), random(), random()].map(cell).join('')}</div></div>`)
    .join('')}</div><svg class="lines" viewBox="0 0 5 3" preserveAspectRatio="none" aria-hidden="true"></svg></div>
    <p class="lines-note">${t('lines')}</p>
    <div class="win-banner" id="win" aria-live="polite"><span>${t('win')}</span><strong>0</strong></div>
    <div class="controls"><div class="stake" id="stake"></div><button type="button" class="spin" id="spin">${t('spin')}</button></div>`;
  const reels = [...root.querySelectorAll('.reel')];
  // The reels take what the phone's height leaves beside the marquee, the win and the controls.
  const ROW = Math.min(100, Math.max(64, Math.floor((window.innerHeight - 420) / 3)));
  root.style.setProperty('--row', `${ROW}px`);
  const lines = root.querySelector('.lines');
  const win = document.getElementById('win');
  const spin = document.getElementById('spin');
  const stake = stakePicker(document.getElementById('stake'));

  function land(reel, column, index) {
    const strip = reel.querySelector('.strip');
    const filler = Array.from({ length: 14 + index * 4 }, random);
    strip.style.transition = 'none';
    strip.innerHTML = [...column, ...filler, ...[...strip.children].slice(0, 3).map((c) => c.dataset.s)]
      .map(cell)
      .join('');
    strip.style.transform = `translateY(-${(strip.children.length - 3) * ROW}px)`;
    void strip.offsetHeight;
    strip.style.transition = `transform ${900 + index * 260}ms cubic-bezier(.2,.7,.25,1.04)`;
    strip.style.transform = 'translateY(0)';
    return new Promise((resolve) => strip.addEventListener('transitionend', resolve, { once: true }));
  }

  function showWins(outcome) {
    lines.innerHTML = outcome.wins
      .map((w) => `<polyline points="${LINES[w.line].map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}"/>`)
      .join('');
    for (const w of outcome.wins)
      for (let reel = 0; reel < w.count; reel++)
        reels[reel].querySelectorAll('.sym')[LINES[w.line][reel]].classList.add('hit');
  }

  spin.addEventListener('click', async () => {
    spin.disabled = true;
    lines.innerHTML = '';
    win.classList.remove('on', 'big');
    win.querySelector('strong').textContent = money((0).toFixed(String(stake()).split('.')[1]?.length ?? 0));
    root.querySelectorAll('.hit').forEach((el) => el.classList.remove('hit'));
    reels.forEach((reel) => reel.classList.add('spinning'));
    const answer = await play({ stake: stake() });
    reels.forEach((reel) => reel.classList.remove('spinning'));
    if (answer.status === 'OK' && answer.outcome) {
      await Promise.all(reels.map((reel, i) => land(reel, answer.outcome.reels[i], i)));
      showWins(answer.outcome);
      if (Number(answer.win) > 0) {
        win.querySelector('strong').textContent = money(answer.win);
        win.classList.add('on');
        if (Number(answer.win) >= Number(answer.stake) * 5) win.classList.add('big');
      }
    }
    spin.disabled = false;
  });
})();
