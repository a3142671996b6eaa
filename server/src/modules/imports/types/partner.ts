import { partnerForm, type PartnerFormValues } from '@pm/domain/forms/partner-form';
import { creditCode, normalizeCreditCode } from '@pm/domain/identity';
import { PARTNER_TYPES } from '@pm/domain/shapes/partner';
import { inArray } from 'drizzle-orm';
import { partnerContacts, partners } from '../../../db/schema';
import { partnerExportTexts } from '../../../texts/partners';
import { partnerColumns, partnerContactRows, SUPPLIER_CATEGORY_DICT } from '../../partners/write';
import {
  batches,
  duplicateProblems,
  type ImportDefinition,
  type ParsedRow,
  type RowProblem,
} from './definition';
import { dictChoices, fixedChoices } from './choices';

const partner = (row: ParsedRow) => row.values as unknown as PartnerFormValues;

/** A new partner's values as the create page starts them: one contact (the one the lists show), no files. */
const emptyPartner = (): PartnerFormValues => ({
  type: 'company',
  name: '',
  creditCode: '',
  areaCode: '',
  address: '',
  contacts: [{ name: '', mobile: '', position: '', email: '' }],
  bankName: '',
  bankAccountName: '',
  bankAccountNo: '',
  rating: null,
  category: '',
  remark: '',
  qualifications: [],
  priceFileIds: [],
});

/**
 * Partners of any kind: `partnerForm` (the create pages' and `POST /pm/partners`' rules), one per credit code
 * across the kinds. The sheet holds the first contact; qualifications and price agreements are files, added on
 * the partner's page afterwards.
 */
export const partnerImport: ImportDefinition = {
  type: 'partner',
  form: partnerForm as unknown as ImportDefinition['form'],
  context: () => undefined,
  columns: [
    { field: 'type', width: 12, kind: 'choice', sample: '供应商' },
    { field: 'name', width: 24, kind: 'text', sample: '某某物资有限公司' },
    { field: 'creditCode', width: 22, kind: 'text', sample: creditCode('91', '530102', 'MA6K001X0') },
    { field: 'areaCode', width: 10, kind: 'text', sample: '530102' },
    { field: 'address', width: 30, kind: 'text', sample: '五华区某路 8 号' },
    { field: 'contacts.name', width: 12, kind: 'text', sample: '赵六' },
    { field: 'contacts.mobile', width: 14, kind: 'text', sample: '13900000002' },
    { field: 'contacts.position', width: 12, kind: 'text', sample: '经理' },
    { field: 'contacts.email', width: 20, kind: 'text', sample: '' },
    { field: 'bankName', width: 20, kind: 'text', sample: '' },
    { field: 'bankAccountName', width: 14, kind: 'text', sample: '' },
    { field: 'bankAccountNo', width: 22, kind: 'text', sample: '' },
    { field: 'rating', width: 10, kind: 'integer', sample: '4' },
    { field: 'category', width: 14, kind: 'choice', sample: '' },
    { field: 'remark', width: 30, kind: 'text', sample: '' },
  ],
  empty: () => emptyPartner() as unknown as Record<string, unknown>,
  choices: async (db) => {
    const dicts = await dictChoices(db, [SUPPLIER_CATEGORY_DICT]);
    return {
      type: fixedChoices('partnerType', PARTNER_TYPES, partnerExportTexts, 'export.partner.type'),
      category: dicts[SUPPLIER_CATEGORY_DICT]!,
    };
  },
  problems: async (db, rows) => {
    // As the create path refuses it: only a supplier takes a category.
    const problems: RowProblem[] = rows
      .filter((row) => partner(row).type !== 'supplier' && partner(row).category.trim() !== '')
      .map((row) => ({ index: row.index, field: 'category', key: 'partner.categoryOnlySupplier' }));
    const codes = new Map(rows.map((row) => [row.index, normalizeCreditCode(partner(row).creditCode)]));
    const existing = new Set<string>();
    for (const batch of batches([...new Set(codes.values())], 1000)) {
      const found = await db
        .select({ code: partners.creditCode })
        .from(partners)
        .where(inArray(partners.creditCode, batch));
      for (const item of found) existing.add(item.code);
    }
    return [
      ...problems,
      ...duplicateProblems(rows, 'creditCode', (row) => codes.get(row.index) ?? null, existing),
    ];
  },
  insert: async (tx, rows, services) => {
    const values = rows.map((row) => partnerColumns(partner(row), services.hash));
    const inserted = await tx
      .insert(partners)
      .values(values)
      .returning({ id: partners.id, creditCode: partners.creditCode });
    // Credit codes are unique among the rows (a duplicate is refused): each new id by its row's code.
    const contactsOf = new Map(
      values.map((value, index) => [value.creditCode, partner(rows[index]!).contacts]),
    );
    await tx
      .insert(partnerContacts)
      .values(
        inserted.flatMap((item) =>
          partnerContactRows(item.id, contactsOf.get(item.creditCode)!, services.hash),
        ),
      );
    return inserted.length;
  },
};
