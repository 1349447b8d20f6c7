/**
 * The short two-note sound of an arriving mail, synthesised with the Web Audio API: no audio file to
 * download for a sound of 0.3 s. Browsers refuse sound before the user has interacted with the page
 * (autoplay rules); then nothing plays and nothing breaks — the badge still rises.
 */
type AudioContextClass = new () => AudioContext;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Ctor = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Ctor) return undefined;
  context ??= new Ctor();
  return context;
}

export function playMailChime(): void {
  try {
    const audio = audioContext();
    if (!audio || audio.state === 'closed') return;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const at = start + index * 0.14;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.17);
    });
  } catch {
    // A sound is a nicety; a browser without audio must not break the navbar.
  }
}
