import type { Bilingual } from '@pm/domain/texts/bilingual';
import { accountTexts } from './account';
import { approvalServerTexts } from './approvals';
import { beneficiaryTexts } from './beneficiaries';
import { activityTexts } from './activity';
import { errorTexts } from './errors';
import { exportJobTexts, exportTexts } from './exports';
import {
  agreementTexts,
  applicationTexts,
  appropriationTexts,
  budgetTexts,
  expenseTexts,
  fileTexts,
  projectTexts,
  reportTexts,
} from './records';
import { logTexts } from './logs';
import { materialTexts } from './materials';
import { partnerExportTexts, partnerTexts } from './partners';
import { schemaTexts } from './schema';
import { signInTexts } from './sign-in';
import { userCenterTexts } from './user-center';
import { volunteerTexts } from './volunteers';
import { roleTexts } from './roles';
import { departmentTexts } from './departments';
import { userTexts } from './users';
import { certificateTexts } from './certificates';
import { clientCertTexts } from './client-cert';
import { importTexts } from './imports';
import { reportTemplateTexts } from './report-templates';
import { correctionTexts } from './corrections';
import { remoteReleaseTexts } from './remote-releases';

/** Every table of the server's own texts (the 'server' namespace of `http/texts.ts`). */
export const serverTexts: Bilingual[] = [
  remoteReleaseTexts,
  correctionTexts,
  certificateTexts,
  clientCertTexts,
  importTexts,
  approvalServerTexts,
  logTexts,
  signInTexts,
  errorTexts,
  schemaTexts,
  accountTexts,
  activityTexts,
  userCenterTexts,
  exportTexts,
  exportJobTexts,
  projectTexts,
  applicationTexts,
  agreementTexts,
  reportTexts,
  appropriationTexts,
  budgetTexts,
  expenseTexts,
  fileTexts,
  materialTexts,
  partnerTexts,
  partnerExportTexts,
  beneficiaryTexts,
  volunteerTexts,
  roleTexts,
  departmentTexts,
  userTexts,
  reportTemplateTexts,
];
