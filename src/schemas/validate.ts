import { parse, YAMLParseError } from 'yaml';
import type { ZodType } from 'zod';

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string };

/** `players.1.shields` style path of a zod issue, or `(root)`. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '(root)';
}

/**
 * Parses one data file (YAML or JSON) and checks it against a schema. A
 * failure names the file, the field and the reason, one line each, so a
 * broken example stops the build with a message a writer can act on.
 */
export function parseDataFile<T>(file: string, text: string, schema: ZodType<T>): Parsed<T> {
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch (e) {
    const where = e instanceof YAMLParseError && e.linePos ? ` (line ${e.linePos[0].line})` : '';
    return { ok: false, message: `${file}${where}: not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(e as Error).message.split('\n')[0]}` };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const lines = result.error.issues.map((issue) => `${file}: field "${fieldPath(issue.path)}": ${issue.message}`);
  return { ok: false, message: lines.join('\n') };
}
