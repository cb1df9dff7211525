import type { CatalogueRepository } from './catalogue.repository';

export interface CatalogueWatcherOptions {
  /** How often to look; 0 turns polling off (checkNow still works). */
  intervalMs: number;
  /** Called when any merchant's catalogue version moved since the last look. */
  onChange: () => void;
  /** Called with every reading of the versions (the read model rebuilds the merchants that moved). */
  onVersions?: (rows: readonly { merchantCode: string; version: number }[]) => void;
  onError?: (error: unknown) => void;
}

/**
 * Polls the catalogue versions (one tiny query) so long-lived caches can be dropped soon after a seed
 * or an edit in another process, instead of expiring on a short timer.
 */
export function createCatalogueWatcher(repository: CatalogueRepository, options: CatalogueWatcherOptions) {
  let signature: string | undefined;
  let timer: NodeJS.Timeout | undefined;

  const checkNow = async (): Promise<boolean> => {
    const rows = await repository.versions();
    const next = rows.map((row) => `${row.merchantCode}:${row.version}`).join(',');
    const changed = signature !== undefined && next !== signature;
    signature = next;
    options.onVersions?.(rows);
    if (changed) options.onChange();
    return changed;
  };

  return {
    checkNow,
    async start(): Promise<void> {
      await checkNow().catch((error: unknown) => options.onError?.(error));
      if (options.intervalMs <= 0 || timer) return;
      timer = setInterval(() => {
        checkNow().catch((error: unknown) => options.onError?.(error));
      }, options.intervalMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
export type CatalogueWatcher = ReturnType<typeof createCatalogueWatcher>;
