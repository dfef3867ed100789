/**
 * Statistics for the distribution tests: chi-square against a uniform expectation.
 *
 * @module
 */

/** The chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * The upper critical value of chi-square with `df` degrees of freedom at significance 0.001
 * (z = 3.0902), by the Wilson-Hilferty approximation, accurate to well under 1% for df >= 3.
 */
export function chiSquareCritical001(df: number): number {
  const z = 3.0902;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
