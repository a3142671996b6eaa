/**
 * The button codes of the partners slice: what the server checks on each write and what `<Btn>` checks in the UI.
 * The menu key `partner` is needed to read any of it.
 */
export const PARTNER_BUTTONS = {
  create: 'partner:create',
  update: 'partner:update',
  blacklist: 'partner:blacklist',
  export: 'partner:export',
} as const;
export type PartnerButton = (typeof PARTNER_BUTTONS)[keyof typeof PARTNER_BUTTONS];
