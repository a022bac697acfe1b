/**
 * The unit test every game's practice kinds go through (issue 19): 1,000 seeded
 * questions per kind, each replayed from setup by `check`, with exactly one right
 * answer among at least two different choices, every wrong one naming its mistake,
 * the same question for the same seed, every message in both languages with no
 * placeholder left, every "show me why" step on a section the rulebook has; and the
 * question's and its steps' pictures drawn once with the examples' own view.
 * Each game's `kinds.test.ts` calls `testKinds` with its view; it deals 1,000 questions per kind
 * AND per player count (issue 26, item 3), and prints the time each takes. `PRACTICE_QUESTIONS=100`
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
import { mistakesOf, sameMessage } from './deal';
import type { Question, QuestionKind } from './types';

export const QUESTIONS = Number(process.env.PRACTICE_QUESTIONS ?? 1000);

const LANGS: readonly Lang[] = ['en', 'pl'];
const translate = Object.fromEntries(LANGS.map((l) => [l, translator(l, { ...dictionaries[l], 'explainer.literal': '{text}' })])) as Record<Lang, Translate>;
const LEFTOVER = /\{[a-zA-Z]+\}|\{[a-zA-Z]+,|\b(?:sw|gheos|pillars|bora|explainer|example)\.[a-z]/;

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

/**
 * Two more readings of every question (issue 26), each by another path than the kind's own:
 * `second` works the answer out again through the engine's public API (every choice tried by the
 * engine, or the position resolved again), `solve` works it out from what the reader is shown only
 * (the view and the details, nothing of the position). Each gives the right choice's label, or null
 * when it cannot tell (a failure: the question is not answerable, or the engine does not agree).
 */
export interface KindAudit<V, P> {
  second(q: Question<V> & { position: P }): Message | null;
  solve(q: Question<V>): Message | null;
}

/** The bounds of a kind that teaches (issue 26, item 3). */
export const MOST_ONE_ANSWER = 0.5;
export const LEAST_MISTAKE = 0.1;
/** The share of questions from which a form of choice right that often must be offered wrong too. */
export const LEAST_FORM = 0.05;

