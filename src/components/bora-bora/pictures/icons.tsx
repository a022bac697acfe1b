import type { ComponentChildren, JSX } from 'preact';
import type { GodColour, Sex } from '../../../games/bora-bora/types';
import { Glyph, type GlyphKind } from './glyphs';
import { GOD_GLYPH, SEX_GLYPH } from './PlayerBoard';

/** A piece of the pictures drawn small beside its words (the key, the main board's displays); the words say what it is, so it is hidden from screen readers. */
export function Icon({ children }: { children: ComponentChildren }): JSX.Element {
  return (
    <svg viewBox="-9 -10 18 20" class="bb-pic bb-key-icon" aria-hidden="true">
      {children}
    </svg>
  );
}

/** One symbol of a player board, small. */
export const GlyphIcon = ({ kind }: { kind: GlyphKind }): JSX.Element => (
  <Icon>
    <Glyph kind={kind} x={0} y={0} />
  </Icon>
);

/** A man or woman tile, marked ♂ or ♀ as on a player board. */
export const PersonIcon = ({ sex }: { sex: Sex }): JSX.Element => (
  <Icon>
    <g class={`bb-${sex}`}>
      <rect x="-8" y="-8" width="16" height="16" rx="2" class="bb-person" />
      <text x="0" y="5" class="bb-person-l">
        {SEX_GLYPH[sex]}
      </text>
    </g>
  </Icon>
);

/** A God card in its god's colour, with its god's sign, as a player board draws it. */
export const CardIcon = ({ god }: { god: GodColour }): JSX.Element => (
  <Icon>
    <g class={`bb-card bb-god-${god}`}>
      <rect x="-6.5" y="-9.5" width="13" height="19" rx="2" />
      <text x="0" y="4">
        {GOD_GLYPH[god]}
      </text>
    </g>
  </Icon>
);
