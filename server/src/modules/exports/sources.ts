import type { ExportKind } from '@pm/domain/contracts/exports';
import type { FastifyInstance } from 'fastify';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import { appropriationsExport } from '../appropriations/export';
import { beneficiariesExport } from '../beneficiaries/export';
import { logsExport } from '../logs/export';
import { materialsExport } from '../materials/export';
import { partnersExport } from '../partners/export';
import { projectsExport } from '../projects/export';
import { volunteersExport } from '../volunteers/export';

type ExportBuilder = (app: FastifyInstance, caller: ExportCaller, filters: never) => Promise<ExportSource>;

/**
 * Each list's export by its kind, from the caller and the list's filters: the request builds it to count and stream
 * the rows, and an export job builds it again on the server that writes the workbook (modules/exports/run.ts).
 */
const EXPORT_BUILDERS = {
  projects: (app, caller, filters: Parameters<typeof projectsExport>[2]) =>
    projectsExport(app.db, caller, filters),
  appropriations: (app, caller, filters: Parameters<typeof appropriationsExport>[2]) =>
    appropriationsExport(app.db, caller, filters),
  beneficiaries: (app, caller, filters: Parameters<typeof beneficiariesExport>[3]) =>
    beneficiariesExport(app.db, caller, app.searchHash, filters),
  partners: (app, caller, filters: Parameters<typeof partnersExport>[3]) =>
    partnersExport(app.db, caller, app.searchHash, filters),
  volunteers: (app, caller, filters: Parameters<typeof volunteersExport>[3]) =>
    volunteersExport(app.db, app.searchHash, caller, filters),
  materials: (app, caller, filters: Parameters<typeof materialsExport>[2]) =>
    materialsExport(app.db, caller, filters),
  logs: (app, caller, filters: Parameters<typeof logsExport>[2]) => logsExport(app.db, caller, filters),
} satisfies Record<ExportKind, ExportBuilder>;

/** The filters a kind's export takes: its list's query. */
export type ExportFilters<K extends ExportKind> = Parameters<(typeof EXPORT_BUILDERS)[K]>[2];

/**
 * The export of `kind` for the caller. `filters` are that kind's (checked by its route's schema when asked; an
 * export job carries them as they were).
 */
export function buildExportSource(
  app: FastifyInstance,
  kind: ExportKind,
  caller: ExportCaller,
  filters: unknown,
): Promise<ExportSource> {
  const build: ExportBuilder = EXPORT_BUILDERS[kind];
  return build(app, caller, filters as never);
}
