/** `?instance=12` → 12, the approval open beside the list; undefined for anything else. */
export const instanceParam = (value: string | null) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
