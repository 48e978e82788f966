import { emptyPortfolioContent, type PortfolioContent } from "@foliocraft/schemas";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import "../../../i18n/i18n";
import { changeLanguage } from "../../../i18n/i18n";
import { EmptyItemHint } from "./empty-item-hint";

function Harness({ content }: { content: PortfolioContent }) {
  const form = useForm<PortfolioContent>({ defaultValues: content });
  return (
    <FormProvider {...form}>
      <label>
        Title
        <input {...form.register("projects.0.title")} />
      </label>
      <EmptyItemHint name="projects" index={0} />
      <EmptyItemHint name="testimonials" index={0} />
    </FormProvider>
  );
}

const withItems = (): PortfolioContent => ({
  ...emptyPortfolioContent(),
  projects: [{ title: "", description: "A description", technologies: [], githubUrl: "", liveUrl: "", imageUrl: "" }],
  testimonials: [{ name: "Kofi", title: "", company: "", quote: "Great work.", rating: 5 }],
});

describe("EmptyItemHint", () => {
  it("marks an entry the page will leave out, and clears as soon as it has a title", async () => {
    render(<Harness content={withItems()} />);
    expect(screen.getByText("This project has no title yet, so it will not appear on your page.")).toBeTruthy();
    // The testimonial has its quote: nothing to mark.
    expect(screen.queryByText(/This testimonial has no quote yet/)).toBeNull();
    await userEvent.type(screen.getByLabelText("Title"), "Shop");
    expect(screen.queryByText(/This project has no title yet/)).toBeNull();
  });

  it("is translated", async () => {
    await changeLanguage("fr");
    try {
      render(<Harness content={withItems()} />);
      expect(screen.getByText("Ce projet n’a pas encore de titre : il n’apparaîtra pas sur votre page.")).toBeTruthy();
    } finally {
      await changeLanguage("en");
    }
  });
});
