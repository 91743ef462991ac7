import { describe, expect, it } from "vitest";
import {
  contactSchema,
  currencyForCountry,
  currencyForLanguage,
  currencyForTimeZone,
  EURO_COUNTRIES,
  guessCurrency,
  publicMessages,
  waitlistSchema,
} from "./public";

describe("currencyForCountry", () => {
  it("gives USD for US and INR for IN", () => {
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("IN")).toBe("INR");
  });

  it.each(["DE", "FR", "IT", "ES", "NL", "BE", "AT", "PT", "IE", "GR", "FI", "LU"])(
    "gives EUR for %s",
    (c) => {
      expect(currencyForCountry(c)).toBe("EUR");
    },
  );

  it("lists exactly the twelve euro countries of the spec", () => {
    expect([...EURO_COUNTRIES].sort()).toEqual(
      ["AT", "BE", "DE", "ES", "FI", "FR", "GR", "IE", "IT", "LU", "NL", "PT"].sort(),
    );
  });

  it.each(["GB", "CA", "AU", "JP", "BR", "CH", "SK", "", "XX"])("gives USD for anything else (%s)", (c) => {
    expect(currencyForCountry(c)).toBe("USD");
  });

  it("ignores case and spaces, and treats null as unknown", () => {
    expect(currencyForCountry(" in ")).toBe("INR");
    expect(currencyForCountry("de")).toBe("EUR");
    expect(currencyForCountry(null)).toBe("USD");
  });
});

describe("the browser-language fallback", () => {
  it.each([
    ["en-IN", "INR"],
    ["hi", "INR"],
    ["hi-IN", "INR"],
    ["kn", "INR"],
    ["ta", "INR"],
    ["te", "INR"],
    ["de-DE", "EUR"],
    ["fr-FR", "EUR"],
    ["es-ES", "EUR"],
    ["it", "EUR"],
    ["nl-BE", "EUR"],
    ["pt-PT", "EUR"],
    ["en-IE", "EUR"],
    ["de", "EUR"],
    ["sr-Latn-AT", "EUR"],
    ["en_IN", "INR"],
  ])("%s points to %s", (lang, currency) => {
    expect(currencyForLanguage(lang)).toBe(currency);
  });

  it.each(["en-US", "en", "en-GB", "es-MX", "pt-BR", "fr-CA", "fr", "es", "ja-JP", ""])(
    "%s decides nothing (the time zone is asked next)",
    (lang) => {
      expect(currencyForLanguage(lang)).toBeNull();
    },
  );
});

describe("the time-zone fallback", () => {
  it.each([
    ["Asia/Kolkata", "INR"],
    ["Asia/Calcutta", "INR"],
    ["Europe/Berlin", "EUR"],
    ["Europe/Paris", "EUR"],
    ["Europe/Madrid", "EUR"],
    ["Europe/Dublin", "EUR"],
    ["Europe/Lisbon", "EUR"],
    ["Europe/Helsinki", "EUR"],
    ["Europe/Luxembourg", "EUR"],
  ])("%s gives %s", (tz, currency) => {
    expect(currencyForTimeZone(tz)).toBe(currency);
  });

  it.each(["America/New_York", "Europe/London", "Europe/Zurich", "Asia/Tokyo", "", null])(
    "%s decides nothing",
    (tz) => {
      expect(currencyForTimeZone(tz)).toBeNull();
    },
  );
});

describe("guessCurrency", () => {
  it("uses the geolocated country first, whatever the browser says", () => {
    expect(guessCurrency({ countryCode: "IN", languages: ["de-DE"], timeZone: "Europe/Berlin" })).toBe("INR");
    expect(guessCurrency({ countryCode: "GB", languages: ["hi"], timeZone: "Asia/Kolkata" })).toBe("USD");
    expect(guessCurrency({ countryCode: "FR" })).toBe("EUR");
  });

  it("falls back to the browser languages in order when there is no country", () => {
    expect(guessCurrency({ countryCode: null, languages: ["en-IN", "en"], timeZone: "Europe/Paris" })).toBe(
      "INR",
    );
    expect(guessCurrency({ languages: ["en", "de-AT"], timeZone: "Asia/Kolkata" })).toBe("EUR");
  });

  it("then to the time zone", () => {
    expect(guessCurrency({ languages: ["en-US"], timeZone: "Asia/Kolkata" })).toBe("INR");
    expect(guessCurrency({ languages: ["en"], timeZone: "Europe/Rome" })).toBe("EUR");
  });

  it("ends at USD", () => {
    expect(guessCurrency({ languages: ["en-US"], timeZone: "America/Chicago" })).toBe("USD");
    expect(guessCurrency({})).toBe("USD");
  });
});

describe("form rules", () => {
  const waitlist = { name: "Asha", email: "asha@example.com", product_link: null, use_case: "creator" };

  it("accepts a waitlist entry with no product link, null or empty", () => {
    expect(waitlistSchema.parse(waitlist).product_link).toBeNull();
    expect(waitlistSchema.parse({ ...waitlist, product_link: "" }).product_link).toBeNull();
    const { product_link: _, ...noLink } = waitlist;
    expect(waitlistSchema.parse(noLink).product_link).toBeNull();
  });

  it("refuses a product link that is not an http(s) URL", () => {
    for (const link of ["not a url", "javascript:alert(1)", "ftp://x.example"]) {
      const r = waitlistSchema.safeParse({ ...waitlist, product_link: link });
      expect(r.error?.issues[0]?.message).toBe(publicMessages.productLink);
    }
  });

  it("gives the contact form's messages", () => {
    const ok = { name: "Ravi", email: "ravi@example.com", company: "Acme", message: "Tell me more please" };
    const first = (v: object) => contactSchema.safeParse({ ...ok, ...v }).error?.issues[0]?.message;
    expect(first({ name: "R" })).toBe("Name must be at least 2 characters");
    expect(first({ email: "ravi" })).toBe("Please enter a valid email address");
    expect(first({ company: "A" })).toBe("Company name must be at least 2 characters");
    expect(first({ message: "short" })).toBe("Message must be at least 10 characters");
    expect(contactSchema.safeParse(ok).success).toBe(true);
  });
});
