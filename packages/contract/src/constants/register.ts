export const REGISTER_METHODS = ['H5', 'APP', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** Registration by username or by mobile number (the popup's method tabs). */
export const REGISTER_KINDS = ['username', 'mobile'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/** Fields of the registration payload that the merchant's rules can switch on (spec §3, §5). */
export const REGISTER_RULE_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'affiliateCode',
  'recommenderId',
  'paymentPassword',
] as const;
export type RegisterRuleField = (typeof REGISTER_RULE_FIELDS)[number];
