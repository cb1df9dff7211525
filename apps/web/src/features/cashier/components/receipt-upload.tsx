import { useRef, useState } from 'react';
import { errorMessageKey } from '../../../lib/error-messages';
import type { MessageKey } from '../../../lib/locales/en';
import { useTranslation } from '../../../lib/use-translation';
import { CheckIcon } from '../../../ui/icons';
import { useUploadReceipt } from '../api/deposits';
import { DEPOSIT_RECEIPT_MAX_BYTES, type DepositOrder } from '@lobby/contract/deposits';
import { UploadIcon } from './cashier-icons';

const ACCEPT = 'image/jpeg,image/png';

/** The optional receipt of a manual transfer: checked here for type and size, by its bytes on the server. */
export function ReceiptUpload({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadReceipt();
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const send = async (file: File) => {
    setProblem(null);
    if (!ACCEPT.split(',').includes(file.type)) return setProblem('deposit.receiptWrongType');
    if (file.size > DEPOSIT_RECEIPT_MAX_BYTES) return setProblem('deposit.receiptTooBig');
    try {
      await upload.mutateAsync({ orderNo: order.orderNo, file });
    } catch (error) {
      setProblem(errorMessageKey(error));
    }
  };

  return (
    <div className="space-y-2">
      <p className="text-xs text-muted">{t('deposit.receiptHint')}</p>
      {order.hasReceipt ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-300">
          <CheckIcon size={18} />
          {t('deposit.receiptDone')}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-2xl border border-dashed border-gold-400/50 bg-gold-400/5 text-sm font-semibold text-gold-300 transition hover:bg-gold-400/10 disabled:opacity-60"
      >
        <UploadIcon size={18} />
        {upload.isPending
          ? t('deposit.receiptUploading')
          : order.hasReceipt
            ? t('deposit.receiptReplace')
            : t('deposit.receiptAdd')}
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        aria-label={t('deposit.receiptFile')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      {problem ? (
        <p role="alert" className="text-xs font-medium text-rose-400">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
