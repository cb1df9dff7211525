import { useTranslation } from 'react-i18next';
import { adminGameUpdateSchema, type AdminGame, type AdminGameUpdate } from '@lobby/contract/admin/games';
import { GAME_CLASSIFY_KEYS } from '@lobby/contract/games';
import { FormDialog } from '../../shared/form-dialog';
import { CHECKBOX_CLASS } from '../../shared/field';
import { OrderField, useEditForm } from './edit-form';

interface Props {
  game: AdminGame;
  saving: boolean;
  failure: string | undefined;
  onSave: (body: AdminGameUpdate) => void;
  onClose: () => void;
}

type Values = Required<AdminGameUpdate>;

/** One game's row edit: its switches, its order and its classifications; only what changed is sent. */
export function GameDialog({ game, saving, failure, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { form, submit } = useEditForm<Values>(
    adminGameUpdateSchema,
    {
      enabled: game.enabled,
      isHot: game.isHot,
      isNew: game.isNew,
      order: game.order,
      classify: game.classify as Values['classify'],
    },
    { onSave, onClose },
  );
  const { errors } = form.formState;

  return (
    <FormDialog
      title={t('games.editOf', { name: game.gameName })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('games.save')}
      pending={saving}
      failure={failure && t('games.saveFailed', { reason: failure })}
    >
      <div className="flex items-center gap-3">
        <img src={game.image} alt="" className="size-14 rounded-lg bg-ink-800 object-cover" />
        <div className="text-sm">
          <div className="font-medium">{game.providerName}</div>
          <div className="font-mono text-xs text-muted">
            {game.gameCode} · {t(`type.${game.gameType}`)}
          </div>
        </div>
      </div>
      <fieldset className="flex gap-6 text-sm">
        {(['enabled', 'isHot', 'isNew'] as const).map((key) => (
          <label key={key} className="flex items-center gap-2">
            <input type="checkbox" className={CHECKBOX_CLASS} {...form.register(key)} />
            {t(key === 'enabled' ? 'games.enabled' : key === 'isHot' ? 'games.hot' : 'games.new')}
          </label>
        ))}
      </fieldset>
      <OrderField
        hint={t('games.orderHint')}
        error={errors.order?.message}
        input={form.register('order', { valueAsNumber: true })}
      />
      <fieldset>
        <legend className="mb-2 text-xs font-medium text-muted">{t('games.classify')}</legend>
        <div className="grid grid-cols-3 gap-x-4 gap-y-1.5 text-sm">
          {GAME_CLASSIFY_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2">
              <input type="checkbox" value={key} className={CHECKBOX_CLASS} {...form.register('classify')} />
              {key}
            </label>
          ))}
        </div>
        {errors.classify && <p className="mt-1 text-xs text-rose-300">{errors.classify.message}</p>}
      </fieldset>
    </FormDialog>
  );
}
