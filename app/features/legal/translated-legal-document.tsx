import type * as React from "react";
import { linkIn } from "~/catalog/languages";
import { policiesUpdated } from "~/catalog/policies";
import { useTranslator } from "~/components/site/translation";
import type { Translator } from "~/lib/i18n";
import { LegalDocument, type LegalSection } from "./legal-document";

/** Props of {@link TranslatedLegalDocument}. */
export interface TranslatedLegalDocumentProps {
  /** Which document: its words are `content.<doc>` of the page's catalogue. */
  doc: "privacy" | "terms";
  /** The figures and names its messages take (`{{km}}`, `{{phone}}` …). */
  values: Record<string, string | number>;
  /** What a section shows after its opening paragraphs, by section id (the privacy policy's
   *  table of the data collected, the grievance officer's address). */
  extras?: Record<string, React.ReactNode>;
}

/**
 * The messages of a list in the catalogue (`<key>.0`, `<key>.1` …), in order.
 * @param translator the page's translator
 * @param key the list's key
 * @param values what the messages interpolate
 * @returns the messages; none when the catalogue has no such list
 */
export function catalogueList(
  { t, has }: Translator,
  key: string,
  values?: Record<string, string | number>,
): string[] {
  const messages: string[] = [];
  for (let i = 0; has(`${key}.${i}`); i++) messages.push(t(`${key}.${i}`, values));
  return messages;
}

/**
 * The privacy policy or the terms in Telugu or Hindi (docs/product.md#route-legal,
 * docs/decisions/0026): the same sections, anchors and figures as the English document, written
 * in the page's language in its catalogue (`content.<doc>`: title, intro, the sections' ids in
 * `order`, and per section its title, opening paragraphs `text`, a bulleted `list`, closing
 * paragraphs `after` and `links` to other pages, shown in the page's language where they exist
 * in it).
 */
export function TranslatedLegalDocument({
  doc,
  values,
  extras = {},
}: TranslatedLegalDocumentProps) {
  const translator = useTranslator();
  const { t, has, locale } = translator;
  const sections: LegalSection[] = catalogueList(translator, `content.${doc}.order`).map((id) => {
    const at = `content.${doc}.sections.${id}`;
    const list = catalogueList(translator, `${at}.list`, values);
    const links: Array<{ path: string; name: string }> = [];
    for (let j = 0; has(`${at}.links.${j}.path`); j++)
      links.push({
        path: linkIn(t(`${at}.links.${j}.path`), locale),
        name: t(`${at}.links.${j}.name`),
      });
    const paragraphs = (part: string) =>
      catalogueList(translator, `${at}.${part}`, values).map((text) => <p key={text}>{text}</p>);
    return {
      id,
      title: t(`${at}.title`, values),
      content: (
        <>
          {paragraphs("text")}
          {extras[id]}
          {list.length > 0 && (
            <ul>
              {list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {paragraphs("after")}
          {links.length > 0 && (
            <ul>
              {links.map((l) => (
                <li key={l.path}>
                  <a href={l.path} className="font-semibold">
                    {l.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    };
  });
  return (
    <LegalDocument
      title={t(`content.${doc}.title`)}
      updated={policiesUpdated}
      intro={<p>{t(`content.${doc}.intro`, values)}</p>}
      sections={sections}
    />
  );
}
