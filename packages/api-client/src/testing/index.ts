// Test helpers for packages that use the api-client (`@portal/api-client/testing`); never part of
// the package's main entry, so the portal's bundles do not carry them.
export * from './fake-event-source';
export * from './fake-realtime';
export * from './fake-fetch';
export * from './fake-transport';
export * from './test-server';
export * from './job-fixtures';
export * from './paged-answer';
export * from './session-fixtures';
