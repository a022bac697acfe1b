import type { JSX } from 'preact';
import type { BoardView as Model } from '../../../explainers/gheos/views';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { BoardView } from '../BoardView';
import { BoardLayer } from './BoardLayer';
import type { BoardInput } from './useBoardInput';

/** The board to play on: every space the reader may point at, the chosen tile previewed, the cursor for the keyboard. */
export function PlayBoard({ t, view, input }: { t: Translate; view: Model; input: BoardInput }): JSX.Element {
  const { cells, cursor, actOn, targets, setHover, preview, cursorText, onBoardKey, setFocused, help } = input;
  return (
    <div class="sandbox-board">
      <BoardView
        view={view}
        t={t}
        id="sandbox-board"
        listTiles
        picker={{ cells, selected: cursor, onSelect: actOn, targets, onHover: setHover }}
        extras={{
          overlay: (box) => <BoardLayer box={box} cells={cells} preview={preview} />,
          svg: { tabIndex: 0, role: 'application', 'aria-label': cursorText, 'aria-describedby': 'sandbox-board-help', onKeyDown: onBoardKey, onFocus: () => setFocused(true), onBlur: () => setFocused(false), class: 'sandbox-svg' } as JSX.SVGAttributes<SVGSVGElement>,
        }}
      />
      <p id="sandbox-board-help" class="sandbox-hint">
        {t(msg(help))}
      </p>
    </div>
  );
}
