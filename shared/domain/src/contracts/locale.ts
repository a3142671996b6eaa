export type Theme = 'light' | 'dark';

export type Locale = 'zh-CN' | 'en-US';
