import type * as React from "react";
import { CtaButton } from "~/components/site/cta-button";
import { useTranslator } from "~/components/site/translation";
import { WhatsAppButton } from "./whatsapp-button";

/** Props of {@link ContactPrompt}. */
export interface ContactPromptProps {
  /** Unique id on the page, for the section's label. */
  id: string;
  /** The h2. */
  title: string;
  text: React.ReactNode;
  /**
   * The WhatsApp greeting; `null` hides the WhatsApp button (the Maruti page has none,
   * docs/product.md#route-service-pages). When undefined, the business greeting of CtaButton is
   * used.
   */
  whatsappGreeting?: string | null;
  /** Show a Book Service button too. Default true. */
  showBook?: boolean;
  /** Extra buttons (e.g. Get Directions). */
  children?: React.ReactNode;
}

/**
 * The closing call / chat / book block of the marketing pages (docs/product.md#routes: home
 * "closing call/chat prompt", brand pages "closing block with call, chat-app and book
 * buttons", locality "call/chat prompt"). Navy panel; phone and WhatsApp numbers come
 * from the root loader's business facts.
 */
export function ContactPrompt({
  id,
  title,
  text,
  whatsappGreeting,
  showBook = true,
  children,
}: ContactPromptProps) {
  const headingId = `${id}-heading`;
  const { t } = useTranslator();
  return (
    <section id={id} aria-labelledby={headingId} className="py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="rounded-2xl bg-primary px-5 py-10 text-center text-primary-foreground sm:px-10">
          <h2 id={headingId} className="text-2xl font-bold text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-primary-foreground/85">{text}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:flex-wrap sm:items-center">
            <CtaButton variant="hero" action="call" />
            {whatsappGreeting === undefined && <CtaButton variant="hero" action="whatsapp" />}
            {typeof whatsappGreeting === "string" && (
              <WhatsAppButton message={whatsappGreeting} size="large" />
            )}
            {showBook && <CtaButton variant="hero" action="book" label={t("shell.bookService")} />}
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
