// Shared by every game page: the boot data, words, money, the round call, the balance, notices and the
// message that tells the operator's lobby (the page's parent frame) a round has ended.
(function () {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const balanceEl = document.getElementById('balance');
  const notice = document.getElementById('notice');
  let noticeTimer = 0;

  const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  /** Text from the boot data, made safe for innerHTML. */
  const esc = (value) => String(value).replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
  const decimals = (value) => (String(value).split('.')[1] || '').length;
  function money(value) {
    const [whole, fraction] = String(value).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
    return fraction === undefined ? grouped : `${grouped}.${fraction}`;
  }
  /** A decimal string times a number, shown with the stake's decimals (display only: the wallet holds the truth). */
  function times(stake, factor) {
    const places = decimals(stake);
    return money((Number(stake) * factor).toFixed(places));
  }

  function setBalance(balance) {
    if (balance === null || balance === undefined) return;
    boot.balance = balance;
    balanceEl.textContent = money(balance);
    balanceEl.classList.remove('bump');
    void balanceEl.offsetWidth;
    balanceEl.classList.add('bump');
  }

  /** A notice; a refusal for want of money offers the operator's cashier (in the top window, out of the frame). */
  function say(text, tone, cashier) {
    notice.textContent = text;
    if (cashier && boot.cashierUrl) {
      const link = document.createElement('a');
      link.href = boot.cashierUrl;
      link.target = '_top';
      link.textContent = boot.words.deposit;
      notice.append(' ', link);
    }
    notice.className = `notice ${tone || 'error'}`;
    notice.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => (notice.hidden = true), 5000);
  }

  /** Tells the lobby a round moved money, so its shell reads the balance again (target: the lobby's origin only). */
  function roundEnded(roundId) {
    if (boot.lobbyOrigin && window.parent !== window)
      window.parent.postMessage({ type: 'lobby:round-ended', roundId }, boot.lobbyOrigin);
  }

  async function post(url, body) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return await response.json();
    } catch {
      return { status: 'ERROR', message: boot.words['error.other'] };
    }
  }

  /** Plays a round; the answer's balance is shown, its refusal said in the player's words. */
  async function play(body) {
    notice.hidden = true;
    const answer = await post(boot.roundUrl, body);
    setBalance(answer.balance);
    if (answer.status !== 'OK')
      say(answer.message || boot.words['error.other'], 'error', answer.code === 'INSUFFICIENT_FUNDS');
    else if (answer.refunded) say(boot.words.refunded, 'info');
    if (answer.roundId && answer.moved) roundEnded(answer.roundId);
    return answer;
  }

  /** A stake picker: − value +, over the boot's options. */
  function stakePicker(root, onChange) {
    const options = boot.stakes;
    let index = Math.min(2, options.length - 1);
    root.innerHTML = `<span class="label">${boot.words.stake}</span>
      <button type="button" class="step" aria-label="${boot.words.lower}">−</button>
      <output>${money(options[index])}</output>
      <button type="button" class="step" aria-label="${boot.words.raise}">+</button>`;
    const [down, up] = root.querySelectorAll('button');
    const out = root.querySelector('output');
    const show = () => {
      out.textContent = money(options[index]);
      down.disabled = index === 0;
      up.disabled = index === options.length - 1;
      if (onChange) onChange(options[index]);
    };
    down.addEventListener('click', () => ((index = Math.max(0, index - 1)), show()));
    up.addEventListener('click', () => ((index = Math.min(options.length - 1, index + 1)), show()));
    show();
    return () => options[index];
  }

  if (boot.balance !== null) balanceEl.textContent = money(boot.balance);
  // Art that did not come (the operator's media unreachable) leaves the tile's coloured square, not a broken image.
  const art = document.querySelector('img.art');
  const dropArt = () => art.replaceWith(Object.assign(document.createElement('span'), { className: 'art' }));
  if (art && art.complete && art.naturalWidth === 0) dropArt();
  else if (art) art.addEventListener('error', dropArt);
  window.Game = {
    boot,
    esc,
    t: (key) => boot.words[key] || key,
    money,
    times,
    play,
    post,
    say,
    setBalance,
    stakePicker,
    roundEnded,
  };
})();
