/** Where a fundraiser's link can be shared from the thank-you page. */
export interface ShareTarget {
  id: 'facebook' | 'x' | 'whatsapp';
  label: string;
  href: string;
}

export const shareText = (title: string) => `Wspieram zbiórkę „${title}”. Dołączysz? Każda złotówka się liczy!`;

export function shareTargets(url: string, title: string): ShareTarget[] {
  const text = shareText(title);
  const u = encodeURIComponent(url);
  return [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'x', label: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}` },
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];
}
