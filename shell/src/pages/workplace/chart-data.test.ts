import {
  fundsByMonthSeries,
  geoRegions,
  maxValue,
  monthKeys,
  provinceMapData,
  statusSlices,
} from './chart-data';

describe('monthKeys', () => {
  it('lists the months up to the given one, across a year end', () => {
    expect(monthKeys(new Date(2025, 1, 15), 4)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
  });
});

describe('fundsByMonthSeries', () => {
  const now = new Date(2025, 5, 10); // June 2025

  it('fills the months without rows with zeros, oldest first', () => {
    const series = fundsByMonthSeries(
      [
        { month: '2025-02', appropriated: '1000.5', paid: '0' },
        { month: '2025-06', appropriated: '200', paid: '150.25' },
      ],
      6,
      now,
    );
    expect(series.months).toEqual(['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    expect(series.appropriated).toEqual(['0.00', '1000.50', '0.00', '0.00', '0.00', '200.00']);
    expect(series.paid).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '150.25']);
  });

  it('gives a full range of zeros for no rows', () => {
    const series = fundsByMonthSeries([], 12, now);
    expect(series.months).toHaveLength(12);
    expect(series.months.at(-1)).toBe('2025-06');
    expect(series.paid.every((amount) => amount === '0.00')).toBe(true);
  });

  it('drops rows older than the range and reads dates as months', () => {
    const series = fundsByMonthSeries(
      [
        { month: '2024-01', appropriated: '9', paid: '9' },
        { month: '2025-05-01', appropriated: '12345678901234.56', paid: '1' },
      ],
      3,
      now,
    );
    expect(series.months).toEqual(['2025-04', '2025-05', '2025-06']);
    expect(series.appropriated).toEqual(['0.00', '12345678901234.56', '0.00']);
  });

  it('ends at the newest row when the server is already in the next month', () => {
    const series = fundsByMonthSeries([{ month: '2025-07', appropriated: '1', paid: '1' }], 2, now);
    expect(series.months).toEqual(['2025-06', '2025-07']);
    expect(series.paid).toEqual(['0.00', '1.00']);
  });
});

describe('statusSlices', () => {
  it('keeps statuses with projects, largest first', () => {
    expect(
      statusSlices([
        { status: 'draft', count: 2 },
        { status: 'closed', count: 0 },
        { status: 'in_progress', count: 7 },
      ]),
    ).toEqual([
      { status: 'in_progress', count: 7 },
      { status: 'draft', count: 2 },
    ]);
  });
});

describe('provinceMapData', () => {
  const regions = [
    { code: '110000', name: '北京市' },
    { code: '440000', name: '广东省' },
  ];

  it('gives every region of the map its count, zero where there is no row', () => {
    expect(
      provinceMapData(
        [
          { code: '440000', name: '广东省', count: 3, approvedTotal: '1500000' },
          { code: '990000', name: '未知', count: 1, approvedTotal: '1' },
        ],
        regions,
      ),
    ).toEqual([
      { name: '北京市', code: '110000', value: 0, approvedTotal: '0.00' },
      { name: '广东省', code: '440000', value: 3, approvedTotal: '1500000.00' },
    ]);
  });

  it('reads the regions from the GeoJSON features', () => {
    expect(
      geoRegions({
        type: 'FeatureCollection',
        features: regions.map((properties) => ({ properties })),
      }),
    ).toEqual(regions);
  });
});

describe('maxValue', () => {
  it('keeps a scale over zeros at least 1 wide', () => {
    expect(maxValue([])).toBe(1);
    expect(maxValue([0, 0])).toBe(1);
    expect(maxValue([3, 9, 2])).toBe(9);
  });
});
