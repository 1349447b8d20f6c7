import { createFederatedConfig } from '@portal/tooling/federation/index.mjs';

// Exposes ./routes and ./lifecycles; shared singletons and dev port come from the one factory.
export default createFederatedConfig({ kind: 'remote', name: 'mf_gaji', dir: __dirname });
