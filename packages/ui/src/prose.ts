/**
 * Dark-theme prose for operator content, the same on the site and in the console's preview: readable headings, lists with markers, gold links, images
 * that never overflow the phone, tables that scroll instead of widening the page.
 */
export const PROSE = [
  'break-words text-sm leading-relaxed text-muted',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-bold [&_h1]:text-text',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-bold [&_h2]:text-text',
  '[&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-sm [&_h3]:font-semibold [&_h3]:text-text',
  '[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:text-sm [&_h4]:font-semibold [&_h4]:text-text',
  '[&_strong]:font-semibold [&_strong]:text-text [&_b]:font-semibold [&_b]:text-text',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_li]:my-1 [&_li]:marker:text-gold-400',
  '[&_a]:font-medium [&_a]:text-gold-300 [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-2 [&_blockquote]:border-violet-500 [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_hr]:my-3 [&_hr]:border-line-strong',
  '[&_table]:my-2 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-xs',
  '[&_th]:border [&_th]:border-line-strong [&_th]:bg-ink-700 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-semibold [&_th]:text-text',
  '[&_td]:border [&_td]:border-line-strong [&_td]:px-2 [&_td]:py-1.5',
].join(' ');
