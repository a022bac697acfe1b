/**
 * Not a check: with PRINT_CAPTIONS=1 it writes every caption of every example side by
 * side in English and Polish to the file it names, for a human review
 * (`PRINT_CAPTIONS=/tmp/captions.txt npx vitest run src/explainers/printCaptions.test.ts`).
 */
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { playEveryExample } from './captionsAll';

it.runIf(process.env.PRINT_CAPTIONS)('prints every caption side by side', () => {
  const lines: string[] = [];
  for (const p of playEveryExample(process.env.PRINT_BOUNDARIES === '1')) {
    lines.push(`\n## ${p.game} / ${p.id} ${p.inputs}`);
    p.text.en.forEach((e, i) => {
      const pl = p.text.pl[i];
      lines.push(`[${e.key}]\n  EN ${e.text}\n  PL ${pl?.text}`);
    });
  }
  writeFileSync(process.env.PRINT_CAPTIONS as string, lines.join('\n'));
});
