import { AppLink } from '../ui/app-link';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../lib/routes';
import { buttonClass } from '../ui/button';
import { UserIcon } from '../ui/icons';
import { PageHeader } from '../ui/page-header';
import { useDocumentTitle } from '../features/site/hooks/use-document-title';

/** Where visitors are sent for member-only actions; the login form comes with accounts. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  return (
    <>
      <PageHeader title={t('login.title')} backTo={ROUTES.home} />
      <main className="px-5 pt-12 pb-12">
        <div className="relative overflow-hidden rounded-3xl border border-violet-500/30 bg-surface px-6 py-10 text-center shadow-glow">
          <div
            aria-hidden="true"
            className="absolute -top-16 left-1/2 size-48 -translate-x-1/2 rounded-full bg-violet-600/30 blur-3xl"
          />
          <span className="relative mx-auto grid size-16 place-items-center rounded-full bg-gold text-ink-950 shadow-gold">
            <UserIcon size={30} />
          </span>
          <h2 className="relative mt-5 text-2xl font-extrabold tracking-tight">{t('login.heading')}</h2>
          <p className="relative mt-2 text-sm text-muted">{t('login.body')}</p>
          <AppLink to={ROUTES.home} className={buttonClass('gold', 'lg', 'relative mt-7 w-full')}>
            {t('login.browse')}
          </AppLink>
        </div>
      </main>
    </>
  );
}
