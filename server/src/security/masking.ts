/** The specification's rule: 8+ characters star the 4th up to the third-last; shorter ones only the last. */
export function maskIdNumber(value: string): string {
  if (value.length >= 8) return value.slice(0, 3) + '*'.repeat(value.length - 5) + value.slice(-2);
  return value.length === 0 ? value : value.slice(0, -1) + '*';
}

/** 13800000001 → 138****0001. */
export function maskMobile(value: string): string {
  if (value.length < 8) return maskIdNumber(value);
  return value.slice(0, 3) + '****' + value.slice(-4);
}
