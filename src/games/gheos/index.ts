/**
 * Rules engine for Gheos (René Wiersma): triangular tiles, continents and
 * islands, civilizations and their followers, wars, migrations and scoring,
 * as the Polish rulebook states them. Pure functions over plain JSON state;
 * every refusal is a typed reason; every resolution returns a trace.
 */
export * from './geometry';
export * from './tiles';
export * from './state';
export * from './parts';
export * from './regions';
export * from './events';
export * from './choices';
export * from './conflicts';
export * from './war';
export * from './migration';
export * from './civilizations';
export * from './scoring';
export * from './tokens';
export * from './draw';
export * from './end';
export * from './payment';
export * from './temples';
export * from './tilePlay';
export * from './turn';
export * from './legal';
export * from './actions';
export * from './position';
export * from './codec';
export * from './setup';
export * from './random';
export * from './synthetic';
export * from './palette';
export * from './positionCodec';
export * from './edit';
export * from './actionCodec';
export * from './sandbox';
export * from './engine';
