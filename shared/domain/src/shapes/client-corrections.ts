import { Type, type Static } from 'typebox';
import { IsoDateTime, nullable } from './primitives';

/**
 * Correction requests (issue 17): a beneficiary asks, from the portal's home page, for fields of their record to be
 * corrected; a staff user holding `beneficiary:update` accepts (the change goes through the normal edit, with its
 * checks and operation log) or rejects it with a reason.
 *
 * What a beneficiary may ask to correct: their contact address and email, and the bank account payments go to.
 * Their name, ID number and mobile are not on the list: those identify them (and the mobile signs in), so a change
 * is made by staff after seeing the documents, not on request. The area needs the area picker of the staff form.
 */
export const CORRECTABLE_FIELDS = [
  'address',
  'email',
  'bankName',
  'bankAccountName',
  'bankAccountNo',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** Bounded here; the shared form (`correctionForm`) then says what is wrong under the field. */
const Text = Type.String({ default: '', maxLength: 1000 });

/** `POST /client/corrections`: the values wanted (a blank account number keeps the stored one) and a note. */
export const CorrectionBodySchema = Type.Object({
  address: Text,
  email: Text,
  bankName: Text,
  bankAccountName: Text,
  bankAccountNo: Text,
  note: Text,
});
export type CorrectionBody = Static<typeof CorrectionBodySchema>;

/** One field's change, as shown: an account number is masked on both sides. */
export const CorrectionChangeSchema = Type.Object({
  field: Type.Enum(CORRECTABLE_FIELDS),
  from: Type.String(),
  to: Type.String(),
});
export type CorrectionChange = Static<typeof CorrectionChangeSchema>;

export const CorrectionRequestSchema = Type.Object({
  id: Type.Integer(),
  beneficiaryId: Type.Integer(),
  changes: Type.Array(CorrectionChangeSchema),
  note: Type.String(),
  status: Type.Enum(CORRECTION_STATUSES),
  /** Who decided (staff name), when, and why a rejection. */
  decidedByName: nullable(Type.String()),
  decidedAt: nullable(IsoDateTime),
  rejectReason: Type.String(),
  createdAt: IsoDateTime,
});
export type CorrectionRequest = Static<typeof CorrectionRequestSchema>;

/** `POST /pm/beneficiary-corrections/:id/reject`. */
export const CorrectionRejectBodySchema = Type.Object({ reason: Text });
export type CorrectionRejectBody = Static<typeof CorrectionRejectBodySchema>;
