// A child process that draws a share of the art (librsvg serialises text drawing inside one process).
import { renderJobs, type ArtJob } from './jobs';

process.once('message', (message: { jobs: ArtJob[]; mediaDir: string }) => {
  renderJobs(message.jobs, message.mediaDir).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
