/**
 * Six-digit administrative area codes (specification §3): 'PP0000' is a province, 'PPCC00' a city, 'PPCCDD' a
 * county; the parent follows from the digits.
 */
const AREA_CODE = /^\d{6}$/;

export function isAreaCode(code: string): boolean {
  return AREA_CODE.test(code);
}

/**
 * The parent's code: city → province, county → city; null for a province or a malformed code. Given the codes
 * that exist, a county whose city code does not (districts of Beijing, county-level cities directly under a
 * province) hangs under its province.
 */
export function areaParentCode(code: string, known?: ReadonlySet<string>): string | null {
  if (!isAreaCode(code) || code.endsWith('0000')) return null;
  const province = `${code.slice(0, 2)}0000`;
  if (code.endsWith('00')) return province;
  const city = `${code.slice(0, 4)}00`;
  return !known || known.has(city) ? city : province;
}

/** The codes from the province down to `code` itself ('110101' → ['110000', '110100', '110101']). */
export function areaCodePath(code: string): string[] {
  if (!isAreaCode(code)) return [];
  const parent = areaParentCode(code);
  return parent === null ? [code] : [...areaCodePath(parent), code];
}

/**
 * The names from the province down to `code`. Ancestors missing from `names` are skipped: some county-level
 * units hang directly under their province and have no city code of their own.
 */
export function areaPath(code: string, names: Record<string, string> | Map<string, string>): string[] {
  const lookup = (key: string) => (names instanceof Map ? names.get(key) : names[key]);
  return areaCodePath(code)
    .map(lookup)
    .filter((name): name is string => name !== undefined);
}
