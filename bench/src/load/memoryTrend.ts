import { round } from '../measure';

/** The server's resident memory at a moment of the run. */
export interface MemorySample {
  seconds: number;
  mib: number;
}

const mean = (values: readonly number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

/** Least-squares slope of memory over time, in MiB per minute. */
function slope(samples: readonly MemorySample[]): number {
  if (samples.length < 2) return 0;
  const x = samples.map((s) => s.seconds / 60);
  const y = samples.map((s) => s.mib);
  const mx = mean(x);
  const my = mean(y);
  let num = 0;
  let den = 0;
  for (const [i, xi] of x.entries()) {
    num += (xi - mx) * ((y[i] ?? 0) - my);
    den += (xi - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/** Growth past this share of the middle third, with a rising last third, counts as growth. */
const GROWTH_PERCENT = 5;

/**
 * Whether the memory grows: the first third holds the warm-up (code compiled, caches and pools
 * filled), so the middle third is the settled level and the last third is compared with it. A leak
 * shows as a last third above the middle one that is still rising within itself; a level that
 * steps up once and stays is not one.
 */
export function memoryTrend(samples: readonly MemorySample[]) {
  const values = samples.map((s) => s.mib);
  const third = Math.floor(samples.length / 3);
  const middle = samples.slice(third, 2 * third);
  const last = samples.slice(2 * third);
  const middleMiB = round(mean(middle.map((s) => s.mib)));
  const lastMiB = round(mean(last.map((s) => s.mib)));
  const growthPercent = middleMiB > 0 ? round(((lastMiB - middleMiB) / middleMiB) * 100) : 0;
  const lastSlope = round(slope(last));
  const enough = third >= 2;
  const grows = enough && growthPercent > GROWTH_PERCENT && lastSlope > 0;
  const verdict = !enough
    ? `Memory: ${samples.length} samples are too few to judge growth (a soak of 6 minutes or more gives enough).`
    : grows
      ? `Memory GROWS: the last third averages ${lastMiB} MiB against ${middleMiB} in the middle third (+${growthPercent}%) and still rises ${lastSlope} MiB/min.`
      : `Memory does not grow: the last third averages ${lastMiB} MiB against ${middleMiB} in the middle third (${growthPercent >= 0 ? '+' : ''}${growthPercent}%, slope within it ${lastSlope} MiB/min).`;
  return {
    startMiB: values[0] ?? 0,
    endMiB: values.at(-1) ?? 0,
    peakMiB: Math.max(0, ...values),
    middleThirdMiB: middleMiB,
    lastThirdMiB: lastMiB,
    growthPercent,
    lastThirdSlopeMiBPerMinute: lastSlope,
    grows,
    verdict,
  };
}
