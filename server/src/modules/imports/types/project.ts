import { projectForm, type ProjectFormValues } from '@pm/domain/forms';
import { emptyValues } from '@pm/domain/shapes/field-table';
import { projectFields } from '@pm/domain/shapes/project';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { areas, departments, users } from '../../../db/schema';
import { formValues, projectColumns } from '../../projects/references';
import { insertProjectRows } from '../../projects/write';
import type { Choice, ImportDefinition, ParsedRow, RowProblem } from './definition';
import { batches } from './definition';
import { dictChoices } from './choices';

const project = (row: ParsedRow) => row.values as unknown as ProjectFormValues;

/** Every department, by its name (the create path accepts any that exists). */
export async function departmentChoices(db: Executor): Promise<Choice[]> {
  const rows = await db
    .select({ id: departments.id, name: departments.name, status: departments.status })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.id));
  return rows.map((row) => ({ value: String(row.id), zh: row.name, en: row.name, keys: [] }));
}

/** Active staff, by account or name: the list shows `name (account)`, which is unique. */
async function managerChoices(db: Executor): Promise<Choice[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    value: String(row.id),
    zh: `${row.name}（${row.username}）`,
    en: `${row.name} (${row.username})`,
    keys: [row.username, row.name],
  }));
}

/**
 * Projects: `projectForm` (the create drawer's and `POST /pm/projects`' rules), each a draft as the drawer makes it,
 * its code (`XM<year><id>`) given on insert. The references are checked as `assertReferences` does: a department
 * that exists, an active manager, a `project_type` entry (the choices), an area of the area list. Partners are
 * linked afterwards on the project's page (a blacklisted partner is refused there). A project has no natural key
 * besides its generated code: two rows of one name are two projects, as two creates are.
 */
export const projectImport: ImportDefinition = {
  type: 'project',
  permission: 'project:create',
  form: projectForm as unknown as ImportDefinition['form'],
  context: () => undefined,
  columns: [
    { field: 'name', width: 24, kind: 'text', sample: '乡村小学助学项目' },
    { field: 'type', width: 14, kind: 'choice', sample: '教育助学' },
    { field: 'departmentId', width: 16, kind: 'reference', sample: '' },
    { field: 'managerId', width: 18, kind: 'reference', sample: '' },
    { field: 'areaCode', width: 10, kind: 'text', sample: '530102' },
    { field: 'startDate', width: 12, kind: 'date', sample: '2026-01-01' },
    { field: 'endDate', width: 12, kind: 'date', sample: '2026-12-31' },
    { field: 'goal', width: 30, kind: 'text', sample: '资助 100 名学生完成学业' },
    { field: 'targetBeneficiaries', width: 12, kind: 'integer', sample: '100' },
    { field: 'plannedBudget', width: 14, kind: 'text', sample: '150000.00' },
  ],
  empty: () => emptyValues(projectFields) as unknown as Record<string, unknown>,
  choices: async (db) => {
    const [dicts, departmentList, managers] = await Promise.all([
      dictChoices(db, ['project_type']),
      departmentChoices(db),
      managerChoices(db),
    ]);
    return { type: dicts.project_type!, departmentId: departmentList, managerId: managers };
  },
  problems: async (db, rows) => {
    const codes = [...new Set(rows.map((row) => project(row).areaCode))];
    const known = new Set<string>();
    for (const batch of batches(codes, 1000)) {
      const found = await db.select({ code: areas.code }).from(areas).where(inArray(areas.code, batch));
      for (const area of found) known.add(area.code);
    }
    return rows
      .filter((row) => !known.has(project(row).areaCode))
      .map((row): RowProblem => ({
        index: row.index,
        field: 'areaCode',
        key: 'import.unknownReference',
        params: { value: project(row).areaCode.slice(0, 40) },
      }));
  },
  insert: async (tx, rows) => {
    const inserted = await insertProjectRows(
      tx,
      rows.map((row) => ({ ...projectColumns(formValues(row.values)), status: 'draft' as const })),
    );
    return inserted.length;
  },
};
