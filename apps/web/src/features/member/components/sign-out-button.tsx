import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useSignOut } from '../hooks/use-sign-out';
import { LogoutIcon } from './member-icons';

/** Sign out, after a confirmation with cancel and submit. */
export function SignOutButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { signOut, pending } = useSignOut();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
        className={`flex h-12 w-full items-center justify-center gap-2 rounded-xl border border-rose-500/30 bg-rose-500/10 text-sm font-semibold text-rose-300 transition hover:bg-rose-500/15 ${className}`}
      >
        <LogoutIcon size={18} />
        {t('member.signOut')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('member.signOutTitle')}
        footer={
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" size="lg" onClick={() => setConfirming(false)}>
              {t('member.cancel')}
            </Button>
            <Button size="lg" disabled={pending} onClick={() => void signOut()}>
              {t('member.confirmSignOut')}
            </Button>
          </div>
        }
      >
        <div className="flex items-center gap-3 pb-1">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-rose-500/15 text-rose-300">
            <LogoutIcon size={22} />
          </span>
          <p className="text-sm text-muted">{t('member.signOutBody')}</p>
        </div>
      </Dialog>
    </>
  );
}
