import { describe, expect, it } from "vitest";
import { schemaMessageText } from "./api-messages";
import { cropRectangle, imageCropSchema } from "./image-crop";

const source = `/assets/${"a".repeat(64)}.webp`;

describe("cropRectangle", () => {
  it("keeps the whole picture at zoom 1, whatever the point", () => {
    expect(cropRectangle(1200, 800, { zoom: 1, x: 10, y: 90 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 800,
      focus: { x: 10, y: 90 },
    });
  });

  it("keeps the original's proportions at 1/zoom, centred on the point", () => {
    const cut = cropRectangle(1200, 800, { zoom: 2, x: 50, y: 50 });
    expect(cut).toEqual({ left: 300, top: 200, width: 600, height: 400, focus: { x: 50, y: 50 } });
    expect(cut.width / cut.height).toBeCloseTo(1200 / 800, 2);
  });

  it("slides back inside at an edge, and the point stays where it was in the picture", () => {
    const cut = cropRectangle(1000, 1000, { zoom: 4, x: 5, y: 100 });
    expect(cut).toMatchObject({ left: 0, top: 750, width: 250, height: 250 });
    // 5 % of 1000 px is 50 px from the left: 20 % of the 250 px cut; the bottom edge stays the bottom edge.
    expect(cut.focus).toEqual({ x: 20, y: 100 });
  });

  it("never cuts less than a pixel from a tiny picture", () => {
    expect(cropRectangle(2, 1, { zoom: 4, x: 50, y: 50 })).toMatchObject({ width: 1, height: 1 });
  });
});

describe("imageCropSchema", () => {
  it("accepts an uploaded picture with zoom 1–4 and a point in percent", () => {
    expect(imageCropSchema.parse({ source, zoom: 2.5, x: 0, y: 100 })).toEqual({ source, zoom: 2.5, x: 0, y: 100 });
  });

  it.each([
    [{ source: "https://example.com/a.webp", zoom: 2, x: 50, y: 50 }, "Only a picture uploaded here can be cropped"],
    [{ source: `/assets/${"a".repeat(64)}.pdf`, zoom: 2, x: 50, y: 50 }, "Only a picture uploaded here can be cropped"],
    [{ source, zoom: 5, x: 50, y: 50 }, "Zoom must be a number from 1 to 4"],
    [{ source, zoom: 0.5, x: 50, y: 50 }, "Zoom must be a number from 1 to 4"],
    [{ source, zoom: 2, x: 101, y: 50 }, "The crop's centre x must be a number from 0 to 100"],
    [{ source, zoom: 2, x: 50, y: -1 }, "The crop's centre y must be a number from 0 to 100"],
  ])("refuses %j with a clear message", (value, message) => {
    const result = imageCropSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(schemaMessageText(result.error!.issues[0]!.message)).toBe(message);
  });
});
