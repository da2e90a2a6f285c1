/**
 * The check-in chime (spec access §2: a check-in arriving in a doctor's or assistant's queue),
 * synthesised with Web Audio: two sine tones, a "ding-dong" (A5 then E5) of about a second, so
 * that no sound file ships with the app. The volume is the navbar slider's, 0 to 0.6.
 */
const TONES_HZ = [880, 659.25];
const TONE_GAP_S = 0.28;
const ATTACK_S = 0.015;
const DECAY_S = 0.9;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = window as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/**
 * Plays the chime at `volume` (the gain at the tones' peak); answers whether it was started.
 * Silent at volume 0, without Web Audio, or when the browser refuses: a chime is never worth an
 * error. One context is kept for the page, since browsers limit how many may be open.
 */
export function playChime(volume: number): boolean {
  if (!(volume > 0)) return false;
  const Context = audioContextClass();
  if (!Context) return false;
  try {
    context ??= new Context();
    // A context made before the person touched the page starts suspended (autoplay policy).
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.01;
    TONES_HZ.forEach((frequency, index) => {
      const at = start + index * TONE_GAP_S;
      const tone = context!.createOscillator();
      const gain = context!.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(volume, at + ATTACK_S);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + DECAY_S);
      tone.connect(gain).connect(context!.destination);
      tone.start(at);
      tone.stop(at + DECAY_S + 0.05);
    });
    return true;
  } catch {
    return false;
  }
}
