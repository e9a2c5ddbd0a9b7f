/**
 * Server-rendered HTML as a browser or a crawler takes it, for comparing a shell fragment
 * (docs/decisions/0012) with the live render: each tag's attributes in name order, without
 * React Router's client-only `data-discover` attribute and React's `<!-- -->` text separators.
 * @param html markup from React's server renderer
 * @returns the markup in that comparable form
 */
export function comparableMarkup(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<([a-z]+)((?:\s+[a-zA-Z-:]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_, tag, attrs, end) => {
      const sorted = (attrs.match(/[a-zA-Z-:]+(?:="[^"]*")?/g) ?? [])
        .filter((a: string) => !a.startsWith("data-discover"))
        .sort();
      return `<${[tag, ...sorted].join(" ")}${end}>`;
    });
}
