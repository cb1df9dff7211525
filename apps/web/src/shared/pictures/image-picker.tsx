import { REWARD_IMAGES_MAX } from '@lobby/contract/rewards';
import { useId, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { CloseIcon } from '../../ui/icons';
import { PICKER_ACCEPT, type PickProblem } from './image-rules';

export interface PickedImage {
  id: string;
  file: File;
  /** Object URL of the preview (revoked when the pick goes). */
  url: string;
}

interface ImagePickerProps {
  picks: readonly PickedImage[];
  problem: PickProblem | null;
  required: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}

/** Pictures of a form (a reward application, a feedback): previews four to a row, each with a remove button, then an add tile. */
export function ImagePicker({ picks, problem, required, onAdd, onRemove }: ImagePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const problemId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={`${hintId}${problem ? ` ${problemId}` : ''}`}>
      <legend id={labelId} className="flex w-full items-center justify-between text-sm font-semibold">
        <span>{t('reward.images')}</span>
        {required ? <span className="text-xs font-medium text-gold-300">{t('reward.required')}</span> : null}
      </legend>
      <p id={hintId} className="text-xs text-muted">
        {t('reward.imagesHint', { max: REWARD_IMAGES_MAX })}
      </p>
      <ul className="grid grid-cols-4 gap-2">
        {picks.map((pick, index) => (
          <li key={pick.id} className="relative aspect-square overflow-hidden rounded-xl border border-line bg-ink-800">
            <img src={pick.url} alt={t('reward.preview', { index: index + 1 })} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onRemove(pick.id)}
              aria-label={t('reward.removeImage', { index: index + 1 })}
              className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-ink-950/85 text-text ring-1 ring-white/20 transition hover:bg-rose-500"
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        {picks.length < REWARD_IMAGES_MAX ? (
          <li className="aspect-square">
            <button
              type="button"
              onClick={() => input.current?.click()}
              className="flex size-full flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-gold-400/50 bg-gold-400/5 text-gold-300 transition hover:bg-gold-400/10"
            >
              <span aria-hidden="true" className="text-2xl leading-none font-light">
                +
              </span>
              <span className="px-1 text-center text-[10px] leading-tight font-semibold">{t('reward.addImage')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      {/* Hidden: the add tile opens it; a label keeps it named for assistive tech and tests. */}
      <input
        ref={input}
        type="file"
        accept={PICKER_ACCEPT}
        multiple
        aria-label={t('reward.addImage')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so picking the same file again still fires a change.
          event.currentTarget.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
      {problem ? (
        <p id={problemId} role="alert" className="text-xs font-medium text-rose-500">
          {t(problem)}
        </p>
      ) : null}
    </fieldset>
  );
}
