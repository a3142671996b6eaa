import {
  Type,
  type Static,
  type TArray,
  type TEnum,
  type TInteger,
  type TSchema,
  type TString,
} from 'typebox';
import { CHOSEN } from '../forms/rules';
import { PROJECT_STATUSES } from '../workflow/project-machine';
import { AGREEMENT_STATUSES } from '../workflow/agreement-machine';
import { REPORT_STATUSES } from '../workflow/report-machine';
import { APPROPRIATION_STATUSES, APPROPRIATION_TYPES } from '../workflow/appropriation-machine';
import { BENEFICIARY_STATUSES, BENEFICIARY_STATUS_ACTIONS } from '../workflow/beneficiary-machine';
import { normalizeCreditCode } from '../identity/credit-code';
import { bodyProperties, customField, responseProperties, textField } from './field-table';
import { FormId, FormText } from './form-fields';
import { Id, INT32_MAX, INT32_MIN, Version } from './integers';
import { IsoDate, IsoDateTime, Money, nullable, pageOf } from './primitives';
import { FileRefSchema } from './records';

export const BENEFICIARY_TYPES = ['person', 'company'] as const;
export type BeneficiaryType = (typeof BENEFICIARY_TYPES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A person's identity document: a resident ID card (checked digit by digit), a passport, or another document. */
export const ID_TYPES = ['resident_id', 'passport', 'other'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The dictionaries the beneficiary forms pick from (`GET /pm/dicts/:code`). */
export const BENEFICIARY_DICTS = {
  vulnerabilityTag: 'vulnerability_tag',
  source: 'beneficiary_source',
  orgType: 'org_type',
  guardianRelation: 'guardian_relation',
} as const;

type NullableOf<T extends TSchema> = ReturnType<typeof nullable<T>>;

const NAME = [{ kind: 'required' }, { kind: 'maxLength', max: 50 }] as const;
const SHORT = [{ kind: 'maxLength', max: 50 }] as const;
const AREA = [CHOSEN, { kind: 'areaCode' }] as const;
const MASKED = (what: string) => Type.String({ description: `${what}, masked (specification §5)` });

/** The bank account payments go to (an appropriation copies it when created). */
const bankFields = {
  bankName: textField(['开户银行', 'Bank'], { rules: [{ kind: 'maxLength', max: 100 }] }),
  bankAccountName: textField(['账户名称', 'Account name'], { rules: [{ kind: 'maxLength', max: 100 }] }),
  bankAccountNo: customField<string, TString>(
    ['银行账号', 'Account number'],
    { rules: [{ kind: 'bankAccount' }] },
    {
      body: FormText,
      detail: MASKED('The account number'),
      empty: '',
      toColumn: (accountNo) => accountNo.replace(/ /g, ''),
    },
  ),
};

/**
 * A person's fields, each described once (`/related/benefit/create?type=person`, the detail's edit,
 * `POST /pm/beneficiaries/persons`, `PUT /pm/beneficiaries/persons/:id`). The ID number is not a plain column: the
 * server stores it encrypted with its keyed hash and masked form; an edit's form opens it blank, and a blank ID
 * number in an edit keeps the stored one. The mobile, the guardian's mobile and the account number read masked in
 * the detail and in full in the edit's form values (`GET /pm/beneficiaries/:id/form`).
 */
export const personFields = {
  name: textField(['姓名', 'Name'], { rules: NAME }),
  gender: customField<string, NullableOf<TEnum<Gender[]>>>(
    ['性别', 'Gender'],
    { rules: [CHOSEN, { kind: 'oneOf', values: GENDERS }] },
    { body: FormText, detail: nullable(Type.Enum<Gender[]>([...GENDERS])), empty: '' },
  ),
  idType: customField<string, NullableOf<TEnum<IdType[]>>>(
    ['证件类型', 'ID type'],
    { rules: [CHOSEN, { kind: 'oneOf', values: ID_TYPES }] },
    { body: FormText, detail: nullable(Type.Enum<IdType[]>([...ID_TYPES])), empty: '' },
  ),
  idNumber: customField<string, TString>(
    ['证件号码', 'ID number'],
    { rules: [{ kind: 'maxLength', max: 30 }] },
    {
      body: FormText,
      detail: MASKED('The ID number'),
      column: false,
      empty: '',
      fromRecord: () => '',
    },
  ),
  birthDate: customField<string, NullableOf<typeof IsoDate>>(
    ['出生日期', 'Birth date'],
    { rules: [CHOSEN, { kind: 'date' }] },
    {
      body: FormText,
      detail: nullable(IsoDate),
      empty: '',
      fromRecord: (record) => (record.birthDate as string | null) ?? '',
    },
  ),
  mobile: customField<string, TString>(
    ['手机号', 'Mobile'],
    { rules: [{ kind: 'maxLength', max: 20 }] },
    { body: FormText, detail: MASKED('The mobile'), empty: '' },
  ),
  areaCode: textField(['所在地区', 'Area'], { rules: AREA }),
  address: textField(['详细地址', 'Address'], { rules: [{ kind: 'maxLength', max: 200 }] }),
  email: textField(['电子邮箱', 'Email'], { rules: [{ kind: 'maxLength', max: 100 }] }),
  householdSize: customField<number | null, NullableOf<TInteger>>(
    ['家庭人口', 'Household size'],
    { rules: [{ kind: 'integer', min: 1, max: 99 }] },
    {
      body: Type.Union([Type.Null(), Type.Integer({ minimum: INT32_MIN, maximum: INT32_MAX })], {
        default: null,
      }),
      detail: nullable(Type.Integer()),
      empty: null,
    },
  ),
  /** Values of the `vulnerability_tag` dictionary; the server refuses one the dictionary does not hold. */
  vulnerabilityTags: customField<string[], TArray<TString>>(
    ['困难标签', 'Vulnerability tags'],
    {},
    {
      body: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20, default: [] }),
      detail: Type.Array(Type.String()),
      empty: [],
      toColumn: (tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))],
    },
  ),
  /** Required when the birth date makes the person a minor (under 18 today). */
  guardianName: textField(['监护人姓名', "Guardian's name"], { rules: SHORT }),
  /** A value of the `guardian_relation` dictionary. */
  guardianRelation: textField(['与监护人关系', 'Relation to the guardian'], {
    rules: [{ kind: 'maxLength', max: 40 }],
  }),
  guardianMobile: customField<string, TString>(
    ['监护人手机号', "Guardian's mobile"],
    { rules: [{ kind: 'maxLength', max: 20 }] },
    { body: FormText, detail: MASKED("The guardian's mobile"), empty: '' },
  ),
  ...bankFields,
  consentDate: customField<string, NullableOf<typeof IsoDate>>(
    ['知情同意签署日期', 'Consent signed on'],
    { rules: [{ kind: 'date' }] },
    {
      body: FormText,
      detail: nullable(IsoDate),
      empty: '',
      fromRecord: (record) => (record.consentDate as string | null) ?? '',
      toColumn: (value) => (value.trim() === '' ? null : value.trim()),
    },
  ),
  /** The signed consent form, uploaded first (`POST /pm/files`); required once a consent date is given. */
  consentFileId: customField<number | null, NullableOf<TInteger>>(
    ['知情同意书', 'Consent form'],
    {},
    { body: FormId, detail: nullable(Type.Integer()), empty: null },
  ),
  /** A value of the `beneficiary_source` dictionary. */
  source: textField(['来源', 'Source'], { rules: [{ kind: 'maxLength', max: 40 }] }),
};

