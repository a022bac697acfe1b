import { REGISTRY } from '../../registry';
import { localize } from '../../explainers/localize';
import { initialStory } from '../../explainers/stories';
import type { EngineRefusal } from './types';
import type { ExampleGame, ExampleOf } from '../../schemas/examples';
import { lineOf, pathOf } from '../../schemas/validate';

export type { EngineRefusal } from './types';

function detailText(detail: EngineRefusal['detail']): string {
  if (!detail) return '';
  const parts = Object.entries(detail).map(([k, v]) => `${k} ${v}`);
  return parts.length ? `; ${parts.join(', ')}` : '';
}

/**
 * Why the build must refuse an example the engine refuses, one line each:
 * `content/gheos/examples/war-1.yaml: action: the engine refuses it (occupied)`.
 * Every move and choice the file makes is played strictly by its game's engine
 * (a wrong one is never swapped for a legal one, as a reader's would be); then,
 * as a last net, the steps the page would show must hold no refusal.
 */
export function engineProblems<G extends ExampleGame>(file: string, game: G, data: ExampleOf[G], text?: string): string[] {
  const english = localize(data, 'en');
  const refusals = REGISTRY[game].examples.check(english);
  const where = (at: string) => {
    const line = text === undefined || file.endsWith('.json') ? undefined : lineOf(text, pathOf(at));
    return `${file}${line ? `:${line}` : ''}`;
  };
  if (refusals.length) return refusals.map((r) => `${where(r.at)}: ${r.at}: the engine refuses it (${r.reason}${detailText(r.detail)})`);
  const { steps } = initialStory(game, english);
  const refused = steps.findIndex((s) => s.tone === 'refusal');
  if (refused >= 0) return [`${file}: step ${refused + 1} of the example is a refusal (${JSON.stringify(steps[refused]!.caption.params ?? {})}); the engine refuses one of its moves`];
  return [];
}
