import { splitByLocale } from './bilingual';
import { frameTexts } from './frame';
import { interfaceTexts } from './interface';
import { loginTexts } from './login';
import { menuTexts } from './menu';
import { messageTexts } from './messages';
import { statusTexts } from './status';

/** The 'common' namespace in both languages. */
export const commonResources = splitByLocale(
  menuTexts,
  loginTexts,
  messageTexts,
  interfaceTexts,
  statusTexts,
  frameTexts,
);