/** One qualification document of a company: what it is, the uploaded file, and when it expires. */
export const QualificationBody = Type.Object({
  name: FormText,
  fileId: FormId,
  expiryDate: FormText,
});
export interface QualificationValues {
  name: string;
  fileId: number | null;
  expiryDate: string;
}

export const QualificationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  fileId: Type.Integer(),
  fileName: Type.String(),
  expiryDate: IsoDate,
  /** Past its expiry date today (the server's business date). */
  expired: Type.Boolean(),
});

/**
 * A company's fields (`/related/benefit/create?type=company`, `POST /pm/beneficiaries/companies`,
 * `PUT /pm/beneficiaries/companies/:id`). The credit code is public registry data, not personal: stored plain
 * (normalised), shown in full, unique among companies.
 */
export const companyFields = {
  name: textField(['单位名称', 'Organisation name'], {
    rules: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
  }),
  creditCode: textField(['统一社会信用代码', 'Unified social credit code'], {
    rules: [{ kind: 'required' }, { kind: 'maxLength', max: 30 }],
    toColumn: (code) => normalizeCreditCode(code),
  }),
  legalRepresentative: textField(['法定代表人', 'Legal representative'], { rules: NAME }),
  contactName: textField(['联系人', 'Contact person'], { rules: SHORT }),
  mobile: customField<string, TString>(
    ['联系电话', 'Contact mobile'],
    { rules: [{ kind: 'maxLength', max: 20 }] },
    { body: FormText, detail: MASKED('The mobile'), empty: '' },
  ),
  /** A value of the `org_type` dictionary. */
  orgType: textField(['机构类型', 'Organisation type'], { rules: [CHOSEN, { kind: 'maxLength', max: 40 }] }),
  areaCode: textField(['所在地区', 'Area'], { rules: AREA }),
  address: textField(['详细地址', 'Address'], { rules: [{ kind: 'maxLength', max: 200 }] }),
  email: textField(['电子邮箱', 'Email'], { rules: [{ kind: 'maxLength', max: 100 }] }),
  ...bankFields,
  /** Kept in their own table; the detail lists them with the file's name and whether they have expired. */
  qualifications: customField<QualificationValues[], TArray<typeof QualificationSchema>>(
    ['资质文件', 'Qualifications'],
    {},
    {
      body: Type.Array(QualificationBody, { maxItems: 50, default: [] }),
      detail: Type.Array(QualificationSchema),
      column: false,
      empty: [],
      fromRecord: (record) =>
        (record.qualifications as Static<typeof QualificationSchema>[]).map((item) => ({
          name: item.name,
          fileId: item.fileId,
          expiryDate: item.expiryDate,
        })),
    },
  ),
};

