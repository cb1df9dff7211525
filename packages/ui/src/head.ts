import { readFileSync } from 'node:fs';

/** A tag for Vite's transformIndexHtml (the shape of Vite's HtmlTagDescriptor, without importing Vite). */
export interface HeadTag {
  tag: string;
  attrs?: Record<string, string>;
  children?: string;
  injectTo: 'head-prepend';
}

/** The page colour before any stylesheet arrives: the theme's darkest ink, read from the tokens. */
export function pageColour(tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')): string {
  const colour = /--color-ink-950:\s*(#[0-9a-f]{6});/i.exec(tokens)?.[1];
  if (!colour) throw new Error('--color-ink-950 not found in the theme tokens');
  return colour;
}

/** The head every app's index.html shares; each app's own tags (title, description, manifest) follow it. */
export function sharedHeadTags(colour = pageColour()): HeadTag[] {
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs, injectTo: 'head-prepend' });
  return [
    meta({ charset: 'UTF-8' }),
    meta({ name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' }),
    meta({ name: 'theme-color', content: colour }),
    meta({ name: 'color-scheme', content: 'dark' }),
    // Each app's public/favicon.svg; Vite adds the app's base path.
    { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head-prepend' },
    // No white flash while the stylesheet loads. Only the colour: this unlayered rule outranks the
    // apps' @layer base, where the games draw their glow as the body's background image.
    { tag: 'style', children: `html,body{background-color:${colour};margin:0}`, injectTo: 'head-prepend' },
  ];
}

/**
 * Vite plugin: puts the shared head into the app's index.html. It runs before Vite's own HTML
 * processing, so the icon gets the app's base path and the build sees the tags as if written there.
 */
export function sharedHead() {
  const tags = sharedHeadTags();
  return {
    name: 'lobby-shared-head',
    transformIndexHtml: { order: 'pre' as const, handler: () => tags },
  };
}
