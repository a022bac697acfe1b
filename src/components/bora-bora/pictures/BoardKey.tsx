import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import { GOD_COLOURS, MATERIALS, SEXES } from '../../../games/bora-bora/types';
import type { Translate } from '../../../i18n/translate';
import type { GlyphKind } from './glyphs';
import { CardIcon, GlyphIcon, PersonIcon } from './icons';
import { GOD_GLYPH } from './PlayerBoard';

/** The symbols of a player's board in the pictures, in the order a board shows them. */
const SYMBOLS = ['star', 'status', 'gift', 'shell', 'priest', 'god-tile', 'jewel'] as const satisfies readonly GlyphKind[];

/**
 * What the symbols on a player's board in the pictures stand for (a learner and a sandbox player each met the
 * row of icons with no words): the same drawings, each with its name, a person tile's mark and a God card with every god's sign.
 */
export function BoardKey({ t }: { t: Translate }): JSX.Element {
  return (
    <ul class="bb-key" aria-label={t(bmsg('bora.key.title'))}>
      {SYMBOLS.map((kind) => (
        <li key={kind}>
          <GlyphIcon kind={kind} />
          {t(bmsg(`bora.key.${kind}`))}
        </li>
      ))}
      <li>
        {MATERIALS.map((m) => (
          <GlyphIcon key={m} kind={m} />
        ))}
        {t(bmsg('bora.key.materials', { list: MATERIALS.map((m) => t(bmsg(`bora.material.${m}`))).join(', ') }))}
      </li>
      <li>
        {SEXES.map((sex) => (
          <PersonIcon key={sex} sex={sex} />
        ))}
        {t(bmsg('bora.key.people'))}
      </li>
      <li>
        <CardIcon god="blue" />
        {t(bmsg('bora.key.card', { signs: GOD_COLOURS.map((g) => `${GOD_GLYPH[g]} ${t(bmsg(`bora.god.${g}`))}`).join(', ') }))}
      </li>
    </ul>
  );
}
