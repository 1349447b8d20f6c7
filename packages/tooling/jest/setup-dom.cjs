// jsdom lacks a few browser APIs that Chakra UI and our widgets use.
require('@testing-library/jest-dom');
const nodeUtil = require('node:util');
// jsdom's window has no TextEncoder/TextDecoder of its own.
Object.assign(globalThis, { TextEncoder: nodeUtil.TextEncoder, TextDecoder: nodeUtil.TextDecoder });
// Files may opt into `@jest-environment node`; the DOM shims below only apply under jsdom.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
  }
  if (!globalThis.ResizeObserver) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!globalThis.structuredClone) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
  if (!window.scrollTo || window.scrollTo.toString().includes('notImplemented')) window.scrollTo = () => {};
}
