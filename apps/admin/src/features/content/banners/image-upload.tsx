import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field, INPUT_CLASS } from '../../../shared/field';
import { uploadFile } from '../content-api';
import { useSaveFailure } from '../content-form';

interface Props {
  /** The upload route and its file field. */
  path: string;
  field: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}

/** A picture: upload a file (the server checks it and answers its address) or type an address; shown below. */
export function ImageUpload({ path, field, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const failure = useSaveFailure();
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<{ url: string }>(path, field, file),
    onSuccess: ({ url }) => onChange(url),
  });
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-4">
      <div className="flex flex-col gap-3">
        <Field label={t('banners.upload')} hint={t('banners.uploadHint')}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/png,image/jpeg"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
              }}
              className="text-sm text-muted file:mr-3 file:h-8 file:rounded-md file:border file:border-line-strong file:bg-ink-800 file:px-3 file:text-text hover:file:bg-ink-700"
            />
          )}
        </Field>
        {upload.isPending && (
          <p role="status" className="text-xs text-muted">
            {t('banners.uploading')}
          </p>
        )}
        {upload.isError && (
          <p role="alert" className="text-xs text-rose-300">
            {t('banners.uploadFailed', { reason: failure(upload.error) })}
          </p>
        )}
        <Field label={t('banners.imageUrl')} error={error}>
          {(control) => (
            <input
              {...control}
              className={INPUT_CLASS}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid h-28 w-64 place-items-center overflow-hidden rounded-lg border border-line bg-ink-950">
        {value ? (
          <img src={value} alt={t('banners.image')} className="h-full w-full object-cover" />
        ) : (
          <span aria-hidden className="text-2xl text-muted">
            🖼
          </span>
        )}
      </div>
    </div>
  );
}
