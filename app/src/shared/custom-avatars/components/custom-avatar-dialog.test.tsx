import { AVATAR_FILE_MAX_BYTES, avatarMessages } from "@reelsmith/contract/avatars";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CustomAvatarDialog } from "@/shared/custom-avatars/components/custom-avatar-dialog";
import { authState, renderWithProviders, testUser } from "@/test/render";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const savedAvatar = {
  id: "client-id",
  user_id: testUser.id,
  name: "Studio me",
  image_url: "/storage/avatars/user-1/avatar_1.jpeg",
  voice_url: "/storage/avatars/user-1/voice_1.ogg",
  avatar_sample_url: null,
  voice_clone_id: null,
  storage_path: "avatars/user-1/avatar_1.jpeg",
  voice_storage_path: "avatars/user-1/voice_1.ogg",
  processing_outcome: null,
  voice_id: null,
  created_at: "2026-11-20T10:00:00.000Z",
};

type Call = { method: string; path: string; body: BodyInit | null | undefined };

const oneFace = () => json({ face: { x: 0.3, y: 0.2, width: 0.4, height: 0.3 } });
const refused = (message: string) => () => json({ error: { code: "VALIDATION_ERROR", message } }, 400);

/** The API at the fetch boundary: the list, the face check at upload, the multipart save, process-avatar. */
function fakeApi({
  count = 0,
  limit = 3,
  faceCheck = oneFace,
  save = () => json({ avatar: savedAvatar }, 201),
}: {
  count?: number;
  limit?: number;
  faceCheck?: () => Response | Promise<Response>;
  save?: () => Response | Promise<Response>;
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
      const method = (init?.method ?? "GET").toUpperCase();
      calls.push({ method, path: url.pathname, body: init?.body });
      if (method === "GET" && url.pathname === "/api/avatars") return json({ avatars: [], count, limit });
      if (method === "POST" && url.pathname === "/api/avatars") return save();
      if (method === "POST" && url.pathname === "/api/avatars/face-check") return faceCheck();
      if (method === "POST" && url.pathname === "/api/functions/process-avatar")
        return json({ status: "processing", outcome: null });
      return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    }),
  );
  return calls;
}

/** The browser's picture decoding and canvas, which jsdom lacks. */
function fakeCanvas({ decodes = true } = {}) {
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => {
      if (!decodes) throw new Error("The source image could not be decoded.");
      return { width: 800, height: 1200, close: () => {} };
    }),
  );
  const ctx = { translate: vi.fn(), rotate: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((done, type) =>
    done(new Blob(["jpeg"], { type: type ?? "image/png" })),
  );
}

