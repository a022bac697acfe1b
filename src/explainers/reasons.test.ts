import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import { translator } from '../i18n/translate';
import { playEveryExample } from './captionsAll';
import type { Message } from './types';

/**
 * Every refusal reason of every engine, read from the engine's own source (its
 * `…Refusal` types, `refuse('…')` calls, `{ ok: false, reason: '…' }` answers and
 * the `why` details it attaches), so a reason added to an engine fails here until
 * it has words in both languages. No hand list to drift.
 */
const ENGINES = {
  gheos: { dir: 'src/games/gheos', prefix: 'gheos.reason.' },
  '7-wonders': { dir: 'src/games/seven-wonders', prefix: 'sw.reason.' },
  'pillars-of-the-earth': { dir: 'src/games/pillars-of-the-earth', prefix: 'pillars.reason.' },
  'bora-bora': { dir: 'src/games/bora-bora', prefix: 'bora.reason.' },
} as const;

export function reasonCodes(dir: string): { codes: Set<string>; whys: Set<string> } {
  const codes = new Set<string>();
  const whys = new Set<string>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.ts') || /\.(test|bench)\.ts$/.test(f) || /^(test-support|random|random-play)\.ts$/.test(f)) continue;
    const s = readFileSync(join(dir, f), 'utf8');
    for (const m of s.matchAll(/type\s+\w*Refusal\w*\s*=([^;]*);/g)) for (const l of (m[1] as string).matchAll(/'([a-z0-9-]+)'/g)) codes.add(l[1] as string);
    for (const m of s.matchAll(/refuse\(\s*'([a-z0-9-]+)'/g)) codes.add(m[1] as string);
    for (const m of s.matchAll(/ok: false,\s*reason: '([a-z0-9-]+)'/g)) codes.add(m[1] as string);
    for (const m of s.matchAll(/Refusal<\s*'([a-z0-9-]+)'/g)) codes.add(m[1] as string);
    for (const m of s.matchAll(/why: '([a-z0-9-]+)'/g)) whys.add(m[1] as string);
  }
  return { codes, whys };
}

/** A reason said as a rule: a sentence of at least four words, with no reason code in it and no talk of an engine. */
function saysARule(text: string, codes: Iterable<string>): boolean {
  return [...codes].every((c) => !text.includes(c)) && !/\b(?:engine|silnik\w*)\b/i.test(text) && text.split(/\s+/).length >= 4;
}

describe('every refusal reason of every engine has words in both languages', () => {
  for (const [game, { dir, prefix }] of Object.entries(ENGINES)) {
    it(`${game}: each reason code (and each detail why) has a text in English and Polish, said as a rule`, () => {
      const { codes, whys } = reasonCodes(dir);
      expect(codes.size).toBeGreaterThan(5);
      // Gheos and 7 Wonders say their whys through the reason; Pillars shows the why when the engine gives one.
      const needed = game === 'pillars-of-the-earth' ? [...codes, ...whys] : [...codes];
      for (const code of needed) {
        for (const lang of ['en', 'pl'] as const) {
          const text = (dictionaries[lang] as Record<string, string>)[prefix + code];
          expect(text, `${lang}: ${prefix}${code}`).toBeTypeOf('string');
          expect(saysARule(text as string, needed), `${lang}: ${prefix}${code} → ${text}`).toBe(true);
        }
      }
    });
  }
});

describe('each example’s refusal shows the words of the reason the engine returned', () => {
  it('no refusal, refused option or caption shows a reason code or speaks of an engine', { timeout: 60_000 }, () => {
    const seen: string[] = [];
    const walk = (m: Message, lang: 'en' | 'pl') => {
      if (/\.reason\./.test(m.key)) seen.push(m.key);
      const text = translator(lang, { ...dictionaries[lang], 'explainer.literal': '{text}' })(m);
      expect(text, m.key).not.toMatch(/\b(?:engine|silnik\w*)\b/i);
      expect(text, m.key).not.toMatch(/\.reason\./);
    };
    for (const played of playEveryExample(false)) {
      for (const step of played.steps) {
        const refusals: Message[] = [];
        if (step.tone === 'refusal') refusals.push(step.caption);
        step.decision?.options.forEach((o) => o.refused && refusals.push(o.refused));
        for (const r of refusals) for (const lang of ['en', 'pl'] as const) walk(r, lang);
      }
    }
    expect(seen.length).toBeGreaterThan(0);
    // Each one names a reason some engine can give (or an explainer's own: a choice it cannot show).
    const known = new Set(['too-many-decisions', 'unexpected-decision', 'decision-needed']);
    for (const { dir } of Object.values(ENGINES)) {
      const { codes, whys } = reasonCodes(dir);
      [...codes, ...whys].forEach((c) => known.add(c));
    }
    for (const key of seen) expect(known.has(key.replace(/^[a-z]+\.reason\./, '')), key).toBe(true);
  });
});

/**
 * A reason's words must describe the condition the engine's code tests, not a neighbouring rule.
 * Each entry names what the engine checks where it returns the code (file noted) and a word each
 * language's text must use for it; a text that drifts to another rule loses the word and fails.
 */
const CONDITIONS: { key: string; tests: string; en: RegExp; pl: RegExp }[] = [
  { key: 'bora.reason.no-hut-on-board', tests: 'spread.ts: no hut left on the player board', en: /player’s board/, pl: /planszy gracza/ },
  { key: 'bora.reason.nothing-to-shift', tests: 'helper.ts: no untattooed man / woman without shells on that space', en: /tattooed.*shells/, pl: /tatuażu.*muszli/ },
  { key: 'bora.reason.already-used', tests: 'phaseB.ts: this sex already used in Phase B', en: /Phase B.*man.*woman/, pl: /fazie B.*mężczyzny.*kobiety/ },
  { key: 'bora.reason.same-kind', tests: 'phaseB.ts: same sex and ability already activated', en: /different kind/, pl: /innego rodzaju/ },
  { key: 'bora.reason.die-not-lower', tests: 'dice.ts: die not lower than the lowest on the tile', en: /lower than the lowest/, pl: /niższ/ },
  { key: 'bora.reason.cannot-afford', tests: 'phaseC.ts: price above the shells held', en: /shells/, pl: /muszl/ },
  { key: 'bora.reason.no-gift-to-offer', tests: 'gods.ts: no offering to pay for the god', en: /offering/, pl: /dar/ },
  { key: 'gheos.reason.no-follower-to-pay', tests: 'payment.ts: fewer followers held than wars and migrations', en: /follower/, pl: /wyznawc/ },
  { key: 'pillars.reason.builders-not-in-bag', tests: 'placement.ts: builders already on the board', en: /board/, pl: /plansz/ },
];

describe('each reason’s words describe the condition the engine tests', () => {
  for (const c of CONDITIONS) {
    it(`${c.key} (${c.tests})`, () => {
      expect((dictionaries.en as Record<string, string>)[c.key]).toMatch(c.en);
      expect((dictionaries.pl as Record<string, string>)[c.key]).toMatch(c.pl);
    });
  }
});
