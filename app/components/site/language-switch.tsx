import { languages, type Locale, type PageAlternate } from "~/catalog/languages";
import { cn } from "~/lib/utils";
import { useTranslator } from "./translation";

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
            >
              {languages[a.locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
