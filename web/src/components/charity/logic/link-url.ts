/**
 * A link typed into the editor: `fundacja.pl/x` becomes `https://fundacja.pl/x`; only http(s)
 * addresses with a host are accepted (the server's sanitiser drops anything else anyway).
 */
export function normaliseLinkUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}
