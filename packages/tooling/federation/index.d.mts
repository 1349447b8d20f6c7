import type { Configuration } from 'webpack';

export interface FederatedConfigOptions {
  kind: 'host' | 'remote';
  /** Federation name: 'shell' or the remotes.json key, e.g. 'mf_absen'. */
  name: string;
  /** The app folder (pass `__dirname`). */
  dir: string;
  /** Dev-server port; defaults to DEV_PORTS[folder name]. */
  port?: number;
  /** Remote only; defaults to `./routes` and `./lifecycles`. */
  exposes?: Record<string, string>;
  title?: string;
}

export type FederatedConfig = (env?: Record<string, unknown>, argv?: { mode?: string }) => Configuration;

export declare const DEV_PORTS: Record<string, number>;
export declare const API_ORIGIN: string;
export declare const WORKSPACE_ROOT: string;
export declare function createFederatedConfig(options: FederatedConfigOptions): FederatedConfig;
export declare function sharedModules(appPackage: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}): Record<string, { singleton: true; requiredVersion: string; strictVersion?: true; version?: string }>;
