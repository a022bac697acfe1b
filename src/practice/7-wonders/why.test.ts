import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { militaryStrength, playCard, sevenWonders } from '../../games/seven-wonders';
import { msg } from '../../explainers/messages';
import type { CityView, HandsView } from '../../explainers/seven-wonders/views';
import { renderView } from '../../components/seven-wonders/renderView';
import { dictionaries } from '../../i18n';
import { translator } from '../../i18n/translate';
import { standing, type SwGame } from './game';
import { KINDS } from './index';

const kind = (id: string) => KINDS.find((k) => k.id === id)!;
const en = translator('en', dictionaries.en);
const pl = translator('pl', dictionaries.pl);

describe('7 Wonders practice: the words of "show me why"', () => {
  it('military strength: the shields the built Wonder stages add are the engine\'s, in both languages', () => {
    let withStages = 0;
    for (const players of [3, 4, 5, 6, 7]) {
      for (let seed = 1; seed <= 12; seed++) {
        const q = kind('military-strength').deal(seed, players) as ReturnType<(typeof KINDS)[number]['deal']> & { position: { game: SwGame; turns: number; seat: number } };
        const st = standing(q.position.game, q.position.turns);
        if (typeof st === 'string') throw new Error(st);
        const city = st.cities[q.position.seat]!;
        // The engine's own count, with the city's buildings taken away: what its built stages add.
        const fromStages = militaryStrength({ ...city, buildings: [] });
        const step = q.why.find((s) => s.caption.key === 'sw.practice.why.stages')!;
        const words = { en: en(step.caption), pl: pl(step.caption) };
        if (city.stagesBuilt === 0) continue;
        withStages++;
        // The built stages' shields are said in the words under the city too (on a phone the board draws them 9 px high).
        const lines = (q.details ?? []).filter((d) => d.key === 'sw.practice.stageShields' && d.params?.built === 'yes');
        expect(lines.reduce((a, d) => a + Number(d.params?.n), 0), `seed ${seed}, ${players} players: stage lines`).toBe(fromStages);
        const said = (text: string) => (/\bno shields\b|żadnej Tarczy/.test(text) ? 0 : Number(/(\d+) (?:shield|Tarcz)/.exec(text)?.[1]));
        expect([said(words.en), said(words.pl)], `seed ${seed}, ${players} players: ${words.en} / ${words.pl}`).toEqual([fromStages, fromStages]);
      }
    }
    expect(withStages).toBeGreaterThan(10);
  });

  it('passing: the discard pile drawn is the engine\'s own count where the game stands', () => {
    let some = 0;
    for (const players of [3, 4, 5, 6, 7]) {
      for (let seed = 1; seed <= 12; seed++) {
        const q = kind('passing').deal(seed, players) as ReturnType<(typeof KINDS)[number]['deal']> & { position: { game: SwGame; turns: number } };
        const st = standing(q.position.game, q.position.turns);
        if (typeof st === 'string') throw new Error(st);
        const pile = sevenWonders.view(st.state).discardPile;
        if (pile > 0) some++;
        for (const v of [q.view, ...q.why.map((s) => s.view)]) expect((v as HandsView).discardPile, `seed ${seed}, ${players} players`).toBe(pile);
      }
    }
    expect(some).toBeGreaterThan(10);
  });

  it('a question about a named player keeps to that player in every step, and no step shows a placeholder', () => {
    // The engine's reasons and the examples speak to "you"; a question asks about Bartek, so its steps must too.
    const second = { en: /\byour?\b/i, pl: /\btw(ój|oj[aąeimu]\w*)\b|zatrzymujesz|zagrywasz/i };
    const seen = new Set<string>();
    for (const k of KINDS) {
      for (const players of [3, 5, 7]) {
        if (players < k.players.min || players > k.players.max) continue;
        for (let seed = 1; seed <= 60; seed++) {
          const q = k.deal(seed, players);
          for (const step of q.why) {
            seen.add(step.caption.key);
            for (const [lang, t] of [['en', en], ['pl', pl]] as const) {
              const text = t(step.caption);
              expect(text, `${k.id} seed ${seed}, ${players} players, ${lang}`).not.toMatch(second[lang]);
              expect(text, `${k.id} seed ${seed}, ${players} players, ${lang}`).not.toMatch(/\(—\)|\{\w+\}/);
            }
          }
        }
      }
    }
    // The steps that used to speak to "you" were dealt and checked.
    expect([...seen]).toEqual(expect.arrayContaining(['sw.practice.why.no.build', 'sw.practice.why.sixth']));
  });

  it('card use: a play the engine refuses is never captioned as that play ("Build it" under a card that cannot be built), in either language', () => {
    const refused = new Map<string, number>();
    for (const players of [4, 5, 6, 7]) {
      for (let seed = 1; seed <= 100; seed++) {
        const q = kind('card-use').deal(seed, players) as ReturnType<(typeof KINDS)[number]['deal']> & { position: { game: SwGame; turns: number; seat: number; card: string } };
        const st = standing(q.position.game, q.position.turns);
        if (typeof st === 'string') throw new Error(st);
        const city = st.cities[q.position.seat]!;
        const card = q.position.game.cards[q.position.card]!;
        for (const step of q.why) {
          const playing = (step.view as CityView).playing;
          if (!playing) continue;
          const verdict = playCard(city, card, playing.action);
          if (verdict.ok) continue;
          refused.set(playing.action, (refused.get(playing.action) ?? 0) + 1);
          for (const [lang, t] of [['en', en], ['pl', pl]] as const) {
            const drawn = renderToString(renderView(step.view as CityView, t) as VNode);
            const where = `seed ${seed}, ${players} players, ${lang}: ${t(step.caption)}`;
            // Neither under the card nor in the picture's name: the words of the play refused ("→ Build it").
            expect(drawn, where).not.toContain(t(msg(`sw.action.${playing.action}`)));
            // What is said instead is the engine's reason for this card in this city, not typed in.
            expect(playing.refused, where).toBe(verdict.reason);
            expect(drawn, where).toContain(t(msg(`sw.pic.refused.${verdict.reason as 'duplicate-building' | 'wonder-complete'}`)));
          }
        }
      }
    }
    // Refused builds (a card of the same name in the city) and refused stages (a full Wonder) were both dealt and drawn.
    expect(refused.get('build') ?? 0).toBeGreaterThan(50);
    expect(refused.get('wonder') ?? 0).toBeGreaterThan(10);
  });
});
