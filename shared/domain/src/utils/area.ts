/**
 * Six-digit administrative area codes (specification §3): 'PP0000' is a province, 'PPCC00' a city, 'PPCCDD' a
 * county; the parent follows from the digits.
 */
export interface AreaEntry {
  code: string;
  name: string;
}

/** One cascader option (Arco Cascader's `options` shape). */
export interface AreaNode {
  value: string;
  label: string;
  children?: AreaNode[];
}

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

/**
 * A province → city → county tree for a cascader, ordered by code. An entry whose parent is not in the list
 * goes under its nearest listed ancestor (a county directly under its province), or to the top level.
 */
export function buildAreaTree(entries: AreaEntry[]): AreaNode[] {
  const sorted = entries
    .filter((entry) => isAreaCode(entry.code))
    .sort((a, b) => a.code.localeCompare(b.code));
  const nodes = new Map<string, AreaNode>(
    sorted.map(({ code, name }) => [code, { value: code, label: name }]),
  );
  const roots: AreaNode[] = [];
  for (const node of nodes.values()) {
    const parent = nearestListedAncestor(node.value, nodes);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

function nearestListedAncestor(code: string, nodes: Map<string, AreaNode>): AreaNode | undefined {
  for (let parent = areaParentCode(code); parent !== null; parent = areaParentCode(parent)) {
    const node = nodes.get(parent);
    if (node) return node;
  }
  return undefined;
}
