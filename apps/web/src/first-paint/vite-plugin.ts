import type { Plugin, Rolldown } from 'vite';
// Relative imports with extensions: vite's config loader bundles these, and the workspace package is TypeScript.
import { API_PATHS } from '../../../../packages/contract/src/paths.ts';
import { APP_ASSETS_ID } from './app-assets.ts';
import { firstPaintStrings } from './strings.ts';

/**
 * The build side of the first paint (vite.config.ts only calls it): the boot script as an entry of
 * its own, started first; the app's entry and preloads turned into the #app-assets data the boot
 * script starts after the first paint; and the words of the server's templates (first-paint/strings.json).
 */

/** The boot script: an entry of the build (rolldownOptions.input.boot). */
export const BOOT_ENTRY = 'src/first-paint/boot.ts';

/** The boot script and the modules it imports. */
export function isBootModule(id: string): boolean {
  return /\/src\/first-paint\/(boot|home-data|app-assets)\.|\/src\/lib\/(language|storage|routes|scheduling)\.|\/src\/app\/route-aliases\.|\/contract\/src\/(paths|constants\/languages|rules\/languages)\./.test(
    id.replaceAll('\\', '/'),
  );
}

/** Start the boot script first: it runs as soon as it arrives, before the app bundle. */
function bootScript(): Plugin {
  return {
    name: 'lobby-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'boot',
        );
        if (!boot || boot.type !== 'chunk') throw new Error('boot chunk not found');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/** The words of the server's first paints, from the app's messages (see strings.ts). */
function firstPaintStringsFile(): Plugin {
  return {
    name: 'lobby-first-paint-strings',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'first-paint/strings.json',
        source: JSON.stringify(firstPaintStrings()),
      });
    },
  };
}

/** The attributes of a tag, entities in values decoded (the build writes only &amp;). */
function attributesOf(tag: string): Record<string, string> {
  const pairs = [...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [
    name,
    value?.replaceAll('&amp;', '&'),
  ]);
  return Object.fromEntries(pairs);
}

/**
 * The preloaded chunks ordered so that each comes after the chunks it imports: the boot script
 * runs them in this order, one per task, and each then runs only its own code.
 */
function dependenciesFirst(hrefs: string[], bundle: Rolldown.OutputBundle | undefined): string[] {
  const chunkOf = (href: string) => {
    const output = bundle?.[href.replace(/^\//, '')];
    return output?.type === 'chunk' ? output : undefined;
  };
  const ordered: string[] = [];
  // Chunks can import each other: one being visited is not visited again.
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href) || !hrefs.includes(href)) return;
    seen.add(href);
    for (const imported of chunkOf(href)?.imports ?? []) visit(`/${imported}`);
    ordered.push(href);
  };
  hrefs.forEach(visit);
  return ordered;
}

/**
 * Replace the entry script, module preloads and the head's other links (manifest, icons) with a
 * data block the boot script reads: they are added after the first paint, so the first screen's
 * images and styles have the network to themselves. The site's data (every page needs it) is
 * preloaded first among them.
 */
function deferAppStart(): Plugin {
  return {
    name: 'lobby-defer-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = /<script type="module" crossorigin src="([^"]+\/index-[^"]+\.js)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('entry script not found');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const links = [...html.matchAll(/<link rel="(?:manifest|icon|apple-touch-icon)"[^>]*>\s*/g)];
        let out = html.replace(entry[0], '');
        for (const tag of [...preloads, ...links]) out = out.replace(tag[0], '');
        const siteData = { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: API_PATHS.site };
        const assets = JSON.stringify({
          entry: entry[1],
          preload: dependenciesFirst(
            preloads.map((match) => match[1] as string),
            context.bundle,
          ),
          links: [siteData, ...links.map((match) => attributesOf(match[0]))],
        });
        return out.replace(
          '</head>',
          `  <script type="application/json" id="${APP_ASSETS_ID}">${assets}</script>\n  </head>`,
        );
      },
    },
  };
}

/** The first paint's build plugins, in the order they run. */
export function firstPaint(): Plugin[] {
  return [bootScript(), firstPaintStringsFile(), deferAppStart()];
}
