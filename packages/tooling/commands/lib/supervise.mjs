// Keeps a server process running (issue #14): a crash (non-zero exit not asked for) restarts it
// after a growing pause (1, 2, 4, 8, 16 s); more than `maxRestarts` crashes within `windowMs`
// give up with a message and a non-zero exit, so a broken deployment does not loop for ever.
// A stop we asked for (signal) or a clean exit ends the supervision.

export function supervise({
  start,
  log = console.error,
  maxRestarts = 5,
  windowMs = 5 * 60_000,
  backoffMs = (n) => Math.min(16_000, 1000 * 2 ** n),
}) {
  let child;
  let stopping = false;
  const crashes = [];
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  const launch = () => {
    child = start();
    child.on('exit', (code, signal) => {
      if (stopping || code === 0) return resolveDone(code ?? 0);
      const now = Date.now();
      while (crashes.length > 0 && now - crashes[0] > windowMs) crashes.shift();
      crashes.push(now);
      if (crashes.length > maxRestarts) {
        log(
          `Server berhenti ${crashes.length} kali dalam ${Math.round(windowMs / 60_000)} menit (terakhir: ${signal ?? `kode ${code}`}); tidak dimulai ulang lagi. Periksa log di atas.`,
        );
        return resolveDone(code || 1);
      }
      const pause = backoffMs(crashes.length - 1);
      log(
        `Server berhenti tanpa diminta (${signal ?? `kode ${code}`}); dimulai ulang dalam ${Math.round(pause / 1000)} detik…`,
      );
      setTimeout(() => (stopping ? resolveDone(code ?? 1) : launch()), pause);
    });
  };
  launch();
  return {
    done,
    get child() {
      return child;
    },
    stop(signal = 'SIGTERM') {
      stopping = true;
      child?.kill(signal);
    },
  };
}
