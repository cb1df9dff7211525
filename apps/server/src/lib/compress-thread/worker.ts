import { parentPort } from 'node:worker_threads';
import { compressSync } from './compress-sync';
import { movable, type CompressJob, type CompressResult } from './messages';

function run(job: CompressJob): CompressResult {
  try {
    // The synchronous call: on this thread it blocks nothing the server waits on. Its result is often a
    // slice of the buffer pool: a copy of its own can move to the event loop.
    const body = compressSync(job.bytes, job.encoding, job.quality);
    return { id: job.id, body: movable(body).length > 0 ? body : new Uint8Array(body) };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: CompressJob) => {
  const result = run(job);
  parentPort?.postMessage(result, 'body' in result ? movable(result.body) : []);
});
