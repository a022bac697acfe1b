import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Everyday questions, typed into the site's own search box as a player mid-game would ask them (not
 * the headings' words), on each game's rulebook in each language: the first result must be the rule
 * section that answers. Where every question landed (the answering section's place among the results,
 * and what came first) is printed, so a change in ranking shows up as figures.
 * Rule sections carry players' words beside their headings (<Findable by="…" />, content/{game}/{lang}.mdx)
 * and their quick-reference lines (src/components/findable/), weighted above example steps and glossary entries.
 * A question may also say what the first result's excerpt must read: where the source is silent, its note.
 */

/** A question, the section that answers it and, where it matters, what the first result's excerpt must say. */
type Question = [q: string, section: string, excerpt?: RegExp];

const questions: Record<string, Record<'en' | 'pl', Question[]>> = {
  gheos: {
    en: [
      ['tie', 'war-winner'],
      ['who wins a tie in a war', 'war-winner'],
      ['both sides have the same number of swords', 'war-winner'],
      ['can I swap a tile that is already on the table', 'replacing-tiles'],
      ['when is the game over', 'game-end'],
      ['what do I pay to start a war', 'war-payment'],
      ['where does a civilization go when its continent splits', 'migration-target'],
      // A phone reader's (review of 2026-11-28, v9): the wheat rule had come first.
      ['who pays when continents split', 'migrations'],
      ['how many points does a temple give', 'temple-points'],
      ['what happens at a war', 'wars'],
      // A referee's questions (review of 2026-11-28): question words had put "Who wins" and "Your turn" first.
      ['who goes first', 'setup'],
      ['what do the pyramids do', 'epoch-rounds'],
      // An independent referee's: "touch" had put "Continents and islands" (two coasts that touch) first.
      ['what happens when two civilizations touch', 'wars'],
      ['civilizations touching', 'wars'],
      // An independent referee's: "Migrating onto an island" had come first; what an island is, is "Continents and islands".
      ['what is an island', 'continents-and-islands'],
      // An independent referee's (review v14), asked in Polish; in English only the island question missed
      // ("Continents and islands" came first, the island rule second).
      ['how many followers do I get when I found a civilization', 'new-civilization'],
      ['tie at the end of the game', 'final-scoring'],
      ['what happens to a civilization on an island', 'migration-island'],
      // …and tiles running out is the drawing rule's, whose excerpt is its note that the source does not say
      // (it had been the rule's quick-reference line, which reads like an answer).
      ['what happens when tiles run out', 'draw', /^The source does not say what happens when .* run out/],
    ],
    pl: [
      ['remis', 'war-winner'],
      ['remis w wojnie', 'war-winner'],
      ['kto wygrywa przy tej samej liczbie mieczy', 'war-winner'],
      ['czy mogę podmienić płytkę leżącą na stole', 'replacing-tiles'],
      ['kiedy gra się kończy', 'game-end'],
      ['ile płacę za rozpoczęcie wojny', 'war-payment'],
      ['gdzie przenosi się cywilizacja po rozpadzie kontynentu', 'migration-target'],
      ['kto płaci, gdy kontynent się rozpada', 'migrations'],
      ['ile punktów daje świątynia', 'temple-points'],
      ['co się dzieje podczas wojny', 'wars'],
      ['kto zaczyna', 'setup'],
      // A referee's (review v17): "Migration onto an island" came first, matched on "na" and "ile" alone (Gheos has tiles, not cards).
      ['ile kart na rękę', 'setup'],
      ['co dają piramidy', 'epoch-rounds'],
      ['co się dzieje gdy dwie cywilizacje się spotkają', 'wars'],
      ['co się dzieje, gdy dwie cywilizacje się zetkną', 'wars'],
      ['cywilizacje się stykają', 'wars'],
      ['co to jest wyspa', 'continents-and-islands'],
      // An independent referee's (review v14): "Symbole" (4th), the sandbox page (5th) and "Wojny" (2nd) had come first.
      ['ile wyznawców dostaję przy zakładaniu cywilizacji', 'new-civilization'],
      ['remis na koniec gry', 'final-scoring'],
      ['co się dzieje z cywilizacją na wyspie', 'migration-island'],
      ['co jak skończą się kafelki', 'draw', /^Źródło nie mówi, co się dzieje, gdy skończą się kafelki/],
    ],
  },
  '7-wonders': {
    en: [
      ['duplicate', 'build'],
      ['identical building', 'build'],
      ['already built', 'build'],
      ['can I build the same card twice', 'build'],
      ['build a card I already have', 'build'],
      ['how many coins for selling a card', 'discard'],
      ['which way do I pass my hand', 'passing'],
      ['what happens on a tie in military', 'military'],
      ['what do I do with my last card', 'sixth-turn'],
      ['what happens at a war', 'military'],
      // …and its first words say so (a referee's first result only implied it; review v17).
      ['when does the game end', 'age', /the conflicts of the last one end the game/],
      ['which way do I pass the cards', 'passing'],
      // An independent referee's (review v13): "The sixth turn" came first, the passing rule third.
      ['which way do cards go in age 2', 'passing'],
      ['which way do cards go in age II', 'passing'],
      // What the source leaves out is said where it is said: not a rule that looks like an answer.
      ['can I buy resources from my neighbor', 'not-covered'],
      ['how do I get points', 'not-covered'],
      // A referee's (review v16): an overview, the turn steps or a building's rule had come first.
      ['how many cards do I keep at the end of an age', 'sixth-turn'],
      ['what happens on the 6th turn', 'sixth-turn'],
      ['how many points for winning a battle in age 3', 'conflict-tokens'],
      ['do I have to build my wonder', 'wonder-stage'],
    ],
    pl: [
      ['duplikat budynku', 'build'],
      ['czy mogę zbudować drugą taką samą kartę', 'build'],
      ['ile monet za sprzedanie karty', 'discard'],
      ['w którą stronę oddaję karty', 'passing'],
      ['w którą stronę idą karty w drugiej epoce', 'passing'],
      ['remis w tarczach', 'military'],
      ['co zrobić z ostatnią kartą', 'sixth-turn'],
      ['co się dzieje podczas wojny', 'military'],
      ['kiedy kończy się gra', 'age', /Konflikty ostatniej kończą grę/],
      ['czy mogę kupić surowiec od sąsiada', 'not-covered'],
      // …and a question about neighbours that is covered still finds its rule.
      ['kiedy walczę z sąsiadami', 'military'],
      ['jak zdobyć punkty', 'not-covered'],
      // A referee's (review v16): passing had come first.
      ['co się dzieje w 6 turze', 'sixth-turn'],
    ],
  },
  'pillars-of-the-earth': {
    en: [
      ['how much gold do my workers earn in the wool mill', 'wool-mill-income'],
      ['what is the most gold I can hold', 'wool-mill-income'],
      ["I don't want to pay for my master builder", 'passing-builders'],
      ['why does a master builder get cheaper', 'cost-track'],
      // A learner's (review v11): the last step of an example had come first.
      ['how much does placing a master builder cost', 'cost-track'],
      ['can I stop taking cards', 'draft-turns'],
      ['how do I avoid a bad event', 'bishop'],
      ['when does the game end', 'not-covered'],
      ['what does the bishop do', 'bishop'],
      // A referee's (review v16): the wool mill's income had come first.
      ["what if I can't pay 4 gold", 'event'],
    ],
    pl: [
      ['ile złota dają robotnicy w przędzalni', 'wool-mill-income'],
      // A referee's (review v17): the wool mill's income came first (the rule says "monety").
      ['ile złota na start', 'player-setup'],
      ['ile najwięcej złota mogę mieć', 'wool-mill-income'],
      ['nie chcę płacić za budowniczego', 'passing-builders'],
      ['dlaczego budowniczy tanieje', 'cost-track'],
      ['ile kosztuje postawienie budowniczego', 'cost-track'],
      ['czy mogę przestać brać karty', 'draft-turns'],
      ['jak uniknąć złego wydarzenia', 'bishop'],
      ['kiedy kończy się gra', 'not-covered'],
      ['co robi biskup', 'bishop'],
      // A referee's (review v16): the event, resource cards or the cost track had come first.
      ['jak działa młyn', 'wool-mill-income'],
      ['ile kart rzemieślników mogę mieć', 'craftsman-cards'],
      ['co się dzieje gdy spasuję', 'passing-builders'],
    ],
  },
  'bora-bora': {
    en: [
      ['can I put my die next to a lower die', 'placing-dice'],
      ['who wins if the scores are tied', 'ties'],
      ['how many points are my priests worth', 'temple-scoring'],
      ['can I use two of the same woman together', 'combining-tiles'],
      ['what is an unused god tile worth at the end', 'end-scoring'],
      ['what do I get for a building on my ceremony spaces', 'fire-bonus-rules'],
      ['what does the fish do', 'fishing'],
      // A checker's question: a hut goes down by expanding, not by the Build action.
      ['how do I build a hut', 'expand-action'],
      ['what happens at the end of the round', 'phase-c-round-end'],
      // A phone reader's (review v9): Woman and man, Build and Task tiles had come first.
      ['can I place a die equal to the one on the tile', 'placing-dice'],
      ['what does the fire bonus give', 'fire-bonus-rules'],
      ['can I have two huts in the same region', 'expand-action'],
      // An independent referee's: a tie in the temple is Phase C's, not the game's (Final scoring and Ties came first in Polish).
      ['who gets the god tile when priests are tied', 'temple-scoring'],
      ['tie in the temple, who gets the god tile', 'temple-scoring'],
      // …and what a priest costs is the Temple action's (Phase C's scoring had come first in Polish).
      ['how much does a priest cost', 'temple-action'],
      ['what is the price of a priest', 'temple-action'],
      // An independent referee's: the God tile goes to the temple's majority at Phase C (Final scoring came first in Polish).
      ['who gets the god tile', 'temple-scoring'],
      // An independent referee's (review v15): one god's own section, and a building's points (Playing a God card and Final scoring came first).
      ['how does the green god work', 'green-god'],
      ['how does the red god work', 'red-god'],
      ['how does the blue god work', 'blue-god'],
      ['how does the white god work', 'white-god'],
      ['how does the yellow god work', 'yellow-god'],
      ['how many points is a building worth', 'build-action'],
    ],
    pl: [
      ['czy mogę położyć kość obok niższej', 'placing-dice'],
      ['kto wygrywa przy równej liczbie punktów', 'ties'],
      ['ile punktów dają moi kapłani', 'temple-scoring'],
      ['czy mogę użyć dwóch takich samych kobiet naraz', 'combining-tiles'],
      ['ile jest warta niewykorzystana płytka boga na koniec', 'end-scoring'],
      ['co dostaję za budynek na polach ceremonii', 'fire-bonus-rules'],
      ['co dają ryby', 'fishing'],
      ['jak zbudować chatę', 'expand-action'],
      ['co się dzieje na koniec rundy', 'phase-c-round-end'],
      ['czy mogę położyć kość równą tej na płytce', 'placing-dice'],
      ['co daje bonus ognia', 'fire-bonus-rules'],
      ['czy mogę mieć dwa szałasy w jednym regionie', 'expand-action'],
      ['remis w świątyni kto dostaje płytkę boga', 'temple-scoring'],
      ['remis w świątyni', 'temple-scoring'],
      ['ile kosztuje kapłan', 'temple-action'],
      ['ile płacę za kapłana', 'temple-action'],
      ['jak działa żółty bóg', 'yellow-god'],
      ['jak działa zielony bóg', 'green-god'],
      ['jak działa czerwony bóg', 'red-god'],
      ['jak działa biały bóg', 'white-god'],
      ['kto dostaje płytkę boga', 'temple-scoring'],
      // …while what a God tile does is its own section's (Phase C's scoring had come first once the temple had more God-tile words).
      ['co robi płytka boga', 'god-tiles'],
    ],
  },
};

