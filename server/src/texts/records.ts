import type { Bilingual } from '@pm/domain/texts/bilingual';

// The records' refusals. `{{status}}` is filled with the status as the pages name it (`statusConflict`).

/** Projects. */
export const projectTexts: Bilingual = {
  'project.referenceMissing': ['所选{{label}}不存在', 'The chosen {{label}} does not exist'],
  'project.referenceDisabled': [
    '所选{{label}}不存在或已停用',
    'The chosen {{label}} does not exist or is disabled',
  ],
  'project.startNeedsAgreement': [
    '项目须先签订协议才能开始执行',
    'A project can start only once its agreement is signed',
  ],
  'project.noSubProjectIn': [
    '项目当前状态“{{status}}”不能创建子项目',
    'A project that is "{{status}}" cannot get sub-projects',
  ],
  'project.notEditableIn': [
    '项目当前状态“{{status}}”不能修改',
    'A project that is "{{status}}" can no longer be edited',
  ],
  'project.notFound': ['项目不存在', 'Project not found'],
};

/** Project applications. */
export const applicationTexts: Bilingual = {
  'application.notFound': ['申请不存在', 'Application not found'],
  'application.openExists': [
    '该项目已有未完成的立项申请 {{code}}，请在其中修改',
    'The project already has an open application, {{code}}; edit that one',
  ],
  'application.projectClosedIn': [
    '项目当前状态为“{{status}}”，不能提交立项申请',
    'A project that is "{{status}}" cannot take an application',
  ],
  'application.notEditableIn': [
    '申请当前状态为“{{status}}”，不能修改',
    'An application that is "{{status}}" cannot be edited',
  ],
  'application.applicantMissing': ['申请方不存在', 'The applicant does not exist'],
  'application.projectFixed': [
    '申请的项目不能更改，请为其他项目新建申请',
    'An application stays with its project; file a new one for another project',
  ],
};

/** Agreements. */
export const agreementTexts: Bilingual = {
  'agreement.fileAlreadyVersion': [
    '该文件已是协议的第 {{version}} 版',
    'This file is already version {{version}} of the agreement',
  ],
  'agreement.noFilesIn': [
    '协议当前状态为“{{status}}”，不能再添加文件',
    'An agreement that is "{{status}}" takes no more files',
  ],
  'agreement.notFound': ['协议不存在', 'Agreement not found'],
  'agreement.projectCannotSignIn': [
    '项目当前状态为“{{status}}”，不能签订协议',
    'A project that is "{{status}}" cannot sign an agreement',
  ],
  'agreement.notEditableIn': [
    '协议当前状态为“{{status}}”，不能修改',
    'An agreement that is "{{status}}" cannot be edited',
  ],
  'agreement.projectFixed': [
    '协议的项目不能更改，请为其他项目新建协议',
    'An agreement stays with its project; draft a new one for another project',
  ],
};

/** Stage reports. */
export const reportTexts: Bilingual = {
  'report.notFound': ['阶段报告不存在', 'Stage report not found'],
  'report.itemHasReport': [
    '该报告计划项已有阶段报告 {{code}}',
    'This schedule item already has a stage report, {{code}}',
  ],
  'report.agreementClosedIn': [
    '协议当前状态为“{{status}}”，不能提交阶段报告',
    'An agreement that is "{{status}}" takes no stage reports',
  ],
  'report.projectClosedIn': [
    '项目当前状态为“{{status}}”，不能提交阶段报告',
    'A project that is "{{status}}" takes no stage reports',
  ],
  'report.notEditableIn': [
    '阶段报告当前状态为“{{status}}”，不能修改',
    'A stage report that is "{{status}}" cannot be edited',
  ],
  'report.itemMissing': ['报告计划项不存在', 'The reporting schedule item does not exist'],
  'report.itemFixed': ['阶段报告的报告计划项不能更改', 'A stage report stays with its schedule item'],
};

/** Appropriations (fund payments). */
export const appropriationTexts: Bilingual = {
  'appropriation.notEditableIn': [
    '拨款单当前状态为“{{status}}”，不能修改',
    'An appropriation that is "{{status}}" cannot be edited',
  ],
  'appropriation.agreementClosedIn': [
    '协议当前状态为“{{status}}”，不能拨款',
    'An agreement that is "{{status}}" cannot be paid from',
  ],
  // The types and payment methods as the funds pages name them (the export's cells).
  'appropriation.type.initial': ['首期', 'Initial'],
  'appropriation.type.interim': ['中期', 'Interim'],
  'appropriation.type.final': ['尾款', 'Final'],
  'appropriation.method.bank_transfer': ['银行转账', 'Bank transfer'],
  'appropriation.method.online_banking': ['网银支付', 'Online banking'],
  'appropriation.method.cheque': ['支票', 'Cheque'],
  'appropriation.reportNotAccepted': [
    '关联的阶段报告“{{title}}”尚未验收通过，不能核验本期拨款',
    'The linked stage report "{{title}}" has not been accepted yet; this instalment cannot be verified',
  ],
  'appropriation.verifierCannotPay': [
    '双人复核：核验此笔拨款的人不能再支付它，请由其他有支付权限的同事操作',
    'Four eyes: whoever verified this payment cannot also pay it; ask a colleague with the pay permission',
  ],
  'appropriation.budgetLineNotInBudget': [
    '所选预算科目不属于该项目的预算',
    "A budget line chosen is not in the project's budget",
  ],
  'appropriation.agreementNotOfProject': [
    '所选协议不存在或不属于该项目',
    'The agreement chosen does not exist or is not of this project',
  ],
  'appropriation.instalmentNotOfAgreement': [
    '所选拨付期次不属于该协议',
    'The instalment chosen is not in this agreement’s payment schedule',
  ],
  'appropriation.notFound': ['拨款单不存在', 'Appropriation not found'],
  'appropriation.idempotencyKeyReused': [
    '该幂等键（Idempotency-Key）已用于另一份内容不同的请求，请刷新页面后重新提交',
    'This Idempotency-Key was already used for a different request; reload the page and submit again',
  ],
  'appropriation.requestInProgress': [
    '相同的请求正在处理中，请稍后刷新',
    'The same request is still being processed',
  ],
};

