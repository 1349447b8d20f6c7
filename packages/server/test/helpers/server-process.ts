/**
 * The production entry (src/main.ts, through tsx) as a child process on a test database: what the
 * crash and shutdown tests kill or stop. Resolves once the server printed its ready banner.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'main.ts');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far. */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpdir(), `portal-test-process-${port}`),
      STATIC_ROOT: join(tmpdir(), 'portal-test-no-static'),
      DB_POOL_SIZE: '4',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test process that ends early (a timeout) must not leave a server running on its database.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.removeListener('exit', reap));
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!out.includes('Portal SDM siap')) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${out}`);
    if (Date.now() > deadline) throw new Error(`server not ready: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => out };
}
