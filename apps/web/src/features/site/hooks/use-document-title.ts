import { useEffect } from 'react';
import { useSite } from '../api/site';

/** The tab title: the page's title and the site's name. */
export function useDocumentTitle(title: string | undefined): void {
  const site = useSite().data?.name;
  useEffect(() => {
    const parts = [title, site].filter(Boolean);
    if (parts.length > 0) document.title = parts.join(' · ');
  }, [title, site]);
}
