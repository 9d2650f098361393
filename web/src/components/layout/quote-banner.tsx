export function QuoteBanner() {
  return (
    <aside className="quote-banner" aria-label="Cytat">
      <blockquote>
        <p>„Kto ratuje jedno życie, ten ratuje cały świat.”</p>
      </blockquote>
    </aside>
  );
}
