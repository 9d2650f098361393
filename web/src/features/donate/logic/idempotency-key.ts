/** One key per donation attempt: a double click or a retry of the same amount makes one payment. */
export interface KeyState {
  key: string;
  /** The amount (grosze) already sent with this key, or null if nothing was sent yet. */
  sentAmount: number | null;
}

/** crypto.randomUUID exists only in secure contexts; elsewhere build a v4 UUID from random bytes. */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const freshKey = (makeKey: () => string = newIdempotencyKey): KeyState => ({ key: makeKey(), sentAmount: null });

/**
 * The key for the next attempt. The same amount keeps the key (the server answers with the same
 * payment); a different amount needs a new one, or the server would refuse it as a mismatch.
 */
export function keyForAttempt(state: KeyState, amount: number | null, makeKey: () => string = newIdempotencyKey): KeyState {
  if (state.sentAmount === null || state.sentAmount === amount) return state;
  return freshKey(makeKey);
}
