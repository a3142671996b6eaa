import type { MenuItem, RouteMeta } from '@pm/domain/shapes';

export type CustomTitle = RouteMeta['title'];

/** The custom names of the menu's nodes (`/system/permission`), by the node's locale key. */
export function titlesByLocale(items: readonly MenuItem[], into = new Map<string, CustomTitle>()) {
  for (const item of items) {
    if (item.meta.title) into.set(item.meta.locale, item.meta.title);
    titlesByLocale(item.children ?? [], into);
  }
  return into;
}

/**
 * What a menu entry, breadcrumb item, tab or window title says for a locale key: the name an administrator gave
 * the node in this language when there is one, else the key's text.
 */
export function menuText(
  key: string,
  titles: ReadonlyMap<string, CustomTitle>,
  language: string,
  translate: (key: string) => string,
): string {
  const custom = titles.get(key)?.[language as 'zh-CN' | 'en-US']?.trim();
  return custom ? custom : translate(key);
}
