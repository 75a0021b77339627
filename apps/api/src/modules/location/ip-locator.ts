/** Looks up the pincode of a client IP address (a GeoIP database or service in production). */
export interface IpLocator {
  locate(ip: string): Promise<number | null>;
}

/** The default: no IP database is bundled, so every lookup falls back to the default pincode. */
export const unknownIpLocator: IpLocator = {
  locate: async () => null,
};

const BOT_PATTERN =
  /bot\b|bot[/;\s-]|crawler|spider|slurp|crawling|facebookexternalhit|bingpreview|mediapartners|google-inspectiontool|lighthouse|headlesschrome|curl\/|wget\/|python-requests|axios\/|go-http-client|^$/i;

/** Search engines, link previews and scripts: they get the default pincode without an IP lookup. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return BOT_PATTERN.test((userAgent ?? '').trim());
}
