import { describe, expect, it } from "vitest";
import {
  HEALTH_FINDINGS,
  HEALTH_MEASUREMENTS,
  healthAreas,
  healthPoints,
} from "~/catalog/health-check";
import { LEG_KIND_LABELS, LEG_STATE_LABELS, belongings } from "~/catalog/pickup-legs";
import { WORKSHOP_CAR_MESSAGES } from "~/features/cars/workshop-car-schema";
import { EMERGENCY_NOTICES } from "~/features/emergency/emergency-schema";
import { HEALTH_CHECK_MESSAGES } from "~/features/health-check/health-check-schema";
import { PHOTO_MESSAGES } from "~/features/photos/photo-rules";
import { translatorFor } from "~/lib/i18n.server";
import { UNSUPPORTED_CHARACTERS_MESSAGE } from "~/lib/text-rules";
import { LEG_NOTICES, STAFF_NOTICES, WALKROUND_MESSAGES } from "./pickup-schema";
import { staffAnswer, translatedAnswer } from "./staff-answers";

/** The health check's answers the technician meets (the estimate's are an admin's). */
function healthAnswers(): string[] {
  const adminOnly: unknown[] = [
    HEALTH_CHECK_MESSAGES.price,
    HEALTH_CHECK_MESSAGES.notAttention,
    HEALTH_CHECK_MESSAGES.alreadyOnEstimate,
    HEALTH_CHECK_MESSAGES.addedToEstimate,
  ];
  return Object.values(HEALTH_CHECK_MESSAGES).filter(
    (m): m is Extract<typeof m, string> => typeof m === "string" && !adminOnly.includes(m),
  );
}

const en = translatorFor("en");
const te = translatorFor("te");
const hi = translatorFor("hi");

describe("the staff screens' words (docs/decisions/0026)", () => {
  it("hold every answer of the driver's and the technician's forms, so none is left in English on a Telugu or Hindi screen", () => {
    const answers = [
      ...Object.values(WALKROUND_MESSAGES),
      ...Object.values(LEG_NOTICES),
      ...Object.entries(STAFF_NOTICES)
        .filter(
          ([key]) =>
            !["saved", "not-technician", "not-driver", "driver-full", "no-leg"].includes(key),
        )
        .map(([, text]) => text),
      WORKSHOP_CAR_MESSAGES.km,
      PHOTO_MESSAGES.type,
      PHOTO_MESSAGES.size,
      UNSUPPORTED_CHARACTERS_MESSAGE,
      ...healthAnswers(),
    ];
    for (const english of answers) {
      expect(staffAnswer(en, english), english).toBe(english);
      expect(staffAnswer(te, english), english).not.toBe(english);
      expect(staffAnswer(hi, english), english).not.toBe(english);
    }
    // Answers that carry values: the values in the language's sentence.
    expect(staffAnswer(te, HEALTH_CHECK_MESSAGES.measurement("0 to 12 mm"))).toBe(
      "0 నుంచి 12 mm మధ్య ఒక అంకె రాయండి",
    );
    expect(staffAnswer(hi, HEALTH_CHECK_MESSAGES.notAllRecorded(4))).toBe(
      "रिपोर्ट पूरी मार्क करने से पहले सभी पॉइंट दर्ज करें (अभी 4 बाकी हैं)",
    );
    expect(staffAnswer(en, HEALTH_CHECK_MESSAGES.notAllRecorded(4))).toBe(
      HEALTH_CHECK_MESSAGES.notAllRecorded(4),
    );
    // Words the catalogue does not hold stay as they are.
    expect(staffAnswer(hi, "Something else")).toBe("Something else");
  });

  it("translate a refusal's message and each field's", () => {
    expect(
      translatedAnswer(hi, {
        intent: "save-check-in",
        message: WALKROUND_MESSAGES.fuel,
        fieldErrors: { fuelEighths: WALKROUND_MESSAGES.fuel, km: WORKSHOP_CAR_MESSAGES.km },
      }),
    ).toEqual({
      intent: "save-check-in",
      message: "फ़्यूल कितना है, चुनें (0 से 8 आठवें हिस्से)",
      fieldErrors: {
        fuelEighths: "फ़्यूल कितना है, चुनें (0 से 8 आठवें हिस्से)",
        km: "ओडोमीटर पूरे km में लिखें, 0 से 2,000,000 तक",
      },
    });
  });

  it("say in English exactly what the catalogue's labels say (one place for each word, English's checked)", () => {
    for (const [kind, label] of Object.entries(LEG_KIND_LABELS))
      expect(en.t(`staff.leg.kind.${kind}`)).toBe(label);
    for (const [state, label] of Object.entries(LEG_STATE_LABELS))
      expect(en.t(`staff.leg.state.${state}`)).toBe(label);
    for (const b of belongings) expect(en.t(`staff.walkround.belonging.${b.id}`)).toBe(b.label);
    for (const [k, text] of Object.entries(EMERGENCY_NOTICES))
      expect(en.t(`staff.emergency.notices.${k}`)).toBe(text);
    for (const p of healthPoints) expect(en.t(`staff.health.points.${p.id}`)).toBe(p.label);
    for (const a of healthAreas) expect(en.t(`staff.health.areas.${a.id}`)).toBe(a.label);
    for (const [f, words] of Object.entries(HEALTH_FINDINGS))
      expect(en.t(`staff.health.findings.${f}`)).toBe(words.label);
    for (const [m, words] of Object.entries(HEALTH_MEASUREMENTS))
      expect(en.t(`staff.health.measurements.${m}`)).toBe(words.label);
  });
});
