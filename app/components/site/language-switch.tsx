import { languages, type Locale, type PageAlternate } from "~/catalog/languages";
import { cn } from "~/lib/utils";
import { useTranslator } from "./translation";

/**
 * A text written as HTML in ASCII alone: `&`, `<`, `>` and `"` escaped, every other character
 * beyond ASCII as a numeric character reference ("తెలుగు" becomes "&#xc24;&#xc46;…"), which
 * the browser shows as the same text.
 *
 * Why: V8 keeps a string of Latin-1 characters at one byte a character and any other string
 * at two. An English page rendered on the server is one string; the language names, in
 * Telugu and Devanagari script, were its only characters beyond Latin-1, and made it two bytes
 * a character, so a page of more than 64K characters (My Garage with ten cars, My Bookings)
 * crossed the 128 KB beyond which V8 puts a string in its large-object space, in fresh memory
 * each time: 0.6-0.9 ms more of the server's time per page to send it
 * (docs/decisions/0028, "The page kept at one byte a character").
 * @param text plain text
 * @returns the HTML for it, every character ASCII
 */
export function asciiHtml(text: string): string {
  let html = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === "&") html += "&amp;";
    else if (ch === "<") html += "&lt;";
    else if (ch === ">") html += "&gt;";
    else if (ch === '"') html += "&quot;";
    else html += code < 0x80 ? ch : `&#x${code.toString(16)};`;
  }
  return html;
}

/** Each language's name as ASCII HTML, made once: the only raw HTML the switch writes. */
const nameHtml = Object.fromEntries(
  Object.entries(languages).map(([locale, { name }]) => [locale, asciiHtml(name)]),
) as Record<Locale, string>;

/**
 * The language switch of the header and the footer (docs/decisions/0026): plain links to the
 * same page in each other language it exists in, each named in its own language (`lang`,
 * `hreflang`), so it works without JavaScript. A page that exists in English only shows none.
 * @param alternates the page's language versions ({@link alternatesOf}), English first
 * @param current the page's language
 * @param className the list's classes
 * @returns the switch, or null when the page has no other language
 */
export function LanguageSwitch({
  alternates,
  current,
  className,
  linkClassName,
}: {
  alternates: readonly PageAlternate[];
  current: Locale;
  className?: string;
  linkClassName?: string;
}) {
  const { t } = useTranslator();
  const others = alternates.filter((a) => a.locale !== current);
  if (others.length === 0) return null;
  return (
    <nav aria-label={t("shell.language")} className={className}>
      <ul className="flex items-center gap-1">
        {others.map((a) => (
          <li key={a.locale}>
            <a
              href={a.path}
              lang={languages[a.locale].htmlLang}
              hrefLang={languages[a.locale].hreflang}
              data-language-switch={a.locale}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold underline-offset-4 hover:underline outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
                linkClassName,
              )}
              // The name in its own script, as character references (see asciiHtml).
              dangerouslySetInnerHTML={{ __html: nameHtml[a.locale] }}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
