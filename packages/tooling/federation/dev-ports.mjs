// Dev-server ports of the shell and every remote (`pnpm dev`); the production server serves every
// dist from one port (8080). Its own module, without dependencies: `commands/dev.mjs` reads it
// before it has made sure the workspace is installed.
export const DEV_PORTS = {
  shell: 3000,
  'mf-pegawai': 3001,
  'mf-absen': 3002,
  'mf-sppd': 3003,
  'mf-kpi': 3004,
  'mf-gaji': 3005,
  'mf-message': 3006,
  'mf-ai': 3007,
};
