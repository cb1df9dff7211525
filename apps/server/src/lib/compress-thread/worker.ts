import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import type { CompressJob, CompressResult } from './messages';

/** Compresses each job with zlib's synchronous call: on this thread it blocks nothing the server waits on. */
function compress({ bytes, encoding, quality }: CompressJob): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(bytes, { level: quality });
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

function run(job: CompressJob): CompressResult {
  try {
    return { id: job.id, body: compress(job) };
  } catch (error) {
    return { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: CompressJob) => parentPort?.postMessage(run(job)));
