/** Link resources the operator configures (spec §3). */
export const LINK_RESOURCE_TYPES = [
  'IOS',
  'MOBILECONFIG',
  'Android',
  'AppDownloadIcon',
  'TELEGRAM',
  'FACEBOOK',
] as const;
export type LinkResourceType = (typeof LINK_RESOURCE_TYPES)[number];
/** The social contact bar's networks (spec §2). */
export const SOCIAL_NETWORKS = ['facebook', 'whatsapp', 'telegram', 'viber'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const CUSTOMER_SERVICE_TYPES = ['TELEGRAM', 'LIVECHAT'] as const;
export type CustomerServiceType = (typeof CUSTOMER_SERVICE_TYPES)[number];
/** Templates (spec §4): the new member centre when mem_cen is '1', the new deposit when dep_func is '1'. */
export const TEMPLATE_KEYS = ['mem_cen', 'dep_func'] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/** White-label flags of spec §6 that gate menus, registration and social login. */
export const WHITE_LABEL_FLAGS = {
  bettingRecord: 'TRANSBETREPMEM3',
  accountRecord: 'TRANSREC3',
  profitAndLoss: 'PERSREP',
  rewardCenter: 'REWCEN3',
  manualRebate: 'MANPLAYREB3',
  securityCenter: 'SECPRIV',
  chat: 'CBS3',
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  registerMobileVerification: 'REGMOBVERF3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  facebookLogin: 'FACEBOOKLOGIN3',
  googleLogin: 'GOOGLELOGIN3',
  /** The show-referral flag: the drawer's share entry (referral popup). */
  referral: 'REFERRAL3',
} as const;

/** Module ids sent for permissions (spec §6); testPlay sends FREEPLAY3. */
export const MODULE_IDS = ['FREEPLAY3', 'REWCEN3', 'COMM3', 'INBOX3', 'FEEDBACK3', 'PROFPIC3', 'AGEINFO3'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];
