// autocannon runs against the game list and name search, with GET /api/health measured in the same run.
import autocannon from 'autocannon';
import { API_PATHS_GAMES, API_PATHS_HEALTH, API_PATHS_VENDORS } from './paths.mjs';

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

async function json(url) {
  const response = await fetch(url);
  return (await response.json()).value;
}

/** Varied, realistic queries so the run measures the database, not one cached answer. */
async function buildQueries(base) {
  const mapping = await json(`${base}${API_PATHS_VENDORS}?typeId=1`);
  const listQueries = [];
  for (const [gameType, vendors] of Object.entries(mapping)) {
    for (const pageNo of [1, 2, 3, 5, 10]) listQueries.push(`gameType=${gameType}&pageNo=${pageNo}&pageSize=36`);
    for (const vendor of vendors) {
      for (const pageNo of [1, 2, 4]) {
        listQueries.push(`gameType=${gameType}&vassalage=${vendor.vassalage}&pageNo=${pageNo}&pageSize=36`);
      }
    }
  }
  const sample = await json(`${base}${API_PATHS_GAMES}?pageSize=200&gameType=RNG`);
  const words = new Set();
  for (const game of sample.games) {
    for (const word of game.gameName.split(/\s+/)) if (word.length >= 3) words.add(word.slice(0, 3 + (word.length % 4)));
  }
  const searchQueries = [...words].map((word) => `gameName=${encodeURIComponent(word.toLowerCase())}&pageSize=36`);
  return { listQueries, searchQueries };
}

function run(base, title, paths, { connections, duration }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        requests: [{ setupRequest: (request) => ({ ...request, path: pick(paths) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    instance.on('done', () => console.log(`  ${title}: done`));
  });
}

function summary(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

export async function runApiLoad(base, options) {
  const { listQueries, searchQueries } = await buildQueries(base);
  console.log(`› autocannon: ${listQueries.length} list queries, ${searchQueries.length} search terms`);
  await run(base, 'warm-up', [...listQueries, ...searchQueries.map((q) => `${API_PATHS_GAMES}?${q}`)].map((q) => (q.startsWith('/') ? q : `${API_PATHS_GAMES}?${q}`)), { ...options, duration: 3 });
  const health = summary(await run(base, 'health', [API_PATHS_HEALTH], options));
  const list = summary(await run(base, 'game list', listQueries.map((q) => `${API_PATHS_GAMES}?${q}`), options));
  const search = summary(await run(base, 'name search', searchQueries.map((q) => `${API_PATHS_GAMES}?${q}`), options));
  return { health, list, search, listQueries: listQueries.length, searchTerms: searchQueries.length };
}
