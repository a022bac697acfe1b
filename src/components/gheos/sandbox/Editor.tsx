import { useState } from 'preact/hooks';
import type { JSX } from 'preact';
// Straight from the engine's modules: setting up needs no rules of play.
import { markersLeft, uninhabitedContinents } from '../../../games/gheos/civilizations';
import type { SandboxEdit } from '../../../games/gheos/edit';
import { parseCellKey, type CellKey } from '../../../games/gheos/geometry';
import { bareParts, composeTile, MAX_MARKS, tileShapes, type PartMarks } from '../../../games/gheos/palette';
import { computeRegions } from '../../../games/gheos/regions';
import { COLOURS, coloursOnBoard, MAX_PLAYERS, MIN_PLAYERS, SCORING_TOKENS_PER_PLAYER, type Colour, type GheosState, type Rotation } from '../../../games/gheos/state';
import { EPOCH_TILE, SYMBOLS, type TempleSymbol } from '../../../games/gheos/tiles';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { corners, path, tileShapes as drawShapes } from '../geometry';
import { cellLabel, tileText } from '../labels';
import { CellSelect, Choice, RotationSelect, continentLabel } from './controls';

interface Props {
  t: Translate;
  position: GheosState;
  /** One change to the position, through the engine's `applyEdit`. */
  edit: (edit: SandboxEdit) => void;
  cells: readonly CellKey[];
  selected: CellKey;
  onSelect: (cell: CellKey) => void;
}

type Edit = (e: SandboxEdit) => void;

const SHAPES = tileShapes();
const TEMPLES: readonly TempleSymbol[] = ['wheat', 'chalice', 'swords'];
const counts = (max: number) => Array.from({ length: max + 1 }, (_, i) => String(i));

/** A small picture of a tile shape for the palette. */
function ShapePreview({ shape }: { shape: string }): JSX.Element {
  return (
    <svg class="sandbox-shape" viewBox="-36 -4 72 64" width="40" height="36" aria-hidden="true">
      <path d={path(corners('0,0'))} class="g-sea" />
      {drawShapes('0,0', shape, 0).map((s) => (
        <path key={s.id} d={path(s.outline)} class={s.kind === 'coast' ? 'g-coast' : 'g-land'} />
      ))}
      <path d={path(corners('0,0'))} class="g-edge" />
    </svg>
  );
}

