import { useCallback, useEffect, useRef, useState } from 'react';
import { checkPick, type PickProblem } from './image-rules';
import type { PickedImage } from './image-picker';

let nextPick = 0;

/**
 * The pictures picked for an application, each checked as it comes (count, size, bytes), with a
 * preview URL that is released when the picture is removed, cleared or the page closes.
 */
export function usePicks(onChange: (files: File[]) => void) {
  const [picks, setPicks] = useState<PickedImage[]>([]);
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const current = useRef<PickedImage[]>([]);
  const update = useCallback(
    (next: PickedImage[]) => {
      current.current = next;
      setPicks(next);
      onChange(next.map((pick) => pick.file));
    },
    [onChange],
  );

  const add = useCallback(
    async (files: File[]) => {
      let next = current.current;
      let refused: PickProblem | null = null;
      for (const file of files) {
        const found = await checkPick(file, next.length);
        if (found) {
          refused ??= found;
          continue;
        }
        nextPick += 1;
        next = [...next, { id: `pick-${nextPick}`, file, url: URL.createObjectURL(file) }];
      }
      setProblem(refused);
      update(next);
    },
    [update],
  );

  const remove = useCallback(
    (id: string) => {
      const gone = current.current.find((pick) => pick.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      setProblem(null);
      update(current.current.filter((pick) => pick.id !== id));
    },
    [update],
  );

  const clear = useCallback(() => {
    for (const pick of current.current) URL.revokeObjectURL(pick.url);
    setProblem(null);
    update([]);
  }, [update]);

  useEffect(() => () => current.current.forEach((pick) => URL.revokeObjectURL(pick.url)), []);

  return { picks, problem, add, remove, clear };
}
