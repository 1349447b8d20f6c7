/** Attachments that arrive as base64 inside JSON: what is kept, and each refusal under its field. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decodeAttachments, type AttachmentRules } from './json-file.js';

const RULES: AttachmentRules = {
  limits: { attachments: 2, attachmentBytes: 10, attachmentsTotalBytes: 15 },
  messages: {
    attachmentsMax: 'terlalu banyak',
    attachmentInvalid: 'tidak valid',
    attachmentTooBig: 'terlalu besar',
    attachmentsTooBig: 'total terlalu besar',
  },
};
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('decodeAttachments', () => {
  test('keeps valid files (a data: URL prefix allowed) with storage-safe names; no errors', () => {
    const errors: Record<string, string[]> = {};
    const files = decodeAttachments(
      [
        { name: 'SK/../rahasia.pdf', content_base64: b64('halo') },
        { name: 'b.txt', content_base64: `data:text/plain;base64,${b64('dunia')}` },
      ],
      RULES,
      errors,
    );
    assert.deepEqual(errors, {});
    assert.deepEqual(
      files.map((f) => [f.name, f.body.toString()]),
      [
        ['SK_.._rahasia.pdf', 'halo'],
        ['b.txt', 'dunia'],
      ],
    );
  });

  test('each refusal under its field: not base64, one file too big, too many, the total too big', () => {
    const perFile: Record<string, string[]> = {};
    decodeAttachments(
      [
        { name: 'a', content_base64: 'bukan base64!' },
        { name: 'b', content_base64: b64('12345678901') },
      ],
      RULES,
      perFile,
    );
    assert.deepEqual(perFile, { 'attachments.0': ['tidak valid'], 'attachments.1': ['terlalu besar'] });

    const many: Record<string, string[]> = {};
    decodeAttachments(
      [1, 2, 3].map((i) => ({ name: `${i}`, content_base64: b64('x') })),
      RULES,
      many,
    );
    assert.deepEqual(many, { attachments: ['terlalu banyak'] });

    const total: Record<string, string[]> = {};
    const kept = decodeAttachments(
      [
        { name: 'a', content_base64: b64('1234567890') },
        { name: 'b', content_base64: b64('123456') },
      ],
      RULES,
      total,
    );
    assert.equal(kept.length, 2);
    assert.deepEqual(total, { attachments: ['total terlalu besar'] });
  });

  test('no total limit: only the per-file rules apply', () => {
    const errors: Record<string, string[]> = {};
    const rules: AttachmentRules = {
      limits: { attachments: 3, attachmentBytes: 10 },
      messages: { attachmentsMax: 'm', attachmentInvalid: 'i', attachmentTooBig: 'b' },
    };
    const files = decodeAttachments(
      [1, 2, 3].map((i) => ({ name: `${i}`, content_base64: b64('1234567890') })),
      rules,
      errors,
    );
    assert.equal(files.length, 3);
    assert.deepEqual(errors, {});
  });
});