/** Days ahead a qualification counts as expiring (the list's `expiring` filter and its warning). */
export const EXPIRING_WITHIN_DAYS = 30;

/** Each row of `qualifications`: its own rules (`defineForm` lists). */
export const qualificationRules = {
  name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
  fileId: [CHOSEN],
  expiryDate: [CHOSEN, { kind: 'date' }],
} as const;

export const PersonBody = Type.Object(bodyProperties(personFields));
export const CompanyBody = Type.Object(bodyProperties(companyFields));
export const UpdatePersonBody = Type.Object({ ...PersonBody.properties, version: Version });
export const UpdateCompanyBody = Type.Object({ ...CompanyBody.properties, version: Version });

/** A person's own fields as the detail shows them (ID number, mobiles and account number masked). */
export const PersonProfileSchema = Type.Object(responseProperties(personFields, false));
/** A company's own fields as the detail shows them (mobile and account number masked, credit code in full). */
export const CompanyProfileSchema = Type.Object(responseProperties(companyFields, false));

/** A record named in another answer: a conflict, a duplicate, a merge, a shared phone. */
export const BeneficiaryRefSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.String(),
  status: Type.Enum(BENEFICIARY_STATUSES),
});

/**
 * A row of the beneficiary list (`GET /pm/beneficiaries`): ID number and mobile masked by the server (a person's
 * ID number from its stored masked form, never decrypted for a list; a company's `idNumber` is its credit code,
 * masked alike, and `creditCode` the code in full).
 */
export const BeneficiaryItemSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.String(),
  idNumber: MASKED('The ID number (a company: its credit code)'),
  idType: nullable(Type.Enum(ID_TYPES)),
  creditCode: nullable(Type.String({ description: 'A company: the code in full; a person: null' })),
  mobile: MASKED('The mobile'),
  gender: nullable(Type.Enum(GENDERS)),
  birthDate: nullable(IsoDate),
  areaCode: Type.String(),
  /** The area's name (county level, as the areas table has it); null for a code the table lacks. */
  areaName: nullable(Type.String()),
  address: Type.String(),
  email: Type.String(),
  vulnerabilityTags: Type.Array(Type.String()),
  orgType: nullable(Type.String()),
  status: Type.Enum(BENEFICIARY_STATUSES),
  mergedIntoId: nullable(Type.Integer()),
  projectCount: Type.Integer(),
  /** Sum of the paid appropriations of the projects it benefits from. */
  totalPaid: Money,
  /** A company: the soonest expiry of its qualifications (null: none); the list marks one within 30 days. */
  nextExpiry: nullable(IsoDate),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

