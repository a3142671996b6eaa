import { STANDARD_TEMPLATE, templateProblems } from '@pm/domain/report-templates';
import { toDefinition, toDesign } from './design-values';

describe('design values', () => {
  it('reads options and columns from lines and keeps only what a type uses', () => {
    const definition = toDefinition({
      sections: [
        {
          title: { zh: ' 成果 ', en: 'Results' },
          fields: [
            {
              key: 'level',
              label: { zh: '等级', en: 'Level' },
              type: 'choice',
              required: true,
              optionsText: 'a|甲|A\n\nb|乙',
              unit: 'x',
            },
            {
              key: 'lines',
              label: { zh: '明细', en: 'Lines' },
              type: 'table',
              required: false,
              columnsText: 'item|事项|Item|text\ncost|金额|Cost|number',
            },
            {
              key: 'trees',
              label: { zh: '数量', en: 'Trees' },
              type: 'number',
              required: true,
              unit: '棵',
              scale: 0,
              min: ' ',
            },
          ],
        },
      ],
    });
    expect(definition.sections[0]!.title.zh).toBe('成果');
    const [choice, table, number] = definition.sections[0]!.fields;
    expect(choice).toEqual({
      key: 'level',
      label: { zh: '等级', en: 'Level' },
      type: 'choice',
      required: true,
      options: [
        { value: 'a', label: { zh: '甲', en: 'A' } },
        { value: 'b', label: { zh: '乙', en: '乙' } },
      ],
    });
    expect(table!.columns!.map((column) => column.type)).toEqual(['text', 'number']);
    expect(number).toEqual({
      key: 'trees',
      label: { zh: '数量', en: 'Trees' },
      type: 'number',
      required: true,
      unit: '棵',
      scale: 0,
    });
    expect(templateProblems(definition)).toEqual([]);
  });

  it('edits the standard template and gives it back unchanged in what it checks', () => {
    const again = toDefinition({ sections: toDesign(STANDARD_TEMPLATE) });
    expect(templateProblems(again)).toEqual([]);
    expect(again.sections.flatMap((section) => section.fields.map((field) => field.key))).toEqual([
      'title',
      'summary',
      'indicators',
      'beneficiariesReached',
      'amountSpent',
      'spendingSummary',
      'attachmentIds',
    ]);
  });
});
