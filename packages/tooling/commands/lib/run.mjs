import { spawn } from 'node:child_process';
import { ROOT } from './workspace.mjs';

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`)));
  });
}

/** Starts a long-running child and makes sure it dies with us. */
export function startChild(cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const stop = () => { if (child.exitCode === null) child.kill('SIGTERM'); };
  process.on('exit', stop);
  return child;
}
