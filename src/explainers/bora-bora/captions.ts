import type { BoraBoraEvent, BoraBoraState, TaskTile, Trade } from '../../games/bora-bora';
import type { Message } from '../types';
import { abilityName, actionName, godName, godOf, tintOf, jewelName, list, materialName, paymentName, pathName, regionRef, resourceName, sexName, spotName, taskLabel } from './common';
import { bmsg } from './messages';

/** One helper trade in words: "tattoo the man on space 3", "a victory point". */
export function tradeName(t: Trade): Message {
  switch (t.kind) {
    case 'tattoo':
      return bmsg('bora.trade.tattoo', { space: t.space + 1 });
    case 'shells':
      return bmsg('bora.trade.shells', { space: t.space + 1 });
    case 'material':
      return bmsg('bora.trade.material', { material: materialName(t.material) });
    default:
      return bmsg(`bora.trade.${t.kind}`);
  }
}

/** The same trade made `n` times, in words: "2 victory points", "a tattoo … (×2)". */
export function tradeTimes(trade: Trade, n: number): Message {
  if (trade.kind === 'point' || trade.kind === 'gift' || trade.kind === 'god-card') return bmsg(`bora.trades.${trade.kind}`, { n });
  return n === 1 ? tradeName(trade) : bmsg('bora.trades.times', { trade: tradeName(trade), n });
}

/**
 * The caption of one trace event, with the numbers the event carries; `null` for bookkeeping events.
 * `tiles`: task tiles `s` may no longer hold (a tile fulfilled or dropped leaves the table), to name them.
 */
