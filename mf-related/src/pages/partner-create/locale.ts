import type { Bilingual } from '@pm/domain/texts';

/** The create pages' texts (keys `partnerCreate.*`). */
export const partnerCreateTexts: Bilingual = {
  'partnerCreate.title.company': ['新建执行伙伴', 'New implementing partner'],
  'partnerCreate.title.supplier': ['新建供应商', 'New supplier'],
  'partnerCreate.title.supporter': ['新建支持单位（捐赠方）', 'New supporter (donor)'],
  'partnerCreate.kind': ['合作方类型', 'Kind of partner'],
  'partnerCreate.save': ['保存', 'Save'],
  'partnerCreate.cancel': ['取消', 'Cancel'],
  'partnerCreate.created': ['已登记合作方“{{name}}”', 'Partner "{{name}}" registered'],
};
