import type { Message, Step } from './types';

/**
 * Every message a story's steps would show (captions, details, decisions,
 * options and their refusals, what Predict asks, and nested terms), for tests that check each
 * key exists in both languages.
 */
export function messagesOf(steps: readonly Step<unknown>[]): Message[] {
  const out: Message[] = [];
  const visit = (m: Message) => {
    out.push(m);
    for (const p of Object.values(m.params ?? {})) if (typeof p === 'object') visit(p);
  };
  for (const s of steps) {
    visit(s.caption);
    if (s.summary) visit(s.summary);
    s.details?.forEach(visit);
    if (s.decision) {
      visit(s.decision.label);
      s.decision.options.forEach((o) => {
        visit(o.label);
        if (o.refused) visit(o.refused);
      });
    }
    if (s.ask) {
      visit(s.ask.question);
      s.ask.options.forEach((o) => visit(o.label));
    }
  }
  return out;
}
