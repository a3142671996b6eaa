import type { ImportType } from '@pm/domain/shapes/imports';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { requestLocale } from '../../http/locale';
import { templateWorkbook } from '../../workbook/template';
import { headerOf } from './columns';
import { IMPORT_DEFINITIONS } from './types';
import type { ImportColumn } from './types/definition';

/** Rows below the header the template's drop-downs cover. */
const TEMPLATE_ROWS = 10_000;

/**
 * The type's template in the caller's language: headers (the form's labels), a sample row, drop-downs of the
 * fixed lists and dictionaries (their names in that language), notes on dates and multi-value columns.
 */
export async function importTemplate(db: Executor, request: FastifyRequest, type: ImportType) {
  const definition = IMPORT_DEFINITIONS[type];
  const locale = requestLocale(request);
  const choices = await definition.choices(db);
  const nameOf = (choice: { zh: string; en: string }) => (locale === 'en-US' ? choice.en : choice.zh);
  // A reference's sample is the named record, else the list's first (records differ between installations).
  const sampleOf = (column: ImportColumn) => {
    const list = choices[column.field];
    const choice =
      list?.find((item) => item.zh === column.sample) ??
      (column.kind === 'reference' || column.kind === 'references' ? list?.[0] : undefined);
    return choice ? nameOf(choice) : column.sample;
  };
  const body = await templateWorkbook({
    name: request.t(`import.type.${type}`),
    listsName: request.t('import.listsSheet'),
    rows: TEMPLATE_ROWS,
    columns: definition.columns.map((column) => ({
      header: headerOf(definition, column, locale),
      width: column.width,
      ...(choices[column.field] ? { list: choices[column.field]!.map(nameOf) } : {}),
      ...(column.kind === 'choices' || column.kind === 'references'
        ? { multiple: true, note: request.t('import.multipleNote') }
        : {}),
      ...(column.kind === 'date' ? { note: request.t('import.dateNote') } : {}),
    })),
    sample: definition.columns.map(sampleOf),
  });
  return { body, name: `${request.t(`import.template.${type}`)}.xlsx` };
}