/** Budgets. */
export const budgetTexts: Bilingual = {
  'budget.overCeiling': [
    '预算合计 {{planned}} 超过项目批准金额 {{ceiling}}，请先调整预算',
    "The budget plans {{planned}}, more than the project's approved amount {{ceiling}}; adjust it first",
  ],
  'budget.notFound': ['预算不存在', 'Budget not found'],
  'budget.projectHasBudget': [
    '项目“{{name}}”已有预算，请在原预算上修改或修订',
    'Project "{{name}}" already has a budget; edit or revise that one',
  ],
  'budget.projectNotApprovedIn': [
    '项目当前状态为“{{status}}”，批准后才能编制预算',
    'A project that is "{{status}}" has no budget yet: budgets are made once a project is approved',
  ],
  'budget.notEditableIn': [
    '预算当前状态为“{{status}}”，不能修改（请先发起修订）',
    'A budget that is "{{status}}" cannot be edited (revise it first)',
  ],
  'budget.notSubmittableIn': [
    '预算当前状态为“{{status}}”，没有待审批的内容（请先发起修订）',
    'A budget that is "{{status}}" has nothing to approve (revise it first)',
  ],
  'budget.chooseProject': ['请选择项目', 'Choose a project'],
  'budget.periodHasExpenses': [
    '预算期间“{{name}}”已有支出记录，不能删除',
    'Period "{{name}}" has expenses recorded and cannot be removed',
  ],
  'budget.periodMustCoverExpenses': [
    '预算期间“{{name}}”已有 {{first}} 至 {{last}} 的支出，期间须包含这些日期',
    'Period "{{name}}" has expenses dated {{first}} to {{last}}; its dates must include them',
  ],
  'budget.lineHasExpenses': [
    '预算科目“{{name}}”已有 {{expenseCount}} 笔支出，不能删除',
    'Budget line "{{name}}" has {{expenseCount}} expense(s) and cannot be removed',
  ],
  'budget.lineCharged': [
    '预算科目“{{name}}”已被拨款 {{chargedBy}} 列支，不能删除',
    'Budget line "{{name}}" is charged by appropriation {{chargedBy}} and cannot be removed',
  ],
  'budget.lineCannotMove': [
    '预算科目“{{name}}”已有支出，不能改到其他期间',
    'Budget line "{{name}}" has expenses and cannot move to another period',
  ],
  'budget.rowGone': [
    '第 {{row}} 行已不在此预算中，请刷新后重试',
    'Row {{row}} is no longer part of this budget; reload it and try again',
  ],
};

/** Budget expenses. */
export const expenseTexts: Bilingual = {
  'expense.budgetClosedIn': [
    '预算当前状态为“{{status}}”，不能登记支出',
    'A budget that is "{{status}}" takes no expenses',
  ],
  'expense.lineNotInBudget': [
    '预算科目不属于此预算，请刷新后重新选择',
    'The budget line is not part of this budget; reload and choose again',
  ],
  'expense.appropriationNotOfProject': [
    '所选拨款不属于此预算的项目',
    "The appropriation chosen is not one of this budget's project",
  ],
  'expense.appropriationNotPaid': [
    '拨款 {{code}} 当前状态为“{{status}}”，只有已支付的拨款可以列支',
    'Appropriation {{code}} is "{{status}}"; only paid appropriations fund expenses',
  ],
  'expense.notFound': ['支出记录不存在', 'Expense not found'],
  'expense.alreadyReversed': ['这笔支出已冲销，不能再次冲销', 'This expense is already reversed'],
  'expense.noReversalIn': [
    '预算当前状态为“{{status}}”，不能冲销支出，请先修订预算',
    'A budget that is "{{status}}" takes no reversals: revise it first',
  ],
};

/** Uploads and attachments. */
export const fileTexts: Bilingual = {
  'file.choose': ['请选择要上传的文件', 'Choose a file to upload'],
  'file.notFound': ['文件不存在', 'File not found'],
  'file.tooLarge': ['文件不能超过 {{mb}} MB', 'A file may be at most {{mb}} MB'],
  'file.empty': ['文件是空的', 'The file is empty'],
  'file.contentMismatch': [
    '文件内容与扩展名 .{{extension}} 不符',
    "The file's content does not match its .{{extension}} extension",
  ],
  'file.attachmentMissing': ['附件不存在，请重新上传', 'A file was not found; upload it again'],
  'file.notAttachable': [
    '只能添加自己上传、尚未用于其他记录的附件，请重新上传',
    'Only files you uploaded that are not attached elsewhere can be attached; upload the file again',
  ],
  'file.typeSeparator': ['、', ', '],
  'file.typeRefused': [
    '只能上传以下类型的文件：{{types}}',
    'Only these file types can be uploaded: {{types}}',
  ],
};
