import { LineCounter, parse, parseDocument } from 'yaml';
import type { ZodType } from 'zod';
import type { $ZodIssue, $ZodRawIssue, $ZodType } from 'zod/v4/core';

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

/** A path in the data as a writer reads it: `moves[2].at`, `players[1].shields`, `(root)` for the whole file. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(root)';
}

/** A value quoted as it was written, short. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (Array.isArray(value)) return value.length <= 6 && value.every((v) => typeof v !== 'object') ? `[${value.join(', ')}]` : `a list of ${value.length}`;
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/** What kind of thing a value is, in words. */
function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `text ${shown(value)}`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return `${value}`;
  return 'a group of fields';
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  tuple: 'a list',
  record: 'a group of fields',
};

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  items?: $ZodType[];
  valueType?: $ZodType;
  innerType?: $ZodType;
  in?: $ZodType;
  options?: $ZodType[];
}
const def = (s: $ZodType): Def => s._zod.def as unknown as Def;

/** The schema that checks the value at `path`, when one can be told (the first fitting branch of a union). */
function schemaAt(schema: $ZodType | undefined, path: readonly PropertyKey[]): $ZodType | undefined {
  if (!schema) return undefined;
  const d = def(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type)) return schemaAt(d.innerType, path);
  if (d.type === 'pipe') return schemaAt(d.in, path);
  if (d.type === 'union') {
    for (const o of d.options ?? []) {
      const found = schemaAt(o, path);
      if (found) return found;
    }
    return undefined;
  }
  if (path.length === 0) return schema;
  const [key, ...rest] = path;
  if (d.type === 'object') return schemaAt(d.shape?.[String(key)], rest);
  if (d.type === 'array') return schemaAt(d.element, rest);
  if (d.type === 'tuple') return schemaAt(d.items?.[Number(key)], rest);
  if (d.type === 'record') return schemaAt(d.valueType, rest);
  return undefined;
}

/** "a whole number from 0 to 20", "a number of at least 1": the range a number field allows. */
function numberRange(schema: $ZodType | undefined): string | undefined {
  const n = schema as unknown as { minValue?: number | null; maxValue?: number | null; isInt?: boolean } | undefined;
  if (!n || def(schema as $ZodType).type !== 'number') return undefined;
  const what = n.isInt ? 'a whole number' : 'a number';
  const lo = n.minValue ?? undefined;
  const hi = n.maxValue ?? undefined;
  const finite = (x: number | undefined): x is number => x !== undefined && Math.abs(x) < 2 ** 31;
  if (finite(lo) && finite(hi)) return `${what} from ${lo} to ${hi}`;
  if (finite(lo)) return `${what} of at least ${lo}`;
  if (finite(hi)) return `${what} of at most ${hi}`;
  return what;
}