/** A microphone and MediaRecorder at the browser boundary. */
function fakeMicrophone({ allowed = true } = {}) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => {
    if (!allowed) throw new DOMException("Permission denied", "NotAllowedError");
    return { getTracks: () => [track] };
  });
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  class FakeRecorder {
    static isTypeSupported = (t: string) => t === "audio/webm;codecs=opus";
    state: "inactive" | "recording" = "inactive";
    mimeType: string;
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(_stream: unknown, options?: { mimeType?: string }) {
      this.mimeType = options?.mimeType ?? "audio/webm";
    }
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob(["opus"], { type: "audio/webm;codecs=opus" }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  return { getUserMedia, track };
}

/** A file of the given size that starts with the given signature (the rest zeros). */
const signed = (signature: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return new File([bytes], name, { type });
};
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const wavSignature = [
  ...[..."RIFF"].map((c) => c.charCodeAt(0)),
  0,
  0,
  0,
  0,
  ...[..."WAVE"].map((c) => c.charCodeAt(0)),
];
const png = (size = 2048) => signed(pngSignature, size, "me.png", "image/png");
const wav = (size = 4096) => signed(wavSignature, size, "hello.wav", "audio/wav");

function open({ onClose = vi.fn() } = {}) {
  const view = renderWithProviders(<CustomAvatarDialog open onClose={onClose} />, {
    auth: authState(testUser),
  });
  return { ...view, user: userEvent.setup({ applyAccept: false }), onClose };
}

const dialog = () => screen.getByRole("dialog", { name: "Create Custom Avatar" });
const step = () => dialog().querySelector("[data-step]")?.getAttribute("data-step");
const imageInput = () => screen.getByLabelText(/Choose a picture of your avatar/);

async function toEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(imageInput(), png());
  await waitFor(() => expect(step()).toBe("edit"));
  // The crop view shows once the picture's object URL exists, a render after the step changes.
  await screen.findByLabelText("Avatar name");
}
async function toVoice(user: ReturnType<typeof userEvent.setup>, name = "Studio me") {
  await toEdit(user);
  await user.type(screen.getByLabelText("Avatar name"), name);
  await user.click(screen.getByRole("button", { name: "Next" }));
  await waitFor(() => expect(step()).toBe("voice"));
}
/** Picks the voice file; its player shows once the file's content is checked. */
async function uploadVoice(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText(/Or upload a voice sample/), wav());
  return screen.findByLabelText("Voice sample preview");
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
  fakeCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the custom avatar dialog's steps", () => {
  it("goes upload -> edit with a picture, and Back returns to upload", async () => {
    fakeApi();
    const { user } = open();
    expect(step()).toBe("upload");
    await toEdit(user);
    expect(screen.getByRole("button", { name: "Aspect ratio 9:16" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(step()).toBe("upload");
    expect(imageInput()).toBeEnabled();
  });

  it("needs a non-empty trimmed name before Next leaves edit", async () => {
    fakeApi();
    const { user } = open();
    await toEdit(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(avatarMessages.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Avatar name"), "   ");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(avatarMessages.nameRequired)).toBeInTheDocument();
    expect(step()).toBe("edit");
    expect(screen.getByLabelText("Avatar name")).toHaveAttribute("aria-invalid", "true");
  });

  it("goes edit -> voice with a name, and Back returns to edit with the name kept", async () => {
    fakeApi();
    const { user } = open();
    await toVoice(user, "  Studio me ");
    expect(within(dialog()).getByText("Studio me")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(step()).toBe("edit");
    expect(screen.getByLabelText("Avatar name")).toHaveValue("  Studio me ");
  });

  it("offers zoom 1 to 3 in steps of 0.1 and turns the picture in 90 degree steps", async () => {
    fakeApi();
    const { user } = open();
    await toEdit(user);
    const zoom = screen.getByLabelText("Zoom");
    expect(zoom).toHaveAttribute("min", "1");
    expect(zoom).toHaveAttribute("max", "3");
    expect(zoom).toHaveAttribute("step", "0.1");
    fireEvent.change(zoom, { target: { value: "2.3" } });
    expect(screen.getByText("2.3x")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rotate right" }));
    expect(screen.getByText("Rotation 90 degrees")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rotate left" }));
    await user.click(screen.getByRole("button", { name: "Rotate left" }));
    expect(screen.getByText("Rotation 270 degrees")).toBeInTheDocument();
  });

  it("says 'Could not crop image.' and stays on edit when the picture cannot be cropped", async () => {
    fakeApi();
    fakeCanvas({ decodes: false });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = open();
    await toEdit(user);
    await user.type(screen.getByLabelText("Avatar name"), "Studio me");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(avatarMessages.cropFailed)).toBeInTheDocument();
    expect(step()).toBe("edit");
  });

  it("needs a voice sample to save: 'A voice sample is required.'", async () => {
    const calls = fakeApi();
    const { user } = open();
    await toVoice(user);
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    expect(await screen.findByText(avatarMessages.voiceRequired)).toBeInTheDocument();
    expect(step()).toBe("voice");
    expect(calls.filter((c) => c.method === "POST" && c.path !== "/api/avatars/face-check")).toHaveLength(0);
  });
});

describe("the dialog's file checks", () => {
  it("says right after the photo is chosen that it has no face, with the server's message, and stays on upload", async () => {
    const calls = fakeApi({ faceCheck: refused(avatarMessages.noFace) });
    const { user } = open();
    await user.upload(imageInput(), png());
    expect(await screen.findByText(avatarMessages.noFace)).toBeInTheDocument();
    expect(step()).toBe("upload");
    const sent = calls.find((c) => c.path === "/api/avatars/face-check")?.body as FormData | undefined;
    expect(sent?.get("image")).toBeInstanceOf(File);
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/avatars")).toBe(false);
  });

  it("says a photo of several people is refused at upload, and takes the next photo with one face", async () => {
    let answer = refused(avatarMessages.manyFaces);
    fakeApi({ faceCheck: () => answer() });
    const { user } = open();
    await user.upload(imageInput(), png());
    expect(await screen.findByText(avatarMessages.manyFaces)).toBeInTheDocument();
    expect(step()).toBe("upload");
    answer = oneFace;
    await user.upload(imageInput(), png());
    await waitFor(() => expect(step()).toBe("edit"));
  });

  it("goes on when the face check cannot be made, and the save's own check still refuses a crop with no face", async () => {
    fakeApi({
      faceCheck: () => json({ error: { code: "INTERNAL_ERROR", message: "boom" } }, 500),
      save: refused(avatarMessages.noFace),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = open();
    await toVoice(user);
    await uploadVoice(user);
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    expect(await screen.findByText(avatarMessages.noFace)).toBeInTheDocument();
    expect(step()).toBe("voice");
  });

  it("refuses a picture that is not JPG, PNG or WebP, and one over 10 MB, with the spec's messages", async () => {
    fakeApi();
    const { user } = open();
    await user.upload(imageInput(), new File(["gif"], "me.gif", { type: "image/gif" }));
    expect(await screen.findByText(avatarMessages.invalidImage)).toBeInTheDocument();
    await user.upload(imageInput(), png(AVATAR_FILE_MAX_BYTES + 1));
    expect(await screen.findByText(avatarMessages.imageTooLarge)).toBeInTheDocument();
    expect(step()).toBe("upload");
  });

  it("refuses a file named and typed as a PNG whose content is not a picture", async () => {
    fakeApi();
    const { user } = open();
    await user.upload(imageInput(), signed(wavSignature, 2048, "me.png", "image/png"));
    expect(await screen.findByText(avatarMessages.invalidImage)).toBeInTheDocument();
    expect(step()).toBe("upload");
  });

  it("blocks picking a picture at the limit: 'You have reached your limit of 3 custom avatars.'", async () => {
    fakeApi({ count: 3, limit: 3 });
    open();
    expect(await screen.findByText(avatarMessages.limitReached(3))).toBeInTheDocument();
    expect(imageInput()).toBeDisabled();
  });

  it("refuses a voice file that is not MP3, WAV or OGG, and one over 10 MB, with the spec's messages", async () => {
    fakeApi();
    const { user } = open();
    await toVoice(user);
    const voiceInput = screen.getByLabelText(/Or upload a voice sample/);
    await user.upload(voiceInput, new File(["x"], "talk.m4a", { type: "audio/mp4" }));
    expect(await screen.findByText(avatarMessages.invalidAudio)).toBeInTheDocument();
    await user.upload(voiceInput, wav(AVATAR_FILE_MAX_BYTES + 1));
    expect(await screen.findByText(avatarMessages.audioTooLarge)).toBeInTheDocument();
    expect(screen.queryByLabelText("Voice sample preview")).not.toBeInTheDocument();
  });

  it("refuses a PNG renamed .mp3 by its content, before anything is uploaded", async () => {
    const calls = fakeApi();
    const { user } = open();
    await toVoice(user);
    const voiceInput = screen.getByLabelText(/Or upload a voice sample/);
    await user.upload(voiceInput, signed(pngSignature, 4096, "talk.mp3", "audio/mpeg"));
    expect(await screen.findByText(avatarMessages.invalidAudio)).toBeInTheDocument();
    expect(screen.queryByLabelText("Voice sample preview")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST" && c.path !== "/api/avatars/face-check")).toHaveLength(0);
  });
});

describe("saving a custom avatar", () => {
  it("sends the name, the checked cropped picture, uploaded voice and a client id, asks for processing, shows saved and closes", async () => {
    const calls = fakeApi();
    const { user, onClose } = open();
    await toVoice(user);
    expect(await uploadVoice(user)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));

    expect(await screen.findByText("Avatar saved")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    const save = calls.find((c) => c.method === "POST" && c.path === "/api/avatars");
    const form = save?.body as FormData;
    expect(form.get("name")).toBe("Studio me");
    // jsdom lays nothing out, so the cropper measures no crop: the cropped JPEG is what is checked and saved.
    expect((form.get("image") as File).type).toBe("image/jpeg");
    const checks = calls.filter((c) => c.path === "/api/avatars/face-check");
    expect(checks).toHaveLength(2);
    expect(((checks[1]?.body as FormData | undefined)?.get("image") as File | undefined)?.type).toBe(
      "image/jpeg",
    );
    expect((form.get("voice") as File).name).toBe("hello.wav");
    expect(String(form.get("id"))).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/functions/process-avatar")).toBe(true));
    const process = calls.find((c) => c.path === "/api/functions/process-avatar");
    expect(JSON.parse(String(process?.body))).toEqual({
      avatarId: savedAvatar.id,
      imageUrl: savedAvatar.image_url,
      voiceUrl: savedAvatar.voice_url,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
  });

  it("checks the crop before the edit step passes, and stays there with the server's refusal", async () => {
    let n = 0;
    const calls = fakeApi({
      // The photo has a face; the crop chosen does not hold it.
      faceCheck: () => (++n === 1 ? oneFace() : refused(avatarMessages.noFace)()),
    });
    const { user } = open();
    await toEdit(user);
    await user.type(screen.getByLabelText("Avatar name"), "Studio me");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText(avatarMessages.noFace)).toBeInTheDocument();
    expect(step()).toBe("edit");
    expect(calls.filter((c) => c.path === "/api/avatars/face-check")).toHaveLength(2);
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/avatars")).toBe(false);
  });

  it("says 'Failed to save avatar. Please try again.' and keeps the voice step when the save fails", async () => {
    fakeApi({ save: () => json({ error: { code: "INTERNAL", message: "boom (req 1)" } }, 500) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = open();
    await toVoice(user);
    await uploadVoice(user);
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    expect(await screen.findByText(avatarMessages.saveFailed)).toBeInTheDocument();
    expect(step()).toBe("voice");
    expect(screen.getByLabelText("Voice sample preview")).toBeInTheDocument();
  });

  it.each([
    [403, "AVATAR_LIMIT", avatarMessages.limitReached(5)],
    [409, "CONFLICT", avatarMessages.recordFailed],
    [400, "VALIDATION_ERROR", avatarMessages.invalidAudio],
  ])("shows the server's own message for a %i %s answer to the save", async (status, code, message) => {
    fakeApi({ save: () => json({ error: { code, message } }, status) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = open();
    await toVoice(user);
    await user.upload(screen.getByLabelText(/Or upload a voice sample/), wav());
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(step()).toBe("voice");
  });

  it("keeps the generic message when an answer's code is not one the user can act on, whatever its text", async () => {
    fakeApi({
      save: () => json({ error: { code: "INTERNAL", message: avatarMessages.limitReached(3) } }, 500),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = open();
    await toVoice(user);
    await user.upload(screen.getByLabelText(/Or upload a voice sample/), wav());
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    expect(await screen.findByText(avatarMessages.saveFailed)).toBeInTheDocument();
    expect(screen.queryByText(avatarMessages.limitReached(3))).not.toBeInTheDocument();
  });

  it("says 'Could not create avatar record.' when the server answers without the avatar", async () => {
    fakeApi({ save: () => json({ ok: true }, 201) });
    const { user } = open();
    await toVoice(user);
    await user.upload(screen.getByLabelText(/Or upload a voice sample/), wav());
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    expect(await screen.findByText(avatarMessages.recordFailed)).toBeInTheDocument();
  });

  it("closes on Escape, but not while saving", async () => {
    let finish: (r: Response) => void = () => {};
    fakeApi({
      save: () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    const { user, onClose } = open();
    await toVoice(user);
    await user.upload(screen.getByLabelText(/Or upload a voice sample/), wav());
    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    await waitFor(() => expect(step()).toBe("saving"));
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish(json({ avatar: savedAvatar }, 201)));
    expect(await screen.findByText("Avatar saved")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});

describe("recording a voice sample", () => {
  it("records, counts the seconds, releases the microphone, plays back and saves the recording as it is", async () => {
    const calls = fakeApi();
    const mic = fakeMicrophone();
    const { user } = open();
    await toVoice(user);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Start recording" })));
    expect(mic.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByText("Recording")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("0:00");
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole("timer")).toHaveTextContent("0:03");
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole("timer")).toHaveTextContent("0:12");
    fireEvent.click(screen.getByRole("button", { name: "Stop recording" }));
    vi.useRealTimers();

    expect(mic.track.stop).toHaveBeenCalled();
    expect(screen.getByText("Your recording")).toBeInTheDocument();
    expect(screen.getByLabelText("Voice sample preview")).toHaveAttribute(
      "src",
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole("button", { name: "Record again" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save Avatar" }));
    expect(await screen.findByText("Avatar saved")).toBeInTheDocument();
    const form = calls.find((c) => c.method === "POST" && c.path === "/api/avatars")?.body as FormData;
    const voice = form.get("voice") as File;
    expect(voice.type).toBe("audio/webm");
    expect(voice.name).toBe("recording.webm");
  });

  it("says 'Failed to access microphone. Please check permissions.' when the microphone is refused", async () => {
    fakeApi();
    fakeMicrophone({ allowed: false });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = open();
    await toVoice(user);
    await user.click(screen.getByRole("button", { name: "Start recording" }));
    expect(await screen.findByText(avatarMessages.microphone)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start recording" })).toBeEnabled();
    expect(screen.queryByText("Recording")).not.toBeInTheDocument();
  });
});
