/**
 * A compact JSON form for the data an explainer island receives: steps computed at
 * build time repeat most of their view from one step to the next (the same map, the
 * same players), so every subtree that occurs more than once is written once, in a
 * table, and referred to by `{"#": index}` wherever it recurs. The result is one JSON
 * string, which the page carries as a single island prop.
 *
 * `unpack(pack(x))` equals `JSON.parse(JSON.stringify(x))`; recurring subtrees come back
 * as one shared object, so treat what `unpack` returns as read-only (views are).
 *
 * @example
 * const text = pack({ a: { terrain: 'mountain', fish: 3 }, b: { terrain: 'mountain', fish: 3 } });
 * // → '{"t":[{"terrain":"mountain","fish":3}],"r":{"a":{"#":0},"b":{"#":0}}}'
 * unpack(text); // → { a: { terrain: 'mountain', fish: 3 }, b: { terrain: 'mountain', fish: 3 } }
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The key of a reference; data with an object key of this name cannot be packed. */
const REF = '#';
/** About what a reference costs in the output (`{"#":12}`). */
const REF_COST = 8;

export function pack(value: unknown): string {
  const tree = JSON.parse(JSON.stringify(value ?? null)) as Json;
  // Each subtree's JSON, computed bottom-up once.
  const text = new Map<object, string>();
  const measure = (v: Json, path: string): string => {
    if (typeof v !== 'object' || v === null) return JSON.stringify(v);
    let out: string;
    if (Array.isArray(v)) out = `[${v.map((w, i) => measure(w, `${path}[${i}]`)).join(',')}]`;
    else {
      if (REF in v) throw new Error(`pack: an object at ${path || 'the root'} has a "${REF}" key, which is reserved for references`);
      out = `{${Object.entries(v).map(([k, w]) => `${JSON.stringify(k)}:${measure(w, `${path}.${k}`)}`).join(',')}}`;
    }
    text.set(v, out);
    return out;
  };
  measure(tree, '');
  // How often each subtree would be written: the inside of a repeat is written once, with its first occurrence.
  const seen = new Map<string, number>();
  const count = (v: Json): void => {
    if (typeof v !== 'object' || v === null) return;
    const key = text.get(v) as string;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n === 1) for (const w of Array.isArray(v) ? v : Object.values(v)) count(w);
  };
  count(tree);
  // Sharing pays when the copies it saves outweigh the references it writes.
  const worthSharing = (key: string) => {
    const n = seen.get(key) ?? 0;
    return n > 1 && key.length * (n - 1) > REF_COST * n + 1;
  };

  const table: Json[] = [];
  const slot = new Map<string, number>();
  const encode = (v: Json): Json => {
    if (typeof v !== 'object' || v === null) return v;
    const key = text.get(v) as string;
    const shared = worthSharing(key);
    if (shared && slot.has(key)) return { [REF]: slot.get(key) as number };
    const body: Json = Array.isArray(v) ? v.map(encode) : Object.fromEntries(Object.entries(v).map(([k, w]) => [k, encode(w)]));
    if (!shared) return body;
    // Children are encoded first, so a table entry only refers to entries before it.
    slot.set(key, table.length);
    table.push(body);
    return { [REF]: table.length - 1 };
  };
  const root = encode(tree);
  return JSON.stringify({ t: table, r: root });
}

export function unpack<T>(packed: string): T {
  const { t: table, r: root } = JSON.parse(packed) as { t: Json[]; r: Json };
  const done: unknown[] = [];
  const decode = (v: Json): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    if (Array.isArray(v)) return v.map(decode);
    if (REF in v) {
      const i = v[REF] as number;
      if (!(i in done)) done[i] = decode(table[i] as Json);
      return done[i];
    }
    return Object.fromEntries(Object.entries(v).map(([k, w]) => [k, decode(w)]));
  };
  return decode(root) as T;
}
