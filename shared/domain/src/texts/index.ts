import { approvalTexts } from './approval';
import { splitByLocale } from './bilingual';
import { entityTexts } from './entities';
import { frameTexts } from './frame';
import { interfaceTexts } from './interface';
import { loginTexts } from './login';
import { menuTexts } from './menu';
import { messageTexts } from './messages';
import { recordApprovalTexts } from './record-approval-texts';
import { remoteReleaseTexts } from './remote-release';
import { statusTexts } from './status';
import { actionTexts, makerCheckerTexts } from './workflow-texts';
import { validationTexts } from '../forms/validation-texts';

/** The 'common' namespace in both languages. */
export const commonResources = splitByLocale(
  menuTexts,
  loginTexts,
  messageTexts,
  interfaceTexts,
  statusTexts,
  frameTexts,
  actionTexts,
  makerCheckerTexts,
  entityTexts,
  approvalTexts,
  recordApprovalTexts,
  remoteReleaseTexts,
  Object.fromEntries(Object.entries(validationTexts).map(([key, pair]) => [`validation.${key}`, pair])),
);
export { splitByLocale } from './bilingual';
export { materialWords } from './material';
export type { Bilingual } from './bilingual';
export { approvalTexts } from './approval';
