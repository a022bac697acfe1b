import { BONUS_POINTS, jewelleryValues, type Answer, type BoraBoraState, type Decision, type FinalBonuses, type FinalSheet, type GodPayment, type TaskTile } from '../../games/bora-bora';
import type { Inputs, Message, Step } from '../types';
import { bonusName, decisionLabel, encode, literal, paymentName, playStory, refusalStep, regionName, regionRef, taskLabel } from './common';
import type { ExampleOf } from './data';
import { bmsg } from './messages';
import { focusRegion, focusSeat, viewOf } from './tableView';
import { settledStory, viewOptions } from './trace';
import type { BoraView, SheetLine, SheetView } from './views';

type FinalExample = ExampleOf<'final-scoring'>;

const nameOf = (d: Decision) => (d.kind === 'final-yellow' ? `yellow-${d.player + 1}-${d.task.id}` : `${d.kind}-${d.player + 1}`);

const own = (d: FinalExample, dec: Decision): Answer | undefined => (dec.kind === 'final-yellow' ? d.choices?.yellow?.[String(dec.player) as '0']?.[dec.task.id] : undefined);

function run(d: FinalExample, start: BoraBoraState, inputs: Inputs) {
  return playStory(start, [{ kind: 'final' }], { name: nameOf, own: (dec) => own(d, dec) }, inputs);
}

export const BONUSES = ['tasks', 'jewellery', 'ritual', 'buildings', 'regions', 'persons'] as const satisfies readonly (keyof FinalBonuses)[];
const isBonus = (what: string | undefined): what is (typeof BONUSES)[number] => (BONUSES as readonly (string | undefined)[]).includes(what);

/** A sheet's lines in the order they are scored; task and fish lines carry the names the reader sees. */
/** A final sheet's lines, from the engine's sheet (the worked example and the sandbox draw them); `tiles` names tasks `s` no longer holds. */
export function linesOf(s: BoraBoraState, sheet: FinalSheet, tiles: readonly TaskTile[] = []): SheetLine[] {
  return [
    { label: 'before', points: sheet.before, shown: false },
    ...sheet.tasks.map((t): SheetLine => ({ label: 'task', what: t.id, name: taskLabel(s, t.id, tiles), points: t.points, yellow: t.yellow, missed: t.points === 0, shown: false })),
    { label: 'god-tiles', count: sheet.godTiles.count, points: sheet.godTiles.points, shown: false },
    ...sheet.fish.map((f): SheetLine => ({ label: 'fish', what: f.region, name: regionName(s, f.region), count: f.fish, points: f.fish, shown: false })),
    { label: 'jewellery', count: sheet.jewellery.count, points: sheet.jewellery.points, shown: false },
    ...BONUSES.map((b): SheetLine => ({ label: 'bonus', what: b, name: bonusName(b, s), points: sheet.bonuses[b] ? BONUS_POINTS : 0, missed: !sheet.bonuses[b], shown: false })),
    { label: 'total', points: sheet.total, shown: false },
  ];
}

function lineMessage(s: BoraBoraState, name: string, l: SheetLine): Message {
  switch (l.label) {
    case 'before':
      return bmsg('bora.final.before', { player: name, points: l.points });
    case 'task':
      return bmsg(l.missed ? 'bora.final.taskMissed' : l.yellow ? 'bora.final.taskYellow' : 'bora.final.task', { task: taskLabel(s, l.what ?? ''), points: l.points });
    case 'fish':
      return bmsg('bora.final.fish', { region: regionRef(s, l.what ?? ''), points: l.points });
    case 'bonus':
      return bmsg(l.missed ? 'bora.final.bonusMissed' : 'bora.final.bonus', { bonus: isBonus(l.what) ? bonusName(l.what, s) : literal(l.what ?? ''), points: l.points });
    default:
      return bmsg('bora.final.total', { player: name, points: l.points });
  }
}

/** The points of each jewellery space a player's tiles fill, as a sum ("1 + 2 + 4"), and whether the board is made up. */
const jewelleryEach = (s: BoraBoraState, count: number): Message =>
  bmsg('bora.final.jewelleryEach', { values: jewelleryValues(s, count).join(' + '), madeUp: s.layout.illustrative ? 'yes' : 'no' });

/** One kind of points on a sheet: its lines, shown as one step. */
type Kind = 'before' | 'task' | 'god-tiles' | 'fish' | 'jewellery' | 'bonus' | 'total';
const KINDS: readonly Kind[] = ['before', 'task', 'god-tiles', 'fish', 'jewellery', 'bonus', 'total'];

/** The caption of a kind of points, with its total and the running score after it. */
function kindMessage(kind: Kind, lines: readonly SheetLine[], name: string, running: number): Message {
  const points = lines.reduce((n, l) => n + l.points, 0);
  const line = lines[0]!;
  switch (kind) {
    case 'before':
    case 'total':
      return bmsg(kind === 'before' ? 'bora.final.before' : 'bora.final.total', { player: name, points: line.points });
    case 'task':
      return bmsg('bora.final.tasks', { done: lines.filter((l) => !l.missed).length, count: lines.length, points, running });
    case 'god-tiles':
      return bmsg('bora.final.godTiles', { count: line.count ?? 0, points, running });
    case 'fish':
      return bmsg('bora.final.fishAll', { regions: lines.length, points, running });
    case 'jewellery':
      return bmsg('bora.final.jewellery', { count: line.count ?? 0, points, running });
    case 'bonus':
      return bmsg('bora.final.bonuses', { earned: lines.filter((l) => !l.missed).length, count: lines.length, points, running });
  }
}

