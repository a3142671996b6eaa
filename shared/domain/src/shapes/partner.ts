import { Type, type Static } from 'typebox';
import { QUALIFICATION_STATES } from '../utils/qualification-expiry';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';
import { FileRefSchema } from './records';

/**
 * The three kinds of partner, one list page each: implementing partners (`company`), suppliers and supporters
 * (donors, supporting units). A partner is exactly one kind, so the kind is one column.
 */
export const PARTNER_TYPES = ['company', 'supplier', 'supporter'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** How a partner took part in a project (its cooperation history). */
export const PARTNER_ROLES = ['linked', 'applicant', 'counterparty', 'donor'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

const QualificationState = Type.Enum(QUALIFICATION_STATES);

/** A row of the partner lists (`GET /pm/partners`): the mobile masked by the server. */
export const PartnerItemSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(PARTNER_TYPES),
  name: Type.String(),
  creditCode: Type.String(),
  contactName: Type.String(),
  mobile: Type.String({ description: 'Masked' }),
  areaCode: nullable(Type.String()),
  rating: nullable(Type.Integer()),
  category: nullable(Type.String()),
  blacklisted: Type.Boolean(),
  blacklistReason: nullable(Type.String()),
  /** The soonest expiry among its qualifications, and what that means today (30 days' warning). */
  nearestExpiry: nullable(IsoDate),
  qualificationState: nullable(QualificationState),
  projectCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

export const PartnerContactSchema = Type.Object({
  name: Type.String(),
  mobile: Type.String(),
  position: Type.String(),
  email: Type.String(),
});

export const PartnerQualificationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  fileId: nullable(Type.Integer()),
  fileName: nullable(Type.String()),
  expiryDate: IsoDate,
  state: QualificationState,
});

export const PartnerDonationSchema = Type.Object({
  id: Type.Integer(),
  donatedOn: IsoDate,
  amount: Money,
  purpose: Type.String(),
  projectId: nullable(Type.Integer()),
  projectCode: nullable(Type.String()),
  projectName: nullable(Type.String()),
  createdAt: IsoDateTime,
});

/** One project the partner worked on, with what its agreements promised and what was paid under them. */
export const PartnerCooperationSchema = Type.Object({
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  projectStatus: Type.String(),
  roles: Type.Array(Type.Enum(PARTNER_ROLES)),
  agreementAmount: Money,
  paidAmount: Money,
  donatedAmount: Money,
});

export const PartnerBlacklistSchema = Type.Object({
  at: IsoDateTime,
  reason: Type.String(),
  byName: nullable(Type.String()),
});

/** One partner (`GET /pm/partners/:id`): every field, for the users holding `partner`, mobiles unmasked. */
export const PartnerDetailSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(PARTNER_TYPES),
  name: Type.String(),
  creditCode: Type.String(),
  areaCode: nullable(Type.String()),
  address: Type.String(),
  bankName: Type.String(),
  bankAccountName: Type.String(),
  bankAccountNo: Type.String(),
  rating: nullable(Type.Integer()),
  category: nullable(Type.String()),
  remark: Type.String(),
  contacts: Type.Array(PartnerContactSchema),
  qualifications: Type.Array(PartnerQualificationSchema),
  /** A supplier's price agreements. */
  priceFiles: Type.Array(FileRefSchema),
  donations: Type.Array(PartnerDonationSchema),
  donationTotal: Money,
  cooperation: Type.Array(PartnerCooperationSchema),
  blacklist: nullable(PartnerBlacklistSchema),
  version: Type.Integer(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

export type PartnerListItem = Static<typeof PartnerItemSchema>;
export type PartnerContact = Static<typeof PartnerContactSchema>;
export type PartnerQualification = Static<typeof PartnerQualificationSchema>;
export type PartnerDonation = Static<typeof PartnerDonationSchema>;
export type PartnerCooperation = Static<typeof PartnerCooperationSchema>;
export type PartnerDetail = Static<typeof PartnerDetailSchema>;
