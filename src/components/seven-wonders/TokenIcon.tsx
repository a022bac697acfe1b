import type { JSX } from 'preact';
import type { ConflictToken } from '../../games/seven-wonders';
import type { Translate } from '../../i18n/translate';
import { msg } from '../../explainers/messages';

/** A conflict token: its value is printed on it, so colour is never the only cue. */
export function TokenIcon({ token, t }: { token: ConflictToken; t: Translate }): JSX.Element {
  const label = token.kind === 'victory' ? t(msg('sw.token.victory', { points: token.points })) : t(msg('sw.token.defeat'));
  return (
    <span class={`sw-token sw-token-${token.kind}`} title={label}>
      <span aria-hidden="true">{token.kind === 'victory' ? `+${token.points}` : '−1'}</span>
      <span class="sr-only">{label}</span>
    </span>
  );
}
