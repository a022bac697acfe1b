/**
 * Test support shared by every engine's worked-example tests: the example files of a game read
 * with its schema, as the build reads them, and a result's value or the reason it was refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { ZodType } from 'zod';
import type { Result } from './result';

/**
 * The worked examples of `game` under `content/{game}/examples/`, which must be exactly `ids`.
 *
 * @example
 * const { load, expectOneFileEach } = workedExamples('gheos', gheosExample, ['war-1', 'war-2']);
 */
export function workedExamples<T>(game: string, schema: ZodType<T>, ids: readonly string[]) {
  const dir = join(process.cwd(), 'content', game, 'examples');
  const load = (id: string): T => {
    const parsed = schema.safeParse(parse(readFileSync(join(dir, `${id}.yaml`), 'utf8')));
    if (!parsed.success) throw new Error(`${id}.yaml: ${parsed.error.message}`);
    return parsed.data;
  };
  /** One valid data file per worked example, and no other. */
  const expectOneFileEach = () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
    expect(files.map((f) => f.replace(/\.yaml$/, '')).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(() => load(id)).not.toThrow();
  };
  /** An example whose file is named after its kind, narrowed to that kind. */
  const ofKind = <K extends string>(id: K): Extract<T, { kind: K }> => {
    const data = load(id);
    if ((data as { kind?: unknown }).kind !== id) throw new Error(`${id}.yaml is not of kind ${id}`);
    return data as Extract<T, { kind: K }>;
  };
  return { load, ofKind, expectOneFileEach };
}

/** The value of a result the test expects the rules to accept. */
export function accepted<T>(r: Result<T, string>): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
