/** Notices: the notice bar, the notice page and detail, the home pop-up carousel (loaded with the account messages). */
export const noticesEn = {
  'notice.title': 'Announcements',
  'notice.detailTitle': 'Announcement',
  'notice.bar': 'Announcements',
  'notice.barOpen': 'Open announcement: {{title}}',
  'notice.empty': 'No announcement',
  'notice.emptyHint': 'New notices from us will show here.',
  'notice.unread': 'Unread',
  'notice.loading': 'Loading announcements',
  'notice.notFound': 'This announcement is no longer available.',
  'notice.backToList': 'All announcements',
  'notice.published': 'Published {{date}}',
  'notice.popup': 'Announcements',
  'notice.previous': 'Previous announcement',
  'notice.next': 'Next announcement',
  'notice.more': 'More',
  'notice.openDetails': 'Read all announcements',
  'notice.hideToday': 'Do not show again today',
  'notice.detailsPopup': 'Announcement details',
} as const;

export type NoticesMessages = Record<keyof typeof noticesEn, string>;
