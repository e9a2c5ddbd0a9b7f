/**
 * Tailwind classes that style HTML we render from our own Markdown and long-form text
 * (blog posts, privacy policy, terms): readable measure, spaced headings, lists with
 * markers, underlined links, tables with rules. The project has no typography plugin,
 * so the rules are written as arbitrary descendant variants. Client-safe.
 */
export const proseClasses = [
  "text-base leading-relaxed text-foreground sm:text-[1.0625rem] sm:leading-8",
  "[&>:first-child]:mt-0 [&_p]:my-5",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1 [&_li]:marker:text-primary",
  "[&_a]:font-medium [&_a]:break-words [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a]:hover:decoration-2",
  "[&_strong]:font-semibold",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
  "[&_.overflow-x-auto]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border-b-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_hr]:my-10 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-[0.9em]",
].join(" ");
