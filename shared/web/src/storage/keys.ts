/** localStorage keys fixed by the specification (§4, §9); other apps and old sessions read the same keys. */
export const STORAGE_KEYS = {
  token: 'token',
  rule: 'rule',
  clientUser: 'clientUser',
  locale: 'arco-locale',
} as const;
