import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { tabStorage } from '../../../lib/storage';
import { usePopupParam } from '../../../lib/use-popup-param';
import { buttonClass } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons';
import { hasOffer } from '../offer';
import { useDownloadOffer } from '../hooks/use-download-offer';
import { DownloadPopup } from './download-popup';

export const DOWNLOAD_POPUP = 'download';
/** Dismissed for this visit: a player who said "not now" is not asked again on every page. */
const DISMISSED_KEY = 'lobby.downloadPromptDismissed';

/** A small "get the app" card on game pages that opens the download popup; hidden once dismissed or installed. */
export function DownloadPrompt() {
  const { t } = useTranslation();
  const popup = usePopupParam(DOWNLOAD_POPUP);
  const { offer, name } = useDownloadOffer();
  const [dismissed, setDismissed] = useState(() => tabStorage.get(DISMISSED_KEY) === '1');
  const dismiss = () => {
    tabStorage.set(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  const show = offer !== null && hasOffer(offer) && !dismissed;
  return (
    <>
      {show ? (
        <aside
          aria-label={t('download.prompt.title')}
          className="flex items-center gap-3 rounded-2xl border border-violet-500/30 bg-violet-500/10 p-2.5 pr-1.5"
        >
          {offer.icon ? <img src={offer.icon} alt="" width={40} height={40} className="size-10 rounded-xl" /> : null}
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-tight font-bold">{t('download.prompt.title')}</p>
            <p className="mt-0.5 text-xs leading-tight text-muted">{t('download.prompt.body', { name })}</p>
          </div>
          <button type="button" aria-haspopup="dialog" onClick={popup.show} className={buttonClass('gold', 'sm')}>
            {t('download.prompt.get')}
          </button>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('download.prompt.dismiss')}
            className="grid size-8 place-items-center rounded-full text-subtle transition hover:bg-white/5 hover:text-text"
          >
            <CloseIcon size={16} />
          </button>
        </aside>
      ) : null}
      {popup.open ? <DownloadPopup open onClose={() => popup.close()} /> : null}
    </>
  );
}
