/** Whether the games make sound: the member's setting, from the launch (lib/launch-params.ts). */
let enabled = true;
let context: AudioContext | null = null;

export function setSound(on: boolean): void {
  enabled = on;
}

/** One short sine note, faded out so it does not click. */
function note(audio: AudioContext, frequency: number, startS: number, lengthS: number, volume: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(volume, audio.currentTime + startS);
  gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + startS + lengthS);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(audio.currentTime + startS);
  oscillator.stop(audio.currentTime + startS + lengthS);
}

/**
 * The sound of a settled round: a rising two-note chime on a win, a soft tick otherwise. Drawn with
 * Web Audio (no files to load); silent when the member turned game sound off or the browser has none.
 */
export function playRoundSound(win: boolean): void {
  if (!enabled || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (win) {
      note(context, 660, 0, 0.18, 0.12);
      note(context, 990, 0.12, 0.3, 0.12);
    } else {
      note(context, 320, 0, 0.08, 0.05);
    }
  } catch {
    // A browser that refuses audio (no user gesture yet, no device) plays nothing.
  }
}