/** How often each answer is right, each mistake offered, and each form of choice offered right and wrong, per player count. */
class Spread {
  readonly answers = new Map<number, Map<string, number>>();
  readonly mistakes = new Map<number, Map<string, number>>();
  readonly asked = new Map<number, number>();
  /** Per player count, each choice's form (its label's message key): how often it is the right choice, how often a wrong one. */
  readonly forms = new Map<number, Map<string, { right: number; wrong: number }>>();
  add(players: number, answer: string, mistakes: readonly string[], forms: readonly (readonly [string, boolean])[] = []): void {
    this.asked.set(players, (this.asked.get(players) ?? 0) + 1);
    const row = this.forms.get(players) ?? this.forms.set(players, new Map()).get(players)!;
    for (const [form, right] of forms) {
      const f = row.get(form) ?? row.set(form, { right: 0, wrong: 0 }).get(form)!;
      f[right ? 'right' : 'wrong']++;
    }
    const bump = (m: Map<number, Map<string, number>>, k: string) => {
      const row = m.get(players) ?? m.set(players, new Map()).get(players)!;
      row.set(k, (row.get(k) ?? 0) + 1);
    };
    bump(this.answers, answer);
    for (const k of new Set(mistakes)) bump(this.mistakes, k);
  }
  /** The kind's spread as lines to print, and what breaks the bounds. */
  report(kind: string): { lines: string[]; broken: string[] } {
    const lines: string[] = [];
    const broken: string[] = [];
    const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(0)}%`;
    for (const [players, n] of [...this.asked].sort((a, b) => a[0] - b[0])) {
      const answers = [...this.answers.get(players)!].sort((a, b) => b[1] - a[1]);
      const mistakes = [...(this.mistakes.get(players) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]);
      lines.push(`  ${kind} ${players}p (${n}): answers ${answers.slice(0, 5).map(([a, c]) => `${a} ${pct(c, n)}`).join(' · ')}${answers.length > 5 ? ` · … (${answers.length} in all)` : ''}`);
      lines.push(`  ${kind} ${players}p mistakes offered: ${mistakes.map(([m, c]) => `${m.replace(/^.*\.mistake\./, '')} ${pct(c, n)}`).join(' · ')}`);
      const [top, most] = answers[0]!;
      // Where a position has only two answers (two players: who leads), half is the best a kind can do, so the
      // bound allows the sampling noise of a fair coin (two standard errors) and no more.
      const noise = answers.length === 2 ? 2 * Math.sqrt(0.25 / n) : 0;
      if (most > (MOST_ONE_ANSWER + noise) * n) broken.push(`${players}p: "${top}" is right in ${pct(most, n)}`);
      for (const [m, c] of mistakes) if (c < LEAST_MISTAKE * n) broken.push(`${players}p: mistake ${m} offered in only ${pct(c, n)}`);
      // A choice's form offered only when it is right gives the answer away without the rule (a learner's review met
      // "the player picks" only when it was right): a form right in one question in twenty or more is offered wrong at
      // least a quarter as often. Rarer forms are a pattern no learner meets often enough to read.
      for (const [form, { right, wrong }] of this.forms.get(players) ?? []) {
        if (right >= LEAST_FORM * n && wrong < right / 4) broken.push(`${players}p: the form ${form} is right in ${right} questions and offered wrong in only ${wrong}: it gives the answer away`);
      }
    }
    return { lines, broken };
  }
}

/** A message in a language, each one read once per test file (a thousand questions repeat most of their words). */
const read = new Map<string, string>();
function readIn(lang: Lang, m: Message): string {
  const id = `${lang}${JSON.stringify(m)}`;
  let text = read.get(id);
  if (text === undefined) read.set(id, (text = translate[lang](m)));
  return text;
}

/** The checks of one dealt question that need nothing but the question; each problem is passed to `fail`. */
function checkShape<V, P>(q: Question<V> & { position: P }, kind: QuestionKind<V, P>, seed: number, players: number, hasSection: (id: string) => boolean, fail: (what: string) => void): void {
  if (q.kind !== kind.id || q.seed !== seed || q.players !== players) fail('kind, seed or players not kept');
  if (q.choices.length < 2 || q.choices.length > 4) fail(`${q.choices.length} choices (the keys 1–4 answer two to four)`);
  const right = q.choices.filter((c) => c.id === q.answer);
  if (right.length !== 1 || right[0]!.mistake !== undefined) fail('not exactly one right choice');
  if (q.choices.some((c) => c.id !== q.answer && c.mistake === undefined)) fail('a wrong choice without its mistake');
  if (new Set(q.choices.map((c) => c.id)).size !== q.choices.length) fail('two choices share an id');
  for (const [i, a] of q.choices.entries()) if (q.choices.slice(i + 1).some((b) => sameMessage(a.label, b.label))) fail('two choices carry the same label');
  for (const lang of LANGS) {
    const labels = q.choices.map((c) => readIn(lang, c.label));
    if (new Set(labels).size !== labels.length) fail(`two choices read the same (${lang}): ${labels.join(' | ')}`);
  }
  if (q.why.length === 0 || q.why.at(-1)!.tone !== 'result') fail('"show me why" does not end on the result');
  for (const st of q.why) if (!hasSection(st.section)) fail(`no section #${st.section}`);
}

/**
 * The words of one question, each message checked once per kind (`checked`): every sentence (the question, the lines
 * under it, each mistake, each step of "show me why") opens with a capital and doubles no word; every message has
 * words in both dictionaries and leaves no placeholder.
 */
function checkWords<V>(q: Question<V>, title: Message, checked: Set<string>, fail: (what: string) => void): void {
  const sentences = [q.prompt, ...(q.details ?? []), ...q.choices.flatMap((c) => (c.mistake ? [c.mistake] : [])), ...q.why.flatMap((st) => [st.caption, ...(st.details ?? [])])];
  for (const m of sentences) {
    const id = `s${JSON.stringify(m)}`;
    if (checked.has(id)) continue;
    checked.add(id);
    for (const lang of LANGS) {
      const text = readIn(lang, m);
      if (!/^[\p{Lu}\d]/u.test(text)) fail(`${m.key} (${lang}) opens in lower case: ${text}`);
      const doubled = /(?<!\p{L})(\p{L}+)\s+\1(?!\p{L})/iu.exec(text);
      if (doubled) fail(`${m.key} (${lang}) writes "${doubled[1]}" twice: ${text}`);
    }
  }
  for (const m of messagesOfQuestion(q, title)) {
    const id = JSON.stringify(m);
    if (checked.has(id)) continue;
    checked.add(id);
    if (!(m.key in dictionaries.en) || !(m.key in dictionaries.pl)) fail(`no words for ${m.key}`);
    for (const lang of LANGS) {
      const text = readIn(lang, m);
      if (LEFTOVER.test(text)) fail(`${m.key} (${lang}) → ${text}`);
    }
  }
}

