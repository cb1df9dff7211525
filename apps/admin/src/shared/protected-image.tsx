import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { readSession } from '../lib/session';

/**
 * A picture the operator API serves only with the Bearer token (a receipt, an upload), which an <img>
 * cannot send: fetched, then an object URL that is released when the picture goes.
 */
export function useProtectedPicture(url: string): { source: string | null; failed: boolean } {
  const picture = useQuery({
    queryKey: ['protected-image', url],
    queryFn: async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${readSession()?.token ?? ''}` } });
      if (!response.ok) throw new Error(`picture ${response.status}`);
      return response.blob();
    },
    staleTime: Infinity,
  });
  const source = useMemo(() => (picture.data ? URL.createObjectURL(picture.data) : null), [picture.data]);
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  return { source, failed: picture.isError };
}

/** A protected picture as an image, with a placeholder while it loads or when it failed. */
export function ProtectedImage({ url, alt, className = '' }: { url: string; alt: string; className?: string }) {
  const { source, failed } = useProtectedPicture(url);
  return source ? (
    <img src={source} alt={alt} className={`object-contain ${className}`} />
  ) : (
    <span role="img" aria-label={alt} className={`grid place-items-center text-xs text-muted ${className}`}>
      {failed ? '✕' : '…'}
    </span>
  );
}