/** The tile shapes to choose from, each drawn and named. */
function Palette({ t, shape, onShape }: { t: Translate; shape: string; onShape: (s: string) => void }): JSX.Element {
  return (
    <fieldset class="sandbox-palette">
      <legend>{t(msg('gheos.sandbox.palette'))}</legend>
      {SHAPES.map((s) => (
        <label key={s} class={s === shape ? 'selected' : undefined}>
          <input type="radio" name="sb-shape" value={s} checked={s === shape} onChange={() => onShape(s)} />
          <ShapePreview shape={s} />
          <span>{t(msg(`gheos.sandbox.shape.${s}` as 'gheos.sandbox.shape.lll'))}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The symbols and temple on one part of the tile (its landmass or one of its coasts). */
function PartMarks({ t, shape, part, marks, onChange }: { t: Translate; shape: string; part: number; marks: PartMarks; onChange: (change: (m: PartMarks) => PartMarks) => void }): JSX.Element {
  const coastEdges = (shape.match(/c/g) ?? []).length;
  const isLand = shape.includes('l') && part === 0;
  const coastNo = shape.includes('l') ? part : part + 1;
  const legend = isLand ? t(msg('gheos.sandbox.part.landmassTitle')) : t(msg('gheos.sandbox.part.coastTitle', { n: coastNo, of: coastEdges }));
  return (
    <fieldset class="sandbox-marks">
      <legend>{legend}</legend>
      {SYMBOLS.map((s) => (
        <Choice
          key={s}
          id={`sb-part${part}-${s}`}
          label={t(msg(`gheos.symbol.${s}`))}
          value={String(marks.symbols[s])}
          options={counts(MAX_MARKS).map((n) => ({ value: n, label: n }))}
          onChange={(v) => onChange((x) => ({ ...x, symbols: { ...x.symbols, [s]: Number(v) } }))}
        />
      ))}
      <Choice
        id={`sb-part${part}-temple`}
        label={t(msg('gheos.sandbox.temple'))}
        value={marks.temples[0] ?? ''}
        options={[{ value: '', label: t(msg('gheos.board.none')) }, ...TEMPLES.map((s) => ({ value: s, label: t(msg(`gheos.symbol.${s}`)) }))]}
        onChange={(v) => onChange((x) => ({ ...x, temples: v ? [v as TempleSymbol] : [] }))}
      />
    </fieldset>
  );
}

/** A tile built from the palette: its shape, the marks on each part, and its turn. */
function useTileBuilder() {
  const last = SHAPES[SHAPES.length - 1] ?? 'lll';
  const [shape, setShapeOnly] = useState(last);
  const [marks, setMarks] = useState<PartMarks[]>(() => bareParts(last));
  const [rot, setRot] = useState<Rotation>(0);
  const setShape = (s: string) => {
    setShapeOnly(s);
    setMarks(bareParts(s));
  };
  const setMark = (part: number, change: (m: PartMarks) => PartMarks) => setMarks((all) => all.map((m, i) => (i === part ? change(m) : m)));
  return { shape, setShape, marks, setMark, rot, setRot, tile: composeTile(shape, marks) ?? shape };
}

/** What may be done with the built tile on the chosen space: put, turn, lift; and clearing the board. */
function SpaceButtons({ t, position, selected, edit, tile, rot }: { t: Translate; position: GheosState; selected: CellKey; edit: Edit; tile: string; rot: Rotation }): JSX.Element {
  const at = parseCellKey(selected) ?? [0, 0];
  const there = position.board[selected];
  return (
    <div class="sandbox-buttons">
      <button type="button" class="button primary" onClick={() => edit({ type: 'set-tile', at, tile, rot })}>
        {t(msg(there ? 'gheos.sandbox.replaceTile' : 'gheos.sandbox.putTile', { cell: cellLabel(t, selected) }))}
      </button>
      <button type="button" class="button" disabled={!there} onClick={() => edit({ type: 'rotate-tile', at })}>
        {t(msg('gheos.sandbox.rotateTile'))}
      </button>
      <button type="button" class="button" disabled={!there} onClick={() => edit({ type: 'remove-tile', at })}>
        {t(msg('gheos.sandbox.removeTile'))}
      </button>
      <button type="button" class="button" disabled={Object.keys(position.board).length === 0} onClick={() => edit({ type: 'clear-board' })}>
        {t(msg('gheos.sandbox.clearBoard'))}
      </button>
    </div>
  );
}

/** The built tile into a hand or onto the draw stack. */
function HandAndStack({ t, position, edit, tile }: { t: Translate; position: GheosState; edit: Edit; tile: string }): JSX.Element {
  const [holder, setHolder] = useState(0);
  const names = position.players.map((p) => p.name);
  const who = holder < names.length ? holder : 0;
  const stack = position.stacks.flat();
  return (
    <>
      <div class="sandbox-row">
        <Choice id="sb-holder" label={t(msg('gheos.sandbox.handOf'))} value={String(who)} options={names.map((n, i) => ({ value: String(i), label: n }))} onChange={(v) => setHolder(Number(v))} />
        <button type="button" class="button" onClick={() => edit({ type: 'hand-add', player: who, tile })}>
          {t(msg('gheos.sandbox.toHand', { player: names[who] ?? '' }))}
        </button>
      </div>
      <div class="sandbox-buttons">
        <button type="button" class="button" onClick={() => edit({ type: 'stack-add', tile })}>
          {t(msg('gheos.sandbox.toStack'))}
        </button>
        <button type="button" class="button" onClick={() => edit({ type: 'stack-add', tile: EPOCH_TILE })}>
          {t(msg('gheos.sandbox.epochToStack'))}
        </button>
        <button type="button" class="button" disabled={stack.length === 0} onClick={() => edit({ type: 'stack-clear' })}>
          {t(msg('gheos.sandbox.clearStack'))}
        </button>
      </div>
      <p>{t(msg('gheos.sandbox.stack', { n: stack.length, epochs: stack.filter((x) => x === EPOCH_TILE).length }))}</p>
    </>
  );
}

/** Tiles: the space, the palette, the marks on each part, the turn, and where the tile goes. */
function TilesSection({ t, position, edit, cells, selected, onSelect }: Props): JSX.Element {
  const b = useTileBuilder();
  return (
    <section aria-labelledby="sb-tiles-h">
      <h2 id="sb-tiles-h">{t(msg('gheos.sandbox.tilesHeading'))}</h2>
      <CellSelect id="sb-cell" t={t} label={t(msg('gheos.sandbox.space'))} cells={cells} position={position} value={selected} onChange={onSelect} />
      <Palette t={t} shape={b.shape} onShape={b.setShape} />
      {bareParts(b.shape).map((bare, i) => (
        <PartMarks key={`${b.shape}${i}`} t={t} shape={b.shape} part={i} marks={b.marks[i] ?? bare} onChange={(change) => b.setMark(i, change)} />
      ))}
      <RotationSelect id="sb-rot" t={t} value={b.rot} onChange={b.setRot} />
      <p class="sandbox-hint">{t(msg('gheos.sandbox.building', { tile: tileText(t, b.tile) }))}</p>
      <SpaceButtons t={t} position={position} selected={selected} edit={edit} tile={b.tile} rot={b.rot} />
      <HandAndStack t={t} position={position} edit={edit} tile={b.tile} />
    </section>
  );
}

/** Civilizations: found one of a colour left on a free continent, or take one off the board. */
function CivilizationsSection({ t, position, edit }: { t: Translate; position: GheosState; edit: Edit }): JSX.Element {
  const [colour, setColour] = useState<Colour | ''>('');
  const [continent, setContinent] = useState('');
  const free = uninhabitedContinents(position, computeRegions(position.board));
  const left = markersLeft(position);
  const foundColour = colour && left.includes(colour) ? colour : (left[0] ?? '');
  const foundAt = free.some((r) => r.id === continent) ? continent : (free[0]?.id ?? '');
  const onBoard = coloursOnBoard(position);
  return (
    <section aria-labelledby="sb-civ-h">
      <h2 id="sb-civ-h">{t(msg('gheos.sandbox.civHeading'))}</h2>
      {free.length === 0 || left.length === 0 ? (
        <p>{t(msg(left.length === 0 ? 'gheos.reason.no-marker-left' : 'gheos.sandbox.noFreeContinent'))}</p>
      ) : (
        <div class="sandbox-row">
          <Choice id="sb-found-colour" label={t(msg('gheos.sandbox.colour'))} value={foundColour} options={left.map((c) => ({ value: c, label: t(msg(`gheos.colour.${c}`)) }))} onChange={(v) => setColour(v as Colour)} />
          <Choice id="sb-found-at" label={t(msg('gheos.sandbox.continent'))} value={foundAt} options={free.map((r) => ({ value: r.id, label: continentLabel(t, r) }))} onChange={setContinent} />
          <button type="button" class="button" onClick={() => foundColour && edit({ type: 'found', colour: foundColour, at: foundAt })}>
            {t(msg('gheos.sandbox.found'))}
          </button>
        </div>
      )}
      {onBoard.length > 0 && (
        <ul class="sandbox-list">
          {onBoard.map((c) => (
            <li key={c}>
              <button type="button" class="button" onClick={() => edit({ type: 'remove-civilization', colour: c })}>
                {t(msg('gheos.sandbox.removeCiv', { colour: msg(`gheos.colour.${c}`), colourOf: msg(`gheos.colourOf.${c}`) }))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One player: followers of each civilization on the board, scoring tokens left, tiles in hand. */
function PlayerFields({ t, position, seat, edit }: { t: Translate; position: GheosState; seat: number; edit: Edit }): JSX.Element {
  const p = position.players[seat]!;
  const onBoard = coloursOnBoard(position);
  return (
    <fieldset class="sandbox-player">
      <legend>{p.name}</legend>
      {onBoard.length === 0 ? (
        <p>{t(msg('gheos.sandbox.noCivYet'))}</p>
      ) : (
        <div class="sandbox-row">
          {COLOURS.filter((c) => onBoard.includes(c)).map((c) => (
            <Choice
              key={c}
              id={`sb-f${seat}-${c}`}
              label={t(msg('gheos.sandbox.followers', { colour: msg(`gheos.colourOf.${c}`) }))}
              value={String(p.followers[c])}
              options={counts(5).map((n) => ({ value: n, label: n }))}
              onChange={(v) => edit({ type: 'set-followers', player: seat, colour: c, count: Number(v) })}
            />
          ))}
        </div>
      )}
      <Choice id={`sb-tokens${seat}`} label={t(msg('gheos.sandbox.tokens'))} value={String(p.tokens)} options={counts(SCORING_TOKENS_PER_PLAYER).map((n) => ({ value: n, label: n }))} onChange={(v) => edit({ type: 'set-tokens', player: seat, count: Number(v) })} />
      {p.hand.length === 0 ? (
        <p>{t(msg('gheos.sandbox.handEmpty'))}</p>
      ) : (
        <ul class="sandbox-list">
          {p.hand.map((code, i) => (
            <li key={`${i}${code}`}>
              <span>{tileText(t, code)}</span>
              <button type="button" class="button" onClick={() => edit({ type: 'hand-remove', player: seat, index: i })}>
                {t(msg('gheos.sandbox.handRemove', { n: i + 1, player: p.name }))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** Players: how many, whose turn, and each one's fields. */
function PlayersSection({ t, position, edit }: { t: Translate; position: GheosState; edit: Edit }): JSX.Element {
  const names = position.players.map((p) => p.name);
  const setCount = (n: number) => {
    const next = [...names];
    for (let i = next.length; i < n; i++) {
      let k = i + 1;
      while (next.includes(t(msg('gheos.sandbox.defaultName', { n: k })))) k++;
      next.push(t(msg('gheos.sandbox.defaultName', { n: k })));
    }
    edit({ type: 'set-players', names: next.slice(0, n) });
  };
  return (
    <section aria-labelledby="sb-players-h">
      <h2 id="sb-players-h">{t(msg('gheos.sandbox.playersHeading'))}</h2>
      <div class="sandbox-row">
        <Choice id="sb-count" label={t(msg('gheos.sandbox.playerCount'))} value={String(names.length)} options={counts(MAX_PLAYERS).slice(MIN_PLAYERS).map((n) => ({ value: n, label: n }))} onChange={(v) => setCount(Number(v))} />
        <Choice id="sb-active" label={t(msg('gheos.sandbox.active'))} value={String(position.active)} options={names.map((n, i) => ({ value: String(i), label: n }))} onChange={(v) => edit({ type: 'set-active', player: Number(v) })} />
      </div>
      {position.players.map((_, seat) => (
        <PlayerFields key={seat} t={t} position={position} seat={seat} edit={edit} />
      ))}
    </section>
  );
}

/** Set-up: tiles from the palette, civilizations, players, their followers and hands, whose turn it is. */
export function Editor({ t, position, edit, cells, selected, onSelect }: Props): JSX.Element {
  return (
    <div class="sandbox-editor">
      <TilesSection t={t} position={position} edit={edit} cells={cells} selected={selected} onSelect={onSelect} />
      <CivilizationsSection t={t} position={position} edit={edit} />
      <PlayersSection t={t} position={position} edit={edit} />
    </div>
  );
}
