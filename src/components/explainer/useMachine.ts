import { useEffect, useState } from 'preact/hooks';
import {
  createActor,
  type Actor,
  type ActorOptions,
  type AnyStateMachine,
  type ConditionalRequired,
  type IsNotNever,
  type RequiredActorOptionsKeys,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';

/**
 * Runs a state machine for the life of a Preact component: `[snapshot, send, actor]`, like
 * `@xstate/react`'s `useMachine`. The examples use the package itself (useEngine.ts; its configuration
 * in astro.config.mjs and DESIGN.md); the sandboxes, which wake as their page loads, still use this
 * (about 0.6 KiB gzip lighter than the package, which their pages would load before any input).
 *
 * The rule is the same as the package's: the actor is made once, the first render (on the server
 * too) shows its initial snapshot without starting it, and it starts after the first paint, watched
 * from before it starts so no change is missed; it stops when the component goes. An actor that fails
 * throws its error from the render, as the package did.
 */
export function useMachine<M extends AnyStateMachine>(
  machine: M,
  ...[options]: ConditionalRequired<[options?: ActorOptions<M> & { [K in RequiredActorOptionsKeys<M>]: unknown }], IsNotNever<RequiredActorOptionsKeys<M>>>
): [SnapshotFrom<M>, Actor<M>['send'], Actor<M>] {
  const [actor] = useState(() => createActor(machine, options));
  const [snapshot, setSnapshot] = useState<SnapshotFrom<M>>(() => actor.getSnapshot());
  useEffect(() => {
    const seen = () => setSnapshot(actor.getSnapshot());
    const { unsubscribe } = actor.subscribe({ next: seen, error: seen });
    actor.start();
    return () => {
      unsubscribe();
      actor.stop();
    };
  }, [actor]);
  // Every snapshot has a status; the generic `SnapshotFrom<M>` does not show it until widened.
  const state: Snapshot<unknown> = snapshot;
  if (state.status === 'error') throw state.error;
  return [snapshot, actor.send, actor];
}
