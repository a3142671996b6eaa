import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type CorrectionBody,
  type CorrectionRejectBody,
} from '../shapes/client-corrections';
import { defineForm } from './form-schema';
import type { FieldRule } from './rules';

/**
 * The portal's "request a correction" form (`POST /client/corrections`), shared by the home page and the server.
 * The context is the record's current values: the page passes what it shows (the account number blank, as it is
 * never sent to the portal), the server the stored ones; a blank account number keeps the stored one.
 */
export interface CorrectionContext {
  current: Record<CorrectableField, string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CORRECTION_NOTE_MAX = 200;

const normalized = (field: CorrectableField, value: string) =>
  field === 'bankAccountNo' ? value.replace(/\s/g, '') : value.trim();

/** The fields whose wanted value differs from the current one (an account number only when one is given). */
export function changedFields(
  values: CorrectionBody,
  current: CorrectionContext['current'],
): CorrectableField[] {
  return CORRECTABLE_FIELDS.filter((field) => {
    const wanted = normalized(field, values[field]);
    if (field === 'bankAccountNo' && wanted === '') return false;
    return wanted !== normalized(field, current[field]);
  });
}

const max = (length: number): readonly FieldRule[] => [{ kind: 'maxLength', max: length }];

export const correctionForm = defineForm<CorrectionBody, CorrectionContext>({
  name: 'clientCorrection',
  labels: {
    address: ['详细地址', 'Address'],
    email: ['电子邮箱', 'Email'],
    bankName: ['开户银行', 'Bank'],
    bankAccountName: ['账户名称', 'Account name'],
    bankAccountNo: ['银行账号', 'Account number'],
    note: ['说明', 'Note'],
  },
  fields: {
    address: max(200),
    email: max(100),
    bankName: max(100),
    bankAccountName: max(100),
    bankAccountNo: [{ kind: 'bankAccount' }],
    note: max(CORRECTION_NOTE_MAX),
  },
  checks: [
    {
      uses: ['email'],
      run: ({ email }) =>
        email.trim() === '' || EMAIL.test(email.trim()) ? [] : [{ field: 'email', message: 'email' }],
    },
    {
      uses: [...CORRECTABLE_FIELDS],
      run: (values, { current }) =>
        changedFields(values, current).length > 0 ? [] : [{ field: 'note', message: 'nothingChanged' }],
    },
  ],
});

/** Rejecting a correction request says why: the beneficiary reads it in the portal. */
export const correctionRejectForm = defineForm<CorrectionRejectBody>({
  name: 'correctionReject',
  labels: { reason: ['驳回原因', 'Reason'] },
  fields: { reason: [{ kind: 'required' }, { kind: 'maxLength', max: CORRECTION_NOTE_MAX }] },
});