/** The end-game sheet, line by line, each line from the engine's sheet. */
export const finalStory = settledStory<FinalExample>(run, (d, start, r) => {
  const opts = viewOptions(d.position, { board: true, map: start.layout.regions.length > 0 });
  if (!r.ok) return [refusalStep(r.reason, viewOf(start, opts))];
  // Final scoring ends with the sheets and the ranking.
  const { sheets, ranking } = r.events.find((e) => e.type === 'game-scored')!;
  const views: SheetView[] = sheets.map((sh) => ({ seat: sh.player, name: start.players[sh.player]!.name, lines: linesOf(start, sh) }));
  // A player's board once their tasks are settled, as the engine left it: a yellow god paid for a task
  // has gone (the card to the discard pile, the offering to the supply), the tasks are no longer held.
  // Only tasks change a board here; the rest of the sheet is counted, not taken.
  const settled = (upTo: readonly number[]): BoraBoraState => {
    const s = structuredClone(start);
    for (const p of upTo) s.players[p] = structuredClone(r.state.players[p]!);
    if (upTo.length === start.players.length) s.godDiscard = [...r.state.godDiscard];
    return s;
  };
  const done = new Set<number>();
  /**
   * The table as far as the sheets are shown: every task settled up to the player scored now (from their
   * tasks step on), each finished player's star at their total, the current one's at the running score;
   * the player whose sheet it is marked.
   */
  const table = (seat?: number, running?: number, tasksSettled = false): BoraView => {
    const v = viewOf(settled([...done, ...(seat !== undefined && tasksSettled ? [seat] : [])]), opts);
    v.sheets = structuredClone(views);
    for (const p of v.players) {
      if (done.has(p.seat)) p.score = sheets.find((x) => x.player === p.seat)!.total;
      else if (p.seat === seat && running !== undefined) p.score = running;
    }
    if (seat !== undefined) focusSeat(v, seat);
    return v;
  };
  const steps: Step<BoraView>[] = [{ caption: bmsg('bora.final.start', { players: start.players.length }), summary: literal(d.summary), view: table() }];
  for (const sv of views) {
    let running = 0;
    let tasksSettled = false;
    const decisions = r.asked.filter((a) => a.decision.player === sv.seat);
    // One step per kind of points, with its total; the lines of the kind are its details and rows of the sheet.
    for (const kind of KINDS) {
      const lines = sv.lines.filter((l) => l.label === kind);
      if (lines.length === 0 && kind !== 'fish') continue;
      lines.forEach((l) => (l.shown = true));
      if (kind !== 'total') running += lines.reduce((n, l) => n + l.points, 0);
      if (kind === 'task') tasksSettled = true;
      const step: Step<BoraView> = { caption: kindMessage(kind, lines, sv.name, running), view: table(sv.seat, running, tasksSettled) };
      if (kind === 'task' || kind === 'fish' || kind === 'bonus') step.details = lines.map((l) => lineMessage(start, sv.name, l));
      // What each tile's space scores, said as made up where the board is (review v15: +30 could not be checked).
      if (kind === 'jewellery' && (lines[0]?.count ?? 0) > 0) step.details = [jewelleryEach(start, lines[0]!.count!)];
      // The fish tiles scored lie on the map, by the huts that score them: the step is about those regions (a projector shows the map then).
      if (kind === 'fish') lines.forEach((l) => focusRegion(step.view, l.what ?? ''));
      const asked = kind === 'task' ? decisions.filter((x) => x.decision.kind === 'final-yellow') : [];
      const more: Step<BoraView>[] = [];
      asked.forEach((a, i) => {
        const decision: Step<BoraView>['decision'] = {
          name: a.name,
          chosen: encode(a.chosen),
          label: decisionLabel(start, a.decision),
          options: a.values.map((v) => ({
            value: encode(v),
            label: v === 'none' ? bmsg('bora.option.noGod') : paymentName('yellow', v as GodPayment),
          })),
        };
        // The first yellow-god question rides on the tasks step; any further one gets a step of its own.
        if (i === 0) step.decision = decision;
        else more.push({ caption: kindMessage(kind, lines, sv.name, running), view: table(sv.seat, running, tasksSettled), decision });
      });
      steps.push(step, ...more);
    }
    done.add(sv.seat);
  }
  const winner = start.players[ranking[0]!]!.name;
  steps.push({
    caption: bmsg('bora.final.result', { player: winner }),
    details: ranking.map((seat, i) => bmsg('bora.final.rank', { place: i + 1, player: start.players[seat]!.name, points: sheets.find((x) => x.player === seat)!.total })),
    view: table(),
    tone: 'result',
  });
  return steps;
});
