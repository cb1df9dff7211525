import { useId, useRef } from 'react';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useRemoveProfilePicture, useSetProfilePicture } from '../../../shared/member-settings/member-settings';
import { useProfilePicture } from '../../../shared/member-settings/use-profile-picture';
import { checkPick, PICKER_ACCEPT } from '../../../shared/pictures/image-rules';
import { Button } from '../../../ui/button';

/**
 * The profile picture (module PROFPIC3): the current one (or the initial), change and remove. A
 * picked file is checked here like a reward picture (type by its bytes, 5 MB) and again by the server.
 */
export function ProfilePictureCard({ name }: { name: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const picture = useProfilePicture();
  const upload = useSetProfilePicture();
  const remove = useRemoveProfilePicture();
  const busy = upload.isPending || remove.isPending;

  const pick = async (file: File) => {
    const problem = await checkPick(file, 0);
    if (problem) return showToast(problem, { tone: 'error' });
    upload.mutate(file, {
      onSuccess: () => showToast('settings.pictureSaved', { tone: 'success' }),
      onError: (error) => showToast(errorMessageKey(error), { tone: 'error' }),
    });
  };
  const drop = () =>
    remove.mutate(undefined, {
      onSuccess: () => showToast('settings.pictureRemoved', { tone: 'success' }),
      onError: (error) => showToast(errorMessageKey(error), { tone: 'error' }),
    });

  return (
    <section
      aria-labelledby="settings-picture"
      className="flex items-center gap-4 rounded-3xl border border-line bg-surface p-4 shadow-card"
    >
      {picture ? (
        <img
          src={picture}
          alt={t('settings.picture')}
          className="size-20 shrink-0 rounded-full object-cover shadow-gold ring-2 ring-gold-300/40"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-gold text-3xl font-extrabold text-ink-950 uppercase shadow-gold ring-2 ring-white/15"
        >
          {name.slice(0, 1) || '?'}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 id="settings-picture" className="text-base font-extrabold">
          {t('settings.picture')}
        </h2>
        <p id={hintId} className="mt-0.5 text-xs leading-snug text-muted">
          {t('settings.pictureHint')}
        </p>
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="gold" disabled={busy} onClick={() => input.current?.click()}>
            {picture ? t('settings.pictureChange') : t('settings.pictureAdd')}
          </Button>
          {picture ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={drop}>
              {t('settings.pictureRemove')}
            </Button>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={PICKER_ACCEPT}
          aria-label={t('settings.pictureFile')}
          aria-describedby={hintId}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void pick(file);
          }}
        />
      </div>
    </section>
  );
}
