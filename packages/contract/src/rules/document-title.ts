/** A page's document title: its own title and the site's name (the app's, and the server's first paint). */
export function documentTitle(pageTitle: string | undefined, siteName: string | undefined): string {
  return [pageTitle, siteName].filter(Boolean).join(' · ');
}
