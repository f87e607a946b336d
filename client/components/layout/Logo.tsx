export function Logo({ className = "size-8" }: { className?: string }) {
  return <img src="/icon.svg" alt="" width={32} height={32} className={className} />;
}
