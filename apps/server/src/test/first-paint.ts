// Test helper: a web build of the web app's own first-paint templates (those named, and the site header they share),
// so a template that stops matching what the server fills fails in the server's tests.
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TEMPLATES = join(import.meta.dirname, '../../../web/public/first-paint');
/** The build's index.html: what a page without a first paint answers. */
export const BARE_INDEX =
  '<!doctype html><html lang="en"><head><title>Lobby</title></head><body><div id="root"></div></body></html>';

/** A temporary WEB_DIST with index.html, these templates, the site header and the words by language. */
export function webDistWith(templates: readonly string[], strings: Record<string, Record<string, string>>): string {
  const webDist = mkdtempSync(join(tmpdir(), 'lobby-web-'));
  mkdirSync(join(webDist, 'first-paint'));
  writeFileSync(join(webDist, 'index.html'), BARE_INDEX);
  for (const name of [...templates, 'site-header.html']) {
    copyFileSync(join(TEMPLATES, name), join(webDist, 'first-paint', name));
  }
  writeFileSync(join(webDist, 'first-paint', 'strings.json'), JSON.stringify(strings));
  return webDist;
}
