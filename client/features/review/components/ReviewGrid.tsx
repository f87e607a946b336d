import { FAILED_ISSUES, ISSUE_LABELS } from "@client/lib/cueIssues";
import { useLingui } from "@lingui/react/macro";
import { SERVICES } from "@shared/catalog";
import { formatClock } from "@shared/subtitles/timecode";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Pencil } from "lucide-react";
import { type KeyboardEvent, memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ReviewRow } from "../rows";

const timing = (row: ReviewRow) => `${formatClock(row.start, ",")} → ${formatClock(row.end, ",")}`;

export interface ReviewGridProps {
  rows: readonly ReviewRow[];
  sourceLanguage: string;
  targetLanguage: string;
  selected: ReadonlySet<number>;
  onToggle(index: number): void;
  onSave(index: number, text: string): void;
  /** Id of the text that says the keys, which the grid names as its description. */
  keysId: string;
}

interface RowActions {
  toggle(index: number): void;
  edit(position: number): void;
  draft(index: number, text: string): void;
  stop(save: boolean): void;
  focused(position: number): void;
}

interface GridRowProps {
  row: ReviewRow;
  position: number;
  top: number;
  measure(element: HTMLElement | null): void;
  active: boolean;
  isSelected: boolean;
  /** The editor's text while this row is being edited. */
  draft: string | undefined;
  sourceLanguage: string;
  targetLanguage: string;
  keysId: string;
  actions: RowActions;
}

/**
 * One cue. Memoised with stable actions: scrolling renders only the rows that come into view, not the screenful
 * already there (every scroll event re-renders the grid's list).
 */
