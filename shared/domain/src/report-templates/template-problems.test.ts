import type { ReportField, ReportTemplateDefinition } from './definition';
import { STANDARD_TEMPLATE } from './standard-template';
import { formatTemplateProblem, templateProblems } from './template-problems';

const label = { zh: '名称', en: 'Name' };
const oneSection = (...fields: ReportField[]): ReportTemplateDefinition => ({
  sections: [{ title: { zh: '基本', en: 'Basics' }, fields }],
});
const text = (key: string): ReportField => ({ key, label, type: 'text', required: false });

describe('templateProblems', () => {
  it('accepts the built-in standard template', () => {
    expect(templateProblems(STANDARD_TEMPLATE)).toEqual([]);
  });

  it('wants a section and a field', () => {
    expect(templateProblems({ sections: [] })).toEqual([{ field: 'sections', message: 'noSections' }]);
    expect(templateProblems(oneSection())).toEqual([{ field: 'sections', message: 'noFields' }]);
  });

  it('refuses malformed and repeated keys, across sections too', () => {
    const definition: ReportTemplateDefinition = {
      sections: [
        { title: { zh: '一', en: 'One' }, fields: [text('1st'), text('ok'), text('has space')] },
        { title: { zh: '二', en: 'Two' }, fields: [text('ok')] },
      ],
    };
    expect(templateProblems(definition)).toEqual([
      { field: 'sections[0].fields[0].key', message: 'keyFormat', params: { key: '1st' } },
      { field: 'sections[0].fields[2].key', message: 'keyFormat', params: { key: 'has space' } },
      { field: 'sections[1].fields[0].key', message: 'keyRepeated', params: { key: 'ok' } },
    ]);
  });

  it('wants labels and section titles in both languages', () => {
    const definition: ReportTemplateDefinition = {
      sections: [{ title: { zh: '一', en: ' ' }, fields: [{ ...text('a'), label: { zh: '', en: 'A' } }] }],
    };
    expect(templateProblems(definition).map((problem) => problem.message)).toEqual(['sectionTitle', 'label']);
  });

  it('wants options on a choice, none blank or repeated', () => {
    const choice = (options: ReportField['options']): ReportField => ({
      key: 'level',
      label,
      type: 'choice',
      required: true,
      options,
    });
    expect(templateProblems(oneSection(choice([])))[0]!.message).toBe('noOptions');
    const option = { value: 'a', label };
    expect(templateProblems(oneSection(choice([option, { value: ' ', label }, option])))).toEqual([
      { field: 'sections[0].fields[0].options[1]', message: 'optionBlank' },
      { field: 'sections[0].fields[0].options[2]', message: 'optionRepeated', params: { value: 'a' } },
    ]);
  });

  it('checks numbers, bounds, targets, tables and attachments', () => {
    const number: ReportField = {
      key: 'n',
      label,
      type: 'number',
      required: true,
      min: '10',
      max: '1',
      scale: 5,
    };
    const indicator: ReportField = { key: 'i', label, type: 'indicator', required: true, target: 'abc' };
    const noTarget: ReportField = { key: 'j', label, type: 'indicator', required: true };
    const table: ReportField = {
      key: 't',
      label,
      type: 'table',
      required: false,
      columns: [],
      minRows: 3,
      maxRows: 2,
    };
    const files: ReportField = { key: 'f', label, type: 'attachment', required: false, maxFiles: 0 };
    const messages = templateProblems(oneSection(number, indicator, noTarget, table, files)).map(
      (problem) => `${problem.field} ${problem.message}`,
    );
    expect(messages).toEqual([
      'sections[0].fields[0].scale scaleTooLarge',
      'sections[0].fields[0].min minAboveMax',
      'sections[0].fields[1].target badNumber',
      'sections[0].fields[2].target noTarget',
      'sections[0].fields[3].columns noColumns',
      'sections[0].fields[3].minRows rowsOrder',
      'sections[0].fields[4].maxFiles noFiles',
    ]);
  });

  it('checks the columns of a table like fields', () => {
    const table: ReportField = {
      key: 't',
      label,
      type: 'table',
      required: false,
      columns: [
        { key: 'a', label, type: 'text', required: false },
        { key: 'a', label, type: 'number', required: false, min: 'x' },
      ],
    };
    expect(templateProblems(oneSection(table))).toEqual([
      { field: 'sections[0].fields[0].columns[1].key', message: 'keyRepeated', params: { key: 'a' } },
      { field: 'sections[0].fields[0].columns[1].min', message: 'badNumber', params: { value: 'x' } },
    ]);
  });

  it('words a problem in both languages', () => {
    const problem = { field: 'x', message: 'keyRepeated' as const, params: { key: 'amount' } };
    expect(formatTemplateProblem(problem, 'zh-CN')).toBe('字段标识“amount”重复');
    expect(formatTemplateProblem(problem, 'en-US')).toBe('Field key "amount" is used twice');
  });
});
