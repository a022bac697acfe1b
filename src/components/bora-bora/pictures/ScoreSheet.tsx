import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { PlayerView, SheetLine, SheetView } from '../../../explainers/bora-bora/views';
import type { Translate } from '../../../i18n/translate';
import { sheetLineText } from '../lines';
import { Pic, Token } from './glyphs';

const ROWS: SheetLine['label'][] = ['before', 'task', 'god-tiles', 'fish', 'jewellery', 'bonus', 'total'];
const LABEL_W = 112;
const COL_W = 62;
const ROW_H = 19;
const HEAD = 40;

/**
 * The final count as a score pad: a column per player, a row per kind of points (tasks,
 * fish tiles and bonuses summed over their lines), filled in as the steps count them; the
 * cell just counted is marked. The lines behind each sum are in the text beside it.
 */
export const sheetLabel = (t: Translate, sheets: SheetView[]) =>
  `${t(bmsg('bora.pic.sheet'))}: ${sheets.map((s) => `${s.name}: ${s.lines.map((l) => sheetLineText(t, l)).map((x) => `${x.head} ${x.value}`).join(', ')}`).join('; ')}.`;

/** The pad's height: its head and a row per kind of points. */
export const SHEET_H = HEAD + ROWS.length * ROW_H + 4;

export function ScoreSheet({ sheets, players, labelId, initial, t }: { sheets: SheetView[]; players: PlayerView[]; labelId: string; initial: (seat: number) => string; t: Translate }): JSX.Element {
  const w = LABEL_W + sheets.length * COL_W + 4;
  const h = SHEET_H;
  const cell = (sheet: SheetView, row: SheetLine['label']) => {
    const lines = sheet.lines.filter((l) => l.label === row);
    if (!lines.length) return { text: '–', shown: true, none: true };
    const shown = lines.every((l) => l.shown);
    const sum = lines.reduce((a, l) => a + l.points, 0);
    return { text: shown ? (row === 'before' || row === 'total' ? `${sum}` : `+${sum}`) : '·', shown, none: false, sum };
  };
  const latest = (sheet: SheetView) => {
    if (!players[sheet.seat]?.focus) return null;
    const shown = ROWS.filter((r) => sheet.lines.some((l) => l.label === r && l.shown));
    return shown.at(-1) ?? null;
  };
  const title = t(bmsg('bora.pic.sheet'));
  return (
    <Pic w={w} h={h} labelId={labelId} kind="sheet" title={title}>
      <rect x="1" y="18" width={w - 2} height={h - 19} rx="4" class="bb-pad" />
      {sheets.map((s, i) => {
        const x = LABEL_W + i * COL_W + COL_W / 2;
        return (
          <g key={s.seat}>
            <Token x={x - 18} y={29} seat={s.seat} initial={initial(s.seat)} r={7} />
            <text x={x - 8} y={33} class="bb-sheet-name">
              {s.name}
            </text>
          </g>
        );
      })}
      {ROWS.map((row, r) => {
        const y = HEAD + r * ROW_H;
        return (
          <g key={row} class={row === 'total' ? 'bb-sheet-total' : undefined}>
            <path d={`M2 ${y}H${w - 2}`} class="bb-rule" />
            <text x="6" y={y + 14} class="bb-sheet-l">
              {t(bmsg(`bora.pic.sheet.${row}`))}
            </text>
            {sheets.map((s, i) => {
              const c = cell(s, row);
              const x = LABEL_W + i * COL_W;
              const mark = latest(s) === row;
              return (
                <g key={s.seat} class={`bb-sheet-c${mark ? ' bb-f' : ''}${c.shown ? '' : ' bb-pending'}`} data-key={`sheet-p${s.seat}-${row}`}>
                  {mark && <rect x={x + 2} y={y + 1} width={COL_W - 4} height={ROW_H - 2} rx="3" class="bb-mark" />}
                  <text x={x + COL_W - 10} y={y + 14} data-count={c.shown && !c.none ? c.sum : undefined}>
                    {c.text}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </Pic>
  );
}
