// The UI speaks Indonesian (issue #12): no English words in what the apps show, the spec's own
// texts excepted. Fails with the file, line and text of each finding.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { scanRepository, scanSource } from './ui-language.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const spec = [path.join(root, '../shared/spec/product-spec.md'), path.join(root, 'shared/spec/product-spec.md')].find(
  (f) => fs.existsSync(f),
);

test('the scanner finds English in JSX text, attributes and labels, and lets the spec’s texts through', () => {
  const source = `
    const columns = [{ key: 'nama', header: 'Name' }];
    export const A = () => <div><Button>Save</Button><Input placeholder="Cari pegawai" aria-label={\`Search \${x}\`} />Field is required</div>;
    const m = { message: 'Izin created', title: 'Tambah Pegawai' };
    notify.success(\`\${label} complete, try again\`);`;
  const found = scanSource('probe.tsx', source, new Set(['Field is required']));
  assert.deepEqual(
    found.map((f) => [f.text, f.words]),
    [
      ['Name', ['Name']],
      ['Save', ['Save']],
      ['Search', ['Search']],
      ['complete, try again', ['complete', 'try', 'again']],
    ],
  );
});

test('no English words in the portal’s UI outside the spec’s texts', () => {
  assert.ok(spec, 'the product specification lies beside the repository (../shared/spec/product-spec.md)');
  const findings = scanRepository(root, spec);
  assert.deepEqual(
    findings.map((f) => `${f.file}:${f.line} "${f.text}" (${f.words.join(', ')})`),
    [],
  );
});
