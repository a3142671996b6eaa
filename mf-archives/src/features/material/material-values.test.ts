import { fileSize, proposedRetention } from './material-values';

const categories = [
  { value: 'agreement', retentionYears: 30, requiredForClose: true },
  { value: 'custom', retentionYears: null, requiredForClose: false },
];

describe('material values', () => {
  it('proposes the category’s period from today, and nothing for a category without one', () => {
    expect(proposedRetention('agreement', categories, '2026-11-28')).toEqual({
      years: 30,
      until: '2056-11-28',
    });
    expect(proposedRetention('custom', categories, '2026-11-28')).toBeNull();
    expect(proposedRetention(undefined, categories, '2026-11-28')).toBeNull();
    expect(proposedRetention('agreement', undefined, '2026-11-28')).toBeNull();
  });

  it('reads sizes as bytes, KB and MB', () => {
    expect([fileSize(512), fileSize(2048), fileSize(3 * 1024 * 1024)]).toEqual(['512 B', '2.0 KB', '3.0 MB']);
  });
});
