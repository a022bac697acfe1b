/**
 * Rules engine for Bora Bora (Stefan Feld), from the Polish rulebook
 * (source 003): set-up, Phase A (dice on action tiles and every action),
 * Phase B (men and women, combining identical tiles), Phase C (position
 * track, temple, jewellery, tasks), the end of the game and final scoring,
 * the five gods, and the 2- and 3-player rules. The printed board (map,
 * temple, tracks, ritual spaces) is not in the source and comes in as data.
 */
export * from './types';
export * from './components';
export * from './state';
export * from './events';
export * from './choices';
export * from './refusals';
export * from './dice';
export * from './gods';
export * from './map';
export * from './spread';
export * from './temple';
export * from './build';
export * from './fire';
export * from './persons';
export * from './helper';
export * from './tasks';
export * from './taskTiles';
export * from './positionTrack';
export * from './phaseA';
export * from './phaseB';
export * from './phaseC';
export * from './final';
export * from './setup';
export * from './position';
export * from './answers';
export * from './engine';
