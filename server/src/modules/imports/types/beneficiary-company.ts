import { companyForm, type CompanyFormValues } from '@pm/domain/forms';
import { creditCode, normalizeCreditCode } from '@pm/domain/identity';
import { BENEFICIARY_DICTS, companyFields } from '@pm/domain/shapes/beneficiary';
import { emptyValues } from '@pm/domain/shapes/field-table';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { beneficiaries } from '../../../db/schema';
import { companyColumns } from '../../beneficiaries/company-write';
import { linkOwnPhones } from '../../beneficiaries/write';
import { batches, duplicateProblems, type ImportDefinition, type ParsedRow } from './definition';
import { dictChoices } from './choices';

const company = (row: ParsedRow) => row.values as unknown as CompanyFormValues;

/**
 * Beneficiaries, organisations: `companyForm` (the create page's and `POST /pm/beneficiaries/companies`' rules).
 * Qualifications are files: they are added on the record's page afterwards.
 */
export const beneficiaryCompanyImport: ImportDefinition = {
  type: 'beneficiaryCompany',
  form: companyForm as unknown as ImportDefinition['form'],
  context: () => undefined,
  columns: [
    { field: 'name', width: 24, kind: 'text', sample: '某某种植专业合作社' },
    { field: 'creditCode', width: 22, kind: 'text', sample: creditCode('93', '530102', 'MA6K000X0') },
    { field: 'legalRepresentative', width: 12, kind: 'text', sample: '李四' },
    { field: 'contactName', width: 12, kind: 'text', sample: '王五' },
    { field: 'mobile', width: 14, kind: 'text', sample: '13900000001' },
    { field: 'orgType', width: 14, kind: 'choice', sample: '专业合作社' },
    { field: 'areaCode', width: 10, kind: 'text', sample: '530102' },
    { field: 'address', width: 30, kind: 'text', sample: '五华区某街道 2 号' },
    { field: 'email', width: 20, kind: 'text', sample: '' },
    { field: 'bankName', width: 20, kind: 'text', sample: '' },
    { field: 'bankAccountName', width: 14, kind: 'text', sample: '' },
    { field: 'bankAccountNo', width: 22, kind: 'text', sample: '' },
  ],
  empty: () => emptyValues(companyFields) as unknown as Record<string, unknown>,
  choices: async (db) => {
    const dicts = await dictChoices(db, [BENEFICIARY_DICTS.orgType]);
    return { orgType: dicts[BENEFICIARY_DICTS.orgType]! };
  },
  problems: async (db, rows) => {
    const codes = new Map(rows.map((row) => [row.index, normalizeCreditCode(company(row).creditCode)]));
    const existing = new Set<string>();
    for (const batch of batches([...new Set(codes.values())], 1000)) {
      const found = await db
        .select({ code: beneficiaries.creditCode })
        .from(beneficiaries)
        .where(
          and(
            eq(beneficiaries.type, 'company'),
            ne(beneficiaries.status, 'merged'),
            inArray(beneficiaries.creditCode, batch),
          ),
        );
      for (const item of found) if (item.code) existing.add(item.code);
    }
    return duplicateProblems(rows, 'creditCode', (row) => codes.get(row.index) ?? null, existing);
  },
  insert: async (tx, rows, services) => {
    const inserted = await tx
      .insert(beneficiaries)
      .values(rows.map((row) => ({ ...companyColumns(company(row), services), type: 'company' as const })))
      .returning({ id: beneficiaries.id, mobile: beneficiaries.mobile });
    await linkOwnPhones(tx, inserted);
    return inserted.length;
  },
};
