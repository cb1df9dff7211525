/** What a hidden (or refreshing) balance shows. */
export const MASKED_BALANCE = '******';
