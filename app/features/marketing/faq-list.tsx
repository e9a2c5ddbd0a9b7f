/** Props of {@link FaqList}. */
export interface FaqListProps {
  faqs: { question: string; answer: string }[];
}

/**
 * Questions and answers as native disclosure widgets (`details`/`summary`), readable
 * without JavaScript; used on service and model pages (catalogue FAQs).
 */
export function FaqList({ faqs }: FaqListProps) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {faqs.map((f) => (
        <details key={f.question} className="group px-5 py-4">
          <summary className="cursor-pointer list-inside font-semibold marker:text-primary">
            {f.question}
          </summary>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
