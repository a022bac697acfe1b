import type { Colour, GheosAction, GheosEvent } from '../../games/gheos';
import { msg } from '../messages';
import type { Message } from '../types';

/** A colour's name as a translatable term, e.g. "yellow" / "żółta". */
export function colourName(c: Colour): Message {
  return msg(`gheos.colour.${c}`);
}

/** A colour in the "of" form: "yellow" / "żółtych" (a follower of the yellows). */
export function colourOf(c: Colour): Message {
  return msg(`gheos.colourOf.${c}`);
}

/** The first step: who is active and what they do. */
export function startCaption(action: GheosAction, player: string): Message {
  switch (action.type) {
    case 'place':
      return msg('gheos.start.place', { player });
    case 'replace':
      return msg('gheos.start.replace', { player });
    case 'found':
      return msg('gheos.start.found', { player, colour: colourName(action.colour), colourOf: colourOf(action.colour) });
    case 'take':
      return msg('gheos.start.take', { player, colour: colourName(action.colour), colourOf: colourOf(action.colour) });
    case 'individual-scoring':
      return msg('gheos.start.individual', { player });
    case 'draw':
      return msg('gheos.start.draw', { player });
  }
}

const list = (colours: readonly Colour[]): Message =>
  colours.length === 2
    ? msg('gheos.list.two', { a: colourName(colours[0]!), b: colourName(colours[1]!) })
    : msg('gheos.list.three', { a: colourName(colours[0]!), b: colourName(colours[1]!), c: colourName(colours[2] ?? colours[0]!) });

