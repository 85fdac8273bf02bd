/** The named fields of a record, and nothing else (a row holds columns an answer must not carry). */
export function pickFields<Record extends object, Field extends keyof Record>(
  record: Record,
  fields: readonly Field[],
): Pick<Record, Field> {
  const picked = {} as Pick<Record, Field>;
  for (const field of fields) picked[field] = record[field];
  return picked;
}
