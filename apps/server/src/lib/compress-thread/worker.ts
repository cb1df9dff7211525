import { parentPort } from 'node:worker_threads';
import { compressSync } from './compress-sync';
import type { CompressJob, CompressResult } from './messages';

function run(job: CompressJob): CompressResult {
  try {
    // The synchronous call: on this thread it blocks nothing the server waits on.
    return { id: job.id, body: compressSync(job.bytes, job.encoding, job.quality) };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: CompressJob) => parentPort?.postMessage(run(job)));
