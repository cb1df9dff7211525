import { useTranslation } from '../lib/use-translation';
import type { Session } from '@lobby/contract/auth';
import { GUEST_MEMBER_TYPE } from '@lobby/contract/members';
import { useInboxUnread } from '../features/inbox/api/inbox-unread';
import { useMember } from '../features/member/api/member';
import {
  MemberCentreClassic,
  MemberCentreNew,
  type MemberCentreProps,
} from '../features/member/components/member-centre';
import { memberName } from '../features/member/member-name';
import { useSite } from '../shared/site/api/site';
import { useCustomerService } from '../shared/site/hooks/use-customer-service';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { useTemplates } from '../shared/site/hooks/use-templates';
import { DrawerRankProgress } from '../features/ranks/components/drawer-rank-progress';
import { BalanceWidget } from '../shared/wallet/components/balance-widget';
import { isInstalledApp } from '../lib/display-mode';
import { MEMBER_CENTRE_GROUPS, visibleMenuItems, type MenuContext } from '../features/member/member-menu';
import { useSession } from '../lib/session';
import { PageHeader } from '../ui/page-header';
import { Skeleton } from '../ui/skeleton';

/**
 * `/m/member/home`, the avatar's target: the member centre in the site's template (mem_cen '1' is
 * the new one, spec §4). Members only: the router's MemberOnly layout guards it.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const title = t('member.centre');
  useDocumentTitle(title);
  // The router's MemberOnly layout leaves this page (home) the moment the session ends.
  if (!session) return null;
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-4 pt-4 pb-12">
        <MemberCentre session={session} />
      </main>
    </>
  );
}

function MemberCentre({ session }: { session: Session }) {
  const siteQuery = useSite();
  const site = siteQuery.data;
  const member = useMember().data;
  const service = useCustomerService();
  const { memberCentre } = useTemplates();
  // Guest and trial sessions have no inbox count (spec §4), nor a site without the inbox module.
  const counted = session.type !== GUEST_MEMBER_TYPE && !session.trial && site?.modules.INBOX3 === true;
  const inboxUnread = useInboxUnread(counted).data ?? 0;
  const context: MenuContext = {
    flags: site?.flags ?? {},
    modules: site?.modules ?? {},
    standalone: isInstalledApp(),
    hasService: service.entry !== undefined,
    memberType: member?.type ?? session.type,
  };
  const props: MemberCentreProps = {
    name: memberName(member, session),
    account: member?.account ?? session.userName,
    trial: session.trial,
    balance: (className) => <BalanceWidget className={className} />,
    // A trial account has no rank.
    vip: session.trial ? null : <DrawerRankProgress />,
    groups: {
      records: visibleMenuItems(MEMBER_CENTRE_GROUPS.records, context),
      benefits: visibleMenuItems(MEMBER_CENTRE_GROUPS.benefits, context),
      support: visibleMenuItems(MEMBER_CENTRE_GROUPS.support, context),
    },
    badges: { inbox: inboxUnread },
    actions: { service: service.open },
  };
  // Until the site is known, so is not its template: no classic page flashing before the new one.
  if (siteQuery.isPending) return <MemberCentreSkeleton />;
  return memberCentre === 'new' ? <MemberCentreNew {...props} /> : <MemberCentreClassic {...props} />;
}

function MemberCentreSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5" role="status" aria-label={t('memberCentre.loading')}>
      <Skeleton className="h-64 rounded-3xl" />
      <Skeleton className="h-48 rounded-3xl" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}
