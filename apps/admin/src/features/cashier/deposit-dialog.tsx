import { adminDepositRejectSchema, type AdminDeposit } from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { Dialog } from '../../shared/dialog';
import { ProtectedImage } from '../../shared/protected-image';
import { post } from './cashier-api';
import { channelName } from './channel-name';
import { DecisionForm } from './decision-form';
import { DetailRow } from './detail-row';
import { StatusBadge } from './status-badge';

/** A manual order waits for the operator while pending, and a late transfer may still be credited once expired. */
const decidable = (deposit: AdminDeposit) =>
  deposit.manual && (deposit.status === 'pending' || deposit.status === 'expired');

/** One deposit order: its money, the sender and the account it went to, the receipt; approve or reject it. */
export function DepositDialog({ deposit, onClose }: { deposit: AdminDeposit; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, { currency: deposit.currency });
  const item = `${ADMIN_PATHS.cashierDeposits}/${deposit.orderNo}`;
  return (
    <Dialog open wide title={t('deposits.dialogTitle', { orderNo: deposit.orderNo })} onClose={onClose}>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-6">
        <dl className="grid h-fit grid-cols-[7.5rem_1fr] gap-x-4 gap-y-1.5 text-sm">
          <DetailRow label={t('cashier.member')}>
            <span className="font-medium">{deposit.username}</span>
          </DetailRow>
          <DetailRow label={t('cashier.channel')}>{channelName(deposit.channelNames, format.language)}</DetailRow>
          <DetailRow label={t('cashier.status')}>
            <StatusBadge status={deposit.status} />
          </DetailRow>
          {deposit.reason && <DetailRow label={t('cashier.reason')}>{deposit.reason}</DetailRow>}
          <DetailRow label={t('cashier.created')}>{format.dateTime(deposit.createdAt)}</DetailRow>
          <DetailRow label={t('cashier.amount')}>
            <span className="tabular-nums">{money(deposit.amount)}</span>
          </DetailRow>
          <DetailRow label={t('cashier.fee')}>
            <span className="tabular-nums">{money(deposit.fee)}</span>
          </DetailRow>
          <DetailRow label={t('deposits.credit')}>
            <span className="font-semibold text-gold-200 tabular-nums">{money(deposit.credit)}</span>
          </DetailRow>
          {deposit.sender && (
            <DetailRow label={t('deposits.sender')}>
              {[deposit.sender.name, deposit.sender.provider, deposit.sender.accountNumber].filter(Boolean).join(' · ')}
            </DetailRow>
          )}
          {deposit.receivingAccount && (
            <DetailRow label={t('channels.group.account')}>
              {[
                deposit.receivingAccount.provider,
                deposit.receivingAccount.accountName,
                deposit.receivingAccount.accountNumber,
              ].join(' · ')}
            </DetailRow>
          )}
          {deposit.paymentId && <DetailRow label={t('cashier.reference')}>{deposit.paymentId}</DetailRow>}
        </dl>
        <figure className="flex flex-col gap-2">
          <figcaption className="text-xs font-medium text-muted">{t('deposits.receipt')}</figcaption>
          {deposit.receiptUrl ? (
            <div className="overflow-hidden rounded-md border border-line bg-ink-950">
              <ProtectedImage
                url={deposit.receiptUrl}
                alt={t('deposits.receiptAlt', { orderNo: deposit.orderNo })}
                className="h-80 w-full"
              />
            </div>
          ) : (
            <p className="grid h-32 place-items-center rounded-md border border-dashed border-line text-sm text-muted">
              {deposit.manual ? t('deposits.noReceipt') : t('deposits.gatewayOnly')}
            </p>
          )}
        </figure>
      </div>
      {decidable(deposit) && (
        <div className="mt-4">
          <DecisionForm
            rejectSchema={adminDepositRejectSchema}
            approveLabel={t('cashier.approve')}
            note={t('deposits.approveHint', { credit: money(deposit.credit) })}
            approve={() => post(`${item}/approve`)}
            reject={(reason) => post(`${item}/reject`, { reason })}
            onDone={onClose}
          />
        </div>
      )}
    </Dialog>
  );
}