/** One step's caption for one trace event; null for bookkeeping events an explainer need not show. */
export function captionOf(e: GheosEvent, names: readonly string[]): Message | null {
  const who = (seat: number) => names[seat] ?? '';
  switch (e.type) {
    case 'tile-removed':
      return msg(e.reading ? 'gheos.ev.start-tile-removed' : 'gheos.ev.tile-removed', { player: who(e.player) });
    case 'tile-placed':
      return msg(e.replacing ? 'gheos.ev.tile-replaced' : 'gheos.ev.tile-placed', { player: who(e.player) });
    case 'war-declared':
      return msg(e.cause === 'migration' ? 'gheos.ev.war-by-migration' : 'gheos.ev.war-declared', { civs: list(e.civilizations), n: e.civilizations.length });
    case 'continent-split':
      return msg('gheos.ev.continent-split', { colour: colourName(e.civilization), colourOf: colourOf(e.civilization), pieces: e.pieces.length });
    case 'follower-paid':
      return msg(e.reading ? (e.for === 'war' ? 'gheos.ev.paid-war-each' : 'gheos.ev.paid-migration-each') : e.for === 'war' ? 'gheos.ev.paid-war' : 'gheos.ev.paid-migration', {
        player: who(e.player),
        colour: colourName(e.colour),
        colourOf: colourOf(e.colour),
      });
    case 'migration': {
      if (!e.to) return msg('gheos.ev.migration-nowhere', { colour: colourName(e.civilization), colourOf: colourOf(e.civilization) });
      const key = {
        'only-piece': 'gheos.ev.migration-only',
        'most-wheat': 'gheos.ev.migration-wheat',
        'continent-over-island': 'gheos.ev.migration-continent',
        player: 'gheos.ev.migration-player',
        'islands-only': 'gheos.ev.migration-islands',
        nowhere: 'gheos.ev.migration-nowhere',
      } as const;
      return msg(key[e.decidedBy], {
        colour: colourName(e.civilization),
        colourOf: colourOf(e.civilization),
        wheat: e.to.wheat,
        kind: msg(e.to.kind === 'continent' ? 'gheos.kind.continent' : 'gheos.kind.island'),
        // The piece's kind as a word a select can read: Polish agrees "chosen" with it.
        place: e.to.kind,
        others: e.candidates.filter((c) => c !== e.to).map((c) => c.wheat).join(', ') || '0',
        count: e.candidates.filter((c) => c !== e.to).length,
        // Whether the place holds land that was never the old continent's (its wheat counted too, rulebook's reading).
        joined: String(e.to.cells.some((c) => !e.from.includes(c))),
      });
    }
    case 'swords-counted':
      return msg('gheos.ev.swords', { colour: colourName(e.civilization), colourOf: colourOf(e.civilization), swords: e.swords });
    case 'war-tie-decided':
      return msg('gheos.ev.tie', { player: who(e.player), colour: colourName(e.winner), civs: list(e.tied) });
    case 'war-won':
      return msg('gheos.ev.war-won', { colour: colourName(e.winner), losers: e.losers.length === 1 ? colourName(e.losers[0]!) : list(e.losers) });
    case 'war-lost-on-arrival':
      return msg('gheos.ev.lost-on-arrival', { colour: colourName(e.civilization), colourOf: colourOf(e.civilization), residents: colourName(e.residents[0]!), residentsOf: colourOf(e.residents[0]!) });
    case 'civilization-destroyed': {
      const lost = e.followersLost.reduce((a, b) => a + b, 0);
      const key = { war: 'gheos.ev.destroyed-war', 'lost-on-arrival': 'gheos.ev.destroyed-war', island: 'gheos.ev.destroyed-island', 'no-land': 'gheos.ev.destroyed-no-land' } as const;
      return msg(key[e.cause], { colour: colourName(e.colour), colourOf: colourOf(e.colour), lost });
    }
    case 'temple-scored':
      return msg('gheos.ev.temple-scored', { player: who(e.player), symbol: msg(`gheos.symbol.${e.symbol}`), points: e.points, colour: colourName(e.civilization), colourOf: colourOf(e.civilization) });
    case 'temple-not-scored':
      return msg(e.why === 'uninhabited' ? 'gheos.ev.temple-uninhabited' : 'gheos.ev.temple-no-continent', { player: who(e.player) });
    case 'civilization-founded':
      return msg(e.reading ? 'gheos.ev.founded-supply' : 'gheos.ev.founded', { player: who(e.player), colour: colourName(e.colour), colourOf: colourOf(e.colour), wheat: e.wheat, followers: e.followers });
    case 'follower-taken':
      return msg('gheos.ev.follower-taken', { player: who(e.player), colour: colourName(e.colour), colourOf: colourOf(e.colour) });
    case 'scoring-token-played':
      return msg('gheos.ev.token-played', { player: who(e.player), left: e.tokensLeft });
    case 'individual-scored':
      return msg('gheos.ev.individual', {
        player: who(e.player),
        points: e.points,
        detail: e.lines.filter((l) => l.followers > 0).map((l) => `${l.followers}×${l.symbols}`).join(' + ') || '0',
      });
    case 'tile-drawn':
      // Only the draw that ends an epoch's drawing is told: an ordinary draw is bookkeeping.
      return e.afterEpoch ? msg('gheos.ev.redraw', { player: who(e.player) }) : null;
    case 'epoch-revealed':
      return msg('gheos.ev.epoch', { player: who(e.player), epoch: e.epoch });
    case 'epoch-scored':
      return msg('gheos.ev.epoch-scored', { scores: e.points.map((p, seat) => `${who(seat)} ${p}`).join(', ') });
    case 'stacks-empty':
      return msg('gheos.ev.stacks-empty');
    case 'game-ended':
      return msg(e.cause === 'epochs' ? 'gheos.ev.end-epochs' : e.reading ? 'gheos.ev.end-tokens-at-once' : 'gheos.ev.end-tokens');
    case 'final-scored':
      return msg('gheos.ev.final', { scores: e.points.map((p, seat) => `${who(seat)} ${p}`).join(', ') });
    case 'winner-decided':
      // A tie on points settled by followers says so, with the count (a referee read "Ewa wins" after 2–2; review v17).
      return msg(e.winners.length > 1 ? 'gheos.ev.draw' : 'gheos.ev.winner', { player: e.winners.map(who).join(', '), by: e.decidedBy, followers: e.followers[e.winners[0]!] ?? 0 });
    case 'no-civilization-action':
    case 'turn-ended':
      return null;
  }
}
