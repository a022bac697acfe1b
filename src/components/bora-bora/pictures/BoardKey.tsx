import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import { GOD_COLOURS, MATERIALS } from '../../../games/bora-bora/types';
import type { Translate } from '../../../i18n/translate';
import { Glyph, type GlyphKind } from './glyphs';
import { GOD_GLYPH, SEX_GLYPH } from './PlayerBoard';

/** The symbols of a player's board in the pictures, in the order a board shows them. */
const SYMBOLS = ['star', 'status', 'gift', 'shell', 'priest', 'god-tile', 'jewel'] as const satisfies readonly GlyphKind[];

/** One symbol drawn as the pictures draw it, small, beside its words. */
function Icon({ children }: { children: JSX.Element }): JSX.Element {
  return (
    <svg viewBox="-9 -10 18 20" class="bb-pic bb-key-icon" aria-hidden="true">
      {children}
    </svg>
  );
}

/**
 * What the symbols on a player's board in the pictures stand for (a learner and a sandbox player each met the
 * row of icons with no words): the same drawings, each with its name, a person tile's mark and a God card with every god's sign.
 */
export function BoardKey({ t }: { t: Translate }): JSX.Element {
  return (
    <ul class="bb-key" aria-label={t(bmsg('bora.key.title'))}>
      {SYMBOLS.map((kind) => (
        <li key={kind}>
          <Icon>
            <Glyph kind={kind} x={0} y={0} />
          </Icon>
          {t(bmsg(`bora.key.${kind}`))}
        </li>
      ))}
      <li>
        {MATERIALS.map((m) => (
          <Icon key={m}>
            <Glyph kind={m} x={0} y={0} />
          </Icon>
        ))}
        {t(bmsg('bora.key.materials', { list: MATERIALS.map((m) => t(bmsg(`bora.material.${m}`))).join(', ') }))}
      </li>
      <li>
        {(['man', 'woman'] as const).map((sex) => (
          <Icon key={sex}>
            <g class={`bb-${sex}`}>
              <rect x="-8" y="-8" width="16" height="16" rx="2" class="bb-person" />
              <text x="0" y="5" class="bb-person-l">
                {SEX_GLYPH[sex]}
              </text>
            </g>
          </Icon>
        ))}
        {t(bmsg('bora.key.people'))}
      </li>
      <li>
        <Icon>
          <g class="bb-card bb-god-blue">
            <rect x="-6.5" y="-9.5" width="13" height="19" rx="2" />
            <text x="0" y="4">
              {GOD_GLYPH.blue}
            </text>
          </g>
        </Icon>
        {t(bmsg('bora.key.card', { signs: GOD_COLOURS.map((g) => `${GOD_GLYPH[g]} ${t(bmsg(`bora.god.${g}`))}`).join(', ') }))}
      </li>
    </ul>
  );
}
