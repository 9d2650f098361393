/** Whether an error, or an error it wraps (`cause`, a few deep), carries one of `codes` as its `code`. */
export function hasErrorCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let cause = error, depth = 0; cause instanceof Object && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
  }
  return false;
}
