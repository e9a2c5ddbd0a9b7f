import { CheckCircle2, Loader2, MessageCircle, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import { whatsappHref } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import {
  QUOTE_FAILED_MESSAGE,
  QUOTE_LIMITS,
  QUOTE_SUCCESS_MESSAGE,
  emptyQuoteForm,
  quoteCarBrands,
  quoteServiceTypes,
  quoteWhatsappMessage,
  type QuoteActionResult,
} from "./quote-options";
import type { QuoteFormInput, QuoteFormValues } from "./quote-schema";

/**
 * The form's resolver: `QuoteFormSchema` with zod, loaded on the first validation rather
 * than with the page, so the contact page's first paint does not wait for zod (issue 3
 * budgets). The server validates with the same schema on every submit.
 */
const quoteResolver: Resolver<QuoteFormInput, unknown, QuoteFormValues> = async (values, context, options) => {
  const [{ zodResolver }, { QuoteFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("./quote-schema")]);
  return zodResolver(QuoteFormSchema)(values, context, options);
};

interface QuoteFormProps {
  /** The business WhatsApp number in E.164 form (root data's business facts). */
  phone: string;
  /** The business name, greeted in the WhatsApp message. */
  businessName: string;
  /** The route the form posts to. */
  action?: string;
}

/**
 * The contact page's quote request form (spec section 2 "Contact page", section 5 "Quote
 * form"; DESIGN.md decision 6). Validates with `QuoteFormSchema` as the visitor goes and
 * posts JSON to the /contact action with a fetcher. On success: the spec's toast, an
 * empty form, and a 'Send on WhatsApp' link carrying the values just sent. On failure:
 * the server's message in a toast, errors at their fields, and the values kept.
 */
export function QuoteForm({ phone, businessName, action = "/contact" }: QuoteFormProps) {
  const fetcher = useFetcher<QuoteActionResult>();
  // Before hydration the form posts natively to the same action; its answer arrives here.
  const documentResult = useActionData() as QuoteActionResult | undefined;
  const submitted = useRef<QuoteFormValues | null>(null);
  const handledResult = useRef<QuoteActionResult | undefined>(undefined);
  const [sent, setSent] = useState<QuoteFormValues | null>(null);
  const sentPanel = useRef<HTMLDivElement>(null);

  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: quoteResolver,
    mode: "onTouched",
    defaultValues: emptyQuoteForm,
  });
  const { register, formState, handleSubmit, reset, setError } = form;
  const errors = formState.errors;

  // The server's answer.
  const result = fetcher.data ?? documentResult;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handledResult.current === result) return;
    handledResult.current = result;
    if (result.ok) {
      setSent(submitted.current);
      submitted.current = null;
      reset(emptyQuoteForm);
      toast.success(QUOTE_SUCCESS_MESSAGE);
      return;
    }
    setSent(null);
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(field as keyof QuoteFormInput, { type: "server", message }, { shouldFocus: false });
    }
    toast.error(result.message || QUOTE_FAILED_MESSAGE);
  }, [fetcher.state, result, reset, setError]);

  // On a phone the submit button is far below the panel: bring the WhatsApp offer into view.
  useEffect(() => {
    if (sent) sentPanel.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [sent]);

  const onSubmit = handleSubmit((values) => {
    submitted.current = values;
    fetcher.submit(values, { method: "post", action, encType: "application/json" });
  });

  const submitting = fetcher.state !== "idle";

  const fieldError = (name: keyof QuoteFormInput) =>
    errors[name]?.message ? (
      <p id={`quote-${name}-error`} className="text-sm font-medium text-destructive" role="alert">
        {errors[name]?.message}
      </p>
    ) : null;
  const describedBy = (name: keyof QuoteFormInput, hint?: string) =>
    [hint, errors[name] ? `quote-${name}-error` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Request a Free Quote</h2>
        </CardTitle>
        <CardDescription>Tell us about your car and what it needs. We call back within 2 hours in business hours.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {sent && (
          <div ref={sentPanel} role="status" className="grid gap-3 rounded-lg border border-green-600/30 bg-green-50 p-4 text-green-950">
            <p className="flex items-start gap-2 text-sm font-medium">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
              <span>
                Request received, {sent.name}. Want a faster reply? Send the same details to us on WhatsApp.
              </span>
            </p>
            <Button asChild className="w-full bg-[#1f7a3d] text-white hover:bg-[#1f7a3d]/90 sm:w-auto sm:justify-self-start">
              <a href={whatsappHref(phone, quoteWhatsappMessage(sent, businessName))} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                Send on WhatsApp
              </a>
            </Button>
          </div>
        )}

        <form method="post" action={action} onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Quote request form">
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid content-start gap-2 sm:col-span-2">
              <Label htmlFor="quote-name">Your Name *</Label>
              <Input id="quote-name" autoComplete="name" maxLength={QUOTE_LIMITS.nameMax} aria-invalid={!!errors.name} aria-describedby={describedBy("name")} {...register("name")} />
              {fieldError("name")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="quote-phone">Phone Number *</Label>
              <Input
                id="quote-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={QUOTE_LIMITS.phoneMax}
                placeholder="e.g., 98765 43210"
                aria-invalid={!!errors.phone}
                aria-describedby={describedBy("phone")}
                {...register("phone")}
              />
              {fieldError("phone")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="quote-email">Email (optional)</Label>
              <Input
                id="quote-email"
                type="email"
                autoComplete="email"
                maxLength={QUOTE_LIMITS.emailMax}
                placeholder="you@example.com"
                aria-invalid={!!errors.email}
                aria-describedby={describedBy("email")}
                {...register("email")}
              />
              {fieldError("email")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="quote-carBrand">Car Brand *</Label>
              <NativeSelect id="quote-carBrand" aria-invalid={!!errors.carBrand} aria-describedby={describedBy("carBrand")} {...register("carBrand")}>
                <option value="">Select your car brand</option>
                {quoteCarBrands.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
              {fieldError("carBrand")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="quote-serviceType">Service Type *</Label>
              <NativeSelect id="quote-serviceType" aria-invalid={!!errors.serviceType} aria-describedby={describedBy("serviceType")} {...register("serviceType")}>
                <option value="">Select a service</option>
                {quoteServiceTypes.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
              {fieldError("serviceType")}
            </div>
            <div className="grid content-start gap-2 sm:col-span-2">
              <Label htmlFor="quote-message">Additional Details (optional)</Label>
              <Textarea
                id="quote-message"
                rows={4}
                maxLength={QUOTE_LIMITS.messageMax}
                placeholder="Model, year, what you have noticed, a good time to call"
                aria-invalid={!!errors.message}
                aria-describedby={describedBy("message")}
                {...register("message")}
              />
              {fieldError("message")}
            </div>
          </div>

          <Button type="submit" size="lg" disabled={submitting} className="w-full">
            {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {submitting ? "Sending..." : "Get My Free Quote"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
