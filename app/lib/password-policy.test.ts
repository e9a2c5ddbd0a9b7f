import { describe, expect, it } from "vitest";
import { NewPasswordSchema, PASSWORD_MAX } from "./password-policy";
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from "./password-policy.server";

describe("passwordProblem", async () => {
  it("refuses common and easily guessed passwords", async () => {
    for (const p of ["password123", "qwertyuiop", "abcd1234", "iloveyou1", "12345678"])
      expect(await passwordProblem(p), p).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("refuses a password made of the account's own name", async () => {
    expect(await passwordProblem("ravikumar2024", ["Ravi Kumar", "ravi.kumar@example.com"])).toBe(
      COMMON_PASSWORD_MESSAGE,
    );
  });

  it("enforces 8 to 128 characters", async () => {
    expect(await passwordProblem("Ab3$xyz")).toBe("Password must be at least 8 characters");
    expect(await passwordProblem("x".repeat(129))).toBe("Password must be at most 128 characters");
  });

  it("accepts a passphrase", async () => {
    expect(await passwordProblem("correct-horse-battery")).toBeNull();
    expect(await passwordProblem("Charminar sunsets 1591")).toBeNull();
  });
});

describe("NewPasswordSchema", () => {
  it("refuses with the same messages as the server's rule", async () => {
    for (const p of ["Ab3$xyz", "x".repeat(129)]) {
      const parsed = NewPasswordSchema.safeParse(p);
      expect(parsed.error?.issues[0]?.message).toBe(await passwordProblem(p));
    }
    expect(NewPasswordSchema.safeParse("x".repeat(PASSWORD_MAX)).success).toBe(true);
  });
});
