/** Constants of the engagement area: announcements, promotions, rewards, help, site services (spec accounts §2–§9). */

/** Announcement types of the feed: banner, player notice, pop-up, promotion, hot. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** The types stored as announcements (B are banners, PR are promotions). */
export const STORED_ANNOUNCEMENT_TYPES = ['PL', 'PU', 'H'] as const;
export type StoredAnnouncementType = (typeof STORED_ANNOUNCEMENT_TYPES)[number];
/** The announcement feed's platform: mobile. */
export const ANNOUNCEMENT_PLATFORM = 'M';
/** Sequence of the main image of an announcement or promotion. */
export const MAIN_IMAGE_SEQUENCE = 1;

/** What a banner tap does. */
export const BANNER_LINK_TYPES = ['NONE', 'ROUTE', 'URL', 'PROMOTION', 'GAME'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** Read state and unread counts (spec §9). */
export const MARK_READ_THROTTLE_MS = 150;
export const UNREAD_COUNT_THROTTLE_MS = 250;
/** The chat module's permission id for the unread count call. */
export const CHAT_MODULE_ID = 'CBS3';

/** Reward applications (spec §5, §9). */
export const REWARD_REMARKS_MAX = 140;
export const REWARD_IMAGE_MAX_BYTES = 5_242_880;
export const REWARD_IMAGES_MAX = 3;
export const REWARD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const REWARD_IMAGE_GRID_COLUMNS = 4;
export const REWARD_SUBMIT_LOADING_MS = 10_000;
export const REWARD_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RewardApplicationStatus = (typeof REWARD_APPLICATION_STATUSES)[number];

/** Help centre (spec §2, §9). */
export const HELP_TAGS = ['terms', 'about'] as const;
export type HelpTag = (typeof HELP_TAGS)[number];
export const FOOTER_HELP_DEBOUNCE_MS = 200;
export const HELP_DEVICE = 'MOBILE';

/** System status (spec §4): 0 normal, 1 maintenance (also when both), 2 region restricted. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

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

/** Launch chat (spec §7): query constants. */
export const CHAT_B2C = 1;
export const CHAT_TEMPLATE = 'v2';

/** iOS before this version gets the legacy add-to-home notice (spec §2). */
export const IOS_ADD_TO_HOME_MIN_VERSION = [12, 2] as const;
export const USE_SAFARI_MESSAGE_KEY = 'download.useSafari';

/** Agents: member types that get no contract pop-ups on home (spec §2, §9). */
export const CONTRACT_POPUP_EXCLUDED_TYPES = [4, 40, 41, 42] as const;
export const AGENT_CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const;
export type AgentContractKind = (typeof AGENT_CONTRACT_KINDS)[number];
export const AGENT_CONTRACT_STATUSES = ['offered', 'accepted', 'refused'] as const;
export type AgentContractStatus = (typeof AGENT_CONTRACT_STATUSES)[number];

/**
 * VIP rank benefits: what a rank gives, in the operator's own words; the kind only picks the icon.
 * Staff deliver them (the site computes no cashback or rebate), so a benefit is a line of text.
 */
export const RANK_BENEFIT_KINDS = ['bonus', 'rebate', 'withdrawal', 'support', 'gift', 'other'] as const;
export type RankBenefitKind = (typeof RANK_BENEFIT_KINDS)[number];
/** At most this many benefit lines per rank, each at most this many characters. */
export const RANK_BENEFITS_MAX = 6;
export const RANK_BENEFIT_TEXT_MAX = 80;

/** Operators (back office). */
export const OPERATOR_ROLES = ['admin', 'editor', 'reviewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_SESSION_MINUTES = 8 * 60;
/** Longest HTML body an operator may publish. */
export const CONTENT_HTML_MAX = 100_000;
export const CONTENT_TITLE_MAX = 200;
