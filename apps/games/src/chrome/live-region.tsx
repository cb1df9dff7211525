import type { Announcement } from './use-rounds';

/** Screen readers hear each result once; a new node per round makes a repeated text heard again. */
export function LiveRegion({ announcement }: { announcement: Announcement | null }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="announcer">
      {announcement && <p key={announcement.id}>{announcement.text}</p>}
    </div>
  );
}
