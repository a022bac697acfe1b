import type { JSX } from 'preact';
import type { CellKey, GheosState, Region, Rotation } from '../../../games/gheos';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { cellLabel, tileText } from '../labels';

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled drop-down: the sandbox's one kind of choice, so every choice works from the keyboard. */
export function Choice({ id, label, value, options, onChange }: ChoiceProps): JSX.Element {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A space of the board, named in words, with the tile on it if any. */
export function CellSelect({ id, t, label, cells, position, value, onChange }: { id: string; t: Translate; label: string; cells: readonly CellKey[]; position: GheosState; value: CellKey; onChange: (cell: CellKey) => void }): JSX.Element {
  const options = cells.map((c) => {
    const placed = position.board[c];
    return { value: c, label: placed ? `${cellLabel(t, c)}: ${tileText(t, placed.tile, placed.rot)}` : t(msg('gheos.sandbox.emptySpace', { cell: cellLabel(t, c) })) };
  });
  return <Choice id={id} label={label} value={value} options={options} onChange={(v) => onChange(v as CellKey)} />;
}

/** How far a tile is turned, in thirds of a turn. */
export function RotationSelect({ id, t, value, onChange }: { id: string; t: Translate; value: Rotation; onChange: (rot: Rotation) => void }): JSX.Element {
  return (
    <Choice
      id={id}
      label={t(msg('gheos.sandbox.rotation'))}
      value={String(value)}
      options={[0, 1, 2].map((n) => ({ value: String(n), label: t(msg('gheos.sandbox.turned', { n })) }))}
      onChange={(v) => onChange(Number(v) as Rotation)}
    />
  );
}

/** A continent in words: its size, wheat and first space. */
export function continentLabel(t: Translate, region: Region): string {
  return t(msg('gheos.sandbox.continentOption', { tiles: region.cells.length, wheat: region.symbols.wheat, cell: cellLabel(t, region.cells[0] ?? '0,0') }));
}
