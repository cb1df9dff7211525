import type { ComponentProps } from 'react';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useResendWait } from './resend-wait';
import { TextInput } from './text-input';

type SendCodeFieldProps = Omit<ComponentProps<typeof TextInput>, 'label' | 'error'> & {
  label: string;
  error: string | undefined;
  sending: boolean;
  /** Ask for a code; true once it is on its way (then the button waits out the one-a-minute rule). */
  onSend: () => Promise<boolean>;
};

/** A verification code input with its "Send code" button and the resend countdown. */
export function SendCodeField({ label, error, sending, onSend, ...input }: SendCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useResendWait();
  const send = async () => {
    if (!(await onSend())) return;
    countdown.start();
    showToast('security.pp.codeSent', { tone: 'success' });
  };
  return (
    <div className="flex items-start gap-2">
      <div className="flex-1">
        <TextInput
          label={label}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          error={error}
          {...input}
        />
      </div>
      <Button
        variant="outline"
        className="mt-[22px] h-11 shrink-0"
        disabled={countdown.running || sending}
        onClick={() => void send()}
      >
        {countdown.running ? t('security.pp.resend', { seconds: countdown.remaining }) : t('security.pp.sendCode')}
      </Button>
    </div>
  );
}
