/**
 * The game page's address with the member's "sound in games" setting: `sound=1|0` in the fragment
 * of an in-house game (beside its ticket, which never reaches a server), in the query of another.
 */
export function withGameSound(url: string, on: boolean): string {
  const flag = `sound=${on ? 1 : 0}`;
  const [base = '', fragment] = url.split('#', 2);
  if (fragment !== undefined) return `${base}#${fragment ? `${fragment}&` : ''}${flag}`;
  return `${base}${base.includes('?') ? '&' : '?'}${flag}`;
}
