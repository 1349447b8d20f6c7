// Test helpers for the remotes' component tests (`@portal/design-system/testing`); not part of the
// main entry, so the portal's bundles never carry them.
export * from './render-page';
export * from './render-with-portal';
export * from './approval-fixtures';
