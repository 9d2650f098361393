/** A network a fundraiser's link can be shared on. */
export interface ShareTarget {
  id: 'facebook' | 'x' | 'whatsapp';
  label: string;
  href: string;
}

/** Share addresses of a page with a text, for Facebook, X (its current intent) and WhatsApp; every part URL-encoded. */
export function shareLinks(url: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  return [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', label: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}` },
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];
}
