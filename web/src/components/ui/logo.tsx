/** The goldfish of Fundacja Złota rybka (the same drawing as the favicon and the app icons). */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M46 32 62 18v28z" fill="#f08a24" />
      <ellipse cx="28" cy="32" rx="22" ry="15" fill="#f5a623" />
      <path d="M20 18c6-8 14-8 18-4-6 0-12 2-18 4z" fill="#f08a24" />
      <path d="M22 46c4 5 10 6 14 3-5-1-9-2-14-3z" fill="#f08a24" />
      <circle cx="15" cy="28" r="4" fill="#fff" />
      <circle cx="14" cy="28" r="2" fill="#0b1f44" />
      <path d="M30 24c3 4 3 12 0 16" stroke="#e07b12" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
