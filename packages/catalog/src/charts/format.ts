/** Seconds as people read a duration: `45 s`, `3 min 5 s`, `2 h 10 min`. */
export function duration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return whole % 60 === 0 ? `${minutes} min` : `${minutes} min ${whole % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** A number with at most two decimals, without trailing zeros: `2`, `0.5`, `66.69`. */
export function decimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}
