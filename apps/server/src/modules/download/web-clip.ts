import { createHash } from 'node:crypto';

export interface WebClipInput {
  merchantCode: string;
  name: string;
  /** The address the home-screen icon opens: the site's home on the host the profile came from. */
  url: string;
  /** PNG bytes of the icon, when drawn. */
  icon: Buffer | null;
}

function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** A UUID that stays the same for the same merchant and address, so a reinstall replaces the clip. */
export function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/**
 * An iOS configuration profile with one web clip: installing it puts the site on the home screen
 * as a full-screen app with the merchant's icon (the profile route of the download page).
 */
export function webClipProfile({ merchantCode, name, url, icon }: WebClipInput): string {
  const host = new URL(url).host;
  const id = `com.lobby.${merchantCode.toLowerCase()}.${host.replace(/[^A-Za-z0-9-]/g, '-')}`;
  const iconEntry = icon ? `\n      <key>Icon</key>\n      <data>${icon.toString('base64')}</data>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>${iconEntry}
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>${xml(name)}</string>
      <key>PayloadDescription</key>
      <string>${xml(`Adds ${name} to the Home Screen`)}</string>
      <key>PayloadDisplayName</key>
      <string>${xml(name)}</string>
      <key>PayloadIdentifier</key>
      <string>${xml(`${id}.webclip`)}</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>${stableUuid(`${merchantCode}|${url}|clip`)}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>Precomposed</key>
      <true/>
      <key>URL</key>
      <string>${xml(url)}</string>
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>${xml(`Install ${name} on this device`)}</string>
  <key>PayloadDisplayName</key>
  <string>${xml(name)}</string>
  <key>PayloadIdentifier</key>
  <string>${xml(id)}</string>
  <key>PayloadOrganization</key>
  <string>${xml(name)}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${stableUuid(`${merchantCode}|${url}|profile`)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}
