export function LoadingView({ text = 'Indlæser…' }: { text?: string }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      {text}
    </p>
  );
}
