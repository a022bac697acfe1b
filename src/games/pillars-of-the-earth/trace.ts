/**
 * The trace: what happened, in order, with the numbers a caption needs.
 * Every function that resolves a phase or a step returns one beside the new
 * state. `player` is always a seat; `colour` repeats the seat's colour so a
 * caption need not look it up.
 */
import type { BoardPlace, Colour, Resource, Site } from './types';

/** Phase I: why the draft stopped. */
export type DraftEndReason = 'pool-empty' | 'all-passed';

export type PillarsEvent =
  // Phase I
  | {
      type: 'resource-card-taken';
      player: number;
      colour: Colour;
      card: string;
      resource: Resource;
      tokens: number;
      site: Site;
      /** Workers the card asks for, and the pawns stood for them. */
      workers: number;
      small: number;
      large: number;
      /** Workers (large pawn as five) still in front of the player. */
      workersLeft: number;
      /** `reading`: ours, applied when the large pawn pays: it counts as five, exactly, with no change. */
      reading?: 'large-worker-exact';
    }
  | { type: 'craftsman-taken'; player: number; colour: Colour; card: string; cost: number; goldLeft: number }
  | { type: 'craftsman-discarded'; player: number; colour: Colour; card: string; justTaken: boolean }
  /** `forced`: the player could take no card, so passing was the only move. */
  | { type: 'draft-passed'; player: number; colour: Colour; forced: boolean }
  | { type: 'draft-ended'; reason: DraftEndReason }
  | { type: 'workers-to-wool-mill'; player: number; colour: Colour; small: number; large: number; workers: number }
  | { type: 'resource-cards-set-aside'; cards: string[] }
  | { type: 'craftsmen-removed'; cards: string[] }
  // Phase II
  | {
      type: 'builder-drawn';
      /** 1-based count of draws from the bag, redraws included. */
      draw: number;
      player: number;
      colour: Colour;
      /** The price shown by the cost marker under it. */
      cost: number;
    }
  /** The start player's one redraw: `colour` went back into the bag. */
  | { type: 'redraw'; player: number; colour: Colour }
  /** A third builder of a colour while each player has only two (event card); it stands beside the board. */
  | { type: 'builder-set-aside'; player: number; colour: Colour }
  /** Two players: the marker goes to 0 once all six builders are out of the bag. */
  /** `reading`: ours, applied (the marker drops as the sixth builder leaves the bag, before its owner decides). */
  | { type: 'cost-marker-to-zero'; from: number; reading: 'sixth-builder-free' }
  | {
      type: 'builder-placed';
      player: number;
      colour: Colour;
      cost: number;
      goldLeft: number;
      at: BoardPlace | null;
    }
  /** The owner passed; the builder stands on track field `cost`. `forced`: placing was not affordable and no redraw was left. */
  | { type: 'passed'; player: number; colour: Colour; cost: number; forced: boolean }
  | { type: 'cost-marker-moved'; from: number; to: number }
  /** A passed builder placed for free; `order` is 1-based, `field` the track field it waited on. */
  | { type: 'free-placement'; player: number; colour: Colour; order: number; field: number; at: BoardPlace | null }
  // Phase III
  /** `reading`: ours, applied when the source does not say whether the card carries the seal of a good event. */
  | { type: 'event-revealed'; event: 'tax'; negative: boolean; reading?: 'tax-is-bad' }
  | { type: 'bishop-protects'; player: number; colour: Colour }
  | { type: 'bishop-resource'; player: number; colour: Colour; resource: Resource; marketLeft: number }
  | { type: 'event-skipped'; player: number; colour: Colour }
  | {
      type: 'tax-paid';
      player: number;
      colour: Colour;
      due: number;
      paid: number;
      unpaid: number;
      pointsLost: number;
      goldLeft: number;
      points: number;
    }
  | {
      type: 'wool-mill-income';
      player: number;
      colour: Colour;
      small: number;
      large: number;
      /** Workers in the mill, the large pawn as five: the gold earned. */
      workers: number;
      income: number;
      /** Gold actually added, and gold lost to the 30-gold cap. */
      gained: number;
      lost: number;
      wealth: number;
    };
