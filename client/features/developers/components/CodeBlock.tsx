/** A code sample (never translated), scrollable on a narrow screen rather than wider than it; `label` names it. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <section aria-label={label}>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take the keyboard focus to be scrolled (axe: scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-box border border-base-300 bg-base-200 p-4 text-sm leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </section>
  );
}
