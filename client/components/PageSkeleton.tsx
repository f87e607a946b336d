/** Placeholder while a page's chunk loads (normally only on a slow first visit to that page). */
export function PageSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <div className="skeleton h-9 w-2/3 max-w-md" />
      <div className="skeleton h-4 w-full" />
      <div className="skeleton h-4 w-5/6" />
      <div className="skeleton h-40 w-full" />
    </div>
  );
}
