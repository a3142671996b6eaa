import { Type } from 'typebox';
import { appropriationForm } from '../forms/appropriation-form';
import { formErrorMessages, validateForm } from '../forms/form-schema';
import { CHOSEN } from '../forms/rules';
import {
  AppropriationBody,
  AppropriationDetailSchema,
  AppropriationItemSchema,
  appropriationFields,
} from './appropriation';
import {
  bodyOfValues,
  bodyProperties,
  columnKeys,
  columnValues,
  customField,
  emptyValues,
  idField,
  labelsOf,
  responseProperties,
  rulesOfFields,
  textField,
  valuesOfRecord,
} from './field-table';
import { FormId, FormText } from './form-fields';

/** A table of three fields: one listed, one with a stored form of its own, one that is not a column. */
const fields = {
  ownerId: idField(['负责人', 'Owner'], { rules: [CHOSEN], listed: true }),
  code: textField(['编号', 'Code'], {
    rules: [{ kind: 'maxLength', max: 10 }],
    toColumn: (code) => code.replace(/-/g, ''),
  }),
  tagIds: customField<number[], null>(
    ['标签', 'Tags'],
    {},
    {
      body: Type.Array(Type.Integer()),
      detail: null,
      column: false,
      empty: [],
      fromRecord: (record) => (record.tags as { id: number }[]).map((tag) => tag.id),
    },
  ),
};

describe('a field table', () => {
  it('derives the body, the list row and the detail’s own response properties', () => {
    expect(bodyProperties(fields)).toEqual({ ownerId: FormId, code: FormText, tagIds: fields.tagIds.body });
    expect(Object.keys(responseProperties(fields, true))).toEqual(['ownerId']);
    expect(Object.keys(responseProperties(fields, false))).toEqual(['code']);
  });

  it('derives the labels and the rules of the form (a field without rules has none)', () => {
    expect(labelsOf(fields)).toEqual({
      ownerId: ['负责人', 'Owner'],
      code: ['编号', 'Code'],
      tagIds: ['标签', 'Tags'],
    });
    expect(rulesOfFields(fields)).toEqual({ ownerId: [CHOSEN], code: [{ kind: 'maxLength', max: 10 }] });
  });

  it('gives empty values, each list its own', () => {
    const first = emptyValues(fields);
    expect(first).toEqual({ ownerId: null, code: '', tagIds: [] });
    first.tagIds.push(1);
    expect(emptyValues(fields).tagIds).toEqual([]);
  });

  it('maps a record to its form values and form values to a body, text trimmed and nothing missing', () => {
    const record = { ownerId: 3, code: 'A-1', tags: [{ id: 5 }, { id: 6 }], name: 'not a field' };
    expect(valuesOfRecord(fields, record)).toEqual({ ownerId: 3, code: 'A-1', tagIds: [5, 6] });
    expect(bodyOfValues(fields, { code: ' A-2 ' })).toEqual({ ownerId: null, code: 'A-2', tagIds: [] });
  });

  it('writes only the column fields, each as stored', () => {
    expect(columnKeys(fields)).toEqual(['ownerId', 'code']);
    expect(columnValues(fields, { ownerId: 3, code: 'A-1', tagIds: [5] })).toEqual({
      ownerId: 3,
      code: 'A1',
    });
  });
});

describe('the appropriation’s purpose, one entry of its field table', () => {
  it('is in the body (loose text), in the detail but not in the list row', () => {
    expect(AppropriationBody.properties.purpose).toBe(FormText);
    expect(AppropriationDetailSchema.properties.purpose).toEqual(Type.String());
    expect('purpose' in AppropriationItemSchema.properties).toBe(false);
  });

  it('has its label and rule in the form the page and the server run', () => {
    expect(appropriationForm.labels.purpose).toEqual(['用途', 'Purpose']);
    const values = { ...emptyValues(appropriationFields), purpose: '用'.repeat(201) };
    const errors = validateForm(appropriationForm, values, {
      instalmentAvailable: null,
      agreementAvailable: null,
      projectAvailable: null,
    }).filter((error) => error.field === 'purpose');
    expect(formErrorMessages(appropriationForm, errors, 'en-US')).toEqual([
      { field: 'purpose', message: 'Purpose must be at most 200 characters' },
    ]);
  });

  it('is empty in a new form, read from the record, sent trimmed and stored', () => {
    expect(emptyValues(appropriationFields).purpose).toBe('');
    const record = { ...emptyValues(appropriationFields), budgetLines: [{ id: 9 }], purpose: '图书' };
    const values = valuesOfRecord(appropriationFields, record);
    expect([values.purpose, values.budgetLineIds]).toEqual(['图书', [9]]);
    expect(bodyOfValues(appropriationFields, { purpose: ' 图书 ' }).purpose).toBe('图书');
    expect(columnValues(appropriationFields, { ...values, purpose: ' 图书 ' }).purpose).toBe('图书');
  });
});
