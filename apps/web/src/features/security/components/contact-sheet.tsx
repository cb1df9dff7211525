import { zodResolver } from '@hookform/resolvers/zod';
import {
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  type BindEmailRequest,
  type BindMobileRequest,
  type SecurityOverview,
} from '@lobby/contract/security';
import { useId } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useBindEmail, useBindMobile, useSendEmailCode, useSendMobileCode } from '../api/security';
import { FormFailure, showFailure } from './form-failure';
import { SendCodeField } from './send-code-field';
import { TextInput } from './text-input';

export type ContactKind = 'mobile' | 'email';

type OwnMessage = 'security.ct.badMobile' | 'security.ct.badEmail' | 'security.ct.badCode';

/** A field's message: the server's words as they came, our own for what the form itself refused. */
function useMessageOf() {
  const { t } = useTranslation();
  return (error: FieldError | undefined, own: OwnMessage): string | undefined =>
    error ? (error.type === 'server' ? error.message : t(own)) : undefined;
}

/** Bind or change the mobile number or e-mail address: a code to the new one, then verified. */
export function ContactSheet({
  kind,
  overview,
  dialingCodes,
  onClose,
}: {
  kind: ContactKind;
  overview: SecurityOverview;
  dialingCodes: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = overview[kind];
  return (
    <Dialog open variant="sheet" onClose={onClose} title={t(`security.ct.${kind}Title`)} showTitle>
      <p className="text-sm text-muted">{t(`security.ct.${kind}Intro`)}</p>
      {current.bound ? (
        <p className="mt-2 rounded-xl bg-white/5 px-3 py-2 text-xs text-muted">
          {t('security.ct.current', { value: current.masked })} · {t('security.ct.oldNotice')}
        </p>
      ) : null}
      <div className="mt-4">
        {kind === 'mobile' ? (
          <MobileForm dialingCodes={dialingCodes} onDone={onClose} />
        ) : (
          <EmailForm onDone={onClose} />
        )}
      </div>
    </Dialog>
  );
}

function MobileForm({ dialingCodes, onDone }: { dialingCodes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const messageOf = useMessageOf();
  const send = useSendMobileCode();
  const bind = useBindMobile();
  const selectId = useId();
  const form = useForm<z.input<typeof bindMobileRequestSchema>, unknown, BindMobileRequest>({
    resolver: zodResolver(bindMobileRequestSchema),
    defaultValues: { countryDialingCode: dialingCodes[0] ?? '', mobileNum: '', verificationCode: '' },
  });
  const { errors } = form.formState;
  const sendCode = async () => {
    if (!(await form.trigger(['countryDialingCode', 'mobileNum'], { shouldFocus: true }))) return false;
    const { countryDialingCode, mobileNum } = form.getValues();
    return send.mutateAsync({ countryDialingCode, mobileNum: mobileNum.trim() }).then(
      () => true,
      (error: unknown) => (showFailure(form, error, t), false),
    );
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await bind.mutateAsync(body);
      showToast('security.ct.mobileSaved', { tone: 'success' });
      onDone();
    } catch (error) {
      showFailure(form, error, t);
    }
  });
  const mobileError = messageOf(errors.mobileNum ?? errors.countryDialingCode, 'security.ct.badMobile');
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      <div className="flex items-start gap-2">
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="block text-xs font-semibold text-muted">
            {t('form.dialingCode')}
          </label>
          <select
            id={selectId}
            className="h-11 rounded-xl border border-line-strong bg-ink-900 px-2.5 text-sm font-semibold text-text focus:border-gold-400/70 focus:outline-none"
            {...form.register('countryDialingCode')}
          >
            {dialingCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <TextInput
            label={t('security.ct.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            error={mobileError}
            {...form.register('mobileNum')}
          />
        </div>
      </div>
      <SendCodeField
        label={t('security.ct.smsCode')}
        error={messageOf(errors.verificationCode, 'security.ct.badCode')}
        sending={send.isPending}
        onSend={sendCode}
        {...form.register('verificationCode')}
      />
      <FormFailure message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={bind.isPending}>
        {t('security.ct.submit')}
      </Button>
    </form>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const messageOf = useMessageOf();
  const send = useSendEmailCode();
  const bind = useBindEmail();
  const form = useForm<z.input<typeof bindEmailRequestSchema>, unknown, BindEmailRequest>({
    resolver: zodResolver(bindEmailRequestSchema),
    defaultValues: { email: '', verificationCode: '' },
  });
  const { errors } = form.formState;
  const sendCode = async () => {
    if (!(await form.trigger('email', { shouldFocus: true }))) return false;
    return send.mutateAsync(form.getValues('email').trim().toLowerCase()).then(
      () => true,
      (error: unknown) => (showFailure(form, error, t), false),
    );
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await bind.mutateAsync(body);
      showToast('security.ct.emailSaved', { tone: 'success' });
      onDone();
    } catch (error) {
      showFailure(form, error, t);
    }
  });
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      <TextInput
        label={t('security.ct.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        maxLength={254}
        error={messageOf(errors.email, 'security.ct.badEmail')}
        {...form.register('email')}
      />
      <SendCodeField
        label={t('security.ct.emailCode')}
        error={messageOf(errors.verificationCode, 'security.ct.badCode')}
        sending={send.isPending}
        onSend={sendCode}
        {...form.register('verificationCode')}
      />
      <FormFailure message={errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={bind.isPending}>
        {t('security.ct.submit')}
      </Button>
    </form>
  );
}
