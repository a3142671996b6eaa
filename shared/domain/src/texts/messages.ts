import type { Bilingual } from './bilingual';

/** The specification's messages (§2, §4, §8) and the exception pages. */
export const messageTexts: Bilingual = {
  'message.updatePrompt.title': ['操作提示', 'operation prompt'],
  'message.updatePrompt.content': [
    '发现新版本，请确认刷新页面',
    'A new version has been released, please confirm to refresh the page',
  ],
  'message.welcome': ['欢迎使用', 'welcome to use'],
  'message.saveSuccess': ['保存成功', 'Save Success'],
  'message.copySettings': [
    '复制成功，请粘贴到 src/settings.json 文件中',
    'Copy succeeded, please paste to file src/settings.json',
  ],
  'message.menuError': ['错误', 'error'],
  'message.error': ['错误', 'Error'],
  'message.requestError': ['请求错误', 'Request Error'],
  'message.tooManyRequests': ['请求过于频繁，请稍后再试。', 'Too many requests, please try again later.'],
  'message.notLoggedIn': ['未登录', 'Not logged in'],
  'message.remoteCrashed': ['页面出错了', 'This page stopped working'],
  'message.reload': ['重新加载', 'Reload'],

  'exception.403.description': [
    '对不起，服务器拒绝访问该资源',
    'Access to this resource on the server is denied',
  ],
  'exception.404.description': ['抱歉，页面不见了', 'Whoops, this page is gone'],
  'exception.500.description': ['服务器内部错误', 'Internal server error'],
  'exception.retry': ['重试', 'Retry'],
  'exception.back': ['返回', 'Back'],
};
