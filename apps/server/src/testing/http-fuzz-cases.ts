import { randomUUID } from 'node:crypto';

/**
 * Hostile requests generated from the OpenAPI document (`/api/docs/json`), for the HTTP fuzz test (issue 16): every
 * operation × bad ids in each path parameter, NUL, 100 KB strings and wrong types in each query parameter and body
 * field, broken JSON, arrays (and other JSON values) for objects, and 10,000-deep nesting.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  minLength?: number;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzCase {
  /** What was tried, for the failure list: `PUT /api/brands/{id} × body.name = NUL`. */
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(100 * 1024);
const BAD_IDS = ['not-an-id', '0', '-1', '%00', 'a%00b', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', '%', 'null', LONG];

function typeOf(schema: JsonSchema): string | undefined {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return typeOf(variants[0]!);
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A plausible value of the schema (valid where it is easy to be), so that one broken field at a time goes deep. */
function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return sampleOf(variants[0], depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, depth + 1)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      // A closed local port: a store address that is well-formed never reaches outside the machine.
      if (schema.format === 'uri') return 'http://127.0.0.1:9';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** A value of another JSON type than the schema's. */
function wrongTypeFor(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'object':
      return ['an', 'array'];
    case 'array':
      return { not: 'an array' };
    default:
      return 'not-a-number-or-boolean';
  }
}

function deepJson(depth: number): string {
  return `${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`;
}

function encodeQuery(values: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Every hostile case of one operation. `idFor(path, parameter)` gives a path parameter's well-formed value (a real
 * record's id where the test has one), used while another part of the request is broken.
 */
export function fuzzCases(
  method: string,
  path: string,
  operation: Operation,
  idFor: (path: string, parameter: string) => string,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
  const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const upper = method.toUpperCase();
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{([^}]+)\}/g, (_match, name: string) => overrides[name] ?? encodeURIComponent(idFor(path, name)));
  const baseQuery = Object.fromEntries(
    queryParams.flatMap((parameter) => {
      const value = sampleOf(parameter.schema);
      return value === null || typeof value === 'object' ? [] : [[parameter.name, String(value)]];
    }),
  ) as Record<string, string>;
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const baseBody = jsonSchema ? sampleOf(jsonSchema) : undefined;
  const json = { 'content-type': 'application/json' };
  const add = (name: string, url: string, payload?: string) =>
    cases.push({
      name: `${upper} ${path} × ${name}`,
      method: upper,
      url,
      ...(payload === undefined ? (jsonSchema ? { headers: json, payload: JSON.stringify(baseBody) } : {}) : {}),
      ...(payload === undefined ? {} : { headers: json, payload }),
    });

  for (const parameter of pathParams) {
    for (const bad of BAD_IDS) {
      const shown = bad.length > 40 ? '100 KB' : JSON.stringify(bad);
      add(`path ${parameter.name} = ${shown}`, fill({ [parameter.name]: bad }) + encodeQuery(baseQuery));
    }
  }
  for (const parameter of queryParams) {
    const variants: [string, string | string[]][] = [
      ['NUL', NUL],
      ['100 KB', LONG],
      ['wrong type', typeOf(parameter.schema ?? {}) === 'string' ? '' : 'not-a-number'],
      ['an array', ['1', '2']],
    ];
    for (const [label, value] of variants) {
      add(`query ${parameter.name} = ${label}`, fill() + encodeQuery({ ...baseQuery, [parameter.name]: value }));
    }
  }
  add('a NUL query parameter nobody names', fill() + encodeQuery({ ...baseQuery, extra: NUL }));
  if (jsonSchema) {
    const url = fill() + encodeQuery(baseQuery);
    add('broken JSON', url, '{"a":');
    add('an array for the object', url, '[]');
    add('an array of the object', url, JSON.stringify([baseBody]));
    add('null', url, 'null');
    add('a string', url, '"body"');
    add('10,000-deep nesting', url, deepJson(10_000));
    add('a NUL key', url, JSON.stringify({ ...(baseBody as object), ['k\u0000']: 1 }));
    const fields = Object.entries(jsonSchema.properties ?? {});
    for (const [field, schema] of fields) {
      const body = baseBody as Record<string, unknown>;
      add(`body.${field} = NUL`, url, JSON.stringify({ ...body, [field]: NUL }));
      add(`body.${field} = 100 KB`, url, JSON.stringify({ ...body, [field]: LONG }));
      add(`body.${field} = wrong type`, url, JSON.stringify({ ...body, [field]: wrongTypeFor(schema) }));
    }
    const allLong = Object.fromEntries(
      fields.map(([field, schema]) => [field, typeOf(schema) === 'string' ? LONG : sampleOf(schema)]),
    );
    add('every string field 100 KB', url, JSON.stringify(allLong));
    cases.push({
      name: `${upper} ${path} × text/plain body`,
      method: upper,
      url,
      headers: { 'content-type': 'text/plain' },
      payload: NUL,
    });
  }
  return cases;
}

/** Every operation of the document, as `[method, path, operation]`. */
export function operationsOf(document: OpenApiDocument): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => [method, path, operation] as [string, string, Operation]),
  );
}
