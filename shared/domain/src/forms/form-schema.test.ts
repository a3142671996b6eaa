import { sumEquals } from './checks';
import { defineForm, rulesOf, validateField, validateForm } from './form-schema';

interface Values {
  total: string;
  note: string;
  rows: { amount: string }[];
}

/** Its sum check throws on a malformed amount, as the money checks do: it may only run once its fields pass. */
const schema = defineForm<Values>({
  name: 'test',
  labels: {},
  fields: { total: [{ kind: 'required' }, { kind: 'amount' }], note: [{ kind: 'maxLength', max: 3 }] },
  lists: { rows: { amount: [{ kind: 'required' }, { kind: 'amount' }] } },
  checks: [
    {
      uses: ['rows', 'total'],
      run: (values) =>
        sumEquals(
          'rows',
          values.rows.map((row) => row.amount),
          'total',
          values.total,
        ),
    },
    {
      uses: ['note'],
      run: (values) => (values.note === 'bad' ? [{ field: 'note', message: 'oneOf' as const }] : []),
    },
  ],
});

const valid: Values = { total: '3.00', note: '', rows: [{ amount: '1' }, { amount: '2' }] };
const variants: Values[] = [
  valid,
  { ...valid, total: '4.00' },
  { ...valid, total: 'x' },
  { ...valid, total: '' },
  { ...valid, note: 'long' },
  { ...valid, note: 'bad' },
  { ...valid, total: '4.00', note: 'long' },
  { ...valid, rows: [{ amount: '1' }, { amount: 'x' }] },
  { ...valid, rows: [{ amount: '' }], total: '9.00' },
  { ...valid, rows: [] },
];
const fields = ['total', 'note', 'rows', 'rows[0].amount', 'rows[1].amount', 'rows[5].amount', 'other'];

describe('validateField', () => {
  it.each(variants.map((values, index) => [index, values] as const))(
    'reports for each field what validateForm reports for it (variant %i)',
    (_, values) => {
      for (const field of fields) {
        const expected = validateForm(schema, values).find((error) => error.field === field) ?? null;
        expect([field, validateField(schema, values, field)]).toEqual([field, expected]);
      }
    },
  );

  it('keeps a check quiet while a field it reads breaks its own rule, and only then', () => {
    expect(validateField(schema, { ...valid, total: '4.00' }, 'rows')?.message).toBe('sumEquals');
    expect(validateField(schema, { ...valid, rows: [{ amount: '1' }, { amount: 'x' }] }, 'rows')).toBeNull();
    expect(validateField(schema, { ...valid, total: 'x' }, 'rows')).toBeNull();
    // A field the check does not read does not silence it.
    expect(validateField(schema, { ...valid, total: '4.00', note: 'long' }, 'rows')?.message).toBe(
      'sumEquals',
    );
  });

  it('finds the rules of a field and of a list row’s field', () => {
    expect(rulesOf(schema, 'note')).toEqual([{ kind: 'maxLength', max: 3 }]);
    expect(rulesOf(schema, 'rows[3].amount')).toEqual([{ kind: 'required' }, { kind: 'amount' }]);
    expect(rulesOf(schema, 'rows[3].missing')).toEqual([]);
  });
});
