import {
  adminWithdrawalApproveSchema,
  adminWithdrawalRejectSchema,
  type AdminWithdrawal,
} from '@lobby/contract/admin/withdrawals';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Dialog } from '../../shared/dialog';
import { post } from './cashier-api';
import { DecisionForm } from './decision-form';
import { DetailRow } from './detail-row';
import { StatusBadge } from './status-badge';
import { accountText } from './withdrawals-table';

/** One withdrawal request: the amount held, where to pay it; mark it paid with the transfer's reference, or reject it. */
export function WithdrawalDialog({
  withdrawal,
  currency,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  currency: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const item = `${ADMIN_PATHS.withdrawals}/${withdrawal.id}`;
  return (
    <Dialog open title={t('withdrawals.dialogTitle', { requestNo: withdrawal.requestNo })} onClose={onClose}>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
        <DetailRow label={t('cashier.member')}>
          <span className="font-medium">{withdrawal.username}</span>
        </DetailRow>
        <DetailRow label={t('cashier.channel')}>{withdrawal.channelName}</DetailRow>
        <DetailRow label={t('cashier.status')}>
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={withdrawal.status} />
            {withdrawal.decidedAt && (
              <span className="text-xs text-muted">
                {t('cashier.decidedBy', {
                  who: withdrawal.decidedBy ?? '—',
                  when: format.dateTime(withdrawal.decidedAt),
                })}
              </span>
            )}
          </span>
        </DetailRow>
        <DetailRow label={t('cashier.created')}>{format.dateTime(withdrawal.createdAt)}</DetailRow>
        <DetailRow label={t('cashier.amount')}>
          <span className="tabular-nums">{format.money(withdrawal.amount, { currency })}</span>
        </DetailRow>
        <DetailRow label={t('cashier.fee')}>
          <span className="tabular-nums">{format.money(withdrawal.fee, { currency })}</span>
        </DetailRow>
        <DetailRow label={t('withdrawals.payout')}>
          <span className="font-semibold text-gold-200 tabular-nums">
            {format.money(withdrawal.payout, { currency })}
          </span>
        </DetailRow>
        <DetailRow label={t('withdrawals.account')}>{accountText(withdrawal.account)}</DetailRow>
        {withdrawal.payoutReference && (
          <DetailRow label={t('withdrawals.payoutReference')}>{withdrawal.payoutReference}</DetailRow>
        )}
        {withdrawal.rejectReason && <DetailRow label={t('cashier.reason')}>{withdrawal.rejectReason}</DetailRow>}
      </dl>
      {withdrawal.status === 'pending' && (
        <div className="mt-4">
          <DecisionForm
            rejectSchema={adminWithdrawalRejectSchema}
            reference={{
              schema: adminWithdrawalApproveSchema,
              label: t('withdrawals.payoutReference'),
              hint: t('withdrawals.payoutReferenceHint'),
              required: t('withdrawals.payoutReferenceRequired'),
            }}
            approveLabel={t('withdrawals.approve')}
            note={t('withdrawals.rejectHint')}
            approve={(payoutReference) => post(`${item}/approve`, { payoutReference })}
            reject={(reason) => post(`${item}/reject`, { reason })}
            onDone={onClose}
          />
        </div>
      )}
    </Dialog>
  );
}
