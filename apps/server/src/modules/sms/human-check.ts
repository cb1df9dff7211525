import type { CaptchaService } from '../captcha/captcha.service';

/** Proof that a person, not a script, asks for an SMS. Our image captcha by default; a third-party check fits the same shape. */
export interface HumanCheck {
  verify(
    merchantCode: string,
    proof: { captcha?: string | undefined; captchaKey?: string | undefined },
  ): Promise<boolean>;
}

export function captchaHumanCheck(captcha: CaptchaService): HumanCheck {
  return { verify: (merchantCode, proof) => captcha.verify(merchantCode, proof.captchaKey, proof.captcha) };
}
