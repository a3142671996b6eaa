import type { MessageItem } from '@pm/domain/shapes';

/** A path inside the app (not `//host`, which would leave it). */
const IN_APP = /^\/(?!\/)/;

/** An approval the text of a message names (`/archives/approva?instance=12`), as the approval engine writes them. */
const APPROVAL_IN_TEXT = /\/archives\/approva\?instance=\d+/;

/**
 * Where clicking a message goes: its `link`, else an approval its title line or text names (messages written before
 * `link` existed); null when it leads nowhere.
 */
export function messageLink(item: Pick<MessageItem, 'link' | 'subTitle' | 'content'>): string | null {
  if (item.link) return IN_APP.test(item.link) ? item.link : null;
  return APPROVAL_IN_TEXT.exec(`${item.subTitle}\n${item.content}`)?.[0] ?? null;
}

/** The text without the path it leads to: the item itself is the link. */
export function withoutLink(text: string, link: string | null): string {
  return link
    ? text
        .replace(link, '')
        .replace(/\s+$/, '')
        .replace(/[：:]$/, '')
    : text;
}
