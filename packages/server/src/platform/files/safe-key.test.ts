/** safeStorageKey: the one gate against path traversal, fed the nasty inputs attackers use. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { encodeStorageKey, isSafeStorageKey, safeStorageKey, storageKeyFileName } from './safe-key.js';

describe('safeStorageKey', () => {
  test('accepts ordinary keys, including spaces, brackets, a bare percent sign and Indonesian names', () => {
    for (const key of [
      'link/12/Surat Izin (final).pdf',
      'absen/delete/request/5/foto_ktp.jpeg',
      'exports/2026/pegawai-2026-05-01.xlsx',
      'link/1/laporan 100%.pdf',
      'link/1/Ñame~with-ünïcode.pdf',
      'a',
    ]) {
      assert.equal(safeStorageKey(key), key, key);
    }
  });

  test('normalizes to NFC, so the same name from macOS (NFD) is the same key', () => {
    const nfd = 'link/1/Cafe\u0301.pdf';
    assert.equal(safeStorageKey(nfd), 'link/1/Caf\u00e9.pdf');
  });

  const nasty: [string, unknown][] = [
    ['parent segment', '../etc/passwd'],
    ['parent in the middle', 'link/1/../../../etc/passwd'],
    ['parent at the end', 'link/1/..'],
    ['current segment', 'link/./1/a.pdf'],
    ['absolute path', '/etc/passwd'],
    ['windows drive', 'C:/Windows/win.ini'],
    ['windows drive without slash', 'c:win.ini'],
    ['backslash traversal', '..\\..\\windows\\win.ini'],
    ['backslash inside', 'link\\1\\a.pdf'],
    ['encoded dots', '%2e%2e/%2e%2e/etc/passwd'],
    ['encoded slash', '..%2f..%2fetc%2fpasswd'],
    ['encoded backslash', '..%5c..%5cwin.ini'],
    ['double encoded', '%252e%252e%252fetc%252fpasswd'],
    ['overlong utf-8 dots', '%c0%ae%c0%ae/%c0%afetc'],
    ['uppercase escape', 'link/1/%2E%2E/x.pdf'],
    ['NUL byte', 'link/1/a.pdf\u0000.jpg'],
    ['encoded NUL', 'link/1/a.pdf%00.jpg'],
    ['newline', 'link/1/a\n.pdf'],
    ['DEL', 'link/1/a\u007f.pdf'],
    ['bidi override', 'link/1/fdp.\u202eexe.pdf'],
    ['fullwidth dots and solidus', '\uff0e\uff0e\uff0fetc\uff0fpasswd'],
    ['fullwidth dot segment', 'link/\uff0e\uff0e/x.pdf'],
    ['fullwidth reverse solidus', 'link/1/a\uff3cb.pdf'],
    ['double slash', 'link//1/a.pdf'],
    ['trailing slash', 'link/1/'],
    ['leading dot file', 'link/1/.htaccess'],
    ['local temp folder', '.tmp/abc'],
    ['file url', 'file:///etc/passwd'],
    ['empty', ''],
    ['blank', '   '],
    ['too long', `link/1/${'a'.repeat(1100)}.pdf`],
    ['segment too long', `link/1/${'a'.repeat(300)}.pdf`],
    ['not a string', 42],
    ['null', null],
    ['array', ['link', '1', 'a.pdf']],
  ];
  for (const [name, input] of nasty) {
    test(`refuses ${name}`, () => {
      assert.throws(() => safeStorageKey(input), { name: 'UnsafeStorageKeyError' });
      assert.equal(isSafeStorageKey(input), false);
    });
  }
});

describe('key helpers', () => {
  test('encodeStorageKey keeps the slashes and encodes each segment', () => {
    assert.equal(encodeStorageKey('link/1/Surat Izin #2?.pdf'), 'link/1/Surat%20Izin%20%232%3F.pdf');
  });

  test('storageKeyFileName is the last segment', () => {
    assert.equal(storageKeyFileName('absen/delete/request/5/foto.jpeg'), 'foto.jpeg');
    assert.equal(storageKeyFileName('a.pdf'), 'a.pdf');
  });
});