export const BeneficiaryPageSchema = pageOf(BeneficiaryItemSchema);

/** One beneficiary (`GET /pm/beneficiaries/:id`): its row, and the profile of its type (the other one null). */
export const BeneficiaryDetailSchema = Type.Object({
  ...BeneficiaryItemSchema.properties,
  mergedInto: nullable(BeneficiaryRefSchema),
  person: nullable(PersonProfileSchema),
  company: nullable(CompanyProfileSchema),
  /** Phones that sign in to the client portal as this beneficiary. */
  clientAccountCount: Type.Integer(),
  updatedAt: IsoDateTime,
});

/**
 * What an edit opens with (`GET /pm/beneficiaries/:id/form`, button `beneficiary:update`): the saved values in
 * full (mobiles, account number), the ID number blank (a blank one keeps the stored number).
 */
export const BeneficiaryFormSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  version: Type.Integer(),
  person: nullable(PersonBody),
  company: nullable(CompanyBody),
});

/** `POST /pm/beneficiaries/:id/reveal` (button `beneficiary:reveal`, written to the operation log every time). */
export const RevealedIdSchema = Type.Object({
  idType: nullable(Type.Enum(ID_TYPES)),
  idNumber: Type.String({ description: 'In full: the ID number (a company: its credit code)' }),
});

/** 409 on a create or edit whose ID (type, number) or credit code another record has: that record. */
export const BeneficiaryConflictSchema = Type.Object({ existing: BeneficiaryRefSchema });

// ——— Related collections of the detail ———

/** A project (or sub-project) it benefits from: `GET /pm/beneficiaries/:id/projects`. */
export const BeneficiaryProjectSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  status: Type.Enum(PROJECT_STATUSES),
  parentId: nullable(Type.Integer()),
  parentName: nullable(Type.String()),
  startDate: nullable(IsoDate),
  endDate: nullable(IsoDate),
  approvedAmount: nullable(Money),
  /** Sum of its paid appropriations. */
  paidAmount: Money,
});

export const BeneficiaryPaymentSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  agreementNumber: Type.String(),
  type: Type.Enum(APPROPRIATION_TYPES),
  amount: Money,
  status: Type.Enum(APPROPRIATION_STATUSES),
  scheduledDate: IsoDate,
  paidDate: nullable(IsoDate),
});

/** `GET /pm/beneficiaries/:id/payments`: every appropriation of its projects, newest first, and the sums. */
export const BeneficiaryPaymentsSchema = Type.Object({
  /** Paid appropriations only. */
  totalPaid: Money,
  /** Created or verified, not paid yet. */
  totalPending: Money,
  list: Type.Array(BeneficiaryPaymentSchema),
});

export const BeneficiaryAgreementSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  signedDate: IsoDate,
  effectiveDate: IsoDate,
  expiryDate: IsoDate,
  totalAmount: Money,
  status: Type.Enum(AGREEMENT_STATUSES),
});

export const BeneficiaryReportSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  status: Type.Enum(REPORT_STATUSES),
  amountSpent: Money,
  submittedAt: nullable(IsoDateTime),
});

/** A file of the beneficiary: its consent form, a qualification, or an attachment. */
export const BeneficiaryFileSchema = Type.Object({
  ...FileRefSchema.properties,
  purpose: Type.Enum(['consent', 'qualification', 'attachment']),
});

/** A phone that signs in to the client portal as this beneficiary, and who else it signs in as. */
export const ClientAccountSchema = Type.Object({
  id: Type.Integer(),
  mobile: MASKED('The mobile'),
  sharedWith: Type.Array(BeneficiaryRefSchema),
  createdAt: IsoDateTime,
});

/** `POST /pm/beneficiaries/:id/client-accounts` (button `beneficiary:update`). */
export const AddClientAccountBody = Type.Object({ mobile: FormText });

// ——— De-duplication and merge ———

