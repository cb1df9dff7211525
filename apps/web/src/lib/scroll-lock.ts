/** Open popups lock the page scroll; infinite scroll does not load while it is locked. */
let locks = 0;

export function lockScroll(): () => void {
  locks += 1;
  document.body.style.overflow = 'hidden';
  document.body.dataset.scrollLocked = 'true';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      document.body.style.overflow = '';
      delete document.body.dataset.scrollLocked;
    }
  };
}

export function isScrollLocked(): boolean {
  return locks > 0;
}
