import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded files live, by key. Keys are made by the storage (random, no user-supplied
 * names), so a file can never be written over another or outside the store.
 */
export interface FileStorage {
  /** Store bytes under a new random key and return it; `extension` is ours (png, jpg), never the client's. */
  put(data: Uint8Array, extension: string): Promise<string>;
  /** The bytes of a key, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Remove a key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

/** Two hex characters of fan-out, then 32 hex characters, then our extension. */
const KEY = /^[0-9a-f]{2}\/[0-9a-f]{32}\.(png|jpg)$/;
export const isStorageKey = (key: string): boolean => KEY.test(key);

/**
 * Local-disk storage under one root (by default `$DATA_DIR/uploads`, outside every served
 * directory). Writes go to a temporary name first and are renamed, so a half-written file is
 * never read.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    async put(data, extension) {
      if (extension !== 'png' && extension !== 'jpg') throw new Error(`unsupported extension: ${extension}`);
      const id = randomBytes(17).toString('hex');
      const key = `${id.slice(0, 2)}/${id.slice(2)}.${extension}`;
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, data, { flag: 'wx', mode: 0o600 });
      await rename(temp, path);
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(pathOf(key), { force: true });
    },
  };
}
