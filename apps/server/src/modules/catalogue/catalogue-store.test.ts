import { describe, expect, it } from 'vitest';
import { createCatalogueStore } from './catalogue-store';
import { MerchantCatalogue } from './merchant-catalogue';

const model = (version: number) =>
  new MerchantCatalogue({ version, games: [], vendorGameTypes: {} as never, sorting: [], classifications: new Map() });

describe('catalogue store', () => {
  it('stops answering from a model as soon as its version moves, and swaps the rebuilt one in', async () => {
    const gates: Array<() => void> = [];
    const store = createCatalogueStore({
      build: (_code, version) => new Promise((resolve) => gates.push(() => resolve(model(version)))),
    });
    store.update([{ merchantCode: 'A', version: 1 }]);
    expect(store.get('A')).toBeUndefined();
    gates.shift()?.();
    await store.settled();
    expect(store.get('A')?.version).toBe(1);

    store.update([{ merchantCode: 'A', version: 2 }]);
    // Building: the database answers, not the old model.
    expect(store.get('A')).toBeUndefined();
    gates.shift()?.();
    await store.settled();
    expect(store.get('A')?.version).toBe(2);
    await store.stop();
  });

  it('rebuilds when the version moved during a build, and tries again after a failed one', async () => {
    let calls = 0;
    const store = createCatalogueStore({
      build: async (_code, version) => {
        calls++;
        if (calls === 1) store.update([{ merchantCode: 'A', version: 2 }]);
        if (calls === 2) throw new Error('database away');
        return model(version);
      },
    });
    store.update([{ merchantCode: 'A', version: 1 }]);
    await store.settled();
    expect(store.get('A')).toBeUndefined(); // built 1, then 2 failed
    store.update([{ merchantCode: 'A', version: 2 }]);
    await store.settled();
    expect(store.get('A')?.version).toBe(2);
    expect(calls).toBe(3);
  });
});
