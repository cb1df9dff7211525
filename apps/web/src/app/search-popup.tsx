import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { SearchPanel } from '../features/games/components/search-panel';
import { usePopupParam } from '../lib/use-popup-param';
import { Dialog } from '../ui/dialog';
import { SEARCH_POPUP } from './mobile-header';

/** The header's search popup (`?popup=search`). */
export function SearchPopup() {
  const { t } = useTranslation();
  const popup = usePopupParam(SEARCH_POPUP);
  return (
    <Dialog open onClose={() => popup.close()} title={t('search.title')} variant="full">
      <SearchPopupBody />
    </Dialog>
  );
}

function SearchPopupBody() {
  const [term, setTerm] = useState('');
  return <SearchPanel term={term} onTermChange={setTerm} autoFocus />;
}