export const DUPLICATE_REASONS = ['idNumber', 'creditCode', 'nameBirthDate', 'mobile'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/**
 * `POST /pm/beneficiaries/duplicates`: what the create page has typed so far; any field may be blank. Persons
 * match on the same (ID type, number), the same name and birth date, or the same mobile; companies on the same
 * credit code or mobile. Merged records are never candidates.
 */
export const DuplicateCheckBody = Type.Object({
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  birthDate: Type.Optional(Type.String({ maxLength: 10 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  idType: Type.Optional(Type.String({ maxLength: 20 })),
  idNumber: Type.Optional(Type.String({ maxLength: 30 })),
  creditCode: Type.Optional(Type.String({ maxLength: 30 })),
  /** The record being edited, left out of its own duplicates. */
  excludeId: Type.Optional(Id()),
});

export const DuplicateCandidateSchema = Type.Object({
  ...BeneficiaryRefSchema.properties,
  idNumber: MASKED('The ID number (a company: its credit code)'),
  mobile: MASKED('The mobile'),
  birthDate: nullable(IsoDate),
  areaCode: Type.String(),
  reasons: Type.Array(Type.Enum(DUPLICATE_REASONS)),
});

export const DuplicatesSchema = Type.Object({ list: Type.Array(DuplicateCandidateSchema) });

/**
 * The field groups a merge picks, one by one, from the survivor or the other record (a group moves together:
 * the ID type with its number, the bank's three fields…). Keys not sent keep the survivor's value.
 */
export const PERSON_MERGE_GROUPS = {
  name: ['name'],
  gender: ['gender'],
  identity: ['idType', 'idNumber'],
  birthDate: ['birthDate'],
  mobile: ['mobile'],
  area: ['areaCode', 'address'],
  email: ['email'],
  householdSize: ['householdSize'],
  vulnerabilityTags: ['vulnerabilityTags'],
  guardian: ['guardianName', 'guardianRelation', 'guardianMobile'],
  bank: ['bankName', 'bankAccountName', 'bankAccountNo'],
  consent: ['consentDate', 'consentFileId'],
  source: ['source'],
} as const satisfies Record<string, readonly (keyof typeof personFields)[]>;

export const COMPANY_MERGE_GROUPS = {
  name: ['name'],
  creditCode: ['creditCode'],
  legalRepresentative: ['legalRepresentative'],
  contact: ['contactName', 'mobile'],
  orgType: ['orgType'],
  area: ['areaCode', 'address'],
  email: ['email'],
  bank: ['bankName', 'bankAccountName', 'bankAccountNo'],
} as const satisfies Record<string, readonly (keyof typeof companyFields)[]>;

export const MERGE_GROUP_KEYS = [
  ...new Set([...Object.keys(PERSON_MERGE_GROUPS), ...Object.keys(COMPANY_MERGE_GROUPS)]),
] as readonly string[];

/** The labels of the merge groups, [zh-CN, en-US]. */
export const mergeGroupLabels: Record<string, readonly [string, string]> = {
  name: ['名称', 'Name'],
  gender: ['性别', 'Gender'],
  identity: ['证件', 'ID document'],
  birthDate: ['出生日期', 'Birth date'],
  mobile: ['手机号', 'Mobile'],
  area: ['地区与地址', 'Area and address'],
  email: ['电子邮箱', 'Email'],
  householdSize: ['家庭人口', 'Household size'],
  vulnerabilityTags: ['困难标签', 'Vulnerability tags'],
  guardian: ['监护人', 'Guardian'],
  bank: ['银行账户', 'Bank account'],
  consent: ['知情同意', 'Consent'],
  source: ['来源', 'Source'],
  creditCode: ['统一社会信用代码', 'Unified social credit code'],
  legalRepresentative: ['法定代表人', 'Legal representative'],
  contact: ['联系人', 'Contact'],
  orgType: ['机构类型', 'Organisation type'],
};

const Side = Type.Enum(['survivor', 'other']);

/**
 * `POST /pm/beneficiaries/:id/merge` (button `beneficiary:merge`): `:id` survives, `otherId` becomes `merged`
 * and points at it. Both versions as read (another one: 409). Both must be of one type and not merged.
 */
export const MergeBody = Type.Object({
  otherId: Id(),
  version: Version,
  otherVersion: Version,
  pick: Type.Partial(
    Type.Object(
      Object.fromEntries(MERGE_GROUP_KEYS.map((key) => [key, Side])) as Record<string, typeof Side>,
    ),
    { default: {} },
  ),
});

/** How many rows of each kind a merge moves (the preview's counts, and the merge's answer). */
export const MergeLinksSchema = Type.Object({
  projects: Type.Integer(),
  applications: Type.Integer(),
  appropriations: Type.Integer({ description: 'Follow their projects; counted, not moved one by one' }),
  agreements: Type.Integer({ description: 'Follow their projects' }),
  reports: Type.Integer({ description: 'Follow their projects' }),
  sessions: Type.Integer(),
  clientAccounts: Type.Integer(),
  files: Type.Integer(),
  qualifications: Type.Integer(),
  history: Type.Integer({
    description: "Operation-log rows of the other record, which the survivor's timeline reads from then on",
  }),
});

/** `GET /pm/beneficiaries/:id/merge-preview?otherId=` (button `beneficiary:merge`): both records and what moves. */
export const MergePreviewSchema = Type.Object({
  survivor: BeneficiaryDetailSchema,
  other: BeneficiaryDetailSchema,
  /** The groups the pick may name for this type, in the order the page shows them. */
  groups: Type.Array(Type.String()),
  links: MergeLinksSchema,
});

export const MergeResultSchema = Type.Object({
  survivor: BeneficiaryDetailSchema,
  mergedId: Type.Integer(),
  moved: MergeLinksSchema,
});

/** `POST /pm/beneficiaries/batch/status` (button `beneficiary:status`): answers per row (`BatchResultSchema`). */
export const BatchStatusBody = Type.Object({
  ids: Type.Array(Id(), { minItems: 1, maxItems: 200 }),
  action: Type.Enum(BENEFICIARY_STATUS_ACTIONS),
});

/** `POST /pm/beneficiaries/:id/status` (button `beneficiary:status`): one record's status action, as read. */
export const StatusActionBody = Type.Object({
  action: Type.Enum(BENEFICIARY_STATUS_ACTIONS),
  version: Version,
});

export type BeneficiaryListItem = Static<typeof BeneficiaryItemSchema>;
export type BeneficiaryDetail = Static<typeof BeneficiaryDetailSchema>;
export type BeneficiaryRef = Static<typeof BeneficiaryRefSchema>;
export type BeneficiaryForm = Static<typeof BeneficiaryFormSchema>;
export type PersonProfile = Static<typeof PersonProfileSchema>;
export type CompanyProfile = Static<typeof CompanyProfileSchema>;
export type Qualification = Static<typeof QualificationSchema>;
export type RevealedId = Static<typeof RevealedIdSchema>;
export type BeneficiaryConflict = Static<typeof BeneficiaryConflictSchema>;
export type BeneficiaryProject = Static<typeof BeneficiaryProjectSchema>;
export type BeneficiaryPayment = Static<typeof BeneficiaryPaymentSchema>;
export type BeneficiaryPayments = Static<typeof BeneficiaryPaymentsSchema>;
export type BeneficiaryAgreement = Static<typeof BeneficiaryAgreementSchema>;
export type BeneficiaryReport = Static<typeof BeneficiaryReportSchema>;
export type BeneficiaryFile = Static<typeof BeneficiaryFileSchema>;
export type ClientAccount = Static<typeof ClientAccountSchema>;
export type DuplicateCheck = Static<typeof DuplicateCheckBody>;
export type DuplicateCandidate = Static<typeof DuplicateCandidateSchema>;
export type Duplicates = Static<typeof DuplicatesSchema>;
export type MergeRequest = Static<typeof MergeBody>;
export type MergeLinks = Static<typeof MergeLinksSchema>;
export type MergePreview = Static<typeof MergePreviewSchema>;
export type MergeResult = Static<typeof MergeResultSchema>;
export type BatchStatusRequest = Static<typeof BatchStatusBody>;
export type StatusActionRequest = Static<typeof StatusActionBody>;
export type PersonMergeGroup = keyof typeof PERSON_MERGE_GROUPS;
export type CompanyMergeGroup = keyof typeof COMPANY_MERGE_GROUPS;
