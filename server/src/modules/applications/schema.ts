import { APPLICATION_STATUSES } from '@pm/domain/workflow/application-machine';
import { ApplicationDetailSchema, ApplicationItemSchema } from '@pm/domain/shapes/application';
import { Type } from 'typebox';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id, Version } from '@pm/domain/shapes/integers';
import { listQuerySchema } from '../../http/list-query';
import { FormId, FormText } from '@pm/domain/shapes/form-fields';
import { IdParams } from '../records/schema';

export const APPLICATION_SORT_FIELDS = [
  'code',
  'title',
  'amountRequested',
  'status',
  'submittedAt',
  'createdAt',
] as const;

const CostItem = Type.Object({ name: FormText, amount: FormText, note: FormText });

const Content = {
  title: FormText,
  summary: FormText,
  startDate: FormText,
  endDate: FormText,
  amountRequested: FormText,
  costItems: Type.Array(CostItem, { maxItems: 100, default: [] }),
  attachmentIds: Type.Array(Id(), { maxItems: 50, default: [] }),
};

/**
 * What the application page sends. Loose on purpose: `applicationForm` checks the values, so the page and the
 * server say the same thing under the same field.
 */
export const ApplicationBody = Type.Object({
  projectId: FormId,
  applicantType: Type.String({ maxLength: 20, default: '' }),
  applicantId: FormId,
  ...Content,
});

export const UpdateApplicationBody = Type.Object({
  ...ApplicationBody.properties,
  version: Version,
});

export const ApplicationListQuery = listQuerySchema(APPLICATION_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(APPLICATION_STATUSES)),
  projectId: Type.Optional(Id()),
});

const tags = ['applications'];

export const listApplicationsRoute = {
  tags,
  summary: 'Project applications, paged (keyword: code, title or applicant name)',
  querystring: ApplicationListQuery,
  response: responses(pageOf(ApplicationItemSchema)),
};

export const applicationDetailRoute = {
  tags,
  summary: 'One application with its attachments and the content of each submission round',
  params: IdParams,
  response: responses(ApplicationDetailSchema),
};

export const createApplicationRoute = {
  tags,
  summary:
    'Files an application (status new) for a project in draft, withdrawn or applying with no open application',
  body: ApplicationBody,
  response: responses(ApplicationDetailSchema),
};

export const updateApplicationRoute = {
  tags,
  summary: 'Edits an application while it is new or sent back for rework',
  params: IdParams,
  body: UpdateApplicationBody,
  response: responses(ApplicationDetailSchema),
};
