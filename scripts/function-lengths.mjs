#!/usr/bin/env node
/**
 * Functions in src/ by length (a function's own lines, nested functions included), longest first:
 *   node scripts/function-lengths.mjs [dir=src] [min=80]
 * Issue 28 holds every function in src/ under 150 lines (the islands' parts under about 80).
 */
// Lists functions in src/ by their line count (the function's own lines, nested functions included).
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
const root = process.argv[2] ?? 'src';
const min = Number(process.argv[3] ?? 80);
const files = [];
(function walk(d) { for (const n of readdirSync(d)) { const p = join(d, n); if (statSync(p).isDirectory()) walk(p); else if (/\.(tsx?|mts)$/.test(n) && !/\.(test|spec|bench)\./.test(n)) files.push(p); } })(root);
const rows = [];
for (const f of files) {
  const src = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const a = src.getLineAndCharacterOfPosition(node.getStart()).line, b = src.getLineAndCharacterOfPosition(node.getEnd()).line;
      let name = node.name?.getText?.() ?? (node.parent && (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent)) ? node.parent.name.getText() : node.parent && ts.isCallExpression(node.parent) ? `(${node.parent.expression.getText().slice(0, 30)} arg)` : '(anon)');
      if (b - a + 1 >= min) rows.push([b - a + 1, `${f}:${a + 1}`, name]);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
}
rows.sort((x, y) => y[0] - x[0]);
for (const r of rows) console.log(r.join('\t'));
