import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  MOBILE_MAX,
  MOBILE_MIN,
  MOBILE_PATTERN,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  PROFILE_TEXT_MAX,
  SMS_CODE_LENGTH,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '@lobby/contract/core';
import type { RegisterRuleSetting } from './site.repository';

type Messages = RegisterRuleSetting['messages'];

function messages(en: [string, string], id: [string, string]): Messages {
  return {
    en: { required: en[0], pattern: en[1], length: 'Use (min) to (max) characters.' },
    id: { required: id[0], pattern: id[1], length: 'Gunakan (min) sampai (max) karakter.' },
  };
}

function rule(
  field: string,
  required: boolean,
  bounds: { pattern?: string; min?: number; max: number },
  text: Messages,
): RegisterRuleSetting {
  return {
    field,
    enabled: true,
    required,
    pattern: bounds.pattern ?? null,
    min: bounds.min ?? null,
    max: bounds.max,
    messages: text,
  };
}

const username = rule(
  'username',
  true,
  { pattern: USERNAME_PATTERN, min: USERNAME_MIN, max: USERNAME_MAX },
  messages(
    ['Please enter a username.', 'Start with a letter; letters and digits only.'],
    ['Silakan masukkan nama pengguna.', 'Awali dengan huruf; hanya huruf dan angka.'],
  ),
);
const password = rule(
  'password',
  true,
  { pattern: PASSWORD_PATTERN, min: PASSWORD_MIN, max: PASSWORD_MAX },
  messages(
    ['Please enter a password.', 'Use letters and digits, without spaces.'],
    ['Silakan masukkan kata sandi.', 'Gunakan huruf dan angka, tanpa spasi.'],
  ),
);
const confirmPassword = rule(
  'confirmPassword',
  true,
  { max: PASSWORD_MAX },
  messages(
    ['Please enter the password again.', 'The confirmation does not match the password.'],
    ['Silakan masukkan kata sandi sekali lagi.', 'Konfirmasi tidak sama dengan kata sandi.'],
  ),
);
const nickname = rule(
  'nickname',
  false,
  { max: NICKNAME_MAX },
  messages(
    ['Please enter a nickname.', 'Not a valid nickname.'],
    ['Silakan masukkan nama panggilan.', 'Nama panggilan tidak valid.'],
  ),
);
const email = rule(
  'email',
  false,
  { pattern: EMAIL_PATTERN, max: EMAIL_MAX },
  messages(
    ['Please enter your e-mail.', 'Incorrect e-mail format.'],
    ['Silakan masukkan e-mail.', 'Format e-mail salah.'],
  ),
);
const mobileNum = (required: boolean) =>
  rule(
    'mobileNum',
    required,
    { pattern: MOBILE_PATTERN, min: MOBILE_MIN, max: MOBILE_MAX },
    messages(['Please enter your mobile number.', 'Digits only.'], ['Silakan masukkan nomor ponsel.', 'Hanya angka.']),
  );
const verificationCode = rule(
  'verificationCode',
  true,
  { pattern: '\\d+', min: SMS_CODE_LENGTH, max: SMS_CODE_LENGTH },
  messages(['Please enter the SMS code.', 'Digits only.'], ['Silakan masukkan kode SMS.', 'Hanya angka.']),
);
const birthday = rule(
  'birthday',
  false,
  { pattern: '\\d{4}-\\d{2}-\\d{2}', max: 10 },
  messages(
    ['Please choose your birthday.', 'Not a valid date.'],
    ['Silakan pilih tanggal lahir.', 'Tanggal tidak valid.'],
  ),
);
const affiliateCode = rule(
  'affiliateCode',
  false,
  { pattern: '[A-Za-z0-9]+', max: PROFILE_TEXT_MAX },
  messages(
    ['Please enter the invitation code.', 'Invalid invitation code.'],
    ['Silakan masukkan kode undangan.', 'Kode undangan tidak valid.'],
  ),
);

/** The demo rules: what a site gets until its operator writes its own. */
export const DEFAULT_REGISTER_RULES = {
  username: [username, password, confirmPassword, nickname, email, mobileNum(false), birthday, affiliateCode],
  mobile: [mobileNum(true), verificationCode, password, confirmPassword, nickname, affiliateCode],
};
