import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { TempleField } from '../../../explainers/bora-bora/views';
import type { Translate } from '../../../i18n/translate';
import { fieldLine, sentence, type Names } from '../lines';
import { Pic, Priest } from './glyphs';

const FW = 44;
const GAP = 4;
/** Where two priests stand on one field: the one just placed at the left, the one it pushes on at the right. */
const LEFT = 12;
const RIGHT = 32;
/** The temple's height. */
export const TEMPLE_H = 86;

/**
 * The temple: its fields from the left with their values, a priest on each taken field,
 * and the arrow priests are pushed along. Each priest keeps its key (`priest-p2-0`: seat
 * 2's leftmost) from step to step.
 */
export const templeLabel = (t: Translate, names: Names, fields: TempleField[]) => sentence(t(bmsg('bora.view.temple')), fields.map((f) => fieldLine(t, names, f)));

export function TemplePicture({ fields, labelId, initial, t }: { fields: TempleField[]; labelId: string; initial: (seat: number) => string; t: Translate }): JSX.Element {
  const w = fields.length * (FW + GAP) + 18;
  const h = TEMPLE_H;
  const seen = new Map<number, number>();
  return (
    <Pic w={w} h={h} labelId={labelId} kind="temple" title={t(bmsg('bora.pic.temple'))}>
      <path d={`M2 ${h - 6}H${w - 6}M${w - 12} ${h - 11}L${w - 4} ${h - 6}L${w - 12} ${h - 1}`} class="bb-arrow" />
      {fields.map((f, i) => {
        const x = 2 + i * (FW + GAP);
        const n = f.seat === null ? 0 : count(seen, f.seat);
        return (
          <g key={i} class={`bb-field-g${f.focus ? ' bb-f' : ''}`}>
            <rect x={x} y="18" width={FW} height="56" rx="5" class="bb-tile" />
            <text x={x + FW / 2} y="68" class="bb-field-v">
              {`${f.value}`}
            </text>
            {f.seat !== null && <Priest x={x + (f.leaving === undefined ? FW / 2 : LEFT)} y={38} seat={f.seat} initial={initial(f.seat)} dkey={`priest-p${f.seat}-${n}`} />}
            {f.leaving !== undefined && <Leaving x={x} seat={f.leaving} initial={initial(f.leaving)} n={count(seen, f.leaving)} />}
          </g>
        );
      })}
    </Pic>
  );
}

/** Counts one more priest of `seat` from the left and returns its index (its key's number). */
function count(seen: Map<number, number>, seat: number): number {
  const n = seen.get(seat) ?? 0;
  seen.set(seat, n + 1);
  return n;
}

/** A priest landed on, waiting at its field's right side to be pushed on: the arrow under it says where it goes. */
function Leaving({ x, seat, initial, n }: { x: number; seat: number; initial: string; n: number }): JSX.Element {
  return (
    <>
      <Priest x={x + RIGHT} y={38} seat={seat} initial={initial} dkey={`priest-p${seat}-${n}`} />
      <path d={`M${x + RIGHT - 7} 52H${x + FW + 5}M${x + FW + 1} 49L${x + FW + 5} 52L${x + FW + 1} 55`} class="bb-arrow bb-push" />
    </>
  );
}
