import { personForm } from '@pm/domain/forms';
import { normalizeIdNumber, residentIdNumber } from '@pm/domain/identity';
import { BENEFICIARY_DICTS, GENDERS, ID_TYPES, personFields } from '@pm/domain/shapes/beneficiary';
import { emptyValues } from '@pm/domain/shapes/field-table';
import type { PersonFormValues } from '@pm/domain/forms';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { storedIdNumber } from '../../../db/id-number-encryption';
import { beneficiaries } from '../../../db/schema';
import { linkOwnPhones, personColumns } from '../../beneficiaries/write';
import { batches, duplicateProblems, type ImportDefinition, type ParsedRow } from './definition';
import { dictChoices, fixedChoices } from './choices';

const person = (row: ParsedRow) => row.values as unknown as PersonFormValues;

/** Where a person's ID number is unique: its type and keyed hash (as `samePersonId` reads it). */
const identityKey = (idType: string, hash: string | null) => (hash === null ? null : `${idType}:${hash}`);

/** Beneficiaries, persons: `personForm` (the create page's and `POST /pm/beneficiaries/persons`' rules). */
export const beneficiaryPersonImport: ImportDefinition = {
  type: 'beneficiaryPerson',
  form: personForm as unknown as ImportDefinition['form'],
  context: (today) => ({ today, editing: false }),
  columns: [
    { field: 'name', width: 12, kind: 'text', sample: '张三' },
    { field: 'gender', width: 8, kind: 'choice', sample: '男' },
    { field: 'idType', width: 14, kind: 'choice', sample: '居民身份证' },
    { field: 'idNumber', width: 22, kind: 'text', sample: residentIdNumber('530102', '1985-03-12', 17) },
    { field: 'birthDate', width: 12, kind: 'date', sample: '1985-03-12' },
    { field: 'mobile', width: 14, kind: 'text', sample: '13900000000' },
    { field: 'areaCode', width: 10, kind: 'text', sample: '530102' },
    { field: 'address', width: 30, kind: 'text', sample: '五华区某街道 1 号' },
    { field: 'email', width: 20, kind: 'text', sample: '' },
    { field: 'householdSize', width: 10, kind: 'integer', sample: '3' },
    { field: 'vulnerabilityTags', width: 20, kind: 'choices', sample: '低保户' },
    { field: 'guardianName', width: 12, kind: 'text', sample: '' },
    { field: 'guardianRelation', width: 14, kind: 'choice', sample: '' },
    { field: 'guardianMobile', width: 14, kind: 'text', sample: '' },
    { field: 'bankName', width: 20, kind: 'text', sample: '' },
    { field: 'bankAccountName', width: 14, kind: 'text', sample: '' },
    { field: 'bankAccountNo', width: 22, kind: 'text', sample: '' },
    { field: 'source', width: 14, kind: 'choice', sample: '自主申请' },
  ],
  empty: () => emptyValues(personFields) as unknown as Record<string, unknown>,
  choices: async (db) => {
    const dicts = await dictChoices(db, [
      BENEFICIARY_DICTS.vulnerabilityTag,
      BENEFICIARY_DICTS.source,
      BENEFICIARY_DICTS.guardianRelation,
    ]);
    return {
      gender: fixedChoices('gender', GENDERS),
      idType: fixedChoices('idType', ID_TYPES),
      vulnerabilityTags: dicts[BENEFICIARY_DICTS.vulnerabilityTag]!,
      source: dicts[BENEFICIARY_DICTS.source]!,
      guardianRelation: dicts[BENEFICIARY_DICTS.guardianRelation]!,
    };
  },
  problems: async (db, rows, services) => {
    const keyed = rows.map((row) => {
      const { idType, idNumber } = person(row);
      return { row, idType, hash: services.hash(normalizeIdNumber(idNumber)) };
    });
    const existing = new Set<string>();
    for (const batch of batches(keyed, 1000)) {
      const hashes = batch.map((item) => item.hash).filter((hash): hash is string => hash !== null);
      if (hashes.length === 0) continue;
      const found = await db
        .select({ idType: beneficiaries.idType, hash: beneficiaries.idNumberHash })
        .from(beneficiaries)
        .where(
          and(
            eq(beneficiaries.type, 'person'),
            ne(beneficiaries.status, 'merged'),
            inArray(beneficiaries.idNumberHash, hashes),
          ),
        );
      for (const item of found) existing.add(identityKey(item.idType ?? '', item.hash)!);
    }
    const keys = new Map(keyed.map((item) => [item.row.index, identityKey(item.idType, item.hash)]));
    return duplicateProblems(rows, 'idNumber', (row) => keys.get(row.index) ?? null, existing);
  },
  insert: async (tx, rows, services) => {
    const values = rows.map((row) => {
      const values = person(row);
      const stored = storedIdNumber(services.cipher, services.hash, normalizeIdNumber(values.idNumber));
      return { ...personColumns(values, services), ...stored, type: 'person' as const };
    });
    const inserted = await tx
      .insert(beneficiaries)
      .values(values)
      .returning({ id: beneficiaries.id, mobile: beneficiaries.mobile });
    await linkOwnPhones(tx, inserted);
    return inserted.length;
  },
};
