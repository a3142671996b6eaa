import type { Bilingual } from './bilingual';
import { statusTexts } from './status';

export { statusTexts };

/** The names of the state machines' actions (shared/domain/src/workflow), for buttons, timelines and refusals. */
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
  'action.activate': ['启用', 'Activate'],
  'action.deactivate': ['停用', 'Deactivate'],
  'action.merge': ['合并', 'Merge'],
  'action.reveal': ['查看完整证件号码', 'Reveal ID number'],
  'action.linkPhone': ['关联登录手机号', 'Link sign-in phone'],
  'action.unlinkPhone': ['解除登录手机号', 'Unlink sign-in phone'],
  'action.lock': ['锁定', 'Lock'],
  'action.revise': ['修订', 'Revise'],
  'action.reverse': ['冲销', 'Reverse'],
  'action.addFile': ['上传新版本', 'Upload a new version'],
  'action.archive': ['确认归档', 'Archive'],
  'action.borrow': ['借出', 'Lend out'],
  'action.giveBack': ['归还', 'Return'],
  'action.destroy': ['销毁', 'Destroy'],
  'action.createSubProject': ['创建子项目', 'Create sub-project'],
  'action.blacklist': ['列入黑名单', 'Blacklist'],
  'action.unblacklist': ['移出黑名单', 'Remove from blacklist'],
  'action.donation': ['登记捐赠', 'Record a donation'],
  'action.leave': ['办理退出', 'Mark as left'],
  'action.attend': ['登记到岗', 'Mark attended'],
  'action.noShow': ['登记缺席', 'Mark no-show'],
  'action.reassign': ['转交', 'Reassign'],
  'action.addApprover': ['加签', 'Add approver'],
  'action.reopen': ['退回执行', 'Back to in progress'],
  'action.publish': ['发布', 'Publish'],
};

/**
 * The maker–checker rule (`refusedToMaker`): the server's refusal, in plain pairs.
 */
export const makerCheckerTexts = {
  'makerChecker.refused': [
    '双人复核：创建或提交这条记录的人不能审核、核验或批准它，请由其他有权限的同事处理',
    'Maker–checker: whoever created or submitted a record cannot review, verify or approve it; ask a colleague who holds the permission',
  ],
} as const satisfies Bilingual;
