/**
 * Deterministic randomness: the seeded PRNG, string hashing and 1-D value noise / fBm.
 */

export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function makeNoise(rng, size = 256) {
  const v = Array.from({ length: size }, () => rng());
  return (x) => {
    const xi = Math.floor(x);
    const t = x - xi;
    const s = t * t * (3 - 2 * t);
    const a = v[((xi % size) + size) % size];
    const b = v[(((xi + 1) % size) + size) % size];
    return a + (b - a) * s;
  };
}

export function makeFbm(rng, octaves = 4, gain = 0.5) {
  const layers = Array.from({ length: octaves }, () => makeNoise(rng));
  let norm = 0;
  for (let i = 0, a = 1; i < octaves; i++, a *= gain) norm += a;
  return (x) => {
    let sum = 0;
    let amp = 1;
    let fr = 1;
    for (const n of layers) {
      sum += n(x * fr) * amp;
      amp *= gain;
      fr *= 2;
    }
    return sum / norm;
  };
}
