import { useProtectedPicture } from './protected-image';

/** A member's uploaded picture (fetched with the operator's token), opening full size in a new tab. */
export function PictureLink({ url, alt }: { url: string; alt: string }) {
  const { source } = useProtectedPicture(url);
  return (
    <a
      href={source ?? undefined}
      target="_blank"
      rel="noreferrer"
      className="block aspect-[4/3] overflow-hidden rounded-md border border-line bg-ink-950"
    >
      {source ? (
        <img src={source} alt={alt} className="size-full object-contain" />
      ) : (
        <span className="grid size-full place-items-center text-xs text-muted">{alt}</span>
      )}
    </a>
  );
}
