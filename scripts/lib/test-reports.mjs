// Reads the runners' JSON reports: their counts, the tests that failed and the browser tests that passed only on
// their retry. npm test prints them last, so the tail of a long log (all a CI summary may keep) names each one and
// its first error lines.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './ensure.mjs';

/** The text without colour codes or blank lines, and its first `lines` lines. */
function head(text, lines = 6) {
  return stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, lines)
    .join('\n      ');
}

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** A vitest JSON report's counts, and its failed tests as { where, title, error } (it retries none: no flaky). */
export function vitestReport(file) {
  const report = read(file);
  if (!report) return undefined;
  const failed = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        where: relative(root, result.name),
        title: test.fullName,
        error: head(test.failureMessages.join('\n')),
      })),
  );
  // A file that fails before any test runs (an import or a hook) has a message and no failed test.
  for (const result of report.testResults)
    if (result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed'))
      failed.push({ where: relative(root, result.name), title: '(the file)', error: head(result.message ?? '') });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    failures: failed,
    flaky: [],
  };
}

/** Every spec in a Playwright suite tree, its title path beside it. */
function* specs(suite, path = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) yield { spec, path: here };
  for (const child of suite.suites ?? []) yield* specs(child, here);
}

/**
 * A Playwright JSON report's counts (a flaky test, one that passed on its retry, counts as passed), its failed
 * tests and its flaky ones.
 */
export function playwrightReport(file) {
  const report = read(file);
  if (!report) return undefined;
  const failures = [];
  const flaky = [];
  for (const suite of report.suites)
    for (const { spec, path } of specs(suite))
      for (const test of spec.tests) {
        const where = `${spec.file}:${spec.line}`;
        const title = [`[${test.projectName}]`, ...path, spec.title].join(' › ');
        const first = test.results[0];
        const error = head(first?.error?.message ?? first?.errors?.[0]?.message ?? '');
        if (test.status === 'unexpected') failures.push({ where, title, error });
        if (test.status === 'flaky') flaky.push({ where, title, error });
      }
  const { stats } = report;
  // A run that could not start (a config or server error) has errors and no test.
  for (const error of report.errors ?? [])
    failures.push({ where: file, title: '(the run)', error: head(error.message ?? '') });
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, failures, flaky };
}
