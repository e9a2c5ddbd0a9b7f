/**
 * What the /emergency page and a request's status page call (docs/product.md#emergency-form,
 * #emergency-status): the request form's action, with its limits per phone and per client IP,
 * and the status page's loader. No account is needed; the phone number to call is on every
 * answer, a refusal included.
 */
import { data, redirect } from "react-router";
import { emergencyStatusPath } from "~/catalog/navigation";
import { localeOfPath, localizedPath } from "~/catalog/languages";
import type { Translator } from "~/lib/i18n";
import { clientIp } from "~/lib/client-ip";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { notFoundResponse } from "~/lib/not-found.server";
import { parseSubmission, refusalOf, storeFailed } from "~/lib/submission.server";
import { emergencyByToken, recordEmergencyRequest, type EmergencyView } from "./emergency.server";
import {
  EMERGENCY_FAILED_MESSAGE,
  EMERGENCY_LIMITS,
  EMERGENCY_LIMIT_MESSAGE,
  EmergencyFormSchema,
  type EmergencyActionRefusal,
} from "./emergency-schema";

/** What is kept of each field to show again after a refusal. */
const SHOWN_MAX = {
  phone: EMERGENCY_LIMITS.phoneMax + 5,
  name: EMERGENCY_LIMITS.nameMax,
  car: EMERGENCY_LIMITS.carMax,
  problem: 20,
  landmark: EMERGENCY_LIMITS.landmarkMax,
  locality: EMERGENCY_LIMITS.localityMax,
  latitude: 20,
  longitude: 20,
};

/**
 * Handles an emergency request (docs/product.md#emergency-form): checks the form, counts the
 * limits (per client IP, then per phone number), records the request with its alert, and sends
 * the visitor to the request's private status page.
 * On a Telugu or Hindi page (docs/decisions/0026) the messages are the language's, the status
 * page is the language's (/te/emergency/status/{token}), and the request and the staff's alert
 * are stored and sent the same (English).
 * @param request the form's POST (form data or a JSON object)
 * @param t the page's translator (its URL's language); English when absent
 * @returns a redirect to `/emergency/status/{token}?sent=1` (under /te or /hi from those
 *   pages); 400 with the field errors and what was typed; 429 with Retry-After past a limit (the
 *   page shows the number to call); 503 when the database cannot store it (nothing is
 *   half-written)
 */
export async function handleEmergencyAction(request: Request, t?: Translator) {
  const english = !t || t.locale === "en";
  const submission = await parseSubmission(request, EmergencyFormSchema, {
    maxLengths: SHOWN_MAX,
  });
  const { values } = submission;
  if (!submission.ok) {
    const refusal = refusalOf(submission);
    return data<EmergencyActionRefusal>(
      {
        ...refusal,
        ...(!english && {
          message: t.t("emergency.invalid"),
          fieldErrors: Object.fromEntries(
            Object.keys(submission.fieldErrors).map((f) => [f, t.t(`emergency.errors.${f}`)]),
          ),
        }),
        values,
      },
      { status: submission.status },
    );
  }
  try {
    for (const [name, key] of [
      ["emergency-ip", clientIp(request)],
      ["emergency-phone", submission.data.phone],
    ] as const) {
      const limit = await consumeRateLimit(name, key);
      if (!limit.allowed)
        return data<EmergencyActionRefusal>(
          {
            ok: false,
            message: english ? EMERGENCY_LIMIT_MESSAGE : t.t("emergency.limit"),
            values,
          },
          { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
        );
    }
    const recorded = await recordEmergencyRequest(submission.data);
    const status = localizedPath(emergencyStatusPath(recorded.token), t?.locale ?? "en");
    return redirect(`${status}?sent=1`);
  } catch (error) {
    return storeFailed<EmergencyActionRefusal>("Emergency request could not be stored:", error, {
      ok: false,
      message: english ? EMERGENCY_FAILED_MESSAGE : t.t("emergency.failed"),
      values,
    });
  }
}

/** What a request's status page shows. */
export interface EmergencyStatusData {
  request: EmergencyView;
  /** Just sent: the page says what happens next first. */
  justSent: boolean;
  /** The page's own address, to keep (the private link), in the page's language. */
  path: string;
}

/**
 * A request's status page (docs/product.md#emergency-status): anyone holding the link sees the
 * request's steps with their times and the taker's ETA.
 * @param token the link's token
 * @param request the page's request (`?sent=1` right after sending; its path's language is the
 *   link's: /te/emergency/status/{token})
 * @returns the request and whether it was just sent
 * @throws 404 for a token that names no request
 */
export async function loadEmergencyStatus(
  token: string,
  request: Request,
): Promise<EmergencyStatusData> {
  const found = await emergencyByToken(token);
  if (!found) throw notFoundResponse();
  const url = new URL(request.url);
  return {
    request: found,
    justSent: url.searchParams.get("sent") === "1",
    path: localizedPath(emergencyStatusPath(token), localeOfPath(url.pathname)),
  };
}
