/**
 * Rules engine for The Pillars of the Earth, limited to what the source
 * rulebook states: setup by seat, Phase I (choosing resource and craftsman
 * cards), Phase II (master builders drawn from the bag, the cost track), and
 * Phase III steps 1–3 (the tax event, the Bishop, the wool mill). Steps 5–14
 * are not modelled: the source only names them. Step 4 (the Kingsbridge
 * privilege cards) is not modelled either: it needs the two Kingsbridge
 * builder spaces told apart, which only the missing board picture shows.
 *
 * Pure functions over plain JSON state; randomness only from a seed; every
 * refusal a typed reason; every phase returns its events in order. `engine.ts`
 * makes the phases one engine for the shared driver.
 */
export * from './types';
export * from './random';
export * from './workers';
export * from './craftsmen';
export * from './cost-track';
export * from './places';
export * from './setup';
export * from './trace';
export * from './decisions';
export * from './draft';
export * from './placement';
export * from './event';
export * from './wool-mill';
export * from './position';
export * from './engine';