/**
 * Deals `QUESTIONS` seeded questions of one kind for one player count and checks each (see `testKinds`): one dealt
 * question serves `check`, (a), (b) and (c).
 */
function auditKind<V, P>(game: string, kind: QuestionKind<V, P>, players: number, audit: KindAudit<V, P> | undefined, hasSection: (id: string) => boolean): void {
  const spread = new Spread();
  const checked = new Set<string>();
  const problems: string[] = [];
  const time = { dealing: 0, checking: 0, auditing: 0 };
  const timed = <T>(what: keyof typeof time, run: () => T): T => {
    const t = performance.now();
    const out = run();
    time[what] += performance.now() - t;
    return out;
  };
  const text = (m: Message | null | undefined) => (m ? readIn('en', m) : 'nothing');
  // CPU time too: on a busy machine the wall clock says more about the neighbours than about the kind.
  const cpu = process.cpuUsage();
  for (let seed = 0; seed < QUESTIONS; seed++) {
    const fail = (what: string) => problems.length < 20 && problems.push(`seed ${seed}: ${what}`);
    const q = timed('dealing', () => kind.deal(seed, players));
    // Plain comparisons here, collected, so a thousand questions cost little more than dealing them.
    const reason = timed('checking', () => kind.check(q));
    if (reason !== null) fail(`check: ${reason}`);
    const marked = q.choices.find((c) => c.id === q.answer)?.label;
    // (a) the engine's second path and (b) the reader's own reading, each compared with the choice marked right.
    if (audit) {
      timed('auditing', () => {
        const second = audit.second(q);
        if (!marked || !second || !sameMessage(second, marked)) fail(`(a) the engine's second path gives ${text(second)}, the question ${text(marked)}`);
        const { position: _position, ...shown } = q;
        const solved = audit.solve(shown);
        if (!marked || !solved || !sameMessage(solved, marked)) fail(`(b) what the reader is shown gives ${text(solved)}, the question ${text(marked)}`);
      });
    }
    // (c) counted here, judged below.
    spread.add(
      players,
      text(marked),
      q.choices.flatMap((c) => (c.mistake ? mistakesOf(c.mistake).map((m) => m.key) : [])),
      q.choices.map((c) => [c.label.key, c.id === q.answer] as const),
    );
    checkShape(q, kind, seed, players, hasSection, fail);
    if (seed % 25 === 0 && JSON.stringify(kind.deal(seed, players)) !== JSON.stringify(q)) fail('another question for the same seed');
    checkWords(q, kind.title, checked, fail);
  }
  const used = process.cpuUsage(cpu);
  const { lines, broken } = spread.report(kind.id);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    [
      `[practice] ${game} ${kind.id} ${players}p: ${QUESTIONS} questions dealt in ${ms(time.dealing)}, checked in ${ms(time.checking)}, audited in ${ms(time.auditing)} (the whole test: ${((used.user + used.system) / 1e6).toFixed(2)} s of CPU)`,
      ...lines,
    ].join('\n'),
  );
  expect(problems).toEqual([]);
  // (c) a kind that teaches: no answer right in more than half the questions, every mistake offered in one in ten.
  // Judged on a full run only: a hundred questions say little.
  if (QUESTIONS >= 1000) expect(broken).toEqual([]);
}

/** Registers the tests of one game's kinds. */
export function testKinds<V, P>(game: string, kinds: readonly QuestionKind<V, P>[], render: (view: V, t: Translate) => ComponentChildren, audits: Readonly<Record<string, KindAudit<V, P>>>): void {
  const sections = LANGS.map((l) => sectionsOf(game, l));
  const hasSection = (id: string) => sections.every((s) => s.has(id));

  it('offers at least four kinds, each with its own id, a rulebook section and an audit', () => {
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(audits).sort()).toEqual(kinds.map((k) => k.id).sort());
    expect(new Set(kinds.map((k) => k.id)).size).toBe(kinds.length);
    for (const k of kinds) expect(hasSection(k.section), `${k.id}: #${k.section}`).toBe(true);
  });

  for (const kind of kinds) {
    for (let players = kind.players.min; players <= kind.players.max; players++) {
      it(`${kind.id}, ${players} players: ${QUESTIONS} seeded questions replay from setup, each with one right answer among different choices, the same by the engine's second path and by what the reader is shown, and the answers spread`, () => {
        auditKind(game, kind, players, audits[kind.id], hasSection);
      }, 300_000);
    }

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
