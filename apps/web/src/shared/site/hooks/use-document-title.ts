import { useEffect } from 'react';
import { documentTitle } from '@lobby/contract/core';
import { useSite } from '../api/site';

/** The tab title: the page's title and the site's name. */
export function useDocumentTitle(title: string | undefined): void {
  const site = useSite().data?.name;
  useEffect(() => {
    const joined = documentTitle(title, site);
    if (joined) document.title = joined;
  }, [title, site]);
}