export function eventMessage(s: BoraBoraState, e: BoraBoraEvent, tiles: readonly TaskTile[] = []): Message | null {
  const name = (seat: number) => s.players[seat]?.name ?? '';
  // A temple space is named by the value drawn on it, as the picture numbers the spaces (not counted from the left).
  const marked = (field: number) => s.layout.temple[field] ?? field + 1;
  switch (e.type) {
    case 'die-placed':
      if (e.lowestBefore === null) return bmsg('bora.ev.dieEmpty', { player: name(e.player), value: e.value, spot: spotName(e.spot), where: e.spot, action: actionName(e.action), acts: e.actsAs });
      // The fishing field takes any die, whatever lies there already.
      if (e.spot === 'fishing') return bmsg('bora.ev.dieFishing', { player: name(e.player), value: e.value, action: actionName(e.action), acts: e.actsAs });
      return bmsg(e.blue ? 'bora.ev.dieBlue' : 'bora.ev.die', {
        player: name(e.player),
        value: e.value,
        spot: spotName(e.spot),
        lowest: e.lowestBefore,
        action: actionName(e.action),
        acts: e.actsAs,
      });
    case 'god-played':
      return bmsg('bora.ev.god', { player: name(e.player), god: godOf(e.god), pay: paymentName(e.god, e.payment), gifts: e.giftsLeft });
    case 'scored':
      return bmsg('bora.ev.scored', { player: name(e.player), points: e.points, why: bmsg(`bora.source.${e.for}`), total: e.total });
    case 'hut-taken':
      return bmsg('bora.ev.hutTaken', { player: name(e.player), space: e.space + 1, left: e.hutsLeftThere });
    case 'hut-moved-aside':
      return bmsg('bora.ev.hutAside', { owner: name(e.owner), region: regionRef(s, e.region) });
    case 'hut-placed':
      return e.from === null || e.path === null
        ? bmsg('bora.ev.hutStart', { player: name(e.player), region: regionRef(s, e.region) })
        : bmsg('bora.ev.hutPlaced', { player: name(e.player), region: regionRef(s, e.region), from: regionRef(s, e.from), path: pathName(e.path), value: e.pathValue ?? 0, reach: e.reach ?? 0 });
    case 'resource-taken':
      return bmsg(e.reading ? 'bora.ev.resourceReading' : 'bora.ev.resource', { player: name(e.player), resource: resourceName(e.resource) });
    case 'material-placed':
      return e.space === 'aside'
        ? bmsg('bora.ev.materialAside', { player: name(e.player), material: materialName(e.material) })
        : bmsg('bora.ev.material', { player: name(e.player), material: materialName(e.material), space: e.space + 1 });
    case 'gift-taken':
      return bmsg('bora.ev.gift', { player: name(e.player), count: e.count, total: e.total });
    case 'shells-taken':
      return bmsg('bora.ev.shells', { player: name(e.player), count: e.count, total: e.total });
    case 'god-card-drawn':
      return e.from === 'deck'
        ? bmsg('bora.ev.cardDeck', { player: name(e.player), god: godOf(e.colour), tint: tintOf(e.colour) })
        : e.replacedBy
          ? bmsg('bora.ev.cardFaceUp', { player: name(e.player), god: godName(e.colour), tint: tintOf(e.colour), n: e.from + 1, next: godName(e.replacedBy), nextTint: tintOf(e.replacedBy) })
          : bmsg('bora.ev.cardFaceUpLast', { player: name(e.player), god: godName(e.colour), tint: tintOf(e.colour), n: e.from + 1 });
    case 'god-deck-reshuffled':
      return bmsg('bora.ev.reshuffle', { cards: e.cards });
    case 'fish-scored':
      return bmsg('bora.ev.fish', { player: name(e.player), region: regionRef(s, e.region), fish: e.fish });
    case 'priest-placed':
      return bmsg('bora.ev.priest', { player: name(e.player), value: e.value, reach: e.reach });
    case 'priest-pushed':
      return bmsg('bora.ev.pushed', { owner: name(e.owner), from: marked(e.from), to: marked(e.to) });
    case 'priest-returned':
      return bmsg('bora.ev.returned', { owner: name(e.owner), from: marked(e.from) });
    case 'building-built':
      return bmsg('bora.ev.built', {
        player: name(e.player),
        value: e.value,
        reach: e.reach,
        a: e.spaces[0] + 1,
        b: e.spaces[1] + 1,
        m1: materialName(e.materials[0]),
        m2: materialName(e.materials[1]),
        points: e.points,
        reading: bmsg(`bora.reading.${e.reading}`, { round: e.round, points: e.points }),
      });
    case 'fire-bonus':
      return bmsg('bora.ev.fire', { player: name(e.player), take: bmsg(e.take === 'gift' ? 'bora.fire.gift' : 'bora.fire.card'), then: bmsg(e.then === 'shell' ? 'bora.fire.shell' : 'bora.fire.step') });
    case 'person-taken':
      return bmsg('bora.ev.person', { player: name(e.player), sex: sexName(e.sex), field: e.field, reach: e.reach, ability: abilityName(e.tile.ability), space: e.space + 1 });
    case 'helper-budget':
      return bmsg('bora.ev.budget', { player: name(e.player), budget: e.budget });
    case 'trade':
      return bmsg('bora.ev.trade', { player: name(e.player), trade: tradeName(e.trade), cost: e.cost, left: e.left });
    case 'helper-unspent':
      return bmsg('bora.ev.unspent', { player: name(e.player), left: e.left });
    case 'tattooed':
      return bmsg('bora.ev.tattoo', { player: name(e.player), space: e.space + 1, symbols: e.symbols });
    case 'shells-gathered':
      return bmsg('bora.ev.gathered', { player: name(e.player), space: e.space + 1, shells: e.shells, total: e.total });
    case 'position-moved':
      return e.reading
        ? bmsg('bora.ev.positionAtEnd', { player: name(e.player), steps: e.steps, to: e.to })
        : bmsg('bora.ev.position', { player: name(e.player), steps: e.steps, to: e.to });
    case 'hut-to-twelfth':
      return bmsg('bora.ev.twelfth', { player: name(e.player), from: e.from + 1, huts: e.hutsOnTwelfth });
    case 'persons-activated':
      return bmsg(e.tiles > 1 ? 'bora.ev.activatedMany' : 'bora.ev.activated', {
        player: name(e.player),
        sex: sexName(e.sex),
        ability: abilityName(e.ability),
        tiles: e.tiles,
        strength: e.strength,
      });
    case 'phase-b-done':
      return bmsg('bora.ev.bDone', { player: name(e.player) });
    case 'phase-started':
      return bmsg('bora.ev.phase', { phase: e.phase, round: e.round });
    case 'dice-rolled':
      return bmsg('bora.ev.rolled', { player: name(e.player), dice: e.dice.join(', ') });
    case 'position-scored':
      // The source names no values for the track's spaces (only 0 to 15), so an example's are made up and say so.
      return bmsg('bora.ev.positionScored', { player: name(e.player), space: e.space, points: e.points, madeUp: s.layout.illustrative ? 'yes' : 'no' });
    case 'turn-order':
      return bmsg('bora.ev.order', { order: list(e.order.map((p) => bmsg('explainer.literal', { text: name(p) }))) });
    case 'temple-scored':
      return bmsg('bora.ev.templeScored', { player: name(e.player), priests: e.priests, each: e.each, points: e.points });
    case 'god-tile-awarded':
      return e.tied.length > 1
        ? bmsg('bora.ev.godTileTie', { player: name(e.player), priests: e.priests, tied: list(e.tied.map((p) => bmsg('explainer.literal', { text: name(p) }))), field: marked(e.leftmostField) })
        : bmsg('bora.ev.godTile', { player: name(e.player), priests: e.priests });
    case 'god-tile-removed':
      return bmsg('bora.ev.godTileRemoved');
    case 'jewellery-bought':
      return bmsg('bora.ev.jewel', { player: name(e.player), kind: jewelName(e.tile.kind), price: e.tile.price, left: e.shellsLeft });
    case 'jewellery-passed':
      return bmsg('bora.ev.jewelPass', { player: name(e.player) });
    case 'jewellery-discarded':
      return bmsg('bora.ev.jewelDiscarded', { count: e.count });
    case 'task-fulfilled':
      return bmsg(e.yellow ? 'bora.ev.taskYellow' : 'bora.ev.task', { player: name(e.player), task: taskLabel(s, e.task, tiles), points: e.points });
    case 'task-dropped':
      return bmsg('bora.ev.taskDropped', { player: name(e.player), task: taskLabel(s, e.task, tiles) });
    case 'task-taken':
      return bmsg('bora.ev.taskTaken', { player: name(e.player), task: taskLabel(s, e.task, tiles) });
    case 'round-ended':
      return bmsg('bora.ev.roundEnded', { round: e.round });
    case 'displays-refilled':
      return bmsg('bora.ev.refilled', { round: e.round, men: e.men, women: e.women, tasks: e.tasks });
    case 'game-over':
      return bmsg('bora.ev.gameOver');
    case 'game-scored':
      // The sheets are told line by line by the final-scoring story.
      return null;
  }
}
