import type { Bilingual } from './bilingual';

/** Navbar, message box and the words every page uses (buttons, tables, paging, empty and loading states). */
export const interfaceTexts: Bilingual = {
  'navbar.logout': ['退出登录', 'Logout'],
  'navbar.userCenter': ['用户中心', 'User center'],
  'navbar.userSettings': ['用户设置', 'User settings'],
  'navbar.switchRoles': ['切换角色', 'Switch roles'],
  'navbar.language': ['语言', 'Language'],
  'navbar.language.zhCN': ['简体中文', '简体中文'],
  'navbar.language.enUS': ['English', 'English'],
  'navbar.theme': ['主题', 'Theme'],
  'navbar.theme.toLight': ['点击切换为亮色模式', 'Switch to light mode'],
  'navbar.theme.toDark': ['点击切换为暗黑模式', 'Switch to dark mode'],
  'navbar.settings': ['页面配置', 'Settings'],
  'navbar.messages': ['消息通知', 'Messages'],

  'messageBox.tab.message': ['消息', 'Message'],
  'messageBox.tab.notice': ['通知', 'Notice'],
  'messageBox.tab.todo': ['待办', 'Todo'],
  'messageBox.allRead': ['全部已读', 'All read'],
  'messageBox.viewMore': ['查看更多', 'View more'],

  'common.confirm': ['确定', 'OK'],
  'common.cancel': ['取消', 'Cancel'],
  'common.save': ['保存', 'Save'],
  'common.submit': ['提交', 'Submit'],
  'common.yes': ['是', 'Yes'],
  'common.no': ['否', 'No'],
  'common.all': ['全部', 'All'],
  'common.empty': ['暂无数据', 'No data'],
  'common.loading': ['加载中…', 'Loading…'],

  'table.search': ['查询', 'Search'],
  'table.searchPlaceholder': ['请输入关键字搜索', 'Search by keyword'],
  'table.loadFailed': ['数据加载失败', 'The data could not be loaded'],
  'table.reset': ['重置', 'Reset'],
  'table.create': ['新建', 'Create'],
  'table.edit': ['编辑', 'Edit'],
  'table.view': ['查看', 'View'],
  'table.delete': ['删除', 'Delete'],
  'table.deleteConfirm': ['确定删除这条记录吗？', 'Delete this record?'],
  'table.import': ['导入', 'Import'],
  'table.export': ['导出', 'Export'],
  'table.operations': ['操作', 'Operations'],
  'table.total': ['共 {{total}} 条', '{{total}} in total'],

  'form.discardTitle': ['放弃修改？', 'Discard your changes?'],
  'form.discardContent': [
    '表单中有尚未保存的修改，关闭后将丢失。',
    'The form has changes that are not saved yet; closing it loses them.',
  ],
  'form.discard': ['放弃修改', 'Discard'],
  'form.keepEditing': ['继续编辑', 'Keep editing'],
  'form.comment': ['意见', 'Comment'],
  'form.commentRequired': ['请填写意见后再确认', 'Write a comment to confirm'],

  'amount.unit': ['元', 'CNY'],

  'upload.button': ['上传文件', 'Upload a file'],
  'upload.tip': ['单个文件不超过 {{size}} MB，支持 {{types}}', 'Up to {{size}} MB per file: {{types}}'],
  'upload.tooLarge': [
    '{{name}} 超过 {{size}} MB，未上传',
    '{{name}} is larger than {{size}} MB: not uploaded',
  ],
  'upload.badType': [
    '{{name}} 的文件类型不支持，未上传',
    '{{name}} is not a supported file type: not uploaded',
  ],
  'upload.failed': ['上传失败', 'Upload failed'],
  'upload.attached': ['已上传的文件', 'Files already attached'],
  'upload.download': ['下载 {{name}}', 'Download {{name}}'],

  'pagination.previous': ['上一页', 'Previous'],
  'pagination.next': ['下一页', 'Next'],
  'pagination.pageSize': ['{{size}} 条/页', '{{size}} / page'],
};