const GridRow = memo(function GridRow({
  row,
  position,
  top,
  measure,
  active,
  isSelected,
  draft,
  sourceLanguage,
  targetLanguage,
  keysId,
  actions,
}: GridRowProps) {
  const { t, i18n } = useLingui();
  const number = row.index + 1;
  const by = row.by === "edited" ? t`Edited` : row.by ? SERVICES[row.by].name : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid cannot be a <table>: its rows are positioned apart
    <div
      ref={measure}
      data-index={position}
      data-row={position}
      data-cue={row.index}
      role="row"
      aria-rowindex={position + 2}
      aria-selected={isSelected}
      tabIndex={active ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) actions.focused(position);
      }}
      className={`absolute top-0 left-0 grid w-full grid-cols-1 gap-x-3 gap-y-1 border-base-300 border-b px-3 py-2 outline-offset-[-2px] [contain:layout_style_paint] focus-visible:outline-2 focus-visible:outline-primary sm:grid-cols-[10rem_1fr_1fr] ${
        isSelected ? "bg-base-200" : ""
      }`}
      style={{ transform: `translateY(${top}px)` }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: see the row */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: the row is the keyboard stop */}
      <div role="gridcell" className="flex items-center gap-2 sm:flex-col sm:items-start sm:gap-1">
        <label className="flex min-h-11 items-center gap-2 sm:min-h-0">
          <input
            type="checkbox"
            tabIndex={-1}
            className="checkbox checkbox-sm"
            checked={isSelected}
            onChange={() => actions.toggle(row.index)}
            aria-label={t`Select cue ${number}`}
          />
          <span className="font-mono text-sm tabular-nums">{number}</span>
        </label>
        <span className="font-mono text-xs tabular-nums opacity-80">{timing(row)}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: see the row */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: the row is the keyboard stop */}
      <div
        role="gridcell"
        lang={sourceLanguage}
        dir="auto"
        className="whitespace-pre-wrap break-words text-sm opacity-90"
      >
        <span className="block text-xs opacity-70 sm:hidden">{t`Original`}</span>
        {row.original}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: see the row */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: the row is the keyboard stop */}
      <div role="gridcell" className="min-w-0 space-y-1">
        <span className="block text-xs opacity-70 sm:hidden">{t`Translation`}</span>
        {draft !== undefined ? (
          <div className="space-y-2">
            <textarea
              // biome-ignore lint/a11y/noAutofocus: Enter opened the editor on this cue
              autoFocus
              lang={targetLanguage}
              dir="auto"
              aria-label={t`Translation of cue ${number}`}
              aria-describedby={keysId}
              data-testid="review-editor"
              className="textarea textarea-bordered min-h-20 w-full text-sm"
              value={draft}
              onChange={(event) => actions.draft(row.index, event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary btn-sm min-h-11"
                onClick={() => actions.stop(true)}
              >
                {t`Save`}
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm min-h-11"
                onClick={() => actions.stop(false)}
              >
                {t`Cancel`}
              </button>
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-2">
            <p
              lang={targetLanguage}
              dir="auto"
              className="min-w-0 flex-1 whitespace-pre-wrap break-words text-sm"
              data-testid="review-translation"
            >
              {row.translation}
            </p>
            <button
              type="button"
              tabIndex={-1}
              className="btn btn-ghost btn-sm btn-square min-h-11 min-w-11"
              aria-label={t`Edit cue ${number}`}
              onClick={() => actions.edit(position)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
        <div className="flex flex-wrap gap-1">
          {by && (
            <span className="badge badge-ghost badge-sm" data-testid="review-service">
              {by}
            </span>
          )}
          {row.pending && <span className="badge badge-outline badge-sm">{t`Waiting for the network`}</span>}
          {row.sentence && <SentenceBadge cues={row.sentence} />}
          {row.issues.map((issue) => (
            <span
              key={issue}
              data-issue={issue}
              className={`badge badge-sm ${FAILED_ISSUES.includes(issue) ? "badge-error" : "badge-warning"}`}
            >
              {i18n._(ISSUE_LABELS[issue])}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
});

/** A cue translated as part of one sentence with its neighbours, then spread back over them. */
function SentenceBadge({ cues }: { cues: readonly number[] }) {
  const { t } = useLingui();
  const first = cues[0];
  const last = cues[cues.length - 1];
  return (
    <span
      className="badge badge-info badge-outline badge-sm"
      data-testid="review-sentence"
      title={t`Translated as one sentence, then spread over its cues`}
    >
      {t`One sentence: cues ${first}–${last}`}
    </span>
  );
}

/**
 * Original | translation, one row a cue, virtualised (only the rows on screen are in the page, so a 10,000-cue file
 * scrolls as a 10-cue one). Keys: ↑ ↓ (Page Up/Down, Home/End) move between rows, Space selects, Enter edits the
 * translation, Ctrl+Enter (⌘+Enter) saves, Escape cancels; Enter alone in the editor is a line break, as cues have
 * lines. The original, its timing and tags are read-only.
 */
export function ReviewGrid({
  rows,
  sourceLanguage,
  targetLanguage,
  selected,
  onToggle,
  onSave,
  keysId,
}: ReviewGridProps) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [editing, setEditing] = useState<{ index: number; draft: string }>();
  // Focus follows the active row only once the keyboard moved it: opening the review must not steal focus.
  const focusWanted = useRef(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 96,
    overscan: 6,
    getItemKey: (i) => rows[i]?.index ?? i,
    // Rows render in React's next batch instead of synchronously inside each scroll event.
    useFlushSync: false,
  });
  const current = Math.min(active, Math.max(0, rows.length - 1));

  useEffect(() => {
    if (!focusWanted.current) return;
    // Once per keyboard move: a row focused by a click or by the editor closing must not pull focus back later.
    focusWanted.current = false;
    virtualizer.scrollToIndex(current, { align: "auto" });
    let frame = requestAnimationFrame(function focusRow() {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-row="${current}"]`);
      if (row) row.focus({ preventScroll: true });
      else frame = requestAnimationFrame(focusRow);
    });
    return () => cancelAnimationFrame(frame);
  }, [current, virtualizer]);

  // The actions read the latest state through a ref, so that they stay the same object for the memoised rows.
  const latest = useRef({ rows, editing, onSave, onToggle });
  latest.current = { rows, editing, onSave, onToggle };
  const focusRow = useCallback((position: number) => {
    requestAnimationFrame(() =>
      scroller.current
        ?.querySelector<HTMLElement>(`[data-row="${position}"]`)
        ?.focus({ preventScroll: true }),
    );
  }, []);
  const actions = useMemo<RowActions>(
    () => ({
      toggle: (index) => latest.current.onToggle(index),
      edit: (position) => {
        const row = latest.current.rows[position];
        if (!row) return;
        setActive(position);
        setEditing({ index: row.index, draft: row.translation });
      },
      draft: (index, text) => setEditing({ index, draft: text }),
      stop: (save) => {
        const { editing: open, rows: all, onSave: persist } = latest.current;
        const position = open ? all.findIndex((r) => r.index === open.index) : -1;
        const row = all[position];
        if (open && save && row && row.translation !== open.draft) persist(open.index, open.draft);
        setEditing(undefined);
        // The row regains focus once the editor is gone.
        if (position >= 0) focusRow(position);
      },
      focused: (position) => setActive(position),
    }),
    [focusRow],
  );

  const move = (to: number) => {
    focusWanted.current = true;
    setActive(Math.max(0, Math.min(rows.length - 1, to)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const inEditor = event.target instanceof HTMLTextAreaElement;
    if (inEditor) {
      if (event.key === "Escape") {
        event.preventDefault();
        actions.stop(false);
      } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        actions.stop(true);
      }
      return;
    }
    if (!(event.target instanceof HTMLElement) || !event.target.matches("[data-row]")) return;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 400) / 96));
    const steps: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: rows.length - 1,
    };
    const to = steps[event.key];
    if (to !== undefined) {
      event.preventDefault();
      move(to);
    } else if (event.key === "Enter") {
      event.preventDefault();
      actions.edit(current);
    } else if (event.key === " ") {
      event.preventDefault();
      const row = rows[current];
      if (row) onToggle(row.index);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid cannot be a <table>: its rows are positioned apart
    <div
      ref={scroller}
      role="grid"
      aria-label={t`Original and translation, one row a cue`}
      aria-describedby={keysId}
      aria-rowcount={rows.length + 1}
      aria-colcount={3}
      data-testid="review-grid"
      className="relative h-[65vh] min-h-80 overflow-auto rounded-box border border-base-300 bg-base-100 [contain:strict]"
      onKeyDown={onKeyDown}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
      <div role="rowgroup" className="sticky top-0 z-10 border-base-300 border-b bg-base-200 max-sm:sr-only">
        {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
        {/* biome-ignore lint/a11y/useFocusableInteractive: the header row is not a stop of the keyboard path */}
        <div
          role="row"
          aria-rowindex={1}
          className="grid grid-cols-1 gap-3 px-3 py-2 font-semibold text-sm sm:grid-cols-[10rem_1fr_1fr]"
        >
          {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: header cells are labels */}
          <div role="columnheader">{t`Cue and timing`}</div>
          {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: header cells are labels */}
          <div role="columnheader">{t`Original`}</div>
          {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: header cells are labels */}
          <div role="columnheader">{t`Translation`}</div>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: see the grid */}
      <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <GridRow
              key={item.key}
              row={row}
              position={item.index}
              top={item.start}
              measure={virtualizer.measureElement}
              active={item.index === current}
              isSelected={selected.has(row.index)}
              draft={editing?.index === row.index ? editing.draft : undefined}
              sourceLanguage={sourceLanguage}
              targetLanguage={targetLanguage}
              keysId={keysId}
              actions={actions}
            />
          );
        })}
      </div>
    </div>
  );
}
