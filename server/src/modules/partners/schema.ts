import { BatchResultSchema } from '@pm/domain/shapes/appropriation';
import { FormId, FormText } from '@pm/domain/shapes/form-fields';
import { Id, Version } from '@pm/domain/shapes/integers';
import { PARTNER_TYPES, PartnerDetailSchema, PartnerItemSchema } from '@pm/domain/shapes/partner';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Type, type Static } from 'typebox';
import { workbookResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { int32 } from '../../http/integers';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

export const PARTNER_SORT_FIELDS = ['name', 'creditCode', 'areaCode', 'rating', 'createdAt'] as const;

const Flag = Type.Enum(['true', 'false']);

/** The list's filters; the export takes the same ones, so both show the same rows. */
const partnerFilters = {
  type: Type.Optional(Type.Enum(PARTNER_TYPES)),
  areaCode: Type.Optional(Type.String({ pattern: '^\\d{6}$', description: 'The area or any area below it' })),
  rating: Type.Optional(int32({ minimum: 1, maximum: 5, description: 'At least this rating' })),
  blacklisted: Type.Optional(Flag),
  expiring: Type.Optional(
    Type.Enum(['true'], { description: 'A qualification expired or expiring within 30 days' }),
  ),
  category: Type.Optional(Type.String({ maxLength: 50 })),
};

export const PartnerListQuery = listQuerySchema(PARTNER_SORT_FIELDS, partnerFilters);
export const PartnerExportQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...partnerFilters,
});
export type PartnerFilters = Static<typeof PartnerExportQuery>;

/**
 * What the create and edit pages send. Loose on purpose: `partnerForm` checks the values, so the page and the
 * server say the same thing under the same field.
 */
export const PartnerBody = Type.Object({
  type: FormText,
  name: FormText,
  creditCode: FormText,
  areaCode: FormText,
  address: FormText,
  contacts: Type.Array(
    Type.Object({ name: FormText, mobile: FormText, position: FormText, email: FormText }),
    { maxItems: 20, default: [] },
  ),
  bankName: FormText,
  bankAccountName: FormText,
  bankAccountNo: FormText,
  rating: Type.Union([Type.Null(), int32()], { default: null }),
  category: FormText,
  remark: FormText,
  qualifications: Type.Array(Type.Object({ name: FormText, fileId: FormId, expiryDate: FormText }), {
    maxItems: 50,
    default: [],
  }),
  priceFileIds: Type.Array(Id(), { maxItems: 50, default: [] }),
});

export const UpdatePartnerBody = Type.Object({ ...PartnerBody.properties, version: Version });

export const BlacklistBody = Type.Object({ version: Version, reason: FormText });
export const UnblacklistBody = Type.Object({
  version: Version,
  comment: Type.String({ maxLength: 500, default: '' }),
});

export const DonationBody = Type.Object({
  donatedOn: FormText,
  amount: FormText,
  purpose: FormText,
  projectId: FormId,
});

export const PartnerBatchBody = Type.Object({
  action: Type.Enum(['blacklist', 'unblacklist']),
  reason: Type.String({ maxLength: 500, default: '' }),
  items: Type.Array(Type.Object({ id: Id(), version: Version }), { minItems: 1, maxItems: 200 }),
});

const tags = ['partners'];

export const listPartnersRoute = {
  tags,
  summary:
    'Partners, paged (keyword: any part of the name or credit code, a whole contact mobile); filters by kind, area, rating, blacklist, expiring qualifications',
  querystring: PartnerListQuery,
  response: responses(pageOf(PartnerItemSchema)),
};

export const exportPartnersRoute = {
  tags,
  summary: 'The filtered partners as an .xlsx workbook (text that would run as a formula is escaped)',
  querystring: PartnerExportQuery,
  response: workbookResponses(),
};

export const partnerDetailRoute = {
  tags,
  summary:
    'One partner: contacts, qualifications, price agreements, donations, cooperation history, blacklist',
  params: IdParams,
  response: responses(PartnerDetailSchema),
};

export const createPartnerRoute = {
  tags,
  summary: 'Creates a partner; a credit code already on file is a 409 naming that partner',
  body: PartnerBody,
  response: responses(PartnerDetailSchema),
};

export const updatePartnerRoute = {
  tags,
  summary: 'Edits a partner (its contacts, qualifications and price-agreement files are replaced)',
  params: IdParams,
  body: UpdatePartnerBody,
  response: responses(PartnerDetailSchema),
};

export const blacklistPartnerRoute = {
  tags,
  summary: 'Blacklists a partner with a reason: no new project links, no payments',
  params: IdParams,
  body: BlacklistBody,
  response: responses(PartnerDetailSchema),
};

export const unblacklistPartnerRoute = {
  tags,
  summary: 'Takes a partner off the blacklist',
  params: IdParams,
  body: UnblacklistBody,
  response: responses(PartnerDetailSchema),
};

export const addDonationRoute = {
  tags,
  summary: "Records a supporter's donation (date, amount, purpose, project)",
  params: IdParams,
  body: DonationBody,
  response: responses(PartnerDetailSchema),
};

export const batchPartnersRoute = {
  tags,
  summary:
    'Blacklists or unblacklists several partners, each in its own transaction; says which went through',
  body: PartnerBatchBody,
  response: responses(BatchResultSchema),
};
