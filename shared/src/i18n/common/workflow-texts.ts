import type { Bilingual } from './bilingual';
import { statusTexts } from './status';

export { statusTexts };

/** The names of the state machines' actions (shared/src/workflow), for buttons, timelines and refusals. */
export const actionTexts: Bilingual = {
  'action.create': ['创建', 'Create'],
  'action.update': ['修改', 'Edit'],
  'action.apply': ['提交申请', 'Apply'],
  'action.submit': ['提交', 'Submit'],
  'action.resubmit': ['重新提交', 'Resubmit'],
  'action.review': ['开始审核', 'Start review'],
  'action.approve': ['批准', 'Approve'],
  'action.reject': ['驳回', 'Reject'],
  'action.rework': ['退回修改', 'Request rework'],
  'action.sign': ['签订协议', 'Sign agreement'],
  'action.withdraw': ['撤回', 'Withdraw'],
  'action.start': ['开始执行', 'Start'],
  'action.suspend': ['暂停', 'Suspend'],
  'action.resume': ['恢复执行', 'Resume'],
  'action.close': ['申请结项', 'Start closing'],
  'action.finish': ['确认结项', 'Close'],
  'action.terminate': ['终止', 'Terminate'],
  'action.return': ['退回', 'Return'],
  'action.complete': ['履行完毕', 'Complete'],
  'action.accept': ['验收通过', 'Accept'],
  'action.verify': ['核验通过', 'Verify'],
  'action.pay': ['确认支付', 'Pay'],
  'action.cancel': ['作废', 'Cancel'],
  'action.lock': ['锁定', 'Lock'],
  'action.revise': ['修订', 'Revise'],
  'action.reverse': ['冲销', 'Reverse'],
  'action.addFile': ['上传新版本', 'Upload a new version'],
  'action.createSubProject': ['创建子项目', 'Create sub-project'],
};
