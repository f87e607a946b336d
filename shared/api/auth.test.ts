import { describe, expect, it } from "vitest";
import { PLANS } from "../plans";
import { ChangePasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from "./auth";
import { SecondFactorCode } from "./common";
import { OAuthAuthorizeRequest } from "./oauth";
import {
  DEFAULT_PREFERENCES,
  displayName,
  PreferencesUpdate,
  ProfileUpdate,
  preferencesWithinPlan,
  readPreferences,
} from "./profile";

describe("auth schemas", () => {
  it("reads the spec's form-encoded login as well as JSON", () => {
    const form = Object.fromEntries(
      new URLSearchParams("username=Ana%40Example.org&password=x&remember_me=on&totp_code=123 456"),
    );
    expect(LoginRequest.parse(form)).toEqual({
      username: "ana@example.org",
      password: "x",
      remember_me: true,
      totp_code: "123456",
    });
    expect(LoginRequest.parse({ username: "ana@example.org", password: "x" }).remember_me).toBe(false);
    expect(LoginRequest.parse({ username: "a@b.co", password: "x", remember_me: "false" }).remember_me).toBe(
      false,
    );
    expect(LoginRequest.safeParse({ username: "not an email", password: "x" }).success).toBe(false);
    expect(LoginRequest.safeParse({ username: "a@b.co", password: "" }).success).toBe(false);
  });

  it("takes a TOTP code or a backup code as printed", () => {
    expect(SecondFactorCode.parse(" 123456 ")).toBe("123456");
    expect(SecondFactorCode.parse("ABCD-EF23")).toBe("abcdef23");
    expect(SecondFactorCode.safeParse("12345").success).toBe(false);
    expect(SecondFactorCode.safeParse("abc").success).toBe(false);
  });

  it("wants 12 characters for a new password and matching confirmations", () => {
    expect(RegisterRequest.safeParse({ email: "a@b.co", password: "short" }).success).toBe(false);
    expect(RegisterRequest.parse({ email: "A@B.co", password: "Kitchen-Table7" }).email).toBe("a@b.co");
    const change = {
      current_password: "old",
      new_password: "Kitchen-Table7",
      confirm_password: "Kitchen-Table8",
    };
    const refused = ChangePasswordRequest.safeParse(change);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["confirm_password"]);
    expect(ResetPasswordRequest.safeParse({ token: "t", password: "Kitchen-Table7" }).success).toBe(true);
  });

  it("accepts a social sign-in state of 32 bytes in hex only", () => {
    expect(OAuthAuthorizeRequest.safeParse({ provider: "google", state: "ab".repeat(32) }).success).toBe(
      true,
    );
    expect(OAuthAuthorizeRequest.safeParse({ provider: "google", state: "ab".repeat(16) }).success).toBe(
      false,
    );
    expect(OAuthAuthorizeRequest.safeParse({ provider: "facebook", state: "ab".repeat(32) }).success).toBe(
      false,
    );
  });
});

describe("profile schemas", () => {
  it("treats a blank field as none and checks phone and website", () => {
    expect(ProfileUpdate.parse({ company: "  ", bio: "Hi", website: "https://ana.example.org" })).toEqual({
      company: null,
      bio: "Hi",
      website: "https://ana.example.org",
    });
    expect(ProfileUpdate.parse({ website: "" })).toEqual({ website: null });
    expect(ProfileUpdate.safeParse({ website: "javascript:alert(1)" }).success).toBe(false);
    expect(ProfileUpdate.safeParse({ phone: "+33 1 23 45 67 89" }).success).toBe(true);
    expect(ProfileUpdate.safeParse({ phone: "call me" }).success).toBe(false);
  });

  it("changes only the preferences sent, within their allowed values", () => {
    expect(PreferencesUpdate.parse({ theme: "dark" })).toEqual({ theme: "dark" });
    expect(PreferencesUpdate.safeParse({ default_translation_service: "babelfish" }).success).toBe(false);
    expect(readPreferences(undefined)).toEqual(DEFAULT_PREFERENCES);
  });

  it("falls back to the start of the email for a display name", () => {
    expect(displayName({ name: null, email: "ana.silva@example.org" })).toBe("ana.silva");
    expect(displayName({ name: " Ana ", email: "a@example.org" })).toBe("Ana");
  });
});

describe("the account's defaults", () => {
  it("are always allowed by the plan, and left as they are where it allows them", () => {
    expect(preferencesWithinPlan(DEFAULT_PREFERENCES, PLANS.free)).toEqual({
      ...DEFAULT_PREFERENCES,
      default_translation_service: "mymemory",
    });
    const paid = {
      ...DEFAULT_PREFERENCES,
      default_translation_service: "openai" as const,
      default_export_format: "ass" as const,
      default_source_language: "ja",
      default_target_language: "ko",
    };
    expect(preferencesWithinPlan(paid, PLANS.pro)).toEqual(paid);
    expect(preferencesWithinPlan(paid, PLANS.premium)).toEqual({
      ...paid,
      default_translation_service: "deepl",
    });
    expect(preferencesWithinPlan(paid, PLANS.free)).toEqual({
      ...DEFAULT_PREFERENCES,
      default_translation_service: "mymemory",
    });
  });

  it("fall back to choices every plan includes", () => {
    for (const plan of Object.values(PLANS)) {
      expect(plan.languages).toContain(DEFAULT_PREFERENCES.default_target_language);
      expect(plan.formats).toContain(DEFAULT_PREFERENCES.default_export_format);
    }
  });
});
