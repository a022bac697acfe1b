/**
 * Every reason the engine gives for refusing a request, in one list so a UI
 * can translate each one. Details (which die, which field) travel in the
 * refusal's `detail`.
 */
export type BoraBoraRefusal =
  // Turn and phase
  | 'wrong-phase'
  | 'not-your-turn'
  | 'no-such-player'
  // Dice placement (section "Faza A")
  | 'no-such-die'
  | 'spot-not-in-play'
  | 'die-not-lower'
  | 'action-not-on-spot'
  // Gods (section "Bogowie")
  | 'god-not-playable-now'
  | 'god-has-no-effect'
  | 'no-god-card'
  | 'no-god-tile'
  | 'no-gift-to-offer'
  | 'green-already-played'
  // Actions
  | 'no-hut-on-board'
  | 'no-spread-possible'
  | 'no-priest-in-supply'
  | 'no-temple-field-fits'
  | 'no-building-fits'
  | 'no-adjacent-materials'
  | 'no-free-space'
  | 'no-person-fits'
  | 'no-god-cards-left'
  | 'no-hut-to-move'
  | 'over-budget'
  | 'nothing-to-shift'
  // Phase B (section "Faza B")
  | 'no-such-person'
  | 'already-used'
  | 'same-kind'
  // Phase C and the end (sections "Faza C", "Koniec gry")
  | 'cannot-afford'
  | 'task-not-met'
  | 'must-fulfil-a-task'
  | 'no-such-task'
  // Choices
  | 'invalid-choice'
  | 'choice-not-needed'
  // Building a position
  | 'invalid-position'
  | 'player-count-out-of-range';
