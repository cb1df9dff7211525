import { useTranslation } from '../lib/use-translation';
import { useSite } from '../shared/site/api/site';
import { CrownIcon } from '../ui/icons';

/** The site's mark and name. */
export function Brand() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <span className="flex items-center gap-2">
      <span className="grid size-8 place-items-center rounded-xl bg-gold text-ink-950 shadow-gold">
        <CrownIcon size={18} strokeWidth={2.2} />
      </span>
      <span className="text-gradient-gold max-w-36 truncate text-[17px] leading-none font-extrabold tracking-tight">
        {site.data?.name ?? t('app.name')}
      </span>
    </span>
  );
}
