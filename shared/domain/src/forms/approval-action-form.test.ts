import {
  approvalAddApproverForm,
  approvalNoteForm,
  approvalReasonForm,
  approvalReassignForm,
  approvalReturnForm,
} from './approval-action-form';
import { formErrorMessages, validateForm, type FormSchema } from './form-schema';

function said<Values, Context>(
  schema: FormSchema<Values, Context>,
  values: Values,
  ...context: Context extends undefined ? [] : [Context]
) {
  const errors = validateForm(schema, values, ...context);
  return formErrorMessages(schema, errors, 'zh-CN').map((error) => `${error.field}: ${error.message}`);
}

describe('approval action forms', () => {
  it('lets an approval go without a note, but not with one over 500 characters', () => {
    expect(said(approvalNoteForm, { comment: '' })).toEqual([]);
    expect(said(approvalNoteForm, { comment: '同'.repeat(501) })).toEqual([
      'comment: 审批意见不能超过 500 个字符',
    ]);
  });

  it('wants the reason of a rejection: blank is no reason', () => {
    expect(said(approvalReasonForm, { comment: '   ' })).toEqual(['comment: 请填写审批意见']);
    expect(said(approvalReasonForm, { comment: '预算明细缺失' })).toEqual([]);
    expect(
      formErrorMessages(approvalReasonForm, validateForm(approvalReasonForm, { comment: '' }), 'en-US'),
    ).toEqual([{ field: 'comment', message: 'Comment is required' }]);
  });

  it('returns only to a node before the current one, with a reason', () => {
    const at = { currentNode: 2 };
    expect(said(approvalReturnForm, { toNode: 0, comment: '请补充材料' }, at)).toEqual([]);
    expect(said(approvalReturnForm, { toNode: 1, comment: '请补充材料' }, at)).toEqual([]);
    expect(said(approvalReturnForm, { toNode: 2, comment: '请补充材料' }, at)).toEqual([
      'toNode: 退回到节点须为当前节点之前的节点',
    ]);
    expect(said(approvalReturnForm, { toNode: null, comment: '' }, at)).toEqual([
      'toNode: 请选择退回到节点',
      'comment: 请填写审批意见',
    ]);
    expect(said(approvalReturnForm, { toNode: 0, comment: 'x' }, { currentNode: null })).toEqual([
      'toNode: 退回到节点须为当前节点之前的节点',
    ]);
  });

  it('wants the user a task is handed to or added for', () => {
    expect(said(approvalReassignForm, { userId: null, comment: '' })).toEqual(['userId: 请选择转交对象']);
    expect(said(approvalAddApproverForm, { userId: null, comment: '' })).toEqual(['userId: 请选择加签人']);
    expect(said(approvalAddApproverForm, { userId: 9, comment: '' })).toEqual([]);
  });
});
