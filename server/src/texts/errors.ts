import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The answers of the error handler and the kernel's guards, whatever the route. */
export const errorTexts: Bilingual = {
  'error.notFound': ['资源不存在', 'Not found'],
  'area.noBoundaries': ['没有该地区的边界数据', 'There are no boundaries for this area'],
  'error.tooManyRequests': ['请求过于频繁，请稍后再试。', 'Too many requests; try again later.'],
  'error.sharedStateUnavailable': [
    '登录服务暂时不可用，请稍后再试。',
    'Sign-in is unavailable for a moment; please try again shortly.',
  ],
  'error.inputReachedDatabase': ['输入的值超出范围或格式不正确', 'A value is out of range or malformed'],
  'error.FST_ERR_CTP_INVALID_JSON_BODY': ['请求内容不是有效的 JSON', 'The request body is not valid JSON'],
  'error.FST_ERR_CTP_EMPTY_JSON_BODY': ['请求内容为空', 'The request body is empty'],
  'error.FST_ERR_CTP_BODY_TOO_LARGE': ['请求内容过大', 'The request body is too large'],
  'error.FST_ERR_CTP_INVALID_MEDIA_TYPE': ['不支持该内容类型', 'This content type is not accepted'],
  'error.FST_ERR_CTP_INVALID_CONTENT_LENGTH': [
    '请求内容长度不符',
    'The request body does not match its length',
  ],
  'error.FST_ERR_BAD_URL': ['请求地址无效', 'The address is not valid'],
  'error.FST_ERR_MAX_PARAM_LENGTH': ['请求地址过长', 'The address is too long'],
  'workflow.refused': [
    '当前状态“{{status}}”不能执行“{{verb}}”',
    'A {{entity}} that is "{{status}}" cannot be "{{verb}}"',
  ],
  'workflow.stale': [
    '数据已被他人修改，请刷新后重试（您的修改未保存）',
    'Someone else changed this record; reload it and try again (your change was not saved)',
  ],
};
