import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarIcon, Car, Loader2, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { bookingBrandPrefill, bookingCarBrands, matchServiceType, serviceTypes, timeSlots } from "~/catalog/booking-options";
import { formatPhone, telHref } from "~/catalog/business";
import { Button } from "~/components/ui/button";
import { Calendar } from "~/components/ui/calendar";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { dateFromYmd, formatDisplayDate, isSlotOpen, lastBookableDate, todayInKolkata, ymdFromDate } from "~/lib/time";
import { clearBookingDraft, loadBookingDraft, saveBookingDraft } from "./booking-draft";
import { BOOKING_FAILED_FALLBACK, BookingFormSchema, emptyBookingForm, type BookingActionResult, type BookingFormInput, type BookingFormValues } from "./booking-schema";
import type { BookingView } from "./bookings.server";

interface BookingFormProps {
  /** The signed-in user, or null for a visitor (who may fill but not submit). */
  user: { email: string; name: string } | null;
  /** The business phone in E.164 form, shown on the form. */
  phone: string;
  /** Called with the created booking after a successful submit. */
  onBooked?: (booking: BookingView) => void;
  /** Date ("yyyy-MM-dd") → slots already at capacity, shown as unavailable (issue 5). */
  fullSlots?: Record<string, string[]>;
}

/**
 * A new idempotency key for one filling of the form (issue 5: a form sent twice books
 * once). A v4 uuid from `crypto.getRandomValues`, which, unlike `crypto.randomUUID`, also
 * works on pages not served over HTTPS.
 * @returns e.g. "3b241101-e2bb-4255-8caf-4136c566a962"
 */
function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The booking form (spec section 2 "/booking", section 5 messages). Validates with
 * `BookingFormSchema` as the user goes, keeps a session-storage draft, and posts JSON to
 * the /booking action. Signed out, submitting shows 'Sign In Required' and goes to /auth
 * after 2 s with the draft kept.
 */
