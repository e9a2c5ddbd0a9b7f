/** One entry of an in-page table of contents: the section's element id and its title. */
interface ContentsEntry {
  id: string;
  title: string;
}

interface ContentsNavProps {
  /** The nav's accessible name and visible heading, e.g. "Contents" or "Topics". */
  label: string;
  entries: ContentsEntry[];
  /** Numbered (`ol`) for the legal documents, plain (`ul`) for the FAQ topics. */
  ordered?: boolean;
  /** Classes before the box's own (spacing from what precedes it). */
  className?: string;
  listClassName: string;
  itemClassName?: string;
}

/**
 * The boxed in-page table of contents of the privacy policy, the terms and the FAQ: a
 * heading and one link per section to `#id`. Props: see {@link ContentsNavProps}.
 */
export function ContentsNav({
  label,
  entries,
  ordered = false,
  className,
  listClassName,
  itemClassName,
}: ContentsNavProps) {
  const List = ordered ? "ol" : "ul";
  return (
    <nav
      aria-label={label}
      className={[className, "rounded-xl border bg-secondary p-5"].filter(Boolean).join(" ")}
    >
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </h2>
      <List className={listClassName}>
        {entries.map((e) => (
          <li key={e.id} className={itemClassName}>
            <a href={`#${e.id}`} className="font-medium text-primary underline underline-offset-4">
              {e.title}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
