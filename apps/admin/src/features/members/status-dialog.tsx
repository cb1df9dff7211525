import type { AdminMember } from '@lobby/contract/admin/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/button';
import { Dialog } from '../../shared/dialog';
import { errorText } from './error-text';
import { setStatus } from './members-api';

/** Confirm before disabling (which signs the member out at once) or enabling again. */
export function StatusDialog({ member, open, onClose }: { member: AdminMember; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const disabling = member.status === 'active';
  const change = useMutation({
    mutationFn: () => setStatus(member.id, disabling ? 'disabled' : 'active'),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['member', member.id] });
      await client.invalidateQueries({ queryKey: ['members'] });
      onClose();
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(disabling ? 'member.disableTitle' : 'member.enableTitle', { name: member.username })}
      footer={
        <>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            variant={disabling ? 'danger' : 'primary'}
            disabled={change.isPending}
            onClick={() => change.mutate()}
          >
            {t(disabling ? 'member.disable' : 'member.enable')}
          </Button>
        </>
      }
    >
      <p className="text-sm">{t(disabling ? 'member.disableBody' : 'member.enableBody')}</p>
      {change.isError && (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {errorText(change.error, t)}
        </p>
      )}
    </Dialog>
  );
}
