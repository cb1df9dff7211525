// A child process that draws a share of the art (librsvg serialises text drawing inside one process).
import { renderJobs, type ArtJob } from './jobs';

// The parent is gone (stopped mid-seed): stop drawing rather than write on as an orphan.
process.once('disconnect', () => process.exit(1));

process.once('message', (message: { jobs: ArtJob[]; mediaDir: string }) => {
  renderJobs(message.jobs, message.mediaDir).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
