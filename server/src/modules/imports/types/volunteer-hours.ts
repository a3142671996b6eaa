import { normalizeIdNumber } from '@pm/domain/identity';
import {
  serviceImportForm,
  serviceImportValues,
  type ServiceImportValues,
} from '@pm/domain/forms/volunteer-form';
import { VOLUNTEER_SCHEDULABLE_STATUSES } from '@pm/domain/workflow/volunteer-machine';
import { and, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { projects, volunteers, volunteerServices } from '../../../db/schema';
import { businessTimeZone } from '../../../records/today';
import { newServiceColumns } from '../../volunteers/service-write';
import {
  batches,
  duplicateProblems,
  type ImportDefinition,
  type ImportServices,
  type ParsedRow,
  type RowProblem,
} from './definition';

const service = (row: ParsedRow) => row.values as unknown as ServiceImportValues;

interface VolunteerRef {
  id: number;
  status: string;
}

interface ProjectRef {
  id: number;
  parentId: number | null;
  status: string;
}

/**
 * Each row's volunteer (by its ID number's keyed hash, as the volunteers module keys them) and project (by its
 * code), read for all rows at once: every volunteer holding the number (one, unless two ID types share it),
 * locked against a status change while the commit's transaction lasts.
 */
async function references(db: Executor, rows: readonly ParsedRow[], services: ImportServices) {
  const hashOf = new Map(
    rows.map((row) => [row.index, services.hash(normalizeIdNumber(service(row).volunteerIdNumber))]),
  );
  const codeOf = new Map(rows.map((row) => [row.index, service(row).projectCode.trim()]));
  const byHash = new Map<string, VolunteerRef[]>();
  const hashes = [...new Set(hashOf.values())].filter((hash): hash is string => hash !== null);
  for (const batch of batches(hashes, 1000)) {
    const found = await db
      .select({ id: volunteers.id, hash: volunteers.idNumberHash, status: volunteers.status })
      .from(volunteers)
      .where(inArray(volunteers.idNumberHash, batch))
      // As the create route locks its volunteer: in the commit's transaction a status change waits for it.
      .for('share');
    for (const item of found) byHash.set(item.hash, [...(byHash.get(item.hash) ?? []), item]);
  }
  const byCode = new Map<string, ProjectRef>();
  for (const batch of batches([...new Set(codeOf.values())], 1000)) {
    const found = await db
      .select({ id: projects.id, code: projects.code, parentId: projects.parentId, status: projects.status })
      .from(projects)
      .where(inArray(projects.code, batch));
    for (const item of found) byCode.set(item.code, item);
  }
  return {
    volunteersOf: (row: ParsedRow) => byHash.get(hashOf.get(row.index) ?? '') ?? [],
    projectOf: (row: ParsedRow) => byCode.get(codeOf.get(row.index)!),
  };
}

const schedulable: readonly string[] = VOLUNTEER_SCHEDULABLE_STATUSES;

/** The project a service may be recorded on (as the create route's `assertProjects`): a top project past draft. */
const usable = (project: ProjectRef) => project.parentId === null && project.status !== 'draft';

/** The record the row makes, as the service drawer's values (the project still to be set). */
const serviceValues = (row: ParsedRow) => serviceImportValues(service(row), businessTimeZone());

/**
 * Volunteer service hours: one attended service record per row, as `POST /pm/volunteers/:id/services` and then
 * `…/attend` make it (planned and actual start on the day's clock, the end the hours later, the hours derived),
 * waiting for a verifier as any attended record does: hours served in the past, so never in the future. The row is `serviceImportForm`, which runs the service drawer's `serviceForm` on the record it makes.
 * A volunteer serves once from one start: a second record of theirs starting then is a duplicate.
 */
export const volunteerHoursImport: ImportDefinition = {
  type: 'volunteerHours',
  form: serviceImportForm as unknown as ImportDefinition['form'],
  context: () => ({ now: new Date().toISOString(), timeZone: businessTimeZone() }),
  columns: [
    { field: 'volunteerIdNumber', width: 22, kind: 'text', sample: '' },
    { field: 'projectCode', width: 16, kind: 'text', sample: '' },
    { field: 'serviceDate', width: 12, kind: 'date', sample: '2026-03-01' },
    { field: 'startTime', width: 10, kind: 'text', sample: '09:00' },
    { field: 'hours', width: 12, kind: 'text', sample: '3.5' },
    { field: 'activity', width: 30, kind: 'text', sample: '社区助老服务' },
  ],
  empty: () =>
    ({
      volunteerIdNumber: '',
      projectCode: '',
      serviceDate: '',
      startTime: '',
      hours: '',
      activity: '',
    }) satisfies ServiceImportValues,
  choices: async () => ({}),
  problems: async (db, rows, services) => {
    const { volunteersOf, projectOf } = await references(db, rows, services);
    const problems: RowProblem[] = [];
    const volunteerOf = new Map<number, number>();
    for (const row of rows) {
      const found = volunteersOf(row);
      const field = 'volunteerIdNumber';
      if (found.length === 0) problems.push({ index: row.index, field, key: 'import.volunteerUnknown' });
      else if (found.length > 1) problems.push({ index: row.index, field, key: 'import.volunteerAmbiguous' });
      else if (!schedulable.includes(found[0]!.status)) {
        const texts = { status: `status.${found[0]!.status}` };
        problems.push({ index: row.index, field, key: 'import.volunteerNotSchedulable', texts });
      } else volunteerOf.set(row.index, found[0]!.id);
      const project = projectOf(row);
      const value = service(row).projectCode.trim();
      if (!project)
        problems.push({
          index: row.index,
          field: 'projectCode',
          key: 'import.unknownReference',
          params: { value },
        });
      else if (!usable(project))
        problems.push({
          index: row.index,
          field: 'projectCode',
          key: 'import.projectNotSchedulable',
          params: { value },
        });
    }
    // Duplicates: a volunteer's record starting at the same instant, in the file or saved.
    const startOf = new Map(rows.map((row) => [row.index, serviceValues(row).plannedStart]));
    const keyOf = (volunteerId: number, start: Date | string) =>
      `${volunteerId}@${new Date(start).toISOString()}`;
    const existing = new Set<string>();
    const ids = [...new Set(volunteerOf.values())];
    const starts = [...new Set([...startOf.values()])].map((start) => new Date(start));
    for (const batch of batches(ids, 1000)) {
      for (const startBatch of batches(starts, 1000)) {
        const found = await db
          .select({ volunteerId: volunteerServices.volunteerId, start: volunteerServices.plannedStart })
          .from(volunteerServices)
          .where(
            and(
              inArray(volunteerServices.volunteerId, batch),
              inArray(volunteerServices.plannedStart, startBatch),
            ),
          );
        for (const item of found) existing.add(keyOf(item.volunteerId, item.start));
      }
    }
    const duplicates = duplicateProblems(
      rows,
      'startTime',
      (row) => {
        const volunteerId = volunteerOf.get(row.index);
        return volunteerId === undefined ? null : keyOf(volunteerId, startOf.get(row.index)!);
      },
      existing,
    );
    return [...problems, ...duplicates];
  },
  insert: async (tx, rows, services) => {
    const { volunteersOf, projectOf } = await references(tx, rows, services);
    const inserted = await tx
      .insert(volunteerServices)
      .values(
        rows.map((row) =>
          newServiceColumns(
            { ...serviceValues(row), projectId: projectOf(row)!.id },
            volunteersOf(row)[0]!.id,
            services.actorId,
            true,
          ),
        ),
      )
      .returning({ id: volunteerServices.id });
    return inserted.length;
  },
};
