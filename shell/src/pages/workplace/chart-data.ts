import type { FundsByMonth, ProjectsByProvince, ProjectsByStatus } from '@pm/domain/shapes';
import { normalizeMoney } from '@pm/domain/money';

/** Funds per month for the line chart and its table: one entry per month, amounts as 2-decimal strings. */
export interface FundsSeries {
  months: string[];
  appropriated: string[];
  paid: string[];
}

export interface StatusSlice {
  status: string;
  count: number;
}

/** A region of the map's GeoJSON: its six-digit code and the name the map draws. */
export interface MapRegion {
  code: string;
  name: string;
}

export interface ProvinceDatum {
  /** The region's name in the GeoJSON: ECharts matches map data to regions by name. */
  name: string;
  code: string;
  value: number;
  approvedTotal: string;
}

const MONTH = /^(\d{4})-(\d{2})/;

function monthKey(year: number, monthIndex: number): string {
  const date = new Date(year, monthIndex, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** `count` months ending with `end`'s month, oldest first ('2025-01' … '2025-12'). */
export function monthKeys(end: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    monthKey(end.getFullYear(), end.getMonth() - (count - 1) + i),
  );
}

/**
 * The last `count` months with a zero for every month without a row. The range ends at the later of the
 * browser's month and the newest row, so a server already in the next month (time zones) loses no row.
 */
export function fundsByMonthSeries(rows: FundsByMonth[], count: number, now: Date = new Date()): FundsSeries {
  const byMonth = new Map<string, FundsByMonth>();
  for (const row of rows) {
    const match = MONTH.exec(row.month);
    if (match) byMonth.set(`${match[1]}-${match[2]}`, row);
  }
  const current = monthKey(now.getFullYear(), now.getMonth());
  const newest = [...byMonth.keys(), current].sort().at(-1) ?? current;
  const [year, month] = newest.split('-').map(Number) as [number, number];
  const months = monthKeys(new Date(year, month - 1, 1), count);
  return {
    months,
    appropriated: months.map((key) => normalizeMoney(byMonth.get(key)?.appropriated)),
    paid: months.map((key) => normalizeMoney(byMonth.get(key)?.paid)),
  };
}

/** Statuses that have projects, largest first (a pie of zeros draws nothing useful). */
export function statusSlices(rows: ProjectsByStatus[]): StatusSlice[] {
  return rows
    .filter((row) => row.count > 0)
    .map(({ status, count }) => ({ status, count }))
    .sort((a, b) => b.count - a.count);
}

/** Every region of the map with its project count, zero where the server has no row. */
export function provinceMapData(rows: ProjectsByProvince[], regions: MapRegion[]): ProvinceDatum[] {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return regions.map(({ code, name }) => {
    const row = byCode.get(code);
    return { name, code, value: row?.count ?? 0, approvedTotal: normalizeMoney(row?.approvedTotal) };
  });
}

/** The largest value, at least 1 so that a scale over all-zero data still has a range. */
export function maxValue(values: number[]): number {
  return Math.max(1, ...values);
}

/** The boundary data the server ships (`GET /pm/area/geo/100000`): one feature per province. */
export interface ProvinceGeoJson {
  type: 'FeatureCollection';
  features: { properties: { code: string; name: string } }[];
}

/** The map's regions: each feature's six-digit code and name. */
export function geoRegions(geo: ProvinceGeoJson): MapRegion[] {
  return geo.features.map(({ properties }) => ({ code: properties.code, name: properties.name }));
}