/** The results' addresses for one question, in order, read from the dialog once it answers it. */
async function ask(page: Page, q: string): Promise<{ hrefs: string[]; first: string; excerpt: string; paths: string[] }> {
  const input = page.locator('#search-input');
  await input.fill(q);
  // A question with a word no page has is searched again without it: a few more searches (Search.astro).
  await expect(page.locator('.search-results')).toHaveAttribute('data-query', q, { timeout: 15_000 });
  const hrefs = await page.locator('.search-hit').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).hash.slice(1)));
  const texts = async (selector: string) => (await page.locator(selector).allInnerTexts()).map((s) => s.replace(/\s+/g, ' '));
  const paths = await texts('.search-hit');
  const [first = ''] = paths;
  const [excerpt = ''] = await texts('.search-results li:first-child .search-excerpt');
  return { hrefs, first, excerpt, paths };
}

for (const lang of ['en', 'pl'] as const) {
  test(`search (${lang}): everyday questions put the answering rule section first`, async ({ page }) => {
    const lines: string[] = [];
    const missed: string[] = [];
    const unnamed: string[] = [];
    const unsaid: string[] = [];
    let firsts = 0;
    let total = 0;
    for (const [game, byLang] of Object.entries(questions)) {
      await page.goto(`/${lang}/${game}/`);
      await page.keyboard.press('/');
      await expect(page.locator('#search-input')).toBeFocused();
      for (const [q, section, says] of byLang[lang]) {
        const { hrefs, first, excerpt, paths } = await ask(page, q);
        // Every result is named: a glossary definition had read "Glossary › Step", a step with no number.
        unnamed.push(...paths.filter((p) => /› (Step|Krok)\s*$/.test(p)).map((p) => `"${q}": ${p}`));
        if (says && !says.test(excerpt)) unsaid.push(`"${q}": “${excerpt}”`);
        const at = hrefs.indexOf(section) + 1;
        total++;
        if (at === 1) firsts++;
        else missed.push(`"${q}" → #${section} at ${at || '—'}`);
        lines.push(`  ${game} "${q}" → #${section}: ${at ? `#${at}` : 'not listed'} of ${hrefs.length}; first: ${first}${excerpt ? ` — “${excerpt.slice(0, 110)}”` : ''}`);
      }
    }
    console.log(`Everyday questions (${lang}), the answering section's place among the results:\n${lines.join('\n')}\n  first for ${firsts} of ${total}`);
    expect(missed, 'questions whose answering section is not the first result').toEqual([]);
    expect(unnamed, 'results named by a bare "Step"').toEqual([]);
    expect(unsaid, "first results whose excerpt does not say what the question's line wants").toEqual([]);
  });
}
