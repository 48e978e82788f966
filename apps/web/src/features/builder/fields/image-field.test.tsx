import { emptyPortfolioContent, type PortfolioContent } from "@foliocraft/schemas";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { FormProvider, useForm } from "react-hook-form";
import type { UseFormReturn } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n/i18n";
import { server } from "../../../testing/msw";
import { focusAfterKey } from "./focal-point-picker";
import { ImageField } from "./image-field";

const upload = `/assets/${"a".repeat(64)}.webp`;

function setup(picture: string) {
  const content: PortfolioContent = emptyPortfolioContent();
  content.personal.profilePicture = picture;
  const holder: { form?: UseFormReturn<PortfolioContent> } = {};
  function Harness() {
    const form = useForm<PortfolioContent>({ defaultValues: content });
    holder.form = form;
    return (
      <FormProvider {...form}>
        <ImageField
          paths={{ src: "personal.profilePicture", focus: "personal.profilePictureFocus" }}
          label="Profile picture"
          shape="circle"
        />
      </FormProvider>
    );
  }
  render(<Harness />);
  return { form: () => holder.form!, user: userEvent.setup() };
}

describe("ImageField", () => {
  it("shows an uploaded picture as a picture, never its storage path in a text box", () => {
    setup(upload);
    expect(screen.getByRole("group", { name: "Profile picture" })).toBeTruthy();
    const thumbnails = document.querySelectorAll(`img[src="${upload}"]`);
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const box of screen.queryAllByRole("textbox"))
      expect((box as HTMLInputElement).value).not.toContain("/assets/");
    expect(screen.getByText("Replace image")).toBeTruthy();
  });

  it("moves the focal point with the arrow keys and saves it in percent", async () => {
    const { form, user } = setup(upload);
    const slider = screen.getByRole("slider", { name: "Focal point of Profile picture" });
    expect(slider.getAttribute("aria-valuetext")).toBe("50% from the left, 50% from the top");
    slider.focus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}{Shift>}{ArrowDown}{/Shift}");
    expect(form().getValues("personal.profilePictureFocus")).toEqual({ x: 48, y: 60 });
    expect(slider.getAttribute("aria-valuetext")).toBe("48% from the left, 60% from the top");
    // The cropped preview follows.
    expect((screen.getByTestId("focal-preview") as HTMLImageElement).style.objectPosition).toBe("48% 60%");
  });

  it("removes the picture and its focal point", async () => {
    const { form, user } = setup(upload);
    fireEvent.keyDown(screen.getByRole("slider", { name: "Focal point of Profile picture" }), { key: "Home" });
    await user.click(screen.getByRole("button", { name: "Remove: Profile picture" }));
    expect(form().getValues("personal.profilePicture")).toBe("");
    expect(form().getValues("personal.profilePictureFocus")).toBeUndefined();
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByText("Upload an image")).toBeTruthy();
  });

  it("takes the address of a picture hosted elsewhere, https only", async () => {
    const { form, user } = setup("");
    await user.click(screen.getByText("Use an image address"));
    const box = screen.getByRole("textbox", { name: "Address of Profile picture" });
    await user.type(box, "http://example.com/me.jpg{Enter}");
    expect(screen.getByText(/starts with https:\/\//)).toBeTruthy();
    expect(form().getValues("personal.profilePicture")).toBe("");
    await user.clear(screen.getByRole("textbox", { name: "Address of Profile picture" }));
    await user.type(screen.getByRole("textbox", { name: "Address of Profile picture" }), "https://example.com/me.jpg");
    await user.click(screen.getByRole("button", { name: "Use this address" }));
    expect(form().getValues("personal.profilePicture")).toBe("https://example.com/me.jpg");
    // An external address is shown where it was typed, for editing.
    expect((screen.getByRole("textbox", { name: "Address of Profile picture" }) as HTMLInputElement).value).toBe(
      "https://example.com/me.jpg",
    );
  });
});

