import { useEffect, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { tradeName } from '../../../explainers/bora-bora/captions';
import { decisionLabel, list, optionLabel, reasonName } from '../../../explainers/bora-bora/common';
import { answerCode } from '../../../explainers/bora-bora/sandbox/codec';
import { applyCode, positionOf, type BoraTable } from '../../../explainers/bora-bora/sandbox/rules';
import { msg } from '../../../explainers/messages';
import { MATERIALS, choiceValues, type Decision, type Trade, type TradeOption } from '../../../games/bora-bora';
import type { Translate } from '../../../i18n/translate';

type TradesDecision = Extract<Decision, { kind: 'trades' }>;

/** Each trade one line of the menu offers: one per material, one per space of a man to tattoo or a woman to gather shells. */
function tradesOf(o: TradeOption): Trade[] {
  if (o.kind === 'material') return MATERIALS.map((material) => ({ kind: 'material', material }));
  if (o.kind === 'tattoo' || o.kind === 'shells') return (o.spaces ?? []).map((space) => ({ kind: o.kind, space }) as Trade);
  return [{ kind: o.kind } as Trade];
}

/** The helper's budget spent trade by trade from the menu, then handed over whole. */
function Trades({ t, d, onPlay }: { t: Translate; d: TradesDecision; onPlay: (code: string) => void }): JSX.Element {
  const [chosen, setChosen] = useState<Trade[]>([]);
  const cost = (k: Trade['kind']) => d.menu.find((m) => m.kind === k)?.cost ?? 1;
  const left = d.budget - chosen.reduce((n, x) => n + cost(x.kind), 0);
  const taken = (x: Trade) => (x.kind === 'tattoo' || x.kind === 'shells') && chosen.some((c) => c.kind === x.kind && c.space === x.space);
  return (
    <div class="bb-trades">
      <div class="sandbox-buttons">
        {d.menu.flatMap(tradesOf).map((x, i) => (
          <button key={i} type="button" class="button" disabled={cost(x.kind) > left || taken(x)} onClick={() => setChosen([...chosen, x])}>
            {t(msg('bora.sandbox.trades.add', { trade: tradeName(x), cost: cost(x.kind) }))}
          </button>
        ))}
      </div>
      <p>{t(msg('bora.sandbox.trades.chosen', { list: chosen.length ? list(chosen.map(tradeName)) : msg('bora.sandbox.trades.none'), left }))}</p>
      <div class="sandbox-buttons">
        <button type="button" class="button primary" onClick={() => onPlay(answerCode(d, chosen))}>
          {t(msg('bora.sandbox.trades.done'))}
        </button>
        <button type="button" class="button" onClick={() => setChosen([])}>
          {t(msg('bora.sandbox.trades.clear'))}
        </button>
        <button type="button" class="button" onClick={() => onPlay(answerCode(d, Array.from({ length: d.budget }, () => ({ kind: 'point' }) as Trade)))}>
          {t(msg('bora.sandbox.trades.points'))}
        </button>
      </div>
    </div>
  );
}

/** The picture a question is about, where it is one: the map for a region, the temple for its space. */
const SHOWS: Partial<Record<Decision['kind'], string>> = { region: 'map', 'start-region': 'map', 'temple-field': 'temple' };

/**
 * On a phone the question stands above the action tiles and the picture it is about a screen further down (a
 * sandbox player answered "which region?" without the map in sight): as it opens, that picture is brought into
 * view, and the question holds the foot of the screen while it is asked (sandbox.css, `data-shows`).
 */
function useShowPicture(d: Decision): string | undefined {
  const shows = SHOWS[d.kind];
  useEffect(() => {
    if (!shows || !matchMedia('(max-width: 40rem)').matches) return;
    document.querySelector(`.sandbox-board svg[data-pic="${shows}"]`)?.scrollIntoView({ block: 'start' });
  }, [d, shows]);
  return shows;
}

/**
 * The engine's question, asked as the examples ask it: who answers, what, and each option the
 * rules allow as a button (the helper's trades as a small menu). An option the engine would
 * refuse once taken (expanding by land with no land path, say) is shown but not enabled, with why.
 */
export function Question({ t, table, d, onPlay }: { t: Translate; table: BoraTable; d: Decision; onPlay: (code: string) => void }): JSX.Element {
  const s = positionOf(table);
  const shows = useShowPicture(d);
  // Each option tried through the engine once per question, not at every render.
  const options = useMemo(
    () =>
      d.kind === 'trades'
        ? []
        : choiceValues(d).map((v, k) => {
            const r = applyCode(table, `a${k}`);
            return { code: `a${k}`, label: t(optionLabel(s, d, v)), refusal: r.ok ? null : r.reason };
          }),
    [table, d, t],
  );
  return (
    <section class="bb-question" role="group" aria-labelledby="bb-q-h" data-shows={shows}>
      <h3 id="bb-q-h">{t(decisionLabel(s, d))}</h3>
      {d.kind === 'trades' ? (
        <Trades key={JSON.stringify(d)} t={t} d={d} onPlay={onPlay} />
      ) : (
        <>
          <div class="sandbox-buttons bb-options">
            {options.map((o, k) => (
              <button key={k} type="button" class="button" disabled={o.refusal !== null} aria-describedby={o.refusal ? `bb-q-why-${k}` : undefined} onClick={() => onPlay(o.code)}>
                {o.label}
              </button>
            ))}
          </div>
          {options.map(
            (o, k) =>
              o.refusal && (
                <p key={k} id={`bb-q-why-${k}`} class="bb-option-why">
                  {t(msg('bora.sandbox.optionNot', { option: o.label, reason: reasonName(o.refusal) }))}
                </p>
              ),
          )}
        </>
      )}
    </section>
  );
}
