import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from './errors.js';
import { selectHandler } from './selectors.js';

test('selectHandler picks own handlers and answers the spec texts otherwise', () => {
  const handlers = { store_a: 'A', store_b: 'B' };
  assert.equal(selectHandler('store_b', handlers), 'B');
  const cases: [unknown, 'event' | 'action' | 'formDataEvent', string][] = [
    ['store_c', 'event', 'Unsuccessful Event'],
    [undefined, 'event', 'Unsuccessful Event'],
    ['constructor', 'action', 'Unsuccessful Action'],
    ['__proto__', 'formDataEvent', 'Unsuccessful Form Data Event'],
    [['store_a'], 'event', 'Unsuccessful Event'],
  ];
  for (const [selector, kind, message] of cases) {
    assert.throws(
      () => selectHandler(selector, handlers, kind),
      (error: unknown) => error instanceof HttpError && error.statusCode === 400 && error.message === message,
    );
  }
});
