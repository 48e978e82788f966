import { emptyPortfolioContent, type PortfolioContent } from "@foliocraft/schemas";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import "../../../i18n/i18n";
import { UploadField } from "./upload-field";

const uploaded = `/assets/${"b".repeat(64)}.pdf`;

function setup(url: string) {
  const content: PortfolioContent = emptyPortfolioContent();
  content.resume = { enabled: true, url };
  const holder: { form?: UseFormReturn<PortfolioContent> } = {};
  function Harness() {
    const form = useForm<PortfolioContent>({ defaultValues: content });
    holder.form = form;
    return (
      <FormProvider {...form}>
        <UploadField name="resume.url" kind="resume" label="Resume (PDF)" uploadLabel="Upload a PDF" />
      </FormProvider>
    );
  }
  render(<Harness />);
  return { form: () => holder.form!, user: userEvent.setup() };
}

describe("UploadField for the résumé", () => {
  it("shows an uploaded PDF as a file to open, replace or remove, never its storage path in a text box", () => {
    setup(uploaded);
    for (const box of screen.queryAllByRole("textbox"))
      expect((box as HTMLInputElement).value).not.toContain("/assets/");
    expect(screen.getByText("PDF uploaded to this server")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open" }).getAttribute("href")).toBe(uploaded);
    // The field's label names the picker, which now replaces the file.
    expect(screen.getByLabelText(/Resume \(PDF\)/).getAttribute("type")).toBe("file");
    expect(screen.getByText("Replace PDF")).toBeTruthy();
  });

  it("removing the PDF brings back the box for a link", async () => {
    const { form, user } = setup(uploaded);
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(form().getValues("resume.url")).toBe("");
    const box = screen.getByRole("textbox", { name: "Resume (PDF)" });
    await user.type(box, "https://cv.example/ama.pdf");
    expect(form().getValues("resume.url")).toBe("https://cv.example/ama.pdf");
    expect(screen.queryByText("PDF uploaded to this server")).toBeNull();
  });

  it("keeps a link to a PDF hosted elsewhere in the text box", () => {
    setup("https://cv.example/ama.pdf");
    expect((screen.getByRole("textbox", { name: "Resume (PDF)" }) as HTMLInputElement).value).toBe(
      "https://cv.example/ama.pdf",
    );
    expect(screen.getByText("Upload a PDF")).toBeTruthy();
  });
});
