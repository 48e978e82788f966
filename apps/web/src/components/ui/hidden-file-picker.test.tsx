import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { HiddenFilePicker } from "./hidden-file-picker";

describe("HiddenFilePicker", () => {
  it("is labelled, out of the tab order, hands over the picked file and clears itself for the next pick", async () => {
    const onFile = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<HiddenFilePicker ref={ref} accept=".json" label="Import a JSON file" onFile={onFile} />);
    const input = screen.getByLabelText("Import a JSON file") as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect(input.tabIndex).toBe(-1);
    expect(input.accept).toBe(".json");
    const file = new File(["{}"], "resume.json", { type: "application/json" });
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(input.value).toBe("");
    // The same file again is a new pick.
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledTimes(2);
  });
});
