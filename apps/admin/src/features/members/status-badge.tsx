import type { MemberStatus } from '@lobby/contract/admin/members';
import { useTranslation } from 'react-i18next';

/** Active in green, disabled in red: the same pill in the list and on the member page. */
export function StatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  const tone =
    status === 'active'
      ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300'
      : 'border-rose-500/40 bg-rose-500/10 text-rose-300';
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium ${tone}`}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(`members.status.${status}`)}
    </span>
  );
}
