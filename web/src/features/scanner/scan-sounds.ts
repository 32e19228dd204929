/**
 * A different sound for each answer, so door staff need not look: two rising
 * tones for welcome, two flat mid tones for already checked in, a low buzz
 * for not on this event, one soft tone for queued offline. WebAudio, nothing
 * to download.
 */
export type ScanSound = 'success' | 'already' | 'rejected' | 'queued'

const TONES: Record<ScanSound, { type: OscillatorType; notes: [frequency: number, seconds: number][] }> = {
  success: {
    type: 'sine',
    notes: [
      [880, 0.12],
      [1320, 0.18],
    ],
  },
  already: {
    type: 'triangle',
    notes: [
      [523, 0.15],
      [523, 0.15],
    ],
  },
  rejected: { type: 'square', notes: [[196, 0.45]] },
  queued: { type: 'sine', notes: [[660, 0.12]] },
}

let context: AudioContext | null = null

/** Browsers start audio only after a gesture: call this from any tap so later beeps sound. */
export function unlockScanSounds(): void {
  context ??= new AudioContext()
  if (context.state === 'suspended') void context.resume()
}

export function playScanSound(sound: ScanSound): void {
  try {
    context ??= new AudioContext()
  } catch {
    return
  }
  const { type, notes } = TONES[sound]
  let at = context.currentTime
  for (const [frequency, seconds] of notes) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = type
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.01)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(at)
    oscillator.stop(at + seconds)
    at += seconds + 0.04
  }
}
