import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { readSession } from '../../lib/session';

/**
 * An application's picture: the operator API serves it only with the Bearer token, which an <img> cannot
 * send, so it is fetched and shown from an object URL (released when the picture goes).
 */
export function ReviewPicture({ url, alt }: { url: string; alt: string }) {
  const picture = useQuery({
    queryKey: ['rewards', 'picture', url],
    queryFn: async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${readSession()?.token ?? ''}` } });
      if (!response.ok) throw new Error(`picture ${response.status}`);
      return response.blob();
    },
    staleTime: Infinity,
  });
  const source = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
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
