import type { JSX } from 'preact';
import { emptyPosition } from '../../../games/gheos/edit';
import { boardView } from '../../../explainers/gheos/boardView';
import type { Translate } from '../../../i18n/translate';
import { BoardView } from '../BoardView';
import { namesOf } from './prepare';

/** The Gheos sandbox's first paint, drawn by the server: the board, empty until the game arrives at the first input. */
export default function First({ t }: { t: Translate }): JSX.Element {
  return (
    <div class="sandbox-board">
      <BoardView view={boardView(emptyPosition(namesOf(t).slice(0, 2)))} t={t} id="sandbox-board" />
    </div>
  );
}
