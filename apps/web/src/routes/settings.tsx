import { ProfilePictureCard } from '../features/settings/components/profile-picture-card';
import { SettingsForm } from '../features/settings/components/settings-form';
import { useTranslation } from '../lib/use-translation';
import { useSession } from '../lib/session';
import { useMemberSettings } from '../shared/member-settings/member-settings';
import { useSite } from '../shared/site/api/site';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-views';

/**
 * `/m/set`, the member's settings (members only): the profile picture when the site has PROFPIC3,
 * then language, balance, game sound and which messages to receive. They live on the server.
 */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.settings');
  useDocumentTitle(title);
  const session = useSession();
  const site = useSite().data;
  const settings = useMemberSettings();
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="space-y-4 px-3 pt-4 pb-12">
        <p className="px-1 text-[13px] leading-relaxed text-muted">{t('settings.intro')}</p>
        {site?.modules.PROFPIC3 ? <ProfilePictureCard name={session?.userName ?? ''} /> : null}
        {settings.data && site ? (
          <SettingsForm settings={settings.data} languages={site.languages} />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <div role="status" aria-label={t('settings.loading')} className="space-y-4">
            <Skeleton className="h-40 w-full rounded-3xl" />
            <Skeleton className="h-24 w-full rounded-3xl" />
          </div>
        )}
      </main>
    </>
  );
}
