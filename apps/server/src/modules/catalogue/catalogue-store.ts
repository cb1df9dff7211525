import type { CatalogueBuilder } from './catalogue-builder';
import type { MerchantCatalogue } from './merchant-catalogue';

export interface CatalogueStoreOptions {
  build: CatalogueBuilder;
  /** A merchant's new model is in place (drop answers cached from the database meanwhile). */
  onSwap?: (merchantCode: string, model: MerchantCatalogue) => void;
  onError?: (merchantCode: string, error: unknown) => void;
}

/**
 * The read models of all merchants. A model answers only while its version is the merchant's latest:
 * from the moment a version moves until the rebuilt model is swapped in, `get` says nothing and callers
 * read the database, so a change never shows late because of the model. Builds run one at a time, in
 * the background, and replace the model in one assignment.
 */
export function createCatalogueStore(options: CatalogueStoreOptions) {
  const models = new Map<string, MerchantCatalogue>();
  const latest = new Map<string, number>();
  let running: Promise<void> | undefined;
  let stopped = false;

  const stale = () => [...latest].filter(([code, version]) => models.get(code)?.version !== version);

  async function buildAll(): Promise<void> {
    for (let next = stale(); next.length > 0 && !stopped; next = stale()) {
      for (const [code, version] of next) {
        if (stopped) return;
        try {
          const model = await options.build(code, version);
          models.set(code, model);
          options.onSwap?.(code, model);
        } catch (error) {
          options.onError?.(code, error);
          return; // the next version check tries again
        }
      }
    }
  }

  function schedule(): void {
    if (running || stopped) return;
    running = buildAll().finally(() => {
      running = undefined;
    });
  }

  return {
    /** The merchant's model when it is current, else undefined (read the database). */
    get(merchantCode: string): MerchantCatalogue | undefined {
      const model = models.get(merchantCode);
      return model && model.version === latest.get(merchantCode) ? model : undefined;
    },

    /** The versions just read from the database: stale models stop answering and are rebuilt. */
    update(versions: readonly { merchantCode: string; version: number }[]): void {
      for (const { merchantCode, version } of versions) latest.set(merchantCode, version);
      schedule();
    },

    /** Resolves when no build is running or due (tests, and the build-time measurement). */
    async settled(): Promise<void> {
      while (running) await running;
    },

    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
