import type { JSX } from 'preact';
import { emptyPosition } from '../../../games/gheos/edit';
import { boardView } from '../../../explainers/gheos/boardView';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { BoardView } from '../BoardView';
import { centroid, corners, path, starPath } from '../geometry';
import { namesOf } from './prepare';

/** The middle space, where a new game's start tile lies: its outline and the start tile's red star. */
function StartSpace(): JSX.Element {
  const k = corners('0,0');
  return (
    <g aria-hidden="true">
      <path class="g-start-space" d={path(k)} />
      <path class="g-start" d={starPath(centroid(k))} />
    </g>
  );
}

/**
 * The Gheos sandbox's first paint, drawn by the server: the board, with only the space where the start tile
 * will lie, and a line saying what the page is for (beside the button that starts it), until the game arrives at the first input (a referee met
 * a blank rectangle). The board takes the room a game's board does (the overlay's frame), so little moves then.
 */
export default function First({ t }: { t: Translate }): JSX.Element {
  return (
    <>
      <div class="sandbox-board">
        <BoardView
          view={boardView(emptyPosition(namesOf(t).slice(0, 2)))}
          t={t}
          id="sandbox-board"
          extras={{ overlay: () => <StartSpace />, svg: { 'aria-label': t(msg('gheos.sandbox.firstLabel')) } }}
        />
      </div>
      {/* Under "Start playing" beside the board on a wide screen; on a phone, with the button, before the board (sandbox.css). */}
      <p class="sandbox-hint sandbox-first-hint">{t(msg('gheos.sandbox.firstHint', { begin: msg('sandbox.begin') }))}</p>
    </>
  );
}
