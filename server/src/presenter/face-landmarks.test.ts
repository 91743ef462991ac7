import { beforeAll, describe, expect, it } from "vitest";
import { groupPhoto, objectPicture, onePersonPhoto } from "../test/face-photos";
import { detectFaces } from "./face-landmarks";

describe("face landmarks", () => {
  let handlersBefore: number[] = [];
  beforeAll(() => {
    handlersBefore = [
      process.listenerCount("uncaughtException"),
      process.listenerCount("unhandledRejection"),
    ];
  });

  it("finds the one face of a portrait with its 68 points on the face", async () => {
    const faces = await detectFaces(await onePersonPhoto());
    expect(faces).toHaveLength(1);
    const [face] = faces;
    if (!face) throw new Error("no face found");
    expect(face.points).toHaveLength(68);
    const { x, y, width, height } = face.box;
    // The mouth's corners lie inside the face box, below its middle.
    for (const i of [48, 54]) {
      const [px, py] = face.points[i] ?? [0, 0];
      expect(px).toBeGreaterThan(x);
      expect(px).toBeLessThan(x + width);
      expect(py).toBeGreaterThan(y + height / 2);
    }
  });

  it("finds every face of a group photo", async () => {
    expect((await detectFaces(await groupPhoto())).length).toBeGreaterThanOrEqual(3);
  });

  it("finds no face in a picture of an object", async () => {
    expect(await detectFaces(await objectPicture())).toEqual([]);
  });

  it("leaves the server's own handling of uncaught errors as it was (the WASM runtime adds its own)", async () => {
    await detectFaces(await objectPicture());
    expect([process.listenerCount("uncaughtException"), process.listenerCount("unhandledRejection")]).toEqual(
      handlersBefore,
    );
  });
});
