import { apiMessage, emptyPortfolioContent, fullPortfolioFixture } from "@foliocraft/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { catalogError, installFakePortfolioServer } from "./testing/fake-portfolio-server";
import { renderWithServer } from "./testing/render-builder";

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

function seeded(content = emptyPortfolioContent()) {
  const server = installFakePortfolioServer();
  const detail = server.seed(content);
  return { server, id: detail.id };
}

describe("PortfolioBuilder", { timeout: 20_000 }, () => {
  it("imports a JSON Resume into the form and saves it", async () => {
    const { server, id } = seeded();
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await screen.findByLabelText("Full name");
    const resume = {
      basics: { name: "Yaw Asante", label: "Frontend Engineer", email: "yaw@example.com" },
      work: [{ name: "Flutterwave", position: "Senior Engineer", startDate: "2021-04" }],
      skills: [{ name: "React" }],
    };
    const file = new File([JSON.stringify(resume)], "resume.json", { type: "application/json" });
    await user.upload(screen.getByLabelText("Import a file (JSON Resume or exported content)"), file);
    // The review step first (import-review-dialog.test.tsx covers its choices): every section replaced.
    const review = await screen.findByRole("dialog", { name: "Review the import of resume.json" });
    await user.click(within(review).getByRole("button", { name: "Import" }));

    await waitFor(() => expect(value("Full name")).toBe("Yaw Asante"));
    expect(value("Professional title")).toBe("Frontend Engineer");
    expect(value("Job title")).toBe("Senior Engineer");
    expect(value("Company")).toBe("Flutterwave");
    expect(screen.getByRole("list", { name: "Skills" }).textContent).toContain("React");
    await waitFor(() => expect(server.portfolios.get(id)?.detail.content.personal.fullName).toBe("Yaw Asante"));
  });

  it("refuses a file that is neither a resume nor exported content", async () => {
    const { server, id } = seeded();
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await screen.findByLabelText("Full name");
    const file = new File(['{"hello":"world"}'], "other.json", { type: "application/json" });
    await user.upload(screen.getByLabelText("Import a file (JSON Resume or exported content)"), file);
    await screen.findByText("This file is neither a JSON Resume nor content exported from this builder.");
  });

  it("uploads a profile picture, and shows the server's reason for a file that is not an image", async () => {
    const { server, id } = seeded();
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await screen.findByLabelText("Full name");
    const upload = screen.getByLabelText("Upload an image: Profile picture") as HTMLInputElement;

    await user.upload(upload, new File(["not an image, just text"], "photo.png", { type: "image/png" }));
    await screen.findByText("This file is not an image. Upload a JPEG, PNG, WebP or GIF picture.");

    await user.upload(upload, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" }));
    const stored = `/assets/${"a".repeat(64)}.webp`;
    await waitFor(() => expect(server.portfolios.get(id)?.detail.content.personal.profilePicture).toBe(stored));
    // Shown as the picture itself, never as its storage path in a text box.
    expect(document.querySelector(`img[src="${stored}"]`)).not.toBeNull();
    for (const box of screen.getAllByRole("textbox")) expect((box as HTMLInputElement).value).not.toContain("/assets/");
    expect(screen.getByLabelText("Replace image: Profile picture")).toBe(upload);
    expect(screen.queryByText("This file is not an image. Upload a JPEG, PNG, WebP or GIF picture.")).toBeNull();
  });

  it("shows the server's reason for a refused upload in the interface language", async () => {
    await changeLanguage("es");
    const { server, id } = seeded();
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await screen.findByLabelText(i18n.t("builder.fields.fullName"));
    const upload = screen.getByLabelText(
      i18n.t("builder.image.uploadFor", { item: i18n.t("builder.fields.profilePicture") }),
    );
    await user.upload(upload, new File(["not an image, just text"], "photo.png", { type: "image/png" }));
    await screen.findByText("Este archivo no es una imagen. Sube una imagen JPEG, PNG, WebP o GIF.");
    expect(screen.queryByText(/This file is not an image/)).toBeNull();
  });

  it("names the storage quota when the account's uploads are full", async () => {
    await changeLanguage("fr");
    const { server, id } = seeded();
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await screen.findByLabelText(i18n.t("builder.fields.fullName"));
    const upload = screen.getByLabelText(
      i18n.t("builder.image.uploadFor", { item: i18n.t("builder.fields.profilePicture") }),
    );
    await user.upload(upload, new File(["over quota"], "photo.png", { type: "image/png" }));
    await screen.findByText(
      "Vos fichiers dépasseraient votre quota de stockage de 50 Mo. Supprimez un portfolio dont vous n'avez plus besoin pour libérer de l'espace.",
    );
  });

  it("refuses a picture over 5 MB before sending it", async () => {
    const { server, id } = seeded();
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await screen.findByLabelText("Full name");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Upload an image: Profile picture"), big);
    await screen.findByText("This file is larger than 5 MB.");
    expect(server.requests.some((request) => request.path.startsWith("/api/uploads"))).toBe(false);
  });

  it("lets a free user choose a Pro theme, locked and marked Pro, with the upgrade on the card itself", async () => {
    const { server, id } = seeded(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}&step=theme`);
    const corporate = await screen.findByRole("radio", { name: /Corporate/ });
    // The card: the radio over its picture and name, then (when chosen) the note below.
    const card = corporate.closest("div")!.parentElement!;
    expect(card.textContent).toContain("Pro");
    expect(card.querySelector("[data-testid=pro-lock]")).not.toBeNull();
    // A free theme has no lock.
    const minimal = document.getElementById("theme-option-minimal")!.closest("div")!.parentElement!;
    expect(minimal.querySelector("[data-testid=pro-lock]")).toBeNull();
    await user.click(corporate);
    expect((corporate as HTMLInputElement).checked).toBe(true);
    // The note and the upgrade are on the chosen card, and describe its radio.
    const note = within(card).getByText(/This is a Pro theme/);
    expect(corporate.getAttribute("aria-describedby")).toBe(note.parentElement!.id);
    await user.click(within(card).getByRole("button", { name: "Upgrade to Pro" }));
    await screen.findByRole("dialog", { name: "Upgrade to Premium" });
    expect(JSON.parse(window.sessionStorage.getItem("foliocraft.pendingProChoice") ?? "null")).toMatchObject({
      portfolioId: id,
      theme: "corporate",
      action: "theme",
    });
    await user.keyboard("{Escape}");
    // Closed without paying: the choice is forgotten.
    await waitFor(() => expect(window.sessionStorage.getItem("foliocraft.pendingProChoice")).toBeNull());
    await waitFor(() => expect(server.portfolios.get(id)?.detail.theme).toBe("corporate"));
    // Every theme is drawn with the user's own content.
    expect((screen.getByTitle("Corporate") as HTMLIFrameElement).srcdoc).toContain("Ama Mensah");
  });

  it("groups saves into sessions, shows what changed word by word, names a version and restores one section", async () => {
    const first = {
      ...emptyPortfolioContent(),
      personal: { ...emptyPortfolioContent().personal, fullName: "Ama Mensah", title: "Designer" },
      skills: ["Figma"],
    };
    const { server, id } = seeded(first);
    // Half an hour later, in another sitting: a new editing session.
    server.saveElsewhere(
      id,
      { ...first, personal: { ...first.personal, fullName: "Ama K. Mensah" }, skills: ["Figma", "Sketch"] },
      30,
    );
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await waitFor(() => expect(value("Full name")).toBe("Ama K. Mensah"));

    await user.click(screen.getByRole("button", { name: "Version history" }));
    const dialog = await screen.findByRole("dialog", { name: "Version history" });
    const list = await within(dialog).findByRole("list", { name: "Saved versions" });
    const entries = within(list).getAllByRole("button");
    expect(entries).toHaveLength(2);
    expect(entries[0]?.textContent).toContain("Editing session");
    expect(entries[1]?.textContent).toContain("Saves: 1 · up to version 1");
    await user.click(entries[1]!);

    // Version 1 against the current draft: the added middle name is an <ins>, the added skill an added item.
    const basics = await within(dialog).findByRole("region", { name: "Basic info" });
    expect(basics.querySelector("ins")?.textContent).toBe("added: K. ");
    expect(basics.textContent).not.toContain("Designer");
    const skills = within(dialog).getByRole("region", { name: "Skills" });
    expect(skills.querySelector("ins")?.textContent).toBe("added: Sketch");

    await user.type(within(dialog).getByLabelText("Version name"), "Before the middle name");
    await user.click(within(dialog).getByRole("button", { name: "Save name" }));
    await within(dialog).findByText("Name saved.");
    await within(list).findByText("Before the middle name");
    expect(server.portfolios.get(id)?.revisions.find((r) => r.version === 1)?.label).toBe("Before the middle name");

    await user.click(within(dialog).getByRole("button", { name: "Show how this version looked" }));
    const frame = (await within(dialog).findByTitle("Preview of version 1")) as HTMLIFrameElement;
    expect(frame.srcdoc).toContain("<h1>Ama Mensah</h1>");

    await user.click(within(basics).getByRole("button", { name: /Restore this section/ }));
    await waitFor(() => expect(value("Full name")).toBe("Ama Mensah"));
    await screen.findByText("Section restored.");
    const stored = server.portfolios.get(id);
    expect(stored?.detail).toMatchObject({ version: 3 });
    // Only that section came back: the skill added later stays.
    expect(stored?.detail.content.skills).toEqual(["Figma", "Sketch"]);
    expect(stored?.revisions[0]).toMatchObject({ kind: "restore", sourceVersion: 1, section: "personal" });
  });

  it("restores a whole version from the history; the current one has nothing to restore", async () => {
    const { server, id } = seeded({
      ...emptyPortfolioContent(),
      personal: { ...emptyPortfolioContent().personal, fullName: "First" },
    });
    server.saveElsewhere(
      id,
      {
        ...emptyPortfolioContent(),
        personal: { ...emptyPortfolioContent().personal, fullName: "Second" },
        skills: ["Later"],
      },
      30,
    );
    const { user } = renderWithServer(server, `/generate?id=${id}`);
    await waitFor(() => expect(value("Full name")).toBe("Second"));
    await user.click(screen.getByRole("button", { name: "Version history" }));
    const dialog = await screen.findByRole("dialog", { name: "Version history" });
    const [current, older] = within(await within(dialog).findByRole("list", { name: "Saved versions" })).getAllByRole(
      "button",
    );
    await user.click(current!);
    await within(dialog).findByText("No differences: the two are the same.");
    expect(within(dialog).getByRole("button", { name: "Restore whole version" })).toHaveProperty("disabled", true);

    await user.click(older!);
    await within(dialog).findByRole("region", { name: "Skills" });
    await user.click(within(dialog).getByRole("button", { name: "Restore whole version" }));
    await waitFor(() => expect(value("Full name")).toBe("First"));
    await screen.findByText("Version restored.");
    expect(server.portfolios.get(id)?.detail).toMatchObject({ version: 3, content: { skills: [] } });
    expect(server.portfolios.get(id)?.revisions[0]).toMatchObject({ kind: "restore", sourceVersion: 1, section: null });
  });

  it("claims a username, publishes, and links the live site on the final screen", async () => {
    const { server, id } = seeded(fullPortfolioFixture());
    const { user } = renderWithServer(server, `/generate?id=${id}&step=export`);
    const input = await screen.findByLabelText("Username");
    await user.type(input, "admin");
    await screen.findByText(
      "This username is reserved. Please choose another It is the address of one of Foliocraft's own pages.",
    );
    await user.clear(input);
    await user.type(input, "ama-mensah");
    await screen.findByText("This username is available");
    await user.click(screen.getByRole("button", { name: "Claim username" }));

    await user.click(await screen.findByRole("button", { name: "Publish" }));
    await screen.findByText("Your portfolio is live!");
    const live = `${window.location.origin}/p/ama-mensah`;
    expect(screen.getByRole("link", { name: new RegExp(live) }).getAttribute("href")).toBe(live);
    expect(server.portfolios.get(id)?.detail.status).toBe("published");

    await user.click(screen.getByRole("button", { name: /Finish/ }));
    await screen.findByRole("heading", { name: "Portfolio Created" });
    expect(screen.getByRole("link", { name: new RegExp(live) })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create another" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/dashboard");
  });

  it("shows the upgrade call to action when publishing a Pro theme on the free plan", async () => {
    const server = installFakePortfolioServer({
      username: "ama",
      publish: () =>
        new Response(
          JSON.stringify({
            error: { code: "permission-denied", message: "The Corporate theme needs Pro", details: { upgrade: true } },
          }),
          { status: 403, headers: { "content-type": "application/json" } },
        ),
    });
    const { id } = server.seed({ ...fullPortfolioFixture(), theme: "corporate" });
    const { user } = renderWithServer(server, `/generate?id=${id}&step=export`);
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const alert = await screen.findByText("The Corporate theme needs Pro");
    // The upgrade opens here, remembering the publish it is for.
    within(alert.closest<HTMLElement>("[role=alert]")!).getByRole("button", { name: "Upgrade to Pro" });
  });

  it("says which theme needs Pro in the interface language, by the server's message id", async () => {
    await changeLanguage("es");
    const server = installFakePortfolioServer({
      username: "ama",
      publish: () =>
        catalogError(403, "permission-denied", apiMessage("proThemeToPublish", { theme: "Corporate" }), {
          theme: "corporate",
          upgrade: true,
        }),
    });
    const { id } = server.seed({ ...fullPortfolioFixture(), theme: "corporate" });
    const { user } = renderWithServer(server, `/generate?id=${id}&step=export`);
    await user.click(await screen.findByRole("button", { name: i18n.t("publishing.publish") }));
    const alert = await screen.findByText(
      "El tema Corporate es un tema Pro. Pásate a Pro para publicarlo o elige uno de los temas gratuitos.",
    );
    within(alert.closest<HTMLElement>("[role=alert]")!).getByRole("button", { name: i18n.t("publishing.upgrade") });
    expect(screen.queryByText(/is a Pro theme/)).toBeNull();
  });
});
