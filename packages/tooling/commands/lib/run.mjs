import { spawn } from 'node:child_process';
import { ROOT } from './workspace.mjs';

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/**
 * Starts a long-running child in a process group of its own and stops the whole group with us:
 * npx → pnpm → webpack chains do not pass signals on, so killing only the child leaves orphans.
 */
export function startChild(cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
  // The group outlives its leader (npx exits while webpack runs on), so signal the group regardless.
  const stop = (signal = 'SIGTERM') => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* the whole group is gone */
    }
  };
  process.on('exit', () => stop());
  return Object.assign(child, { stopGroup: stop });
}
