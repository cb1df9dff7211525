import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/form-dialog';
import { Field, INPUT_CLASS } from '../../shared/field';
import { localToInstant } from './settings-values';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdd: (window: { startsAt: string; endsAt: string }) => void;
}

/** A new maintenance window: start and end picked in the operator's local time. */
export function AddWindowDialog({ open, onClose, onAdd }: Props) {
  const { t } = useTranslation();
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setStartsAt('');
    setEndsAt('');
    setError(undefined);
    onClose();
  };
  const add = () => {
    if (!startsAt || !endsAt) return setError(t('maintenance.pickBoth'));
    if (Date.parse(endsAt) <= Date.parse(startsAt)) return setError(t('maintenance.endBeforeStart'));
    onAdd({ startsAt: localToInstant(startsAt), endsAt: localToInstant(endsAt) });
    close();
  };
  return (
    <FormDialog
      open={open}
      title={t('maintenance.newWindow')}
      onClose={close}
      onSubmit={add}
      submitLabel={t('settings.add')}
      cancelLabel={t('settings.discard')}
    >
      <div className="grid grid-cols-2 gap-4">
        <Field label={t('maintenance.starts')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
              className={`${INPUT_CLASS} [color-scheme:dark]`}
            />
          )}
        </Field>
        <Field label={t('maintenance.ends')} error={error}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
              className={`${INPUT_CLASS} [color-scheme:dark]`}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}
