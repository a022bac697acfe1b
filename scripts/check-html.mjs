#!/usr/bin/env node
// html-validate (its "recommended" rules, with .htmlvalidate.json) over every page of dist/.
// Prints each error as file:line:column [rule] message, then a count by rule; exits 1 on any error.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

const DIST = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
const SHOW = 40;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'pagefind' && name !== '_astro') yield* walk(path);
    } else if (name.endsWith('.html')) yield path;
  }
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = [...walk(DIST)].sort();
const byRule = new Map();
let errors = 0;
for (const file of files) {
  const report = await validator.validateFile(file);
  for (const result of report.results) {
    for (const m of result.messages) {
      if (m.severity < 2) continue;
      errors += 1;
      byRule.set(m.ruleId, (byRule.get(m.ruleId) ?? 0) + 1);
      if (errors <= SHOW) console.log(`${relative('.', file)}:${m.line}:${m.column} [${m.ruleId}] ${m.message}${m.selector ? ` (${m.selector})` : ''}`);
    }
  }
}
if (errors > SHOW) console.log(`… and ${errors - SHOW} more`);
if (files.length === 0) {
  console.error(`no pages in ${DIST}/: run \`npm run build\` first`);
  process.exit(1);
}
if (errors) {
  console.log(`html-validate: ${errors} errors over ${files.length} pages:`);
  for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)} ${rule}`);
  process.exit(1);
}
console.log(`html-validate: 0 errors over ${files.length} pages`);