const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** One issue in words a writer understands; `root` is the schema the file was checked against. */
function describe(issue: $ZodRawIssue, root: ZodType): string | undefined {
  const input = issue.input;
  const path = (issue.path ?? []) as PropertyKey[];
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return `missing; this field is required (${EXPECTED[issue.expected] ?? issue.expected})`;
      if (issue.expected === 'int') {
        const range = numberRange(schemaAt(root as unknown as $ZodType, path));
        return `expected ${range ?? 'a whole number'}, got ${kindOf(input)}`;
      }
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${kindOf(input)}`;
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const bound = Number(small ? (issue as { minimum: number | bigint }).minimum : (issue as { maximum: number | bigint }).maximum);
      if (issue.origin === 'number' || issue.origin === 'int') {
        const range = numberRange(schemaAt(root as unknown as $ZodType, path)) ?? `a number of ${small ? 'at least' : 'at most'} ${bound}`;
        return `expected ${range}, got ${kindOf(input)}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        const n = Array.isArray(input) ? input.length : undefined;
        const exact = (issue as { exact?: boolean }).exact || def(schemaAt(root as unknown as $ZodType, path) ?? (root as unknown as $ZodType)).type === 'tuple';
        const want = exact ? `exactly ${items(bound)}` : `${small ? 'at least' : 'at most'} ${items(bound)}`;
        return `expected a list of ${want}${n === undefined ? '' : `, got ${items(n)}`}`;
      }
      if (issue.origin === 'string') {
        if (small && bound === 1) return 'must not be empty';
        const n = typeof input === 'string' ? input.length : undefined;
        return `expected text of ${small ? 'at least' : 'at most'} ${bound} characters${n === undefined ? '' : `, got ${n}`}`;
      }
      return undefined;
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => (typeof v === 'string' ? `"${v}"` : String(v)));
      if (values.length === 1) return `expected ${values[0]}, got ${shown(input)}`;
      return `expected one of ${values.join(', ')}; got ${shown(input)}`;
    }
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (a typo, or a field this file does not take here?)`;
    case 'invalid_union': {
      const note = (issue as { note?: string }).note;
      if (note === 'No matching discriminator') {
        const options = (issue as { options?: unknown[] }).options;
        const key = (issue as { discriminator?: string }).discriminator;
        const given = key && input && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
        return `no such kind${options?.length ? `; expected one of ${options.map((o) => `"${String(o)}"`).join(', ')}` : ''}, got ${shown(given)}`;
      }
      const branches = (issue as { errors?: { code: string; path: PropertyKey[]; values?: unknown[] }[][] }).errors ?? [];
      const literals = branches.every((b) => b.length === 1 && b[0]!.code === 'invalid_value' && b[0]!.path.length === 0);
      if (branches.length && literals) {
        const values = branches.flatMap((b) => b[0]!.values ?? []).map((v) => (typeof v === 'string' ? `"${v}"` : String(v)));
        return `expected one of ${values.join(', ')}; got ${shown(input)}`;
      }
      return `${shown(input)} fits none of the forms this field allows`;
    }
    case 'invalid_format':
      return (issue as { pattern?: string }).pattern ? `not in the expected form, got ${shown(input)}` : undefined;
    default:
      return undefined;
  }
}

/** The line (from 1) in the YAML text of the value at `path`, or of its nearest parent that is written. */
export function lineOf(text: string, path: readonly PropertyKey[]): number | undefined {
  try {
    const counter = new LineCounter();
    const doc = parseDocument(text, { lineCounter: counter });
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node && typeof node === 'object' && node.range) return counter.linePos(node.range[0]).line;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** `moves[2].at` back to `['moves', 2, 'at']`. */
export function pathOf(field: string): PropertyKey[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : (m[1] as string)));
}

/**
 * Parses one data file (YAML or JSON) and checks it against a schema. A
 * failure names the file and line, the field as a path (`moves[2].at`) and the
 * reason in words ("expected a whole number from 0 to 30, got -5"), one problem
 * a line, so a broken example stops the build with a message a writer can act on.
 * The wording comes from a zod error map given to this parse only; a schema's own
 * message (a refinement's) is kept as written.
 */
export function parseDataFile<T>(file: string, text: string, schema: ZodType<T>): Parsed<T> {
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch (e) {
    const pos = (e as { linePos?: [{ line: number }] }).linePos;
    const where = pos ? `:${pos[0].line}` : '';
    return { ok: false, message: `${file}${where}: not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(e as Error).message.split('\n')[0]}` };
  }
  const result = schema.safeParse(raw, { error: (issue) => describe(issue, schema) });
  if (result.success) return { ok: true, data: result.data };
  const lines = result.error.issues.map((issue: $ZodIssue) => {
    const line = file.endsWith('.json') ? undefined : lineOf(text, issue.path);
    return `${file}${line ? `:${line}` : ''}: ${fieldPath(issue.path)}: ${issue.message}`;
  });
  return { ok: false, message: lines.join('\n') };
}
