/**
 * The one HTML email layout (docs/product.md#lifecycle-messages): plain React rendered to static
 * HTML on the server, inline styles and tables only, so every mail app shows it the same. The text
 * part of every email is written beside it from the same content (`compose.server.tsx`).
 */
import type * as React from "react";
import { WithParts } from "~/components/site/translation";

/** What one email says. */
export interface EmailContent {
  businessName: string;
  /** The headline, e.g. "Your booking is confirmed". */
  heading: string;
  /** Paragraphs of plain text before the details. */
  paragraphs: string[];
  /** Label and value rows, e.g. ["Service", "AC Service & Repair"]. */
  details?: Array<[string, string]>;
  /** The booking's tracker, when the email is about a booking: each step's title and whether done. */
  tracker?: Array<{ title: string; done: boolean }>;
  /** The main button. */
  action?: { label: string; href: string };
  /** "Add to Google Calendar" link, when the email carries the visit's calendar file. */
  calendarHref?: string;
  /** The workshop's phone (for people and `tel:`) and WhatsApp link. */
  contact: { phone: string; tel: string; whatsappHref: string; address: string };
  /** The reader's language, as `<html lang>` writes it ("en", "te", "hi"). */
  lang: string;
  /**
   * The layout's own words in the reader's language: the footer's sentence and the calendar's
   * note, each with its links marked (`partMark`) where they go.
   */
  layout: { questions: string; whatsapp: string; calendar: string; calendarNote: string };
}

const font = { fontFamily: "Arial, Helvetica, sans-serif", color: "#1f2937" };

/**
 * A layout table, the only layout every mail app follows: no cell spacing, full width unless
 * `fit` (as wide as its content).
 */
function LayoutTable({
  fit = false,
  style,
  children,
}: {
  fit?: boolean;
  style: React.CSSProperties;
  children: React.ReactNode;
}) {
  return (
    <table
      role="presentation"
      width={fit ? undefined : "100%"}
      cellPadding={0}
      cellSpacing={0}
      style={style}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * An email as HTML (render with `renderToStaticMarkup`).
 * @param content what it says; every value is text (React escapes it)
 */
export function MessageEmail({ content }: { content: EmailContent }) {
  const { businessName, heading, paragraphs, details, tracker, action, calendarHref, contact } =
    content;
  const { layout } = content;
  return (
    <html lang={content.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{heading}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: "#f3f4f6" }}>
        <LayoutTable style={{ background: "#f3f4f6", padding: "24px 8px" }}>
          <tr>
            <td align="center">
              <LayoutTable
                style={{
                  maxWidth: 560,
                  background: "#ffffff",
                  borderRadius: 12,
                  overflow: "hidden",
                }}
              >
                <tr>
                  <td
                    style={{
                      background: "#0f172a",
                      padding: "18px 24px",
                      ...font,
                      color: "#f8d57e",
                      fontSize: 18,
                      fontWeight: 700,
                    }}
                  >
                    {businessName}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: 24, ...font, fontSize: 15, lineHeight: "22px" }}>
                    <h1 style={{ margin: "0 0 12px", fontSize: 22, lineHeight: "28px" }}>
                      {heading}
                    </h1>
                    {paragraphs.map((p, i) => (
                      <p key={i} style={{ margin: "0 0 12px" }}>
                        {p}
                      </p>
                    ))}
                    {details && details.length > 0 && (
                      <LayoutTable style={{ margin: "8px 0 16px", borderTop: "1px solid #e5e7eb" }}>
                        {details.map(([label, value]) => (
                          <tr key={label}>
                            <td
                              style={{
                                padding: "8px 8px 8px 0",
                                borderBottom: "1px solid #e5e7eb",
                                color: "#6b7280",
                                width: "38%",
                                verticalAlign: "top",
                              }}
                            >
                              {label}
                            </td>
                            <td
                              style={{
                                padding: "8px 0",
                                borderBottom: "1px solid #e5e7eb",
                                fontWeight: 600,
                                whiteSpace: "pre-line",
                              }}
                            >
                              {value}
                            </td>
                          </tr>
                        ))}
                      </LayoutTable>
                    )}
                    {tracker && (
                      <LayoutTable fit style={{ margin: "0 0 16px" }}>
                        {tracker.map((step) => (
                          <tr key={step.title}>
                            <td
                              style={{
                                padding: "3px 8px 3px 0",
                                color: step.done ? "#15803d" : "#9ca3af",
                                fontWeight: 700,
                              }}
                            >
                              {step.done ? "✓" : "○"}
                            </td>
                            <td
                              style={{
                                padding: "3px 0",
                                color: step.done ? "#1f2937" : "#6b7280",
                              }}
                            >
                              {step.title}
                            </td>
                          </tr>
                        ))}
                      </LayoutTable>
                    )}
                    {action && (
                      <p style={{ margin: "8px 0 16px" }}>
                        <a
                          href={action.href}
                          style={{
                            display: "inline-block",
                            background: "#0f172a",
                            color: "#ffffff",
                            padding: "12px 20px",
                            borderRadius: 8,
                            textDecoration: "none",
                            fontWeight: 700,
                          }}
                        >
                          {action.label}
                        </a>
                      </p>
                    )}
                    {calendarHref && (
                      <p style={{ margin: "0 0 16px" }}>
                        <WithParts
                          message={layout.calendarNote}
                          parts={{
                            link: (
                              <a href={calendarHref} style={{ color: "#1d4ed8" }}>
                                {layout.calendar}
                              </a>
                            ),
                          }}
                        />
                      </p>
                    )}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: "16px 24px",
                      background: "#f9fafb",
                      ...font,
                      fontSize: 13,
                      lineHeight: "20px",
                      color: "#4b5563",
                    }}
                  >
                    <WithParts
                      message={layout.questions}
                      parts={{
                        phone: (
                          <a href={contact.tel} style={{ color: "#1d4ed8" }}>
                            {contact.phone}
                          </a>
                        ),
                        whatsapp: (
                          <a href={contact.whatsappHref} style={{ color: "#1d4ed8" }}>
                            {layout.whatsapp}
                          </a>
                        ),
                      }}
                    />
                    <br />
                    {businessName}, {contact.address}
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}
