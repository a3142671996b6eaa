import type { Bilingual } from '@pm/domain/texts/bilingual';

/**
 * The user centre's latest activity. The operation log stores machine words (action, entity); a person reads
 * these, in their language: titles of their own for the changes people make most
 * (`activity.title.<action>.<entity>`), else what was done as a past event (`activity.verb.<action>`, `{{entity}}`
 * being the record's kind: every action of the state machines has one, a test checks that none is missing), and
 * what a change of one's own account was about.
 */
export const activityTexts: Bilingual = {
  'activity.title.create.project': ['新建项目', 'Created a project'],
  'activity.title.submit.project': ['提交立项申请', 'Submitted a project for approval'],
  'activity.title.approve.project': ['批准项目立项', 'Approved a project'],
  'activity.title.create.appropriation': ['发起拨款申请', 'Requested an appropriation'],
  'activity.title.verify.appropriation': ['核验拨款', 'Verified an appropriation'],
  'activity.title.pay.appropriation': ['确认拨款支付', 'Paid an appropriation'],
  'activity.title.update_profile.user': ['更新个人资料', 'Updated the profile'],
  'activity.title.change_password.user': ['修改登录密码', 'Changed the password'],
  'activity.verb.create': ['新建{{entity}}', 'Created {{entity}}'],
  'activity.verb.update': ['修改{{entity}}', 'Edited {{entity}}'],
  'activity.verb.delete': ['删除{{entity}}', 'Deleted {{entity}}'],
  'activity.verb.upload': ['上传{{entity}}', 'Uploaded {{entity}}'],
  'activity.verb.archive': ['归档{{entity}}', 'Archived {{entity}}'],
  'activity.verb.apply': ['提交{{entity}}', 'Applied with {{entity}}'],
  'activity.verb.submit': ['提交{{entity}}', 'Submitted {{entity}}'],
  'activity.verb.resubmit': ['重新提交{{entity}}', 'Resubmitted {{entity}}'],
  'activity.verb.review': ['开始审核{{entity}}', 'Started reviewing {{entity}}'],
  'activity.verb.approve': ['批准{{entity}}', 'Approved {{entity}}'],
  'activity.verb.reject': ['驳回{{entity}}', 'Rejected {{entity}}'],
  'activity.verb.rework': ['退回修改{{entity}}', 'Sent back {{entity}} for rework'],
  'activity.verb.sign': ['签订{{entity}}', 'Signed {{entity}}'],
  'activity.verb.withdraw': ['撤回{{entity}}', 'Withdrew {{entity}}'],
  'activity.verb.start': ['开始执行{{entity}}', 'Started {{entity}}'],
  'activity.verb.suspend': ['暂停{{entity}}', 'Suspended {{entity}}'],
  'activity.verb.resume': ['恢复执行{{entity}}', 'Resumed {{entity}}'],
  'activity.verb.close': ['申请结项{{entity}}', 'Started closing {{entity}}'],
  'activity.verb.finish': ['确认结项{{entity}}', 'Closed {{entity}}'],
  'activity.verb.terminate': ['终止{{entity}}', 'Terminated {{entity}}'],
  'activity.verb.return': ['退回{{entity}}', 'Returned {{entity}}'],
  'activity.verb.complete': ['确认{{entity}}履行完毕', 'Completed {{entity}}'],
  'activity.verb.accept': ['验收通过{{entity}}', 'Accepted {{entity}}'],
  'activity.verb.verify': ['核验{{entity}}', 'Verified {{entity}}'],
  'activity.verb.pay': ['支付{{entity}}', 'Paid {{entity}}'],
  'activity.verb.cancel': ['作废{{entity}}', 'Cancelled {{entity}}'],
  'activity.verb.reverse': ['冲销{{entity}}', 'Reversed {{entity}}'],
  'activity.verb.lock': ['锁定{{entity}}', 'Locked {{entity}}'],
  'activity.verb.revise': ['修订{{entity}}', 'Revised {{entity}}'],
  'activity.verb.addFile': ['为{{entity}}上传新版本', 'Uploaded a new version of {{entity}}'],
  'activity.verb.createSubProject': ['为{{entity}}创建子项目', 'Created a sub-project of {{entity}}'],
  'activity.verb.activate': ['启用{{entity}}', 'Activated {{entity}}'],
  'activity.verb.deactivate': ['停用{{entity}}', 'Deactivated {{entity}}'],
  'activity.verb.merge': ['合并{{entity}}', 'Merged {{entity}}'],
  'activity.verb.reveal': ['查看{{entity}}的完整证件号码', 'Revealed the ID number of {{entity}}'],
  'activity.verb.linkPhone': ['为{{entity}}关联登录手机号', 'Linked a sign-in phone to {{entity}}'],
  'activity.verb.unlinkPhone': ['解除{{entity}}的登录手机号', 'Unlinked a sign-in phone from {{entity}}'],
  'activity.user.update_profile': ['邮箱、昵称、地区与个人简介', 'Email, nickname, region and profile'],
  'activity.user.change_password': ['其他设备上的登录已退出', 'Signed out on every other device'],
  'activity.account': ['个人账号', 'Own account'],
};
