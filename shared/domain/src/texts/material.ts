import type { Bilingual } from './bilingual';

/** The archive's own words the pages and the server's export both say: confidentiality and where an entry came from. */
export const materialWords: Bilingual = {
  'material.confidentiality.public': ['公开', 'Public'],
  'material.confidentiality.internal': ['内部', 'Internal'],
  'material.confidentiality.confidential': ['机密', 'Confidential'],
  'material.source.agreement': ['协议审批通过', 'Signed agreement'],
  'material.source.report': ['阶段报告验收', 'Accepted stage report'],
  'material.source.appropriation': ['拨款支付', 'Payment'],
  'material.source.manual': ['手工归档', 'Filed by hand'],
};
