import { useRef, useState } from 'preact/hooks';
import type { Inputs, InputSpec, Step } from '../../explainers/types';
import { walkthroughMachine, type WalkthroughEvent } from '../../explainers/walkthroughMachine';
import { useMachine } from '@xstate/react';

export interface WalkthroughEngine<V> {
  compute: (inputs: Inputs) => readonly Step<V>[];
  inputSpecs: (inputs: Inputs) => readonly InputSpec[];
}

type Compute = (inputs: Inputs) => readonly Step<unknown>[];

/** What an example starts from: the engine at hand, or the steps computed at build time and a way to fetch it. */
export interface EngineSource<V> {
  defaults: Inputs;
  compute?: (inputs: Inputs) => readonly Step<V>[];
  inputSpecs?: (inputs: Inputs) => readonly InputSpec[];
  initial?: { steps: readonly Step<V>[]; specs: readonly InputSpec[] };
  loadEngine?: () => Promise<WalkthroughEngine<V>>;
}

/** The walkthrough machine for one example, started from its engine or from its steps computed at build time. */
export function useWalkthroughMachine<V>({ defaults, compute, inputSpecs, initial }: EngineSource<V>) {
  const [engine, setEngine] = useState<WalkthroughEngine<V> | null>(compute && inputSpecs ? { compute, inputSpecs } : null);
  const [snapshot, send] = useMachine(walkthroughMachine, {
    input: engine ? { compute: engine.compute as Compute, inputs: defaults } : { steps: initial?.steps ?? [], inputs: defaults },
  });
  return { engine, setEngine, snapshot, send };
}

export interface EngineLoader<V> {
  /** The engine, once here (the example's own input fields come from it). */
  engine: WalkthroughEngine<V> | null;
  /** The engine is on its way. */
  busy: boolean;
  /** The engine could not be fetched: Retry asks again. */
  failed: boolean;
  ensure: () => Promise<WalkthroughEngine<V> | null>;
}

/**
 * The engine arrives on the first "what if" (or when the pointer or focus reaches one): stepping,
 * deep links and presenting need none, so a page does not download the rules until someone asks.
 */
export function useEngineLoader<V>(
  engine: WalkthroughEngine<V> | null,
  setEngine: (engine: WalkthroughEngine<V>) => void,
  loadEngine: (() => Promise<WalkthroughEngine<V>>) | undefined,
  send: (event: WalkthroughEvent) => void,
): EngineLoader<V> {
  const loading = useRef<Promise<WalkthroughEngine<V> | null> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ensure = (): Promise<WalkthroughEngine<V> | null> => {
    if (engine) return Promise.resolve(engine);
    if (!loading.current) {
      setBusy(true);
      setFailed(false);
      loading.current = (loadEngine ? loadEngine() : Promise.reject(new Error('no engine')))
        .then((loaded) => {
          send({ type: 'ENGINE_READY', compute: loaded.compute as Compute });
          setEngine(loaded);
          return loaded;
        })
        .catch(() => {
          loading.current = null;
          setFailed(true);
          return null;
        })
        .finally(() => setBusy(false));
    }
    return loading.current;
  };
  return { engine, busy, failed, ensure };
}

export type InputChange = Extract<WalkthroughEvent, { type: 'SET_INPUT' | 'RESET_INPUTS' }>;

/**
 * The reader's changes to the inputs and decisions, made once the engine is here. The change asked
 * for while the rules were loading is kept: Retry asks again.
 */
export function useInputChanges(ensure: () => Promise<unknown>, act: (event: WalkthroughEvent) => void) {
  const pending = useRef<WalkthroughEvent | null>(null);
  const change = (event: InputChange) => {
    pending.current = event;
    void ensure().then((ready) => {
      if (!ready) return;
      pending.current = null;
      act(event);
    });
  };
  const retry = () => {
    const event = pending.current;
    if (event && (event.type === 'SET_INPUT' || event.type === 'RESET_INPUTS')) change(event);
    else void ensure();
  };
  return { change, retry };
}
