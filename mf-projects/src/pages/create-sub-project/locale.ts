import type { Bilingual } from '@pm/domain/texts';

export const createSubProjectTexts: Bilingual = {
  'subProject.title': ['创建子项目', 'New sub-project'],
  'subProject.parent': ['母项目', 'Parent project'],
  'subProject.parentStatus': ['母项目状态', "Parent's status"],
  'subProject.approved': ['批准金额（元）', 'Approved (CNY)'],
  'subProject.appropriated': ['母项目已拨款（元）', 'Requested by the parent (CNY)'],
  'subProject.allocated': ['已分配给子项目（元）', 'Allocated to sub-projects (CNY)'],
  'subProject.available': ['可分配余额（元）', 'Available to allocate (CNY)'],
  'subProject.allocationHint': [
    '不超过母项目可分配余额 {{amount}} 元，也不超过本项目的计划预算',
    "At most the parent's {{amount}} CNY still available, and at most this project's planned budget",
  ],
  'subProject.nothingLeft': [
    '母项目的批准金额已全部拨款或分配，无法再为子项目提供资金。',
    "The parent's approved amount is all requested or allocated: no sub-project can be funded from it.",
  ],
  'subProject.notFundedTitle': ['该项目不能创建子项目', 'This project cannot get sub-projects'],
  'subProject.notFunded': [
    '项目“{{name}}”当前为“{{status}}”。只有已批准、已签订协议或执行中的项目才有可分配的资金，才能创建子项目。',
    'Project "{{name}}" is "{{status}}". Only an approved, agreement-signed or in-progress project has money to allocate to sub-projects.',
  ],
  'subProject.noPermission': ['您没有创建子项目的权限', 'You may not create sub-projects'],
  'subProject.loadFailed': ['母项目加载失败', 'The parent project could not be loaded'],
  'subProject.submit': ['创建子项目', 'Create sub-project'],
  'subProject.backToParent': ['返回母项目', 'Back to the parent project'],
  'subProject.created': ['子项目 {{code}} 已创建', 'Sub-project {{code}} created'],
};
