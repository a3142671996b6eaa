import {
  columnKeys,
  columnValues,
  responseKeys,
  type FieldTable,
  type FormValuesOf,
  type ResponseKeys,
} from '@pm/domain/shapes/field-table';
import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * An entity's field table (`@pm/domain/shapes/<entity>`) against its Drizzle table: the columns a create or an
 * edit writes from the body, and those a response reads back, so a new field flows in and out without code here.
 */
function columnsOf<Entity extends Table>(table: Entity, fields: FieldTable) {
  const columns = getTableColumns(table);
  const missing = columnKeys(fields).filter((key) => !(key in columns));
  if (missing.length > 0) {
    throw new Error(`Fields without a column in the table: ${missing.join(', ')}`);
  }
  return columns;
}

/** The checked form values as the table stores them (each field's `toColumn`), ready for insert or update. */
export function writtenColumns<Entity extends Table, Fields extends FieldTable>(
  table: Entity,
  fields: Fields,
  values: FormValuesOf<Fields>,
): Pick<Entity['$inferInsert'], Extract<keyof Fields, keyof Entity['$inferInsert']>> {
  columnsOf(table, fields);
  return columnValues(fields, values) as Pick<
    Entity['$inferInsert'],
    Extract<keyof Fields, keyof Entity['$inferInsert']>
  >;
}

/** The columns a response reads for the fields of every list row (`listed`), or for the detail's own. */
export function readColumns<Entity extends Table, Fields extends FieldTable, Listed extends boolean>(
  table: Entity,
  fields: Fields,
  listed: Listed,
): Pick<Entity['_']['columns'], Extract<ResponseKeys<Fields, Listed>, keyof Entity['_']['columns']>> {
  const columns = columnsOf(table, fields) as Record<string, unknown>;
  return Object.fromEntries(
    responseKeys(fields, listed)
      .filter((key) => fields[key]!.column)
      .map((key) => [key, columns[key as string]]),
  ) as Pick<Entity['_']['columns'], Extract<ResponseKeys<Fields, Listed>, keyof Entity['_']['columns']>>;
}
