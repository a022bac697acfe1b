/**
 * The unit test every game's practice kinds go through (issue 19): 1,000 seeded
 * questions per kind, each replayed from setup by `check`, with exactly one right
 * answer among at least two different choices, every wrong one naming its mistake,
 * the same question for the same seed, every message in both languages with no
 * placeholder left, every "show me why" step on a section the rulebook has; and the
 * question's and its steps' pictures drawn once with the examples' own view.
 * Each game's `kinds.test.ts` calls `testKinds` with its view; it prints the time each kind
 * takes per 1,000 questions (the closing note of issue 19 lists them). `PRACTICE_QUESTIONS=100`
 * deals fewer for a quick run.
 * Test support only (it imports Vitest).
 */
import { readFileSync } from 'node:fs';
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import type { Lang } from '../i18n/format';
import { translator, type Translate } from '../i18n/translate';
import type { Message } from '../explainers/types';
import { sameMessage } from './deal';
import type { Question, QuestionKind } from './types';

export const QUESTIONS = Number(process.env.PRACTICE_QUESTIONS ?? 1000);

const LANGS: readonly Lang[] = ['en', 'pl'];
const translate = Object.fromEntries(LANGS.map((l) => [l, translator(l, { ...dictionaries[l], 'explainer.literal': '{text}' })])) as Record<Lang, Translate>;
const LEFTOVER = /\{[a-z]+\}|\{[a-z]+,|\b(?:sw|gheos|pillars|bora|explainer|example)\.[a-z]/;

/** Every message a question shows, nested parameters included (views carry their own names too). */
export function messagesOfQuestion<V>(q: Question<V>, title: Message): Message[] {
  const out: Message[] = [];
  const visit = (m: Message) => {
    out.push(m);
    for (const p of Object.values(m.params ?? {})) if (typeof p === 'object') visit(p);
  };
  visit(title);
  visit(q.prompt);
  q.details?.forEach(visit);
  for (const c of q.choices) {
    visit(c.label);
    if (c.mistake) visit(c.mistake);
  }
  for (const s of q.why) {
    visit(s.caption);
    s.details?.forEach(visit);
  }
  return out;
}

/** The `{#id}` headings of a rulebook. */
const sectionsOf = (game: string, lang: Lang): Set<string> => new Set([...readFileSync(`content/${game}/${lang}.mdx`, 'utf8').matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]!));

