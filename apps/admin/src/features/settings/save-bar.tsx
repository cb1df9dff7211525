import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';

interface Props {
  dirty: boolean;
  /** The form has errors the operator must fix first. */
  invalid: boolean;
  save: Pick<UseMutationResult<unknown, Error, never>, 'isPending' | 'isError' | 'isSuccess' | 'error'>;
  onDiscard: () => void;
}

/** The bottom of a settings form: whether it is saved, and its discard and save buttons. */
export function SaveBar({ dirty, invalid, save, onDiscard }: Props) {
  const { t } = useTranslation();
  const status = save.isPending
    ? t('settings.saving')
    : invalid
      ? t('settings.invalid')
      : save.isError
        ? t('settings.saveError', { message: save.error?.message ?? '' })
        : dirty
          ? t('settings.dirty')
          : save.isSuccess
            ? t('settings.saved')
            : t('settings.clean');
  const tone = invalid || (save.isError && !save.isPending) ? 'text-rose-300' : dirty ? 'text-gold-200' : 'text-muted';
  return (
    <div className="sticky bottom-0 z-10 mt-5 flex items-center justify-between gap-4 rounded-lg border border-line-strong bg-ink-850/95 px-5 py-3 shadow-lg shadow-black/40 backdrop-blur">
      <p role="status" className={`flex items-center gap-2 text-sm ${tone}`}>
        <span aria-hidden className={`size-2 rounded-full ${dirty ? 'bg-gold-400' : 'bg-emerald-500'}`} />
        {status}
      </p>
      <div className="flex gap-2">
        <Button disabled={!dirty || save.isPending} onClick={onDiscard}>
          {t('settings.discard')}
        </Button>
        <Button type="submit" variant="primary" disabled={!dirty || save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </div>
  );
}
