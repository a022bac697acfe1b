import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { abilityName, paymentName, sexName } from '../../../explainers/bora-bora/common';
import { phaseBCode } from '../../../explainers/bora-bora/sandbox/codec';
import { applyCode, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { msg } from '../../../explainers/messages';
import { ABILITIES, SEXES, fitsWithoutBlue, paymentOptions, type BoraBoraState, type GodColour, type GodPayment, type PhaseBStep } from '../../../games/bora-bora';
import type { Translate } from '../../../i18n/translate';
import type { ChosenDie } from './ActionTiles';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface GodChoiceProps {
  t: Translate;
  id: string;
  s: BoraBoraState;
  god: GodColour;
  /** How an option reads: a blue or white god "with … (paid …)"; a green one by its payment alone. */
  label: 'bora.sandbox.withBlue' | 'bora.sandbox.withWhite' | 'bora.sandbox.useGreen';
  /** The field's own label, naming the god: the blue and the white god's fields stand side by side. */
  field: 'bora.sandbox.blueFor' | 'bora.sandbox.whiteFor' | 'bora.sandbox.greenFor';
  value: GodPayment | undefined;
  onChange: (p: GodPayment | undefined) => void;
}

/** A god to play with the die or step, paid one of the ways the player can pay now (or none). */
function GodChoice({ t, id, s, god, label, field, value, onChange }: GodChoiceProps): JSX.Element | null {
  const p = s.players[s.order[s.active] ?? 0];
  const options = p ? paymentOptions(p, god) : [];
  if (options.length === 0) return null;
  const words = (pay: GodPayment) => (label === 'bora.sandbox.useGreen' ? t(paymentName(god, pay)) : t(msg(label, { pay: paymentName(god, pay) })));
  return (
    <div class="field">
      <label for={id}>{t(msg(field))}</label>
      <select id={id} value={value ? String(options.findIndex((o) => same(o, value))) : ''} onChange={(e) => {
        const k = (e.currentTarget as HTMLSelectElement).value;
        onChange(k === '' ? undefined : options[Number(k)]);
      }}>
        <option value="">{t(msg('bora.sandbox.noGod'))}</option>
        {options.map((o, k) => (
          <option key={k} value={String(k)}>
            {words(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Whether a blue god would let a die of `value` onto a tile it may not take without one. Where it would
 * change nothing (every tile takes the die), it is not offered, nor is a white god for a die showing 6:
 * the rulebook page says the site's examples, practice and sandbox leave such plays out (review v15
 * met both offered).
 */
const blueMatters = (s: BoraBoraState, value: number) => s.spots.some((spot) => !fitsWithoutBlue((s.dice[spot] ?? []).map((d) => d.value), value, spot));

/** Phase A: the dice still to place, one chosen at a time, with a blue or white god if wanted. */
export function DicePanel({ t, s, die, setDie }: { t: Translate; s: BoraBoraState; die: ChosenDie | null; setDie: (d: ChosenDie | null) => void }): JSX.Element {
  const p = s.players[s.order[s.active] ?? 0];
  const dice = [...(p?.dice ?? [])].sort((a, b) => a - b);
  return (
    <section aria-labelledby="bb-dice-h">
      <h3 id="bb-dice-h">{t(msg('bora.sandbox.yourDice', { player: p?.name ?? '' }))}</h3>
      <div class="sandbox-buttons bb-dice">
        {dice.map((value, i) => {
          const chosen = die?.index === i;
          return (
            <button key={`${value}-${i}`} type="button" class={`button bb-die${chosen ? ' primary' : ''}`} aria-pressed={chosen ? 'true' : 'false'} onClick={() => setDie(chosen ? null : { value, index: i })}>
              {t(msg('bora.sandbox.die', { value }))}
            </button>
          );
        })}
      </div>
      {die && (
        <div class="sandbox-row">
          {blueMatters(s, die.value) && <GodChoice t={t} id="bb-blue" s={s} god="blue" label="bora.sandbox.withBlue" field="bora.sandbox.blueFor" value={die.blue} onChange={(blue) => setDie({ ...die, blue })} />}
          {die.value < 6 && <GodChoice t={t} id="bb-white" s={s} god="white" label="bora.sandbox.withWhite" field="bora.sandbox.whiteFor" value={die.white} onChange={(white) => setDie({ ...die, white })} />}
        </div>
      )}
      <p class="sandbox-hint">{t(msg('bora.sandbox.chooseDie'))}</p>
    </section>
  );
}

/**
 * Phase B: each kind of man or woman the player has, to use once per sex, and the end of their
 * Phase B. A green god, paid as the reader chooses, doubles the kind used next (or, once a sex has
 * been used, lets a further kind of it act).
 */
export function PhaseBPanel({ t, table, onPlay }: { t: Translate; table: BoraTable; onPlay: (code: string) => void }): JSX.Element {
  const s = table.engine.position;
  const p = s.players[s.order[s.active] ?? 0];
  const [green, setGreen] = useState<GodPayment | undefined>(undefined);
  useEffect(() => setGreen(undefined), [table]);
  const kinds = SEXES.flatMap((sex) =>
    ABILITIES.map((ability) => ({ sex, ability, n: p?.spaces.filter((x) => x.person?.sex === sex && x.person.ability === ability).length ?? 0 })).filter((k) => k.n > 0),
  );
  const stepWith = (k: (typeof kinds)[number], pay: GodPayment | undefined): PhaseBStep => {
    if (!pay) return { type: 'use', sex: k.sex, ability: k.ability };
    return p?.phaseB[k.sex] ? { type: 'extra', sex: k.sex, ability: k.ability, green: pay } : { type: 'use', sex: k.sex, ability: k.ability, double: pay };
  };
  const stepOf = (k: (typeof kinds)[number]) => stepWith(k, green);
  // Only the steps the rules take now: a man or woman already used this phase is offered again only with a green god.
  const offered = kinds.filter((k) => applyCode(table, phaseBCode(s, stepOf(k))).ok);
  // The green god's field only while a green god can still do something: the rules allow one a Phase B, and it needs a step to double or add.
  const greenLive = p !== undefined && paymentOptions(p, 'green').some((pay) => kinds.some((k) => applyCode(table, phaseBCode(s, stepWith(k, pay))).ok));
  return (
    <section aria-labelledby="bb-b-h">
      <h3 id="bb-b-h">{t(msg('bora.sandbox.phaseB'))}</h3>
      {kinds.length === 0 && <p>{t(msg('bora.sandbox.nobody'))}</p>}
      {greenLive && <GodChoice t={t} id="bb-green" s={s} god="green" label="bora.sandbox.useGreen" field="bora.sandbox.greenFor" value={green} onChange={setGreen} />}
      <div class="sandbox-buttons">
        {offered.map((k) => (
          <button key={`${k.sex}${k.ability}`} type="button" class="button" onClick={() => onPlay(phaseBCode(s, stepOf(k)))}>
            {t(green ? msg('bora.sandbox.useGreen', { sex: sexName(k.sex), ability: abilityName(k.ability) }) : msg('bora.sandbox.use', { sex: sexName(k.sex), ability: abilityName(k.ability), n: k.n }))}
          </button>
        ))}
        <button type="button" class="button primary" onClick={() => onPlay('e')}>
          {t(msg('bora.sandbox.doneB', { player: p?.name ?? '' }))}
        </button>
      </div>
    </section>
  );
}