/** Registers the tests of one game's kinds. */
export function testKinds<V, P>(game: string, kinds: readonly QuestionKind<V, P>[], render: (view: V, t: Translate) => ComponentChildren): void {
  const sections = LANGS.map((l) => sectionsOf(game, l));
  const hasSection = (id: string) => sections.every((s) => s.has(id));

  it('offers at least four kinds, each with its own id and a rulebook section', () => {
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(new Set(kinds.map((k) => k.id)).size).toBe(kinds.length);
    for (const k of kinds) expect(hasSection(k.section), `${k.id}: #${k.section}`).toBe(true);
  });

  for (const kind of kinds) {
    it(`${kind.id}: ${QUESTIONS} seeded questions replay from setup, each with one right answer among different choices`, () => {
      const checked = new Set<string>();
      const problems: string[] = [];
      const fail = (seed: number, what: string) => problems.length < 20 && problems.push(`seed ${seed}: ${what}`);
      let dealing = 0;
      let checking = 0;
      // CPU time too: on a busy machine the wall clock says more about the neighbours than about the kind.
      const cpu = process.cpuUsage();
      for (let seed = 0; seed < QUESTIONS; seed++) {
        const players = kind.players.min + (seed % (kind.players.max - kind.players.min + 1));
        let t = performance.now();
        const q = kind.deal(seed, players);
        dealing += performance.now() - t;
        t = performance.now();
        const reason = kind.check(q);
        checking += performance.now() - t;
        // Plain comparisons here, collected, so a thousand questions cost little more than dealing them.
        if (reason !== null) fail(seed, `check: ${reason}`);
        if (q.kind !== kind.id || q.seed !== seed || q.players !== players) fail(seed, 'kind, seed or players not kept');
        if (q.choices.length < 2 || q.choices.length > 4) fail(seed, `${q.choices.length} choices (the keys 1–4 answer two to four)`);
        const right = q.choices.filter((c) => c.id === q.answer);
        if (right.length !== 1 || right[0]!.mistake !== undefined) fail(seed, 'not exactly one right choice');
        if (q.choices.some((c) => c.id !== q.answer && c.mistake === undefined)) fail(seed, 'a wrong choice without its mistake');
        if (new Set(q.choices.map((c) => c.id)).size !== q.choices.length) fail(seed, 'two choices share an id');
        for (const [i, a] of q.choices.entries()) if (q.choices.slice(i + 1).some((b) => sameMessage(a.label, b.label))) fail(seed, 'two choices carry the same label');
        for (const lang of LANGS) {
          const labels = q.choices.map((c) => translate[lang](c.label));
          if (new Set(labels).size !== labels.length) fail(seed, `two choices read the same (${lang}): ${labels.join(' | ')}`);
        }
        if (q.why.length === 0 || q.why.at(-1)!.tone !== 'result') fail(seed, '"show me why" does not end on the result');
        for (const st of q.why) if (!hasSection(st.section)) fail(seed, `no section #${st.section}`);
        if (seed % 25 === 0 && JSON.stringify(kind.deal(seed, players)) !== JSON.stringify(q)) fail(seed, 'another question for the same seed');
        // Sentences (the question, the lines under it, each mistake, each step of "show me why") open with a capital.
        const sentences = [q.prompt, ...(q.details ?? []), ...q.choices.flatMap((c) => (c.mistake ? [c.mistake] : [])), ...q.why.flatMap((st) => [st.caption, ...(st.details ?? [])])];
        for (const m of sentences) {
          const id = `s${JSON.stringify(m)}`;
          if (checked.has(id)) continue;
          checked.add(id);
          for (const lang of LANGS) {
            const text = translate[lang](m);
            if (!/^[\p{Lu}\d]/u.test(text)) fail(seed, `${m.key} (${lang}) opens in lower case: ${text}`);
            const doubled = /(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/iu.exec(text);
            if (doubled) fail(seed, `${m.key} (${lang}) writes "${doubled[1]}" twice: ${text}`);
          }
        }
        for (const m of messagesOfQuestion(q, kind.title)) {
          const id = JSON.stringify(m);
          if (checked.has(id)) continue;
          checked.add(id);
          if (!(m.key in dictionaries.en) || !(m.key in dictionaries.pl)) fail(seed, `no words for ${m.key}`);
          for (const lang of LANGS) {
            const text = translate[lang](m);
            if (LEFTOVER.test(text)) fail(seed, `${m.key} (${lang}) → ${text}`);
          }
        }
      }
      const used = process.cpuUsage(cpu);
      console.log(`[practice] ${game} ${kind.id}: ${QUESTIONS} questions dealt in ${dealing.toFixed(0)} ms, checked in ${checking.toFixed(0)} ms (the whole test: ${((used.user + used.system) / 1e6).toFixed(2)} s of CPU)`);
      expect(problems).toEqual([]);
    }, 120_000);

    it(`${kind.id}: a question and its "show me why" steps draw with the examples' view`, () => {
      const q = kind.deal(1, kind.players.max);
      for (const lang of LANGS) {
        for (const view of [q.view, ...q.why.map((s) => s.view)]) {
          const html = renderToString(render(view, translate[lang]) as never);
          expect(html.length).toBeGreaterThan(100);
          expect(html).not.toMatch(LEFTOVER);
        }
      }
    });

    it(`${kind.id}: a question changed by hand is refused by check`, () => {
      const q = kind.deal(2, kind.players.min);
      expect(kind.check({ ...q, answer: q.choices.find((c) => c.id !== q.answer)!.id })).not.toBeNull();
      expect(kind.check({ ...q, players: q.players + 1 })).not.toBeNull();
    });
  }
}
