import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A table's columns in a raw statement's select list, and the reader that turns such a row back into the table's
 * row type (what Drizzle would have returned): `alias.column_name as "prefix.fieldName"`. Built once per statement
 * from the schema, so a raw statement never drifts from the table.
 */
export function rawColumns<T extends Table>(table: T, alias: string, prefix: string) {
  const columns = Object.entries(getTableColumns(table)).map(([field, column]) => ({
    field,
    key: `${prefix}.${field}`,
    sql: `${alias}.${column.name} as "${prefix}.${field}"`,
    // int8 arrives as a string from pg and as a number from PGlite; Drizzle's 'number' mode gives a number.
    numeric: column.columnType === 'PgBigInt53',
  }));
  return {
    list: columns.map((column) => column.sql).join(', '),
    read(row: Record<string, unknown>): InferSelectModel<T> {
      const out: Record<string, unknown> = {};
      for (const column of columns) {
        const value = row[column.key];
        out[column.field] = column.numeric && value !== null ? Number(value) : value;
      }
      return out as InferSelectModel<T>;
    },
  };
}
