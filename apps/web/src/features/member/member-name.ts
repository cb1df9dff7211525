import type { MemberInfo, Session } from '@lobby/contract/auth';

/** What the menus call the member: the nickname, else the account name (spec accounts §2). */
export function memberName(member: MemberInfo | undefined, session: Session | null): string {
  return member?.nickname.trim() || member?.account || session?.userName || '';
}