describe("ImageField zoom", () => {
  const cut = `/assets/${"b".repeat(64)}.webp`;
  afterEach(() => vi.restoreAllMocks());

  const answer = (body: unknown, status: number) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("drafts a zoom over the original, has the server cut it on Apply, and undoes it back to the original", async () => {
    const requests: unknown[] = [];
    server.use(
      http.post("/api/uploads/crop", async ({ request }) => {
        requests.push(await request.json());
        return answer(
          { url: cut, contentType: "image/webp", size: 900, width: 800, height: 400, focus: { x: 50, y: 40 } },
          201,
        );
      }),
    );
    const { form, user } = setup(upload);
    expect(screen.queryByTestId("crop-frame")).toBeNull();
    fireEvent.change(screen.getByRole("slider", { name: "Zoom: Profile picture" }), { target: { value: "2" } });
    // The kept part is framed over the original: half its width and height, centred.
    const frame = screen.getByTestId("crop-frame");
    expect([frame.style.left, frame.style.width]).toEqual(["25%", "50%"]);
    // While drafted, moving the point moves the frame and saves nothing.
    screen.getByRole("slider", { name: "Focal point of Profile picture" }).focus();
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}");
    expect(screen.getByTestId("crop-frame").style.left).toBe("15%");
    expect(form().getValues("personal.profilePictureFocus")).toBeUndefined();
    expect(form().getValues("personal.profilePicture")).toBe(upload);

    await user.click(screen.getByRole("button", { name: "Apply crop" }));
    await vi.waitFor(() => expect(form().getValues("personal.profilePicture")).toBe(cut));
    expect(requests).toEqual([{ source: upload, zoom: 2, x: 40, y: 50 }]);
    expect(form().getValues("personal.profilePictureFocus")).toEqual({
      x: 50,
      y: 40,
      crop: { source: upload, zoom: 2, x: 40, y: 50 },
    });
    // The picker keeps showing the original with the frame; the preview shows the cut.
    expect(document.querySelector(`[data-testid="focal-point"] img`)!.getAttribute("src")).toBe(upload);
    expect(screen.getByTestId("focal-preview").getAttribute("src")).toBe(cut);

    await user.click(screen.getByRole("button", { name: "Undo crop" }));
    expect(form().getValues("personal.profilePicture")).toBe(upload);
    expect(form().getValues("personal.profilePictureFocus")).toEqual({ x: 40, y: 50 });
    expect(screen.queryByTestId("crop-frame")).toBeNull();
  });

  it("shows the server's reason when the cut is refused, and keeps the picture", async () => {
    server.use(
      http.post("/api/uploads/crop", () =>
        answer({ error: { code: "not-found", message: "File not found", messageId: "uploadFileNotFound" } }, 404),
      ),
    );
    const { form, user } = setup(upload);
    fireEvent.change(screen.getByRole("slider", { name: "Zoom: Profile picture" }), { target: { value: "3" } });
    await user.click(screen.getByRole("button", { name: "Apply crop" }));
    expect((await screen.findByRole("alert")).textContent).toBe("File not found");
    expect(form().getValues("personal.profilePicture")).toBe(upload);
  });

  it("explains that only uploaded pictures zoom", () => {
    setup("https://example.com/me.jpg");
    expect(screen.queryByRole("slider", { name: "Zoom: Profile picture" })).toBeNull();
    expect(screen.getByText("Zooming in works on pictures uploaded here.")).toBeTruthy();
  });
});

describe("focusAfterKey", () => {
  it("steps by 1, by 10 with Shift, stays within 0–100 and ignores other keys", () => {
    expect(focusAfterKey({ x: 0, y: 100 }, "ArrowLeft", false)).toEqual({ x: 0, y: 100 });
    expect(focusAfterKey({ x: 95, y: 5 }, "ArrowRight", true)).toEqual({ x: 100, y: 5 });
    expect(focusAfterKey({ x: 40, y: 5 }, "ArrowUp", true)).toEqual({ x: 40, y: 0 });
    expect(focusAfterKey({ x: 40, y: 5 }, "End", false)).toEqual({ x: 100, y: 5 });
    expect(focusAfterKey({ x: 40, y: 5 }, "PageDown", false)).toEqual({ x: 40, y: 100 });
    expect(focusAfterKey({ x: 40, y: 5 }, "a", false)).toBeNull();
  });
});
