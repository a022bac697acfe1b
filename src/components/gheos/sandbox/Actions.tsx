import { useState } from 'preact/hooks';
import type { JSX } from 'preact';
import {
  cellKey,
  coloursOnBoard,
  computeRegions,
  continents,
  inhabitant,
  markersLeft,
  parseCellKey,
  placementCells,
  type CellKey,
  type Colour,
  type GheosAction,
  type GheosState,
  type Rotation,
} from '../../../games/gheos';
import type { SandboxEvent } from '../../../explainers/gheos/sandbox/sandboxMachine';
import { msg } from '../../../explainers/messages';
import type { Translate } from '../../../i18n/translate';
import { tileText } from '../labels';
import { CellSelect, Choice, RotationSelect, continentLabel } from './controls';

interface Props {
  t: Translate;
  position: GheosState;
  send: (e: SandboxEvent) => void;
  selected: CellKey;
  onSelect: (cell: CellKey) => void;
}

/**
 * Play: every action the engine knows, with every place it could go; the
 * engine decides. A refused action leaves the position as it was and the
 * reason appears below the board.
 */
export function Actions({ t, position, send, selected, onSelect }: Props): JSX.Element {
  const [hand, setHand] = useState(0);
  const [rot, setRot] = useState<Rotation>(0);
  const [colour, setColour] = useState<Colour | ''>('');
  const [continent, setContinent] = useState('');
  const [take, setTake] = useState<Colour | ''>('');
  const act = (action: GheosAction) => send({ type: 'ACT', action });
  const player = position.players[position.active];
  const name = player?.name ?? '';
  const tiles = player?.hand ?? [];
  const handIndex = hand < tiles.length ? hand : 0;
  const board = Object.keys(position.board) as CellKey[];
  const spaces = board.length === 0 ? (['0,0'] as CellKey[]) : [...placementCells(position).map(cellKey), ...board];
  const space = spaces.includes(selected) ? selected : (spaces[0] ?? '0,0');
  const map = computeRegions(position.board);
  const all = continents(map);
  const left = markersLeft(position);
  const foundColour = colour && left.includes(colour) ? colour : (left[0] ?? '');
  const foundAt = all.some((r) => r.id === continent) ? continent : (all[0]?.id ?? '');
  const onBoard = coloursOnBoard(position);
  const takeColour = take && onBoard.includes(take) ? take : (onBoard[0] ?? '');

  if (position.over) return <p>{t(msg('gheos.reason.game-over'))}</p>;

  return (
    <div class="sandbox-actions">
      <p class="sandbox-turn">{t(msg('gheos.sandbox.turnOf', { player: name, tokens: player?.tokens ?? 0 }))}</p>
      <section aria-labelledby="sb-lay-h">
        <h2 id="sb-lay-h">{t(msg('gheos.sandbox.layHeading'))}</h2>
        {tiles.length === 0 ? (
          <p>{t(msg('gheos.sandbox.noHand', { player: name }))}</p>
        ) : (
          <>
            <Choice id="sb-hand" label={t(msg('gheos.sandbox.handTile'))} value={String(handIndex)} options={tiles.map((code, i) => ({ value: String(i), label: tileText(t, code) }))} onChange={(v) => setHand(Number(v))} />
            <CellSelect id="sb-space" t={t} label={t(msg('gheos.sandbox.space'))} cells={spaces} position={position} value={space} onChange={onSelect} />
            <RotationSelect id="sb-lay-rot" t={t} value={rot} onChange={setRot} />
            <button type="button" class="button primary" onClick={() => act({ type: position.board[space] ? 'replace' : 'place', hand: handIndex, at: parseCellKey(space) ?? [0, 0], rot })}>
              {t(msg(position.board[space] ? 'gheos.sandbox.doReplace' : 'gheos.sandbox.doPlace'))}
            </button>
          </>
        )}
      </section>
      <section aria-labelledby="sb-civ-play-h">
        <h2 id="sb-civ-play-h">{t(msg('gheos.sandbox.civPlayHeading'))}</h2>
        {all.length > 0 && left.length > 0 ? (
          <div class="sandbox-row">
            <Choice id="sb-play-colour" label={t(msg('gheos.sandbox.newColour'))} value={foundColour} options={left.map((c) => ({ value: c, label: t(msg(`gheos.colour.${c}`)) }))} onChange={(v) => setColour(v as Colour)} />
            <Choice
              id="sb-play-at"
              label={t(msg('gheos.sandbox.continent'))}
              value={foundAt}
              options={all.map((r) => {
                const c = inhabitant(position, map, r);
                const label = continentLabel(t, r);
                return { value: r.id, label: c ? t(msg('gheos.sandbox.inhabitedOption', { continent: label, colour: msg(`gheos.colour.${c}`) })) : label };
              })}
              onChange={setContinent}
            />
            <button type="button" class="button" onClick={() => foundColour && act({ type: 'found', colour: foundColour, at: foundAt })}>
              {t(msg('gheos.sandbox.found'))}
            </button>
          </div>
        ) : (
          <p>{t(msg(left.length === 0 ? 'gheos.reason.no-marker-left' : 'gheos.sandbox.noContinent'))}</p>
        )}
        {onBoard.length > 0 && (
          <div class="sandbox-row">
            <Choice id="sb-take" label={t(msg('gheos.sandbox.takeColour'))} value={takeColour} options={onBoard.map((c) => ({ value: c, label: t(msg(`gheos.colour.${c}`)) }))} onChange={(v) => setTake(v as Colour)} />
            <button type="button" class="button" onClick={() => takeColour && act({ type: 'take', colour: takeColour })}>
              {t(msg('gheos.sandbox.take'))}
            </button>
          </div>
        )}
      </section>
      <section aria-labelledby="sb-end-h">
        <h2 id="sb-end-h">{t(msg('gheos.sandbox.endHeading'))}</h2>
        <div class="sandbox-buttons">
          <button type="button" class="button" onClick={() => act({ type: 'individual-scoring' })}>
            {t(msg('gheos.sandbox.token'))}
          </button>
          <button type="button" class="button" onClick={() => act({ type: 'draw' })}>
            {t(msg('gheos.sandbox.draw'))}
          </button>
        </div>
      </section>
    </div>
  );
}
