import { isEmptyValue } from './empty';

describe('isEmptyValue', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty array', []],
    ['empty object', {}],
    ['empty string', ''],
    ['blank string', ' \t\n '],
    ['null-prototype object', Object.create(null)],
  ])('treats %s as empty', (_label, value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([
    ['zero', 0],
    ['false', false],
    ['NaN', NaN],
    ['text', 'a'],
    ['padded text', ' a '],
    ['array with an empty item', [null]],
    ['object with an undefined key', { a: undefined }],
    ['Date', new Date(0)],
    ['Map', new Map()],
    ['function', () => undefined],
  ])('treats %s as a value', (_label, value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
