import { Worker } from 'node:worker_threads';
import { movable, type CompressJob, type CompressResult } from './messages';

/**
 * Jobs waiting on the thread beyond which the event loop compresses for itself: a thread this far behind
 * (a burst, a starved core) would add more latency than the compression it saves.
 */
const MAX_IN_FLIGHT = 128;

interface Waiter {
  resolve: (body: Buffer) => void;
  reject: (error: Error) => void;
}

/** The thread's script: the bundle beside the compiled server, or the TypeScript source loaded through tsx. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./compress-worker.js', import.meta.url));
  const source = new URL('./worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true });
}

/**
 * One worker thread that compresses answers sent as they are made (a page of games: ~55 µs of brotli).
 * Handing the bytes over and taking the result back costs the event loop about half of that under load, so
 * the server's one busy core serves more answers and the compression runs on another core.
 *
 * Bytes travel moved, not copied, both ways. Copies made each answer's page and result memory outside the
 * heap that lived until they were read on the other side; under load enough of it outlived two young
 * collections to keep V8's external-memory limit busy: a full collection about every second (10–35 ms each),
 * which tripled the list's p99.
 */
export class CompressThread {
  private current: Thread | undefined;
  private nextId = 0;

  /**
   * The compressed bytes; undefined when the thread is too far behind to be worth the wait. A job takes its
   * bytes: when they fill their own memory, that memory moves to the thread and `bytes` is left empty.
   */
  compress(bytes: Buffer, encoding: CompressJob['encoding'], quality: number): Promise<Buffer> | undefined {
    const thread = this.current ?? this.start();
    if (thread.waiting.size >= MAX_IN_FLIGHT) return undefined;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ id, bytes, encoding, quality } satisfies CompressJob, movable(bytes));
    });
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    await current?.worker.terminate();
  }

  private start(): Thread {
    const thread: Thread = { worker: startWorker(), waiting: new Map() };
    const { worker, waiting } = thread;
    // The thread never keeps the process alive: a server that closes exits with it.
    worker.unref();
    worker.on('message', (result: CompressResult) => settle(waiting, result));
    // A thread that fails fails its own jobs (their answers go out uncompressed); the next job starts another.
    const fail = (error: Error) => {
      if (this.current === thread) this.current = undefined;
      for (const waiter of waiting.values()) waiter.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the compression thread exited with ${code}`)));
    this.current = thread;
    return thread;
  }
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiter>;
}

function settle(waiting: Map<number, Waiter>, result: CompressResult): void {
  const waiter = waiting.get(result.id);
  if (!waiter) return;
  waiting.delete(result.id);
  if ('error' in result) waiter.reject(new Error(result.error));
  else waiter.resolve(Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength));
}
