import { createFederatedConfig } from '@portal/tooling/federation/index.mjs';

export default createFederatedConfig({ kind: 'host', name: 'shell', dir: __dirname, title: 'Portal SDM' });
