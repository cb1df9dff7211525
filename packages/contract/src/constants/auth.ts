/** Which login page a login comes from: the member site or the agent variant (/m/agent). */
export const LOGIN_PORTALS = ['member', 'agent'] as const;
export type LoginPortal = (typeof LOGIN_PORTALS)[number];

/** Social sign-in providers. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
