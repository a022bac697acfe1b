import type { JSX } from 'preact';
import { COLOURS, epochsToEnd, markersLeft, type GheosState } from '../../../games/gheos';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';

/**
 * The table in words: each player's points, scoring tokens, tiles in hand
 * and followers, whose turn it is; beside the board, the reserve (every
 * follower not held, of every colour: at setup all thirty), the
 * markers not yet used, the tiles left to draw and the epochs revealed.
 */
export function Status({ t, position, moves }: { t: Translate; position: GheosState; moves: number }): JSX.Element {
  const list = (items: string[]) => (items.length ? items.join(', ') : t(msg('gheos.sandbox.noneLeft')));
  const colour = (c: (typeof COLOURS)[number]) => t(msg(`gheos.colour.${c}`));
  return (
    <section class="sandbox-status" aria-labelledby="sb-status-h">
      <h2 id="sb-status-h">{t(msg('gheos.sandbox.tableHeading'))}</h2>
      {/* A table wider than a phone scrolls sideways: the region takes focus, so keys scroll it too. */}
      <div class="sandbox-table-wrap" tabIndex={0} role="group" aria-labelledby="sb-status-h">
        <table class="sandbox-players">
          <thead>
            <tr>
              <th scope="col">{t(msg('gheos.sandbox.col.player'))}</th>
              <th scope="col">{t(msg('gheos.sandbox.col.score'))}</th>
              <th scope="col">{t(msg('gheos.sandbox.col.tokens'))}</th>
              <th scope="col">{t(msg('gheos.sandbox.col.hand'))}</th>
              <th scope="col">{t(msg('gheos.sandbox.col.followers'))}</th>
            </tr>
          </thead>
          <tbody>
            {position.players.map((p, seat) => {
              const held = COLOURS.filter((c) => p.followers[c] > 0).map((c) => `${colour(c)} ×${p.followers[c]}`);
              return (
                <tr key={seat} class={seat === position.active ? 'active' : undefined} aria-current={seat === position.active ? 'true' : undefined}>
                  <th scope="row">{seat === position.active ? `▶ ${p.name}` : p.name}</th>
                  <td>{p.score}</td>
                  <td>{p.tokens}</td>
                  <td>{p.hand.length}</td>
                  <td>{list(held)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{t(msg('gheos.sandbox.supplyHeading'))}</h3>
      <ul class="sandbox-supply">
        <li>{t(msg('gheos.sandbox.supplyFollowers', { list: list(COLOURS.filter((c) => position.supply[c] > 0).map((c) => `${colour(c)} ×${position.supply[c]}`)) }))}</li>
        <li>{t(msg('gheos.sandbox.markersLeft', { list: list(markersLeft(position).map(colour)) }))}</li>
        <li>{t(msg('gheos.sandbox.drawLeft', { n: position.stacks.flat().length }))}</li>
        <li>{t(msg('gheos.sandbox.epochs', { n: position.epochsRevealed, end: epochsToEnd(position.players.length) }))}</li>
        <li>{t(msg('gheos.sandbox.movesMade', { n: moves }))}</li>
      </ul>
    </section>
  );
}
