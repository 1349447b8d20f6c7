// Every text a user sees is Indonesian, except the spec's own texts (issue #12): finds English words
// in what the apps show — JSX text, user-facing attributes (label, placeholder, title, aria-label…),
// user-facing object properties (header, label, title, message…) and toasts (notify.*) of shell/ and mf-*/src.
// Words are checked against a list of unmistakably English UI words (words Indonesian uses too,
// such as data, file, total, filter, login, upload, are not in it); the spec's quoted texts
// ('Field is required', 'Izin created', '{entity} created/updated/deleted'…) are allowed as written.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ENGLISH_UI_WORDS = new Set([
  'the',
  'and',
  'of',
  'with',
  'your',
  'please',
  'loading',
  'save',
  'cancel',
  'delete',
  'edit',
  'add',
  'search',
  'submit',
  'close',
  'back',
  'next',
  'previous',
  'yes',
  'error',
  'success',
  'failed',
  'select',
  'choose',
  'name',
  'date',
  'page',
  'items',
  'show',
  'hide',
  'new',
  'view',
  'details',
  'settings',
  'invalid',
  'empty',
  'not',
  'found',
  'nothing',
  'clear',
  'confirm',
  'are',
  'you',
  'sure',
  'this',
  'that',
  'is',
  'will',
  'none',
  'more',
  'there',
  'here',
  'try',
  'again',
  'something',
  'went',
  'wrong',
  'welcome',
  'today',
  'yesterday',
  'tomorrow',
  'week',
  'month',
  'year',
  'from',
  'to',
  'or',
  'complete',
  'completed',
  'finished',
]);

const ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'emptyText',
  'searchPlaceholder',
  'caption',
  'helperText',
  'confirmLabel',
  'description',
  'message',
  'alt',
]);
const PROPERTIES = new Set([
  'header',
  'label',
  'title',
  'message',
  'placeholder',
  'emptyText',
  'description',
  'confirmLabel',
  'helperText',
  'caption',
]);

/** The spec's own texts: every '…' quotation of the product specification. */
export function specTexts(specFile) {
  const spec = fs.readFileSync(specFile, 'utf8');
  return new Set([...spec.matchAll(/'([^'\n]{2,200})'/g)].map((m) => m[1]));
}

function englishWords(text, allowed) {
  if (allowed.has(text.trim())) return [];
  // The spec's success messages: '{entity} created/updated/deleted' (and 'Photo CV Updated').
  const stripped = text.replace(/\b(created|updated|deleted|Updated|Warning!)\b/g, ' ');
  return (stripped.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => ENGLISH_UI_WORDS.has(w.toLowerCase()));
}

function textOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return null;
}

/** Findings `{ file, line, text, words }` of one source file. */
export function scanSource(file, source, allowed) {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings = [];
  const report = (node, text) => {
    const words = englishWords(text, allowed);
    if (words.length > 0)
      findings.push({
        file,
        line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim(),
        words,
      });
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && node.text.trim()) report(node, node.text);
    else if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = init ? textOf(init) : null;
      if (text) report(node, text);
    } else if (
      ts.isCallExpression(node) &&
      /^notify\.(success|error|warning|info)$/.test(node.expression.getText()) &&
      node.arguments[0]
    ) {
      // Toasts: notify.success('…'), notify.error(`…`).
      const text = textOf(node.arguments[0]);
      if (text) report(node, text);
    } else if (ts.isPropertyAssignment(node) && PROPERTIES.has(node.name.getText().replace(/['"]/g, ''))) {
      const text = textOf(node.initializer);
      if (text) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

function sourcesOf(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'testing', 'stories'].includes(entry.name)) out.push(...sourcesOf(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every finding in the apps and the design system of the repository at `root`. */
export function scanRepository(root, specFile) {
  const allowed = specTexts(specFile);
  const dirs = [
    'shell/src',
    'packages/design-system/src',
    ...fs
      .readdirSync(root)
      .filter((n) => n.startsWith('mf-'))
      .map((n) => `${n}/src`),
  ];
  return dirs
    .map((d) => path.join(root, d))
    .filter((d) => fs.existsSync(d))
    .flatMap((d) =>
      sourcesOf(d)
        .map((file) => scanSource(path.relative(root, file), fs.readFileSync(file, 'utf8'), allowed))
        .flat(),
    );
}
