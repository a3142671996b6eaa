import { normalizeIdNumber, residentIdNumber } from '@pm/domain/identity';
import {
  AVAILABILITY,
  emptyVolunteerValues,
  VOLUNTEER_GENDERS,
  VOLUNTEER_ID_TYPES,
  VOLUNTEER_SKILL_DICT,
  volunteerForm,
  type VolunteerFormValues,
} from '@pm/domain/forms/volunteer-form';
import { and, inArray, sql } from 'drizzle-orm';
import { volunteers } from '../../../db/schema';
import { volunteerTexts } from '../../../texts/volunteers';
import { newVolunteerColumns, volunteerCode } from '../../volunteers/write';
import { batches, duplicateProblems, type ImportDefinition, type ParsedRow } from './definition';
import { dictChoices, fixedChoices } from './choices';

const volunteer = (row: ParsedRow) => row.values as unknown as VolunteerFormValues;

/** Where a volunteer's ID number is unique: its type and keyed hash (as the create path's `holderOf` reads it). */
const identityKey = (idType: string, hash: string | null) => (hash === null ? null : `${idType}:${hash}`);

/**
 * Volunteers: `volunteerForm` (the list page's drawer and `POST /pm/volunteers`' rules), registered as that route
 * registers them (status applied, numbered `ZY` and the id, the ID number stored protected only).
 */
export const volunteerImport: ImportDefinition = {
  type: 'volunteer',
  form: volunteerForm as unknown as ImportDefinition['form'],
  context: (today) => ({ today, storedIdType: null }),
  columns: [
    { field: 'name', width: 12, kind: 'text', sample: '周七' },
    { field: 'gender', width: 8, kind: 'choice', sample: '女' },
    { field: 'idType', width: 14, kind: 'choice', sample: '居民身份证' },
    { field: 'idNumber', width: 22, kind: 'text', sample: residentIdNumber('530102', '1995-06-18', 22) },
    { field: 'birthDate', width: 12, kind: 'date', sample: '1995-06-18' },
    { field: 'mobile', width: 14, kind: 'text', sample: '13900000003' },
    { field: 'areaCode', width: 10, kind: 'text', sample: '530102' },
    { field: 'address', width: 30, kind: 'text', sample: '' },
    { field: 'skills', width: 20, kind: 'choices', sample: '教学辅导' },
    { field: 'availability', width: 20, kind: 'choices', sample: '周末' },
    { field: 'availabilityNote', width: 20, kind: 'text', sample: '' },
    { field: 'emergencyName', width: 12, kind: 'text', sample: '周八' },
    { field: 'emergencyRelation', width: 10, kind: 'text', sample: '父亲' },
    { field: 'emergencyMobile', width: 14, kind: 'text', sample: '13900000004' },
    { field: 'remark', width: 30, kind: 'text', sample: '' },
  ],
  empty: () => emptyVolunteerValues() as unknown as Record<string, unknown>,
  choices: async (db) => {
    const dicts = await dictChoices(db, [VOLUNTEER_SKILL_DICT]);
    return {
      gender: fixedChoices('gender', VOLUNTEER_GENDERS),
      idType: fixedChoices('idType', VOLUNTEER_ID_TYPES),
      skills: dicts[VOLUNTEER_SKILL_DICT]!,
      availability: fixedChoices('availability', AVAILABILITY, volunteerTexts, 'volunteer.availability'),
    };
  },
  problems: async (db, rows, services) => {
    const keys = new Map(
      rows.map((row) => {
        const { idType, idNumber } = volunteer(row);
        return [row.index, { idType, hash: services.hash(normalizeIdNumber(idNumber)) }];
      }),
    );
    const hashes = [...new Set([...keys.values()].map((key) => key.hash))].filter(
      (hash): hash is string => hash !== null,
    );
    const existing = new Set<string>();
    for (const batch of batches(hashes, 1000)) {
      const found = await db
        .select({ idType: volunteers.idType, hash: volunteers.idNumberHash })
        .from(volunteers)
        .where(and(inArray(volunteers.idNumberHash, batch)));
      for (const item of found) existing.add(identityKey(item.idType, item.hash)!);
    }
    return duplicateProblems(
      rows,
      'idNumber',
      (row) => {
        const key = keys.get(row.index)!;
        return identityKey(key.idType, key.hash);
      },
      existing,
    );
  },
  insert: async (tx, rows, services) => {
    const inserted = await tx
      .insert(volunteers)
      .values(rows.map((row) => newVolunteerColumns(services, volunteer(row), services.actorId)))
      .returning({ id: volunteers.id });
    if (inserted.length === 0) return 0;
    const codes = sql.join(
      inserted.map((item) => sql`when ${item.id}::int then ${volunteerCode(item.id)}`),
      sql` `,
    );
    await tx
      .update(volunteers)
      .set({ code: sql`case ${volunteers.id} ${codes} end` })
      .where(
        inArray(
          volunteers.id,
          inserted.map((item) => item.id),
        ),
      );
    return inserted.length;
  },
};
