import { useMatches } from 'react-router';
import { AppLink } from '../ui/app-link';
import { useTranslation } from '../lib/use-translation';
import type { CoreMessageKey } from '../lib/locales/en';
import { ROUTES } from '../lib/routes';
import { buttonClass } from '../ui/button';
import { SparkleIcon } from '../ui/icons';
import { PageHeader } from '../ui/page-header';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';

export interface TitleHandle {
  titleKey: CoreMessageKey;
}

function isTitleHandle(handle: unknown): handle is TitleHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** Placeholder for pages later issues build (promotions, help, rewards, member pages…). */
export function Component() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isTitleHandle)
    .pop();
  const title = t(handle?.titleKey ?? 'soon.heading');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-5 pt-12 pb-12">
        <div className="flex flex-col items-center rounded-3xl border border-line bg-surface px-6 py-12 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-violet text-white shadow-glow">
            <SparkleIcon size={28} />
          </span>
          <h2 className="mt-5 text-xl font-extrabold">{t('soon.heading')}</h2>
          <p className="mt-2 max-w-64 text-sm text-muted">{t('soon.body')}</p>
          <AppLink to={ROUTES.home} className={buttonClass('outline', 'md', 'mt-6')}>
            {t('soon.home')}
          </AppLink>
        </div>
      </main>
    </>
  );
}
