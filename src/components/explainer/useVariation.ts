import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Inputs } from '../../explainers/types';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { checkVariation, readVariation, writeVariation } from './variation';
import type { WalkthroughEngine } from './useEngine';

export interface VariationHost<V> {
  exampleId: string;
  defaults: Inputs;
  inputs: Inputs;
  hydrated: boolean;
  ensureEngine: () => Promise<WalkthroughEngine<V> | null>;
  send: (event: WalkthroughEvent) => void;
}

/**
 * The reader's variation in the address (`?{example-id}.{input}=…`, variation.ts): read on load,
 * checked against the engine and made; then the address follows the reader's inputs, so a reload,
 * the language switch, a copied link and Present keep it.
 * Returns whether the address named a variation that could not be made (the rulebook's example is
 * shown, with a notice), and a way to forget it.
 */
export function useVariation<V>({ exampleId, defaults, inputs, hydrated, ensureEngine, send }: VariationHost<V>) {
  const [bad, setBad] = useState(false);
  // True while a variation read from the address waits for the engine: the address is not tidied meanwhile.
  const pending = useRef(false);
  useEffect(() => {
    const pairs = readVariation(location.search, exampleId);
    if (pairs.length === 0) return;
    pending.current = true;
    void ensureEngine().then((ready) => {
      pending.current = false;
      if (!ready) return;
      const made = checkVariation(pairs, defaults, ready);
      if (made) for (const [name, value] of Object.entries(made)) send({ type: 'SET_INPUT', name, value });
      else {
        setBad(true);
        const search = writeVariation(location.search, exampleId, defaults, defaults);
        history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
      }
    });
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (!hydrated || pending.current) return;
    const search = writeVariation(location.search, exampleId, inputs, defaults);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [hydrated, exampleId, inputs, defaults]);

  return { bad, forget: () => setBad(false) };
}
