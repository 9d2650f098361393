/** What a screen reader hears while skeleton blocks (hidden from it) stand in for content that is loading. */
export function LoadingStatus({ children = 'Wczytywanie…' }: { children?: string }) {
  return (
    <p className="visually-hidden" role="status">
      {children}
    </p>
  );
}
