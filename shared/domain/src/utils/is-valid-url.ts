const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = `(?:${LABEL}\\.)+[a-z]{2,63}`;

/** Specification §5: http, https or ftp; '://'; a host name, IPv4 or localhost; optional 2–5 digit port; optional path. */
const URL_PATTERN = new RegExp(
  `^(?:https?|ftp)://(?:localhost|${IPV4}|${HOST_NAME})(?::\\d{2,5})?(?:/\\S*)?$`,
  'i',
);

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}
