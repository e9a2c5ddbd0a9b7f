import { describe, expect, it } from "vitest";
import { carriesSessionCookie, expiredSessionCookies } from "./session-cookie";

describe("the session cookie", () => {
  it("is recognised in its plain and __Secure- forms, wherever it sits in the header", () => {
    expect(carriesSessionCookie("better-auth.session_token=abc")).toBe(true);
    expect(carriesSessionCookie("theme=dark; __Secure-better-auth.session_token=abc")).toBe(true);
    expect(carriesSessionCookie("better-auth.session_data=abc")).toBe(false);
    expect(carriesSessionCookie("xbetter-auth.session_token=abc")).toBe(false);
    expect(carriesSessionCookie(undefined)).toBe(false);
  });

  it("is expired in every form when an account is deleted", () => {
    expect(expiredSessionCookies().getSetCookie()).toEqual([
      "better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "better-auth.session_data=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
      "__Secure-better-auth.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
      "__Secure-better-auth.session_data=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    ]);
  });
});
