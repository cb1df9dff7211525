import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../app/home-page';
import { AnnouncementEditorPage } from './announcements/announcement-editor';
import { AnnouncementsList } from './announcements/announcements-list';
import { BannerEditorPage } from './banners/banner-editor';
import { BannersList } from './banners/banners-list';
import { HelpEditorPage } from './help/help-editor';
import { HelpList } from './help/help-list';
import { InboxComposerPage } from './inbox/inbox-composer';
import { InboxList } from './inbox/inbox-list';
import { CategoriesList } from './promotions/categories-list';
import { CategoryEditorPage } from './promotions/category-editor';
import { PromotionEditorPage } from './promotions/promotion-editor';
import { PromotionsList } from './promotions/promotions-list';

export { ContentLayout } from './content-layout';

const PAGES = {
  announcements: { list: AnnouncementsList, editor: AnnouncementEditorPage },
  banners: { list: BannersList, editor: BannerEditorPage },
  promotions: { list: PromotionsList, editor: PromotionEditorPage },
  'promotion-categories': { list: CategoriesList, editor: CategoryEditorPage },
  help: { list: HelpList, editor: HelpEditorPage },
  inbox: { list: InboxList, editor: InboxComposerPage },
} as const;

/** /content/:kind (its list), /content/:kind/new and /content/:kind/:id (its editor). */
export function ContentPage() {
  const { kind, id } = useParams();
  const creating = useLocation().pathname.endsWith('/new');
  const pages = PAGES[kind as keyof typeof PAGES];
  if (!pages || (id !== undefined && !/^[1-9][0-9]*$/.test(id))) return <NotFoundPage />;
  const Page = creating || id !== undefined ? pages.editor : pages.list;
  // A new key per item: going from one item to another starts a fresh form.
  return <Page key={`${kind}/${id ?? (creating ? 'new' : 'list')}`} />;
}