export function BookingForm({ user, phone, onBooked, fullSlots = {} }: BookingFormProps) {
  const location = useLocation();
  // One key per filling of the form; a new one after each booking made.
  const idempotencyKey = useRef<string | null>(null);
  const navigate = useNavigate();
  const fetcher = useFetcher<BookingActionResult>();
  const [dateOpen, setDateOpen] = useState(false);
  const [now, setNow] = useState<Date | null>(null);
  const restored = useRef(false);
  const handledResult = useRef<BookingActionResult | undefined>(undefined);

  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(BookingFormSchema),
    mode: "onTouched",
    defaultValues: { ...emptyBookingForm, customerName: user?.name ?? "", customerEmail: user?.email ?? "" },
  });
  const { register, control, formState, handleSubmit, reset, setError, watch, setValue, getValues } = form;
  const errors = formState.errors;

  // After hydration: the clock for dates and slots, the kept draft, and a service
  // chosen on another page (`selectedService` in the URL, or in navigation state).
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    if (!restored.current) {
      restored.current = true;
      const draft = loadBookingDraft();
      const selected = matchServiceType(
        new URLSearchParams(location.search).get("selectedService") ??
          (location.state as { selectedService?: string } | null)?.selectedService,
      );
      // From a brand page: its brand, or 'Other' with the brand as the model.
      const brand = draft ? null : bookingBrandPrefill(new URLSearchParams(location.search).get("carBrand"));
      // Back from sign-in with a kept draft: the 'Sign In Required' toast has done its job.
      if (draft && user) toast.dismiss();
      if (draft || selected || brand) {
        const base = draft ?? getValues();
        reset({
          ...emptyBookingForm,
          ...base,
          ...brand,
          customerName: base.customerName || user?.name || "",
          customerEmail: base.customerEmail || user?.email || "",
          serviceType: selected ?? base.serviceType ?? "",
        });
      }
    }
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the draft as the visitor types.
  useEffect(() => {
    const sub = watch((values) => saveBookingDraft(values as BookingFormInput));
    return () => sub.unsubscribe();
  }, [watch]);

  // The server's answer.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handledResult.current === result) return;
    handledResult.current = result;
    if (result.ok) {
      idempotencyKey.current = null;
      clearBookingDraft();
      reset({ ...emptyBookingForm, customerName: user?.name ?? "", customerEmail: user?.email ?? "" });
      onBooked?.(result.booking);
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      setError(field as keyof BookingFormInput, { type: "server", message });
    }
    toast.error("Booking Failed", { description: result.message || BOOKING_FAILED_FALLBACK });
  }, [fetcher.state, fetcher.data, onBooked, reset, setError, user]);

  const onSubmit = handleSubmit(
    (values) => {
      if (!user) {
        saveBookingDraft(getValues());
        toast("Sign In Required", { description: "Please sign in to complete your booking. Redirecting you now..." });
        setTimeout(() => navigate("/auth"), 2000);
        return;
      }
      idempotencyKey.current ??= newIdempotencyKey();
      fetcher.submit({ ...values, idempotencyKey: idempotencyKey.current } as unknown as Record<string, string>, {
        method: "post",
        action: "/booking",
        encType: "application/json",
      });
    },
    () => {
      // Focus is moved to the first invalid field by react-hook-form; nothing else to do.
    },
  );

  const submitting = fetcher.state !== "idle";
  const selectedDate = watch("preferredDate");
  const today = now ? todayInKolkata(now) : undefined;
  const openSlots = now && selectedDate ? timeSlots.filter((s) => isSlotOpen(selectedDate, s, now)) : timeSlots;
  const currentTime = watch("preferredTime");
  const fullOnDate = (selectedDate && fullSlots[selectedDate]) || [];

  // A slot that has passed while the form was open is cleared.
  useEffect(() => {
    if (currentTime && !openSlots.includes(currentTime)) setValue("preferredTime", "", { shouldValidate: false });
  }, [currentTime, openSlots, setValue]);

  const fieldError = (name: keyof BookingFormInput) =>
    errors[name]?.message ? (
      <p id={`${name}-error`} className="text-sm font-medium text-destructive" role="alert">
        {errors[name]?.message}
      </p>
    ) : null;
  const describedBy = (name: keyof BookingFormInput) => (errors[name] ? `${name}-error` : undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Book Your Service</h2>
        </CardTitle>
        <CardDescription>
          Fill in the details below and we will confirm your slot. Prefer to talk?{" "}
          <a href={telHref(phone)} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
            <Phone className="size-3.5" aria-hidden />
            {formatPhone(phone)}
          </a>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Booking form">
          <div className="grid gap-2">
            <Label htmlFor="serviceType">Service Type *</Label>
            <Controller
              control={control}
              name="serviceType"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(v) => field.onChange(v)} name={field.name}>
                  <SelectTrigger id="serviceType" aria-invalid={!!errors.serviceType} aria-describedby={describedBy("serviceType")} onBlur={field.onBlur}>
                    <SelectValue placeholder="Select the service you need" />
                  </SelectTrigger>
                  <SelectContent className="max-h-[300px]">
                    {serviceTypes.map((t) => (
                      <SelectItem key={t} value={t}>
                        {t}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            {fieldError("serviceType")}
          </div>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">Contact Details</legend>
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="customerName">Full Name *</Label>
              <Input id="customerName" autoComplete="name" aria-invalid={!!errors.customerName} aria-describedby={describedBy("customerName")} {...register("customerName")} />
              {fieldError("customerName")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="customerEmail">Email *</Label>
              <Input id="customerEmail" type="email" autoComplete="email" aria-invalid={!!errors.customerEmail} aria-describedby={describedBy("customerEmail")} {...register("customerEmail")} />
              {fieldError("customerEmail")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="customerPhone">Phone *</Label>
              <Input
                id="customerPhone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="Enter your 10-digit phone number"
                aria-invalid={!!errors.customerPhone}
                aria-describedby={describedBy("customerPhone")}
                {...register("customerPhone")}
              />
              {fieldError("customerPhone")}
            </div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 flex items-center gap-2 text-base font-semibold">
              <Car className="size-4" aria-hidden />
              Car Information
            </legend>
            <div className="grid gap-2">
              <Label htmlFor="carBrand">Brand *</Label>
              <Controller
                control={control}
                name="carBrand"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={(v) => field.onChange(v)} name={field.name}>
                    <SelectTrigger id="carBrand" aria-invalid={!!errors.carBrand} aria-describedby={describedBy("carBrand")} onBlur={field.onBlur}>
                      <SelectValue placeholder="Select brand" />
                    </SelectTrigger>
                    <SelectContent className="max-h-[300px]">
                      {bookingCarBrands.map((b) => (
                        <SelectItem key={b} value={b}>
                          {b}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              {fieldError("carBrand")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="carModel">Model *</Label>
              <Input id="carModel" placeholder="e.g., City, Creta, Swift" aria-invalid={!!errors.carModel} aria-describedby={describedBy("carModel")} {...register("carModel")} />
              {fieldError("carModel")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="carYear">Year *</Label>
              <Input id="carYear" inputMode="numeric" maxLength={4} placeholder="e.g., 2020" aria-invalid={!!errors.carYear} aria-describedby={describedBy("carYear")} {...register("carYear")} />
              {fieldError("carYear")}
            </div>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="preferredDate">Preferred Date *</Label>
              <Controller
                control={control}
                name="preferredDate"
                render={({ field }) => (
                  <Popover open={dateOpen} onOpenChange={setDateOpen}>
                    <PopoverTrigger asChild>
                      <Button
                        id="preferredDate"
                        type="button"
                        variant="outline"
                        aria-invalid={!!errors.preferredDate}
                        aria-describedby={describedBy("preferredDate")}
                        className={cn("w-full justify-start text-left font-normal", !field.value && "text-muted-foreground", errors.preferredDate && "border-destructive")}
                        onBlur={field.onBlur}
                      >
                        <CalendarIcon aria-hidden />
                        {field.value ? formatDisplayDate(field.value) : "Pick a date"}
                      </Button>
                    </PopoverTrigger>
                    <PopoverContent className="w-auto p-0" align="start">
                      <Calendar
                        mode="single"
                        selected={dateFromYmd(field.value ?? "")}
                        defaultMonth={dateFromYmd(field.value ?? "") ?? (today ? dateFromYmd(today) : undefined)}
                        onSelect={(d) => {
                          field.onChange(d ? ymdFromDate(d) : "");
                          setDateOpen(false);
                        }}
                        disabled={
                          today
                            ? [{ before: dateFromYmd(today)! }, { after: dateFromYmd(lastBookableDate(now!))! }]
                            : undefined
                        }
                        startMonth={today ? dateFromYmd(today) : undefined}
                        endMonth={now ? dateFromYmd(lastBookableDate(now)) : undefined}
                      />
                    </PopoverContent>
                  </Popover>
                )}
              />
              {fieldError("preferredDate")}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="preferredTime">Preferred Time *</Label>
              <Controller
                control={control}
                name="preferredTime"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={(v) => field.onChange(v)} name={field.name}>
                    <SelectTrigger id="preferredTime" aria-invalid={!!errors.preferredTime} aria-describedby={describedBy("preferredTime")} onBlur={field.onBlur}>
                      <SelectValue placeholder="Select time slot" />
                    </SelectTrigger>
                    <SelectContent className="max-h-[300px]" data-testid="time-slots">
                      {openSlots.length === 0 ? (
                        <p className="p-2 text-sm text-muted-foreground">No slots left today. Please pick another date.</p>
                      ) : (
                        openSlots.map((s) => {
                          const full = fullOnDate.includes(s);
                          return (
                            <SelectItem key={s} value={s} disabled={full}>
                              {full ? `${s} (Fully booked)` : s}
                            </SelectItem>
                          );
                        })
                      )}
                    </SelectContent>
                  </Select>
                )}
              />
              {fieldError("preferredTime")}
            </div>
          </div>

          <div className="grid gap-2">
            <Label htmlFor="address">Service Address *</Label>
            <Textarea
              id="address"
              autoComplete="street-address"
              placeholder="House / flat, street, area and a landmark"
              aria-invalid={!!errors.address}
              aria-describedby={describedBy("address")}
              {...register("address")}
            />
            {fieldError("address")}
          </div>

          <div className="grid gap-2">
            <Label htmlFor="specialRequests">Special Requests</Label>
            <Textarea id="specialRequests" placeholder="Anything we should know about your car or visit" aria-invalid={!!errors.specialRequests} aria-describedby={describedBy("specialRequests")} {...register("specialRequests")} />
            {fieldError("specialRequests")}
          </div>

          <Button type="submit" size="lg" disabled={submitting} className="w-full">
            {submitting && <Loader2 className="animate-spin" aria-hidden />}
            {submitting ? "Booking..." : "Book Service"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
