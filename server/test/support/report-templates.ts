import type { ReportTemplateDefinition } from '@pm/domain/report-templates';

export const label = (zh: string, en: string) => ({ zh, en });
/** A template with a text, a number with its unit and an indicator with its target: valid, ready to publish. */
export const DEFINITION: ReportTemplateDefinition = {
  sections: [
    {
      title: label('成果', 'Results'),
      fields: [
        {
          key: 'title',
          label: label('报告标题', 'Report title'),
          type: 'text',
          required: true,
          maxLength: 100,
        },
        {
          key: 'trees',
          label: label('植树数量', 'Trees planted'),
          type: 'number',
          required: true,
          unit: '棵',
          scale: 0,
          min: '0',
        },
        {
          key: 'survival',
          label: label('成活率', 'Survival rate'),
          type: 'indicator',
          required: true,
          unit: '%',
          target: '85',
          scale: 1,
        },
      ],
    },
  ],
};
