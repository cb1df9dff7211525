// The server's import graph in layers (npm run graph): how many imports run between app, plugins, modules, lib
// and db, and which run the wrong way. Test files are left out; madge reads the TypeScript sources.
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
const result = await madge(`${server}src`, {
  fileExtensions: ['ts'],
  tsConfig: `${server}tsconfig.json`,
  excludeRegExp: [/\.test\.ts$/, /^test\//],
});
const graph = result.obj();
const layerOf = (file) => (file.includes('/') ? file.split('/')[0] : file.replace(/\.ts$/, ''));
const inside = (file) => !file.startsWith('..');

const counts = new Map();
for (const [from, imports] of Object.entries(graph)) {
  for (const to of imports.filter(inside)) {
    const arrow = `${layerOf(from)} -> ${layerOf(to)}`;
    counts.set(arrow, (counts.get(arrow) ?? 0) + 1);
  }
}
console.log(`${Object.keys(graph).length} files`);
for (const [arrow, count] of [...counts].sort()) console.log(`  ${arrow}: ${count}`);
const wrongWay = counts.get('plugins -> modules') ?? 0;
console.log(wrongWay ? `plugins import modules ${wrongWay} times` : 'no plugin imports a module');
const cycles = result.circular();
console.log(`${cycles.length} import cycles`);
for (const cycle of cycles) console.log(`  ${cycle.join(' -> ')}`);
