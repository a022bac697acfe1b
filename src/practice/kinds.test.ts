/**
 * Every question kind of every game, 1,000 seeded questions each: the position replays through the
 * engine (`check` → null), the answer is one of the choices and unique, no two choices carry the
 * same label, each wrong choice names its mistake, and the same seed deals the same question.
 * Prints the time each kind takes to deal 1,000 (the closing note of issue 19 lists them).
 * `PRACTICE_QUESTIONS=100` deals fewer for a quick run.
 */
import { describe, expect, it } from 'vitest';
import type { QuestionKind } from './types';
import { sameMessage } from './deal';

const COUNT = Number(process.env.PRACTICE_QUESTIONS ?? 1000);
const games = import.meta.glob<{ KINDS: readonly QuestionKind<unknown>[] }>('./*/index.ts', { eager: true });

for (const [path, mod] of Object.entries(games)) {
  const game = path.split('/')[1]!;
  describe(`practice: ${game}`, () => {
    it('has at least four kinds, with distinct ids', () => {
      expect(mod.KINDS.length).toBeGreaterThanOrEqual(4);
      expect(new Set(mod.KINDS.map((k) => k.id)).size).toBe(mod.KINDS.length);
    });
    for (const kind of mod.KINDS) {
      it(`${kind.id}: ${COUNT.toLocaleString('en')} seeded questions are fair`, () => {
        const problems: string[] = [];
        const started = performance.now();
        const cpu = process.cpuUsage();
        const questions = [];
        for (let i = 0; i < COUNT; i++) {
          const players = kind.players.min + (i % (kind.players.max - kind.players.min + 1));
          questions.push(kind.deal(i * 7919 + 1, players));
        }
        const ms = performance.now() - started;
        const used = process.cpuUsage(cpu);
        // CPU time too: on a busy machine the wall clock says more about the neighbours than about the kind.
        console.log(`[practice] ${game} ${kind.id}: ${COUNT} questions dealt in ${(ms / 1000).toFixed(2)} s (${((used.user + used.system) / 1e6).toFixed(2)} s of CPU)`);
        for (const q of questions) {
          const where = `${kind.id} seed ${q.seed} players ${q.players}`;
          const bad = kind.check(q);
          if (bad) problems.push(`${where}: ${bad}`);
          const right = q.choices.filter((c) => c.id === q.answer);
          if (right.length !== 1) problems.push(`${where}: the answer is not exactly one choice`);
          if (q.choices.length < 2 || q.choices.length > 4) problems.push(`${where}: ${q.choices.length} choices`);
          for (const [i, a] of q.choices.entries()) {
            if (a.id !== q.answer && !a.mistake) problems.push(`${where}: choice ${a.id} names no mistake`);
            for (const b of q.choices.slice(i + 1)) if (sameMessage(a.label, b.label)) problems.push(`${where}: two choices read the same`);
          }
          if (q.why.length === 0 || q.why.some((w) => !w.section)) problems.push(`${where}: "show me why" is empty or names no section`);
          if (problems.length > 5) break;
        }
        for (const q of questions.slice(0, 20)) {
          expect(JSON.stringify(kind.deal(q.seed, q.players)), `${kind.id} seed ${q.seed}`).toBe(JSON.stringify(q));
        }
        expect(problems).toEqual([]);
      }, 600_000);
    }
  });
}
