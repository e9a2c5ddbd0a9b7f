import { describe, expect, it } from "vitest";
import { whatsappHref } from "~/catalog/business";
import {
  QuoteFormSchema,
  emptyQuoteForm,
  quoteCarBrands,
  quoteServiceTypes,
  quoteWhatsappMessage,
} from "./quote-schema";
import { errorsFor, itShowsFieldMessages } from "../../../tests/support/schema-errors";

const valid = {
  name: "Ravi Kumar",
  phone: "9876543210",
  email: "",
  carBrand: "BMW",
  serviceType: "AC Repair",
  message: "",
};

describe("quote form options (docs/product.md#quote-form)", () => {
  it("lists the spec's car brands and service types, in order", () => {
    expect(quoteCarBrands.join(", ")).toBe(
      "Audi, BMW, Mercedes-Benz, Jaguar, Land Rover, Volvo, Porsche, Other",
    );
    expect(quoteServiceTypes.join(", ")).toBe(
      "Comprehensive Service, AC Repair, Brake Service, Engine Issues, Suspension, Electrical, Other",
    );
  });
});

describe("QuoteFormSchema", () => {
  it("accepts the required fields alone, with email and message empty", () => {
    const result = QuoteFormSchema.safeParse({
      name: "Ravi",
      phone: "9876543210",
      carBrand: "Audi",
      serviceType: "Other",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Ravi",
      phone: "+919876543210",
      carBrand: "Audi",
      serviceType: "Other",
      email: "",
      message: "",
    });
  });

  it("accepts every option and a full request, trimmed", () => {
    for (const carBrand of quoteCarBrands) {
      for (const serviceType of quoteServiceTypes) {
        expect(QuoteFormSchema.safeParse({ ...valid, carBrand, serviceType }).success).toBe(true);
      }
    }
    const result = QuoteFormSchema.parse({
      ...valid,
      name: "  Ravi Kumar ",
      phone: " +91 98765 43210 ",
      email: " ravi@example.com ",
      message: " Brakes squeal\nat low speed ",
    });
    expect(result).toMatchObject({
      name: "Ravi Kumar",
      phone: "+919876543210",
      email: "ravi@example.com",
      message: "Brakes squeal\nat low speed",
    });
  });

  it("refuses fields it does not know (status, source, id), naming them", () => {
    const result = QuoteFormSchema.safeParse({
      ...valid,
      status: "closed",
      source: "admin",
      id: "x",
    });
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ code: "unrecognized_keys", keys: ["status", "source", "id"] }),
    );
  });

  itShowsFieldMessages(QuoteFormSchema, valid, [
    ["name", "", "Please enter your name"],
    ["name", " R ", "Please enter your name"],
    ["name", "R".repeat(101), "Name must be at most 100 characters"],
    ["name", "Ravi\u0000Kumar", "Please remove unsupported characters"],
    ["name", 42, "Please enter your name"],
    ["phone", "", "Please enter a valid phone number"],
    ["phone", "98765", "Please enter a valid phone number"],
    ["phone", "9876543210123456", "Please enter a valid phone number"],
    ["phone", "call me later", "Please enter a valid phone number"],
    ["phone", "+91 9876-543", "Please enter a valid phone number"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Please enter a valid email address"],
    ["carBrand", "", "Please select your car brand"],
    ["carBrand", "Ferrari", "Please select your car brand"],
    ["serviceType", "", "Please select a service"],
    ["serviceType", "Teleportation", "Please select a service"],
    ["message", "x".repeat(2001), "Additional details must be at most 2000 characters"],
    ["message", "bell\u0007", "Please remove unsupported characters"],
  ]);

  it("reports missing required fields with their messages, not type errors", () => {
    expect(errorsFor(QuoteFormSchema, {})).toEqual({
      name: "Please enter your name",
      phone: "Please enter a valid phone number",
      carBrand: "Please select your car brand",
      serviceType: "Please select a service",
    });
  });

  it("keeps Telugu, Hindi and emoji text as typed", () => {
    const text = "నా కారు AC పని చేయడం లేదు, कृपया जल्दी कॉल करें 🚗🙏";
    expect(QuoteFormSchema.parse({ ...valid, name: "రవి కుమార్", message: text })).toMatchObject({
      name: "రవి కుమార్",
      message: text,
    });
  });

  it("has an empty form that fails only on the required fields", () => {
    expect(Object.keys(errorsFor(QuoteFormSchema, emptyQuoteForm)).sort()).toEqual([
      "carBrand",
      "name",
      "phone",
      "serviceType",
    ]);
  });
});

describe("quoteWhatsappMessage", () => {
  it("holds the name, car, service and message, greeting the business", () => {
    const text = quoteWhatsappMessage(
      {
        name: " Ravi Kumar ",
        carBrand: "Land Rover",
        serviceType: "Suspension",
        message: "Knocking over bumps",
      },
      "Madhapur Premium Car Service",
    );
    expect(text).toBe(
      [
        "Hi Madhapur Premium Car Service! I would like a quote for my car.",
        "Name: Ravi Kumar",
        "Car: Land Rover",
        "Service: Suspension",
        "Details: Knocking over bumps",
      ].join("\n"),
    );
  });

  it("leaves out the details line when there is no message", () => {
    const ravi = { name: "Ravi", carBrand: "BMW", serviceType: "AC Repair" };
    const text = quoteWhatsappMessage({ ...ravi, message: "  " });
    expect(text).toBe(
      "Hi! I would like a quote for my car.\nName: Ravi\nCar: BMW\nService: AC Repair",
    );
    expect(quoteWhatsappMessage(ravi)).toBe(text);
  });

  it("survives URL encoding in the WhatsApp link, Unicode included", () => {
    const text = quoteWhatsappMessage({
      name: "రవి & Co",
      carBrand: "Mercedes-Benz",
      serviceType: "Electrical",
      message: "50% off? 🚗",
    });
    const href = whatsappHref("+919876543210", text);
    expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(new URL(href).searchParams.get("text")).toBe(text);
  });
});

describe("QuoteFormSchema hands on the phone in E.164, converted once (docs/decisions/0013)", () => {
  it.each([["98765 43210"], ["098765-43210"], ["+91 98765 43210"], ["919876543210"]])(
    "stores %j as +919876543210",
    (phone) => {
      expect(QuoteFormSchema.parse({ ...valid, phone }).phone).toBe("+919876543210");
    },
  );
});
