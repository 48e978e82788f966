import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { fieldErrorsOf, showServerFieldErrors } from "./form-errors";

describe("fieldErrorsOf", () => {
  it("reads the [{ field, message }] details of an API error and skips anything else", () => {
    const error = new ApiError("invalid-argument", "Invalid", 400, [
      { field: "email", message: "Enter a valid email address" },
      { field: 3, message: "x" },
      "junk",
      null,
    ]);
    expect(fieldErrorsOf(error)).toEqual([{ field: "email", message: "Enter a valid email address" }]);
    expect(fieldErrorsOf(new ApiError("invalid-argument", "Invalid", 400, { retry: 3 }))).toEqual([]);
    expect(fieldErrorsOf(new Error("x"))).toEqual([]);
  });
});

describe("showServerFieldErrors", () => {
  it("sets the form's fields in screen order, focuses the first, and returns the rest", () => {
    const setError = vi.fn();
    const rest = showServerFieldErrors(
      [
        { field: "password", message: "Too short" },
        { field: "email", message: "Taken" },
        { field: "body", message: "Strange" },
      ],
      ["email", "password"] as const,
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ["email", { type: "server", message: "Taken" }, { shouldFocus: true }],
      ["password", { type: "server", message: "Too short" }, { shouldFocus: false }],
    ]);
    expect(rest).toEqual([{ field: "body", message: "Strange" }]);
  });
});
