import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Correction requests from the client portal (issue 17). */
export const correctionTexts: Bilingual = {
  'correction.notFound': ['更正申请不存在', 'Correction request not found'],
  'correction.pending': [
    '您已有一条待处理的更正申请，请等待工作人员处理后再提交',
    'You already have a correction request waiting; send another once staff have decided on it',
  ],
  'correction.decided': [
    '该更正申请已处理，请刷新后查看',
    'This correction request has already been decided; refresh to see the outcome',
  ],
  'correction.todo.title': ['受益人信息更正申请', 'A beneficiary asks for a correction'],
  'correction.todo.content': [
    '受益人“{{name}}”在客户端申请更正其信息，请核实后接受或驳回',
    'The beneficiary "{{name}}" asked in the client portal for their details to be corrected; check and accept or reject it',
  ],
};
