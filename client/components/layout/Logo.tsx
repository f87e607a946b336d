/**
 * The app's icon (public/icon.svg) drawn in the page: as an `<img>`, the browser builds a document of its own for
 * it and paints it apart, on the main thread, during the first load.
 */
export function Logo({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#4338ca" />
      <rect x="10" y="16" width="44" height="30" rx="5" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M18 30h12M34 30h12M18 38h20" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M26 46l-6 8v-8" fill="#fff" />
    </svg>
  );
}
