/** The member centre (/m/member/home), both templates (loaded with the account messages). */
export const memberCentreEn = {
  'memberCentre.account': 'Account: {{account}}',
  'memberCentre.balance': 'Total balance',
  'memberCentre.profile': 'Your profile',
  'memberCentre.records': 'Records',
  'memberCentre.benefits': 'Rewards and benefits',
  'memberCentre.support': 'Account and support',
  'memberCentre.quickAccess': 'Quick access',
  'memberCentre.more': 'More',
  'memberCentre.loading': 'Loading your account…',
  'memberCentre.unread': '{{badge}} unread',
} as const;

export type MemberCentreMessages = Record<keyof typeof memberCentreEn, string>;
